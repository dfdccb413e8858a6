import { applyPendingInvitations } from "../data/roles";
import {
  provisionUser,
  updateTokenFacts,
  userByUid,
  type TokenFacts,
  type UserProfile,
  type UserRow,
} from "../data/users";
import type { Caller } from "./caller";
import type { VerifiedIdentity } from "./verify-token";

export type { UserProfile };

/** A verified caller and its users row. */
export interface Identified {
  caller: Caller;
  profile: UserProfile;
}

/** The role a users row acts with: admin is platform-wide; staff means staff of some federation. */
function roleOf(row: UserRow, federations: readonly string[]): Caller["role"] {
  if (row.role === "admin") return "admin";
  return federations.length > 0 ? "staff" : "member";
}

/**
 * The caller behind a verified identity: the users row of its uid, created as a member on first sight.
 * Email, its verified flag and the name follow the token (the token is the source of truth); the role and
 * the federations are D1's. One D1 statement per request; an UPDATE only when the token's facts changed;
 * and, once the email is verified, the roles invited to it are applied (then the row is read again).
 */
export async function callerFor(db: D1Database, identity: VerifiedIdentity): Promise<Identified> {
  const facts: TokenFacts = { email: identity.email, verified: identity.emailVerified ? 1 : 0, name: identity.name };
  let row = await userByUid(db, identity.uid);
  if (!row) {
    row = await provisionUser(db, identity.uid, facts);
    if (!row) throw new Error("user row missing right after provisioning");
  } else if (row.email !== facts.email || row.email_verified !== facts.verified || row.name !== facts.name) {
    await updateTokenFacts(db, row.id, facts);
    // The memberships read with the row belong to its old email facts: the resolver reads them again.
    row = { ...row, memberships_json: null };
  }
  // Roles come from verified emails only: an invitation to an address applies once the account proves it.
  if (identity.emailVerified && identity.email && row.pending_invitations > 0) {
    if (await applyPendingInvitations(db, { id: row.id, email: identity.email })) {
      row = (await userByUid(db, identity.uid)) ?? row;
    }
  }
  const federations = JSON.parse(row.federations_json) as string[];
  const { id, uuid, firebase_user_id, bc_membership_number, created_at, memberships_json } = row;
  return {
    caller: {
      role: roleOf(row, federations),
      userId: row.id,
      uid: identity.uid,
      email: identity.email,
      emailVerified: identity.emailVerified,
      federations,
    },
    profile: { id, uuid, firebase_user_id, bc_membership_number, created_at, memberships_json },
  };
}
