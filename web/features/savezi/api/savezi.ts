// The public federation page's data: one federation by its slug with its latest announcements and its documents
// (Savez), a public read, cache-first like every query. The list of every federation is web/lib/savezi.ts.
import { SavezBySlug } from "../../../../shared/entities/savez/operations";
import { useOperation } from "../../../lib/graphql";

export type { SavezPage } from "../../../../shared/entities/savez/operations";

/** The federation at /savezi/:slug; `savezi` is empty when no federation has that slug. */
export function useSavez(slug: string) {
  return useOperation(SavezBySlug, { slug });
}
