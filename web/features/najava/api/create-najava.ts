// SPEC §7 CreateNajava: one announcement into the feed, then the home page's ReadFeed is refetched so the
// new item is first at once (the Worker also drops its edge-cached copy on staff writes).
import { mutate } from "swr";
import type { NajavaInput } from "../../../../shared/schemas/najava";
import { withSavezId } from "../../../lib/current-savez";
import { graphqlRequest } from "../../../lib/graphql";

/** True for the SWR keys of web/lib/graphql's useGraphQL("ReadFeed"): ["graphql", "ReadFeed", vars, token]. */
const isReadFeedKey = (key: unknown) => Array.isArray(key) && key[0] === "graphql" && key[1] === "ReadFeed";

/** Stores an announcement (staff) for federation `savezId` and refreshes the feed; returns the new id. */
export async function createNajava(input: NajavaInput, token: string | null, savezId: string | null): Promise<string> {
  const variables = withSavezId(input, savezId);
  const data = await graphqlRequest<{ insert_feed_one: { id: string } }>("CreateNajava", variables, token);
  await mutate(isReadFeedKey);
  return data.insert_feed_one.id;
}
