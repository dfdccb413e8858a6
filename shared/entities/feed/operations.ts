// The trusted operations on announcements (najave): home's ReadFeed (with the latest results), one create, the
// staff's list with versions, the edits. This module is pure: no I/O.
import { z } from "zod";
import { defineOperation, editOperations, list, maybe, pick, savezList, type ResultOf } from "../../graphql/define";
import { najavaSchema } from "./input";
import type { Row } from "../entity";
import { rezultatFields } from "../rezultat/operations";
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
  variables: z.object({}),
  result: {
    feed: list(pick<FeedRow>()(["id", "subject", "slika_url", "description"], { savez: savezLink })),
    rezultati: list(rezultatFields(["natjecanje_id", "created_at"], { savez: savezLink })),
  },
});

/** ReadFeed's data. */
export type ReadFeedData = ResultOf<typeof ReadFeed>;

/** SPEC §7 CreateNajava: one announcement into the feed (staff), optionally with its uploaded picture's key. */
export const CreateNajava = defineOperation({
  name: "CreateNajava",
  document: `mutation CreateNajava($subject: String!, $description: String!, $slika_key: String, $savez_id: String) {
  insert_feed_one(object: {subject: $subject, description: $description, slika_key: $slika_key, savez_id: $savez_id}) {
    id
  }
}`,
  variables: najavaSchema,
  result: { insert_feed_one: pick<FeedRow>()(["id"]) },
});

/** A federation's announcements with their versions, newest first (staff: the list to edit and delete). */
export const Najave = savezList(
  "Najave",
  "feed",
  pick<FeedRow>()(["id", "subject", "description", "slika_url", "created_at", "version"]),
  200,
);

/** An announcement as Najave returns it. */
export type StoredNajava = ResultOf<typeof Najave>["feed"][number];

export const najavaEdits = editOperations("Najava", "feed", najavaSchema);
