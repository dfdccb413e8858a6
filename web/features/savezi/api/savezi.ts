// The public federation pages' data: every federation (Savezi) and one by its slug with its latest
// announcements and its documents (Savez). Both are public reads, cache-first like every query.
import type { DokumentSaveza, FeedItem } from "../../../../shared/types";
import { useGraphQL } from "../../../lib/graphql";

/** A federation as Savezi and Savez return it. */
export interface Savez {
  id: string;
  slug: string;
  naziv: string;
  opis: string;
  logo_key: string | null;
  email: string | null;
  web: string | null;
  version: number;
}

/** One federation with its 12 latest announcements and its documents (Savez). */
export interface SavezPage extends Savez {
  feed: FeedItem[];
  dokumenti_saveza: DokumentSaveza[];
}

/** Every federation, oldest first. */
export function useSavezi() {
  return useGraphQL<{ savezi: Savez[] }>("Savezi");
}

/** The federation at /savezi/:slug; `savezi` is empty when no federation has that slug. */
export function useSavez(slug: string) {
  return useGraphQL<{ savezi: SavezPage[] }>("Savez", { slug });
}
