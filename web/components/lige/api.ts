// The league's public reads (worker/routes/lige.ts, kept at the edge for anonymous callers): a competition's
// groups with their tables and fixtures, a club's teams' matches, home's latest league. No token: the data is
// public. Home's card reads through `getLigaJson` alone, so home's bundle carries nothing more.
import useSWR from "swr";
import { API, fill } from "../../../shared/paths";
import type { ReadFetch } from "../../lib/render-context";
import type {
  LigaSkupina,
  LigaUtakmica,
  LjestvicaRed,
  MojaUtakmica,
  NajnovijaLiga,
  PregledUtakmica,
} from "../../../shared/schemas/lige";

export type { LigaSkupina, LigaUtakmica, LjestvicaRed, MojaUtakmica, NajnovijaLiga, PregledUtakmica };

/** The league screens' reads under /api/v1/lige. */
export const LIGE_READS = {
  natjecanje: `${API.lige}/natjecanja/:id`,
  klub: `${API.lige}/klubovi/:slug/utakmice`,
  najnovije: `${API.lige}/najnovije`,
  moje: `${API.lige}/moje-utakmice`,
} as const;

/** A refused league request: the server's message and its details (a CSV file's errors by row: `redovi`). */
export class LigaError extends Error {
  constructor(
    message: string,
    readonly details: { redovi?: string[] } | null,
  ) {
    super(message);
  }
}

/** A JSON answer, or a LigaError with the server's message and details. */
export async function getLigaJson<T>(url: string, init?: RequestInit, read: ReadFetch = fetch): Promise<T> {
  const response = await read(url, { ...init, headers: { accept: "application/json", ...init?.headers } });
  type Refusal = { error?: { message?: string; details?: { redovi?: string[] } } };
  const body = (await response.json().catch(() => null)) as (T & Refusal) | null;
  if (!response.ok || body === null) {
    throw new LigaError(body?.error?.message ?? `HTTP ${response.status}`, body?.error?.details ?? null);
  }
  return body;
}

/** A competition's league groups (none for a competition that has no groups). */
export function useLigaNatjecanja(id: string) {
  const url = fill(LIGE_READS.natjecanje, { id });
  return useSWR<{ skupine: LigaSkupina[] }, Error>(["lige-natjecanje", url], () => getLigaJson(url));
}

/** A club's teams' league matches. */
export function useKlubUtakmice(slug: string) {
  const url = fill(LIGE_READS.klub, { slug });
  return useSWR<{ utakmice: PregledUtakmica[] }, Error>(["lige-klub", url], () => getLigaJson(url));
}

/** The webcal:// address of a team's calendar. */
export const ekipaKalendarUrl = (origin: string, id: string) =>
  `${origin.replace(/^https?:/, "webcal:")}${fill(API.ekipaKalendar, { id })}`;
