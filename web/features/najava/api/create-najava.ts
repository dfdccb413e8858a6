// SPEC §7 CreateNajava: one announcement into the feed, then every loaded list is refetched (home's ReadFeed,
// the staff list under the form) so the new item is first at once (the Worker also drops its edge-cached
// copy on staff writes).
import { CreateNajava } from "../../../../shared/entities/feed/operations";
import type { NajavaInput } from "../../../../shared/entities/feed/input";
import { withSavezId } from "../../../lib/current-savez";
import { refreshAll } from "../../../lib/edit-row";
import { createRequest } from "../../../lib/idempotency";

/** Stores an announcement (staff) for federation `savezId` and refreshes the feed; returns the new id. */
export async function createNajava(input: NajavaInput, token: string | null, savezId: string | null): Promise<string> {
  const variables = withSavezId(input, savezId);
  const data = await createRequest(CreateNajava, variables, token);
  await refreshAll();
  return data.insert_feed_one.id;
}
