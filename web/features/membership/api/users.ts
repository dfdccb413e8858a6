// SPEC §7 users: the caller's user row with memberships (the server orders them by created_at, nulls last).
import type { User } from "../../../../shared/types";
import { useGraphQL } from "../../../lib/graphql";

/** The users query's data. */
export interface UsersData {
  users: User[];
}

/** The signed-in user's memberships; skipped without a token. */
export function useUsers(enabled: boolean) {
  return useGraphQL<UsersData>("users", {}, { enabled });
}
