// One feed item as a card (SPEC §2 Home): home's events and a federation page's announcements draw it alike.
import type { HTMLAttributes, ReactNode } from "react";
import { Link } from "react-router";
import type { FeedItem } from "../../shared/types";
import { Card } from "./ui/card";

/**
 * The image when slika_url is set (180 px high); subject and description only with a subject; then
 * `children` (e.g. the federation's name on home). At most 345 px wide. An item with neither a subject nor an
 * image shows its description, never an empty card. With `to`, the subject links there (the announcement's
 * own page, /dogadanja/:id).
 */
export function FeedCard({
  item,
  to,
  children,
  ...props
}: { item: FeedItem; to?: string; children?: ReactNode } & HTMLAttributes<HTMLElement>) {
  return (
    <Card className="event-card" {...props}>
      {item.slika_url ? <img src={item.slika_url} alt="" height={180} loading="lazy" /> : null}
      {item.subject ? (
        <div className="card-body">
          <h3>{to ? <Link to={to}>{item.subject}</Link> : item.subject}</h3>
          {item.description ? <p>{item.description}</p> : null}
        </div>
      ) : null}
      {!item.subject && !item.slika_url && item.description ? (
        <div className="card-body">
          <p>{item.description}</p>
        </div>
      ) : null}
      {children}
    </Card>
  );
}
