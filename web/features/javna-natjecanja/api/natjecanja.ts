// The public competitions' reads (worker/routes/javno.ts) and their calendar links.
import { API, fill } from "../../../../shared/paths";
import type { JavnoNatjecanje, JavnoNatjecanjeDetalji } from "../../../../shared/schemas/javno";
import { loadOne, preloadFirstPage, usePages } from "../../../lib/javno";
import { NO_VIEWER } from "../../../lib/graphql";
import { readProzor, readStartnaLista } from "../../../lib/prijave";
import { preload } from "../../../lib/render-context";

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

/**
 * The competition page's entries part in the Worker's render (issue 32): the window and, when there is one, the
 * start lists, under the keys a signed-out visitor's hooks use (web/lib/prijave.ts), so the section is in the
 * first HTML. Here, not in web/lib/prijave.ts: the app's shell carries that module.
 */
export async function preloadPrijave(context: unknown, id: string): Promise<void> {
  const prozor = await preload(context, ["prijave-prozor", id], (read) => readProzor(id, read));
  if (prozor) await preload(context, ["startna-lista", id, NO_VIEWER], (read) => readStartnaLista(id, read));
}
