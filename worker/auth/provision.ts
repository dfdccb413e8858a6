import { provisionUser, updateEmailFacts, userByUid, type UserProfile } from "../data/users";
import type { Caller } from "./caller";
import type { VerifiedIdentity } from "./verify-token";

export type { UserProfile };

/** A verified caller and its users row. */
export interface Identified {
  caller: Caller;
  profile: UserProfile;
}

/**
 * The caller behind a verified identity: the users row of its uid, created as a member on first sight.
 * Email and its verified flag follow the token (the token is the source of truth); the role is D1's.
 * One D1 statement per request; a second (an UPDATE) only when the token's email facts changed.
 */
export async function callerFor(db: D1Database, identity: VerifiedIdentity): Promise<Identified> {
  const verified = identity.emailVerified ? 1 : 0;
  let row = await userByUid(db, identity.uid);
  if (!row) {
    row = await provisionUser(db, { uid: identity.uid, email: identity.email, verified });
    if (!row) throw new Error("user row missing right after provisioning");
  } else if (row.email !== identity.email || row.email_verified !== verified) {
    await updateEmailFacts(db, row.id, identity.email, verified);
  }
  const { id, uuid, firebase_user_id, bc_membership_number, created_at, memberships_json } = row;
  return {
    caller: {
      role: row.role,
      userId: row.id,
      uid: identity.uid,
      email: identity.email,
      emailVerified: identity.emailVerified,
    },
    profile: { id, uuid, firebase_user_id, bc_membership_number, created_at, memberships_json },
  };
}
