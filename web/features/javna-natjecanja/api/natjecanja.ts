// The public competitions' reads (worker/routes/javno.ts) and their calendar links.
import { API, fill } from "../../../../shared/paths";
import type { JavnoNatjecanje, JavnoNatjecanjeDetalji } from "../../../../shared/schemas/javno";
import { loadOne, preloadFirstPage, usePages } from "../../../lib/javno";

export type { JavnoNatjecanje, JavnoNatjecanjeDetalji };

const LIST = "javna-natjecanja";

/** Public competitions, upcoming first then past; `savez` (a slug) narrows to one federation. */
export function useJavnaNatjecanja(savez: string | null) {
  return usePages<JavnoNatjecanje>(LIST, API.javnaNatjecanja, { savez });
}

/** The list's first page for the Worker's render of /natjecanja (a route loader's part). */
export const preloadJavnaNatjecanja = (context: unknown, savez: string | null) =>
  preloadFirstPage(context, LIST, API.javnaNatjecanja, { savez });

/** The route loader of one competition's page. */
export const loadNatjecanje = (id: string, signal: AbortSignal, context?: unknown) =>
  loadOne<JavnoNatjecanjeDetalji>(fill(API.javnoNatjecanje, { id }), signal, context);

/** The webcal:// address of a calendar (every federation's, or one federation's by slug). */
export function webcalUrl(origin: string, slug: string | null): string {
  const path = slug ? fill(API.savezKalendar, { slug }) : API.kalendar;
  return `${origin.replace(/^https?:/, "webcal:")}${path}`;
}
