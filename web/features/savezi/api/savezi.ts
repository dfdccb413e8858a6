// The public federation pages' data (issue 32): one federation by its slug with its latest announcements and its
// documents (/savezi/:slug), read once by the route's loader (../../../lib/load-operation.ts); every federation
// (/savezi) is ../../../lib/savezi.ts's.
import { data } from "react-router";
import { SavezBySlug } from "../../../../shared/entities/savez/operations";
import { isSlug } from "../../../../shared/schemas/javno";
import { loadOperation } from "../../../lib/load-operation";

export type { SavezPage } from "../../../../shared/entities/savez/operations";

/**
 * The federation at /savezi/:slug; `savezi` is empty when no federation has that slug: the page says so and the
 * answer is a 404 (the Worker then sends the app's shell with noindex).
 */
export async function loadSavez(slug: string, signal: AbortSignal, context?: unknown) {
  const found = isSlug(slug) ? await loadOperation(SavezBySlug, { slug }, signal, context) : { savezi: [] };
  return found.savezi.length > 0 ? found : data(found, { status: 404 });
}
