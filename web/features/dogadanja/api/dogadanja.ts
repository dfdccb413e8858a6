// The public announcements' reads (worker/routes/javno.ts).
import { API, fill } from "../../../../shared/paths";
import type { JavnoDogadanje } from "../../../../shared/schemas/javno";
import { loadOne, preloadFirstPage, usePages } from "../../../lib/javno";

export type { JavnoDogadanje };

/** Every announcement, newest first. */
const LIST = "dogadanja";

export function useDogadanja() {
  return usePages<JavnoDogadanje>(LIST, API.dogadanja, {});
}

/** The archive's first page for the Worker's render of /dogadanja (a route loader's part). */
export const preloadDogadanja = (context: unknown) => preloadFirstPage(context, LIST, API.dogadanja, {});

/** The route loader of one announcement's page. */
export const loadDogadanje = (id: string, signal: AbortSignal, context?: unknown) =>
  loadOne<JavnoDogadanje>(fill(API.dogadanje, { id }), signal, context);
