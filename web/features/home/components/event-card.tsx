import { ROUTES, fill } from "../../../../shared/paths";
import { FeedCard } from "../../../components/feed-card";
import type { HomeFeedItem } from "../api/read-feed";
import { SavezName } from "./savez-name";

/**
 * One event (SPEC §2 Home): the image when slika_url is set; subject and description only with a subject; its
 * federation. The subject links to the announcement's own page (/dogadanja/:id).
 */
export function EventCard({ item }: { item: HomeFeedItem }) {
  return (
    <FeedCard item={item} to={fill(ROUTES.dogadanje, { id: item.id })} data-testid="event-card">
      <SavezName savez={item.savez} />
    </FeedCard>
  );
}
