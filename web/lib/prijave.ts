// The entry screens' reads and writes (issue 30) over worker/routes/prijave.ts: the public window and start
// lists, the caller's entries in a competition (an official: their clubs'), the club's entries everywhere, and
// entering and withdrawing. A refusal keeps the server's `details` ({field: [message]}) so a form shows each at
// its field.
import useSWR, { mutate } from "swr";
import type { EntryMember, EventPlaces } from "../../shared/entries/answers";
import { API, fill } from "../../shared/paths";
import { NO_VIEWER, currentToken, useViewer } from "./graphql";
import type { ReadFetch } from "./render-context";

export interface Prozor {
  otvaranje: string;
  zatvaranje: string;
  izmjene_do: string | null;
  otvorene: boolean;
  discipline: EventPlaces[];
}

/** An athlete an entry enters (shared/entries/answers.ts). */
export type Sportas = EntryMember;

export interface Nastup {
  id: string;
  disciplina_id: string;
  disciplina: string;
  club_id: string;
  status: "prihvacena" | "cekanje" | "povucena" | "odbijena";
  pozicija: number | null;
  startni_broj: number | null;
  razlog_odbijanja: string | null;
  version: number;
  sportasi?: Sportas[];
}

export interface MojNastup extends Nastup {
  natjecanje_id: string;
  natjecanje: string;
  datum_od: string;
}

export interface PrijaveNatjecanja {
  natjecanje: { id: string; naziv: string; savez_id: string | null };
  nastupi: (Nastup & { klub: string })[];
}

export interface StartnaLista {
  discipline: {
    id: string;
    naziv: string;
    nastupi: { startni_broj: number | null; klub: string; naknadna: boolean; sportasi: Sportas[] }[];
  }[];
}

/** A club the caller is an official of (GET /api/v1/moj-klub, the fields the entry form needs). */
export interface KlubDuznosnika {
  id: string;
  naziv: string;
  savez_id: string | null;
}

/** A link to the screen that fixes a field's refusal (an athlete's medical examination: issue 50 item 4). */
export interface RefusalFix {
  href: string;
  text: string;
}

/** A refused call: its status, code, the messages by field, and where some of them are fixed. */
export class PrijaveError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: Record<string, string[]>,
    message: string,
    readonly fixes: Record<string, RefusalFix[]> = {},
  ) {
    super(message);
  }
}

/** One call of the entries' API as the caller; a string body is sent as CSV, anything else as JSON. */
export async function call<R>(method: string, path: string, body?: unknown, read: ReadFetch = fetch): Promise<R> {
  const token = currentToken();
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  const text = typeof body === "string";
  if (body !== undefined) headers["content-type"] = text ? "text/csv; charset=utf-8" : "application/json";
  const payload = body === undefined ? undefined : text ? body : JSON.stringify(body);
  const response = await read(path, { method, headers, body: payload });
  const answer = (await response.json().catch(() => null)) as
    | (R & {
        error?: {
          code: string;
          message: string;
          details?: Record<string, string[]>;
          fixes?: Record<string, RefusalFix[]>;
        };
      })
    | null;
  if (!response.ok) {
    const error = answer?.error;
    const { code = "", message = "", details = {}, fixes = {} } = error ?? {};
    throw new PrijaveError(response.status, code, details, message, fixes);
  }
  return answer as R;
}

export const startnaListaCsv = (id: string) => fill(API.startnaListaCsv, { id });

/** The competition page's address fragment that opens its entry form ('Prijavi' from 'Moj klub', issue 50). */
export const PRIJAVA_HASH = "prijava";

/** The window and events; null when the competition takes no entries (404). */
/** The window and events (null: no entries, 404), read with `read` (the Worker's own in its render). */
export const readProzor = (id: string, read?: ReadFetch) =>
  call<Prozor>("GET", fill(API.natjecanjePrijave, { id }), undefined, read).catch((e: unknown) => {
    if (e instanceof PrijaveError && e.status === 404) return null;
    throw e;
  });

export function useProzor(id: string) {
  return useSWR(["prijave-prozor", id], () => readProzor(id));
}

/** The start lists (null while not public, 403), read with `read`. */
export const readStartnaLista = (id: string, read?: ReadFetch) =>
  call<StartnaLista>("GET", fill(API.startnaLista, { id }), undefined, read).catch((e: unknown) => {
    if (e instanceof PrijaveError && e.status === 403) return null;
    throw e;
  });

/** The start lists; null while they are not public yet (403). */
export function useStartnaLista(id: string, enabled: boolean) {
  const viewer = useViewer();
  return useSWR(enabled ? ["startna-lista", id, viewer] : null, () => readStartnaLista(id));
}

/** The caller's entries in a competition; null for whoever reads none (not an official, signed out). */
export function usePrijaveNatjecanja(id: string) {
  const viewer = useViewer();
  return useSWR(viewer === NO_VIEWER ? null : ["prijave-natjecanja", id, viewer], () =>
    call<PrijaveNatjecanja>("GET", `${API.prijave}/natjecanja/${encodeURIComponent(id)}`).catch((e: unknown) => {
      if (e instanceof PrijaveError && (e.status === 403 || e.status === 401)) return null;
      throw e;
    }),
  );
}

/** The caller's clubs (none for whoever is no club's official). */
export function useKluboviDuznosnika(enabled: boolean) {
  const viewer = useViewer();
  return useSWR(enabled && viewer !== NO_VIEWER ? ["prijave-klubovi", viewer] : null, () =>
    call<{ klubovi: KlubDuznosnika[] }>("GET", API.mojKlub),
  );
}

/** A competition of the caller's clubs' federations whose entries are open now. */
export interface OtvorenoNatjecanje {
  id: string;
  naziv: string;
  datum_od: string;
  zatvaranje: string;
}

/** The caller's clubs' entries in every competition, and the competitions they may enter now. */
export function useMojePrijave() {
  const viewer = useViewer();
  return useSWR(viewer === NO_VIEWER ? null : ["prijave-moj-klub", viewer], () =>
    call<{ nastupi: MojNastup[]; otvorena: OtvorenoNatjecanje[] }>("GET", `${API.prijave}/moj-klub`),
  );
}

/** Every entry read again (counts, positions, start lists, staff's lists and fees) after a write. */
export const refresh = () =>
  mutate(
    (key) =>
      Array.isArray(key) &&
      [
        "prijave-prozor",
        "startna-lista",
        "prijave-natjecanja",
        "prijave-moj-klub",
        "prijave-savez",
        "kotizacije",
      ].includes(String(key[0])),
  );

export interface EntryInput {
  club_id: string;
  sportasi: string[];
  zamjene: string[];
}

/** Enters athletes into an event; answers the entry (status, waiting position). */
export async function prijavi(disciplinaId: string, input: EntryInput) {
  const answer = await call<{ id: string; status: string; pozicija: number | null }>(
    "POST",
    `${API.prijave}/discipline/${encodeURIComponent(disciplinaId)}/nastupi`,
    input,
  );
  await refresh();
  return answer;
}

/** Withdraws an entry (the version read). */
export async function povuci(nastup: { id: string; version: number }) {
  const answer = await call<{ status: string; promaknuta: { id: string } | null }>(
    "POST",
    `${API.prijave}/nastupi/${encodeURIComponent(nastup.id)}/povuci`,
    { version: nastup.version },
  );
  await refresh();
  return answer;
}
