import type { FeedItem } from "../../../../shared/types";
import { Card } from "../../../components/ui/card";

/** One event (SPEC §2 Home): the image when slika_url is set; subject and description only with a subject. */
export function EventCard({ item }: { item: FeedItem }) {
  return (
    <Card className="event-card" data-testid="event-card">
      {item.slika_url ? <img src={item.slika_url} alt="" height={180} loading="lazy" /> : null}
      {item.subject ? (
        <div className="card-body">
          <h3>{item.subject}</h3>
          {item.description ? <p>{item.description}</p> : null}
        </div>
      ) : null}
    </Card>
  );
}
