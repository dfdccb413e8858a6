// The public read of announcements: home's ReadFeed (with the latest results) and a feed item as every reader
// shows it. Nothing of zod at run time (read.ts of an entity: its public reads), so home's first load carries
// neither the validation library nor the input schemas; the Worker checks ReadFeed's variables as none.
// Pure: no I/O.
import { list, maybe, pick, defineOperation, type ResultOf } from "../../graphql/operation";
import type { Row } from "../entity";
import { rezultatFields } from "../rezultat/read";
import type { savez } from "../savez";
import type { feed } from ".";

type FeedRow = Row<typeof feed>;

/** The federation an item names: its page is /savezi/:slug (null for a row that has none). */
const savezLink = maybe(pick<Row<typeof savez>>()(["slug", "naziv"]));

/** A feed item as every reader shows it. */
export const publicFeedItem = pick<FeedRow>()(["id", "subject", "slika_url", "description"]);

/** SPEC §7 ReadFeed: 12 latest feed items and 3 latest results, newest first, nulls last. */
export const ReadFeed = defineOperation({
  name: "ReadFeed",
  document: `query ReadFeed {
  feed(order_by: {created_at: desc_nulls_last}, limit: 12) {
    id
    subject
    slika_url
    description
    savez {
      slug
      naziv
    }
  }
  rezultati(order_by: {created_at: desc_nulls_last}, limit: 3) {
    natjecanje_id
    payload
    created_at
    savez {
      slug
      naziv
    }
  }
}`,
  result: {
    feed: list(pick<FeedRow>()(["id", "subject", "slika_url", "description"], { savez: savezLink })),
    rezultati: list(rezultatFields(["natjecanje_id", "created_at"], { savez: savezLink })),
  },
});

/** ReadFeed's data. */
export type ReadFeedData = ResultOf<typeof ReadFeed>;
