// The public announcements' reads (worker/routes/javno.ts).
import { API, fill } from "../../../../shared/paths";
import type { JavnoDogadanje } from "../../../../shared/schemas/javno";
import { loadOne, usePages } from "../../../lib/javno";

export type { JavnoDogadanje };

/** Every announcement, newest first. */
export function useDogadanja() {
  return usePages<JavnoDogadanje>("dogadanja", API.dogadanja, {});
}

/** The route loader of one announcement's page. */
export const loadDogadanje = (id: string, signal: AbortSignal, context?: unknown) =>
  loadOne<JavnoDogadanje>(fill(API.dogadanje, { id }), signal, context);
