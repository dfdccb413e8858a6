// SPEC §7 ReadFeed: the 12 latest feed items and the 3 latest results, for the home page, each with its federation.
import type { FeedItem, Rezultat } from "../../../../shared/types";
import { useGraphQL } from "../../../lib/graphql";

/** The federation ReadFeed names on each item: its page is /savezi/:slug. */
export interface SavezLink {
  slug: string;
  naziv: string;
}

/** A feed item with its federation (null for a row that has none). */
export type HomeFeedItem = FeedItem & { savez?: SavezLink | null };

/** A result with its federation (null for a row that has none). */
export type HomeRezultat = Rezultat & { savez?: SavezLink | null };

/** ReadFeed's data. */
export interface ReadFeedData {
  feed: HomeFeedItem[];
  rezultati: HomeRezultat[];
}

/** The home page's feed and results (cache-first through SWR). */
export function useReadFeed() {
  return useGraphQL<ReadFeedData>("ReadFeed");
}
