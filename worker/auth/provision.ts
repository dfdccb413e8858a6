import { roleOfAccount } from "../../shared/permissions";
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
import { cachedRow, rememberRow, rowEpoch } from "./caller-cache";
import type { VerifiedIdentity } from "./verify-token";

export type { UserProfile };

/** A verified caller and its users row. */
export interface Identified {
  caller: Caller;
  profile: UserProfile;
}

/**
 * The caller behind a verified identity: the users row of its uid, created as a member on first sight.
 * Email, its verified flag and the name follow the token (the token is the source of truth); the role and
 * the federations are D1's. One D1 statement per request, none while the row is cached (caller-cache.ts:
 * at most CALLER_CACHE_SECONDS old, and only while the token's facts match it); an UPDATE only when the
 * token's facts changed; and, once the email is verified, the roles invited to it are applied (then the
 * row is read again).
 */
export async function callerFor(db: D1Database, identity: VerifiedIdentity): Promise<Identified> {
  const facts: TokenFacts = { email: identity.email, verified: identity.emailVerified ? 1 : 0, name: identity.name };
  const cached = cachedRow(identity.uid);
  if (cached && sameFacts(cached, facts) && !invitationsToApply(identity, cached)) return identified(cached, identity);
  const since = rowEpoch();
  const { row, asRead } = await readRow(db, identity, facts);
  // Only a row D1 gave as it is is reused: not one just provisioned (no memberships read yet, its resolver
  // reads them) or whose email just changed (its pending invitations were counted for the old address).
  if (asRead && !invitationsToApply(identity, row)) rememberRow(identity.uid, row, since);
  return identified(row, identity);
}

const sameFacts = (row: UserRow, facts: TokenFacts) =>
  row.email === facts.email && row.email_verified === facts.verified && row.name === facts.name;

const invitationsToApply = (identity: VerifiedIdentity, row: UserRow) =>
  identity.emailVerified && identity.email !== null && row.pending_invitations > 0;

/** The users row from D1: provisioned on first sight, token facts updated, invitations applied. */
async function readRow(
  db: D1Database,
  identity: VerifiedIdentity,
  facts: TokenFacts,
): Promise<{ row: UserRow; asRead: boolean }> {
  let row = await userByUid(db, identity.uid);
  let asRead = row !== null && row.memberships_json !== null;
  if (!row) {
    row = await provisionUser(db, identity.uid, facts);
    if (!row) throw new Error("user row missing right after provisioning");
  } else if (!sameFacts(row, facts)) {
    await updateTokenFacts(db, row.id, facts);
    // The memberships read with the row belong to its old email facts: the resolver reads them again.
    row = { ...row, email: facts.email, email_verified: facts.verified, name: facts.name, memberships_json: null };
    asRead = false;
  }
  // Roles come from verified emails only: an invitation to an address applies once the account proves it.
  if (identity.emailVerified && identity.email && row.pending_invitations > 0) {
    if (await applyPendingInvitations(db, { id: row.id, email: identity.email })) {
      row = (await userByUid(db, identity.uid)) ?? row;
    }
  }
  return { row, asRead };
}

function identified(row: UserRow, identity: VerifiedIdentity): Identified {
  const federations = JSON.parse(row.federations_json) as string[];
  // Distinct: one person may hold two roles in a club (tajnik and trener).
  const clubs = [...new Set(JSON.parse(row.clubs_json ?? "[]") as string[])];
  const { id, uuid, firebase_user_id, bc_membership_number, created_at, memberships_json } = row;
  return {
    caller: {
      role: roleOfAccount(row, federations, clubs),
      userId: row.id,
      uid: identity.uid,
      email: identity.email,
      emailVerified: identity.emailVerified,
      federations,
      clubs,
      signedInAt: identity.authTime,
    },
    profile: { id, uuid, firebase_user_id, bc_membership_number, created_at, memberships_json },
  };
}
