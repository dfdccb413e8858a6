// The public reads of issue 16 (worker/routes/javno.ts): competitions and announcements in keyset pages
// ('Učitaj još' follows `next`), one competition or announcement (a route loader: an unknown id is the
// route's 404, so the shell shows 'Page Not Found'), and the calendar links. No token: the data is public.
import { data } from "react-router";
import useSWR from "swr";
import useSWRInfinite from "swr/infinite";
import { API, fill } from "../../shared/paths";
import type {
  JavnaStranica,
  JavnoDogadanje,
  JavnoNatjecanje,
  JavnoNatjecanjeDetalji,
} from "../../shared/schemas/javno";
import type { JavniKlub, JavniKlubDetalji } from "../../shared/schemas/klubovi";

export type { JavnaStranica, JavnoDogadanje, JavnoNatjecanje, JavnoNatjecanjeDetalji, JavniKlub, JavniKlubDetalji };

/** A refused or failed public read: the server's message and the HTTP status (0 for a network failure). */
export class JavnoApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "JavnoApiError";
  }
}

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: "application/json" }, signal });
  } catch (error) {
    throw new JavnoApiError(error instanceof Error ? error.message : String(error), 0);
  }
  const body = (await response.json().catch(() => null)) as (T & { error?: { message?: string } }) | null;
  if (!response.ok || body === null) {
    throw new JavnoApiError(body?.error?.message ?? `HTTP ${response.status}`, response.status);
  }
  return body;
}

function pageUrl(path: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Pages of `path` (with `params`) as SWR-infinite: `data` holds the pages loaded so far. */
function usePages<T>(name: string, path: string, params: Record<string, string | null | undefined>) {
  return useSWRInfinite<JavnaStranica<T>, JavnoApiError>(
    (index, previous: JavnaStranica<T> | null) => {
      if (index > 0 && !previous?.next) return null;
      return [name, JSON.stringify(params), index === 0 ? null : previous!.next];
    },
    ([, , after]: [string, string, string | null]) => getJson<JavnaStranica<T>>(pageUrl(path, { ...params, after })),
    { revalidateFirstPage: false },
  );
}

/** Public competitions, upcoming first then past; `savez` (a slug) narrows to one federation. */
export function useJavnaNatjecanja(savez: string | null) {
  return usePages<JavnoNatjecanje>("javna-natjecanja", API.javnaNatjecanja, { savez });
}

/** Every announcement, newest first. */
export function useDogadanja() {
  return usePages<JavnoDogadanje>("dogadanja", API.dogadanja, {});
}

/** A route loader's read of one row: 400/404 become the route's 404 ('Page Not Found'). */
async function loadOne<T>(url: string, signal: AbortSignal): Promise<T> {
  try {
    return await getJson<T>(url, signal);
  } catch (error) {
    if (error instanceof JavnoApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404, statusText: "Not Found" });
    }
    throw error;
  }
}

export const loadNatjecanje = (id: string, signal: AbortSignal) =>
  loadOne<JavnoNatjecanjeDetalji>(fill(API.javnoNatjecanje, { id }), signal);

export const loadDogadanje = (id: string, signal: AbortSignal) =>
  loadOne<JavnoDogadanje>(fill(API.dogadanje, { id }), signal);

/** The webcal:// address of a calendar (every federation's, or one federation's by slug). */
export function webcalUrl(origin: string, slug: string | null): string {
  const path = slug ? fill(API.savezKalendar, { slug }) : API.kalendar;
  return `${origin.replace(/^https?:/, "webcal:")}${path}`;
}

/** The public clubs (issue 29): every federation's, or one federation's (`savez`), by part of the name. */
export function useKlubovi(savez: string | null, q: string) {
  const url = pageUrl(API.klubovi, { savez, q: q.trim() });
  return useSWR<{ klubovi: JavniKlub[] }, JavnoApiError>(["klubovi", url], () => getJson(url));
}

/** One club with its active season's licensed athletes (an unknown slug is the route's 404). */
export const loadKlub = (slug: string, signal: AbortSignal) =>
  loadOne<JavniKlubDetalji>(fill(API.klub, { slug }), signal);
