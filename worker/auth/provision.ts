import type { Role } from "../../shared/types";
import type { Caller } from "./caller";
import type { VerifiedIdentity } from "./verify-token";

/** The caller's own users row as the `users` field shows it (memberships are read by the resolver). */
export interface UserProfile {
  id: number;
  uuid: string;
  firebase_user_id: string | null;
  bc_membership_number: string | null;
  created_at: string | null;
}

interface UserRow extends UserProfile {
  role: Exclude<Role, "anonymous">;
  email: string | null;
  email_verified: number;
}

// One statement reads everything any request needs about its caller: the role for authorisation and the
// profile the `users` resolver returns, so that resolver never reads the row a second time.
const COLUMNS = "id, uuid, firebase_user_id, bc_membership_number, created_at, role, email, email_verified";
const SELECT = `SELECT ${COLUMNS} FROM users WHERE firebase_user_id = ?`;
// First sight of a uid. The upsert makes a race of two first requests harmless: the loser updates the
// winner's row with the same token facts and still gets the row back, in the same single statement.
const PROVISION = `INSERT INTO users (uuid, firebase_user_id, email, email_verified) VALUES (?, ?, ?, ?)
  ON CONFLICT (firebase_user_id) DO UPDATE SET email = excluded.email, email_verified = excluded.email_verified
  RETURNING ${COLUMNS}`;

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
  let row = await db.prepare(SELECT).bind(identity.uid).first<UserRow>();
  if (!row) {
    row = await db
      .prepare(PROVISION)
      .bind(crypto.randomUUID(), identity.uid, identity.email, verified)
      .first<UserRow>();
    if (!row) throw new Error("user row missing right after provisioning");
  } else if (row.email !== identity.email || row.email_verified !== verified) {
    await db
      .prepare("UPDATE users SET email = ?, email_verified = ? WHERE id = ?")
      .bind(identity.email, verified, row.id)
      .run();
  }
  const { id, uuid, firebase_user_id, bc_membership_number, created_at } = row;
  return {
    caller: {
      role: row.role,
      userId: row.id,
      uid: identity.uid,
      email: identity.email,
      emailVerified: identity.emailVerified,
    },
    profile: { id, uuid, firebase_user_id, bc_membership_number, created_at },
  };
}
