// The public clubs' reads (issue 29, worker/routes/klubovi.ts): the list and one club's page. Each page's first
// read is its route's loader (issue 32): in the Worker's render through the app itself, and the browser
// hydrates from that copy; a search typed on the list then asks the API itself.
import useSWR from "swr";
import { API, fill } from "../../../shared/paths";
import type { JavniKlub, JavniKlubDetalji } from "../../../shared/schemas/klubovi";
import { getJson, loadOne, pageUrl, type JavnoApiError } from "../../lib/javno";
import { fetchOf } from "../../lib/render-context";
import { loadSavezi, type Savez } from "../../lib/savezi";

export type { JavniKlub, JavniKlubDetalji };

/**
 * The public clubs: every federation's, or one federation's (`savez`), by part of the name; `first` is the
 * loader's answer for the same federation and no search (the page starts from it without a read).
 */
export function useKlubovi(savez: string | null, q: string, first?: { klubovi: JavniKlub[] }) {
  const url = pageUrl(API.klubovi, { savez, q: q.trim() });
  return useSWR<{ klubovi: JavniKlub[] }, JavnoApiError>(["klubovi", url], () => getJson(url), {
    fallbackData: first,
  });
}

/** What /klubovi starts from: the clubs of the URL's federation (or all) and every federation for the filter. */
export interface KluboviPage {
  savez: string | null;
  klubovi: { klubovi: JavniKlub[] };
  savezi: Savez[];
}

/** The list's first read: the clubs (of `savez`, without a search) and the federations to filter by. */
export async function loadKlubovi(savez: string | null, signal: AbortSignal, context?: unknown): Promise<KluboviPage> {
  const [klubovi, savezi] = await Promise.all([
    getJson<{ klubovi: JavniKlub[] }>(pageUrl(API.klubovi, { savez }), signal, fetchOf(context)),
    loadSavezi(signal, context),
  ]);
  return { savez, klubovi, savezi: savezi.savezi };
}

/** One club with its active season's licensed athletes (an unknown slug is the route's 404). */
export const loadKlub = (slug: string, signal: AbortSignal, context?: unknown) =>
  loadOne<JavniKlubDetalji>(fill(API.klub, { slug }), signal, context);
