// SPEC §7 ReadFeed: the 12 latest feed items and the 3 latest results, for the home page.
import type { FeedItem, Rezultat } from "../../../../shared/types";
import { useGraphQL } from "../../../lib/graphql";

/** ReadFeed's data. */
export interface ReadFeedData {
  feed: FeedItem[];
  rezultati: Rezultat[];
}

/** The home page's feed and results (cache-first through SWR). */
export function useReadFeed() {
  return useGraphQL<ReadFeedData>("ReadFeed");
}
