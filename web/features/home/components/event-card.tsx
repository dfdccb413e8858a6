import { FeedCard } from "../../../components/feed-card";
import type { HomeFeedItem } from "../api/read-feed";
import { SavezName } from "./savez-name";

/** One event (SPEC §2 Home): the image when slika_url is set; subject and description only with a subject; its federation. */
export function EventCard({ item }: { item: HomeFeedItem }) {
  return (
    <FeedCard item={item} data-testid="event-card">
      <SavezName savez={item.savez} />
    </FeedCard>
  );
}
