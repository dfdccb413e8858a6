// The trusted operation on the caller's own user row (SPEC §7 users). It takes no variables, so nothing of zod
// comes with it to /membership. This module is pure: no I/O.
import { defineOperation, list, pick, type ResultOf } from "../../graphql/operation";
import type { Row } from "../entity";
import type { membership } from "../membership";
import type { user } from ".";

/** A membership card as the users query returns it. */
const card = pick<Row<typeof membership>>()([
  "id",
  "number",
  "type",
  "status",
  "expiry",
  "first_name",
  "last_name",
  "profile_picture_url",
]);

/** SPEC §7 users: the caller's own user row with memberships (oldest first, nulls last). */
export const users = defineOperation({
  name: "users",
  document: `query users {
  users {
    id
    uuid
    firebase_user_id
    bc_membership_number
    memberships(order_by: {created_at: asc_nulls_last}) {
      id
      number
      type
      status
      expiry
      first_name
      last_name
      profile_picture_url
    }
  }
}`,
  result: {
    users: list(
      pick<Row<typeof user>>()(["id", "uuid", "firebase_user_id", "bc_membership_number"], { memberships: list(card) }),
    ),
  },
});

/** The caller's own user row as the users query returns it. */
export type User = ResultOf<typeof users>["users"][number];
/** A membership card as the users query returns it. */
export type Membership = User["memberships"][number];
