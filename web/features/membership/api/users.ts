// SPEC §7 users: the caller's user row with memberships (the server orders them by created_at, nulls last).
import { users, type User } from "../../../../shared/entities/user/operations";
import type { ResultOf } from "../../../../shared/graphql/define";
import { useOperation } from "../../../lib/graphql";

/** The users query's data. */
export type UsersData = ResultOf<typeof users>;
export type { User };

/** The signed-in user's memberships; skipped without a token. */
export function useUsers(enabled: boolean) {
  return useOperation(users, {}, { enabled });
}
