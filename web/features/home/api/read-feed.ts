// SPEC §7 ReadFeed: the 12 latest feed items and the 3 latest results, for the home page, each with its federation.
import { ReadFeed, type ReadFeedData } from "../../../../shared/entities/feed/read";
import { HOME_FEED_SCRIPT_ID } from "../../../../shared/inline-data";
import { useOperation } from "../../../lib/graphql";

export type { ReadFeedData };

/** A feed item with its federation (null for a row that has none). */
export type HomeFeedItem = ReadFeedData["feed"][number];

/** A result with its federation (null for a row that has none). */
export type HomeRezultat = ReadFeedData["rezultati"][number];

/** The federation ReadFeed names on each item: its page is /savezi/:slug. */
export type SavezLink = NonNullable<HomeFeedItem["savez"]>;

/**
 * ReadFeed's answer the Worker put into `/`'s index.html (worker/routes/home-data.ts), read once: the first
 * home render starts from it. Undefined on any other page, or when it is missing or not ReadFeed's shape.
 */
function pageData(): ReadFeedData | undefined {
  if (typeof document === "undefined") return undefined;
  const text = document.getElementById(HOME_FEED_SCRIPT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = (JSON.parse(text) as { data?: Partial<ReadFeedData> }).data;
    return Array.isArray(data?.feed) && Array.isArray(data?.rezultati) ? (data as ReadFeedData) : undefined;
  } catch {
    return undefined;
  }
}

const fromPage = pageData();

/**
 * The home page's feed and results (cache-first through SWR). When the page came with the feed, SWR starts
 * from it and revalidates at once; while the API cannot be reached it keeps the page's data on screen and
 * retries with a growing pause, so the events appear without an API round trip and freshen once it is back.
 */
export function useReadFeed() {
  return useOperation(
    ReadFeed,
    {},
    fromPage
      ? {
          swr: {
            fallbackData: fromPage,
            revalidateOnMount: true,
            shouldRetryOnError: true,
            errorRetryInterval: 2000,
            errorRetryCount: 8,
          },
        }
      : {},
  );
}
