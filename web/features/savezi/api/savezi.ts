// The public federation page's data: one federation by its slug with its latest announcements and its documents
// (Savez), a public read, cache-first like every query. The list of every federation is web/lib/savezi.ts.
import type { DokumentSaveza, FeedItem } from "../../../../shared/types";
import { useGraphQL } from "../../../lib/graphql";
import type { Savez } from "../../../lib/savezi";

/** One federation with its 12 latest announcements and its documents (Savez). */
export interface SavezPage extends Savez {
  feed: FeedItem[];
  dokumenti_saveza: DokumentSaveza[];
}

/** The federation at /savezi/:slug; `savezi` is empty when no federation has that slug. */
export function useSavez(slug: string) {
  return useGraphQL<{ savezi: SavezPage[] }>("Savez", { slug });
}
