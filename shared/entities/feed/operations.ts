// The trusted operations on announcements (najave): home's ReadFeed (with the latest results; ./read.ts, re-exported
// here), one create, the staff's list with versions, the edits. This module is pure: no I/O.
import { defineOperation, editOperations, pick, savezList, type ResultOf } from "../../graphql/define";
import { najavaSchema } from "./input";
import type { Row } from "../entity";
import type { feed } from ".";

export { ReadFeed, publicFeedItem, type ReadFeedData } from "./read";

type FeedRow = Row<typeof feed>;

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
