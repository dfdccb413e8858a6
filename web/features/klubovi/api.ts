// The public clubs' reads (issue 29, worker/routes/klubovi.ts): the list and one club's page.
import useSWR from "swr";
import { API, fill } from "../../../shared/paths";
import type { JavniKlub, JavniKlubDetalji } from "../../../shared/schemas/klubovi";
import { getJson, loadOne, pageUrl, type JavnoApiError } from "../../lib/javno";

export type { JavniKlub, JavniKlubDetalji };

/** The public clubs: every federation's, or one federation's (`savez`), by part of the name. */
export function useKlubovi(savez: string | null, q: string) {
  const url = pageUrl(API.klubovi, { savez, q: q.trim() });
  return useSWR<{ klubovi: JavniKlub[] }, JavnoApiError>(["klubovi", url], () => getJson(url));
}

/** One club with its active season's licensed athletes (an unknown slug is the route's 404). */
export const loadKlub = (slug: string, signal: AbortSignal) =>
  loadOne<JavniKlubDetalji>(fill(API.klub, { slug }), signal);
