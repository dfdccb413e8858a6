import type { Role } from "../../shared/types";
import type { Caller } from "./caller";
import type { VerifiedIdentity } from "./verify-token";

/** The caller's own users row as the `users` field shows it. */
export interface UserProfile {
  id: number;
  uuid: string;
  firebase_user_id: string | null;
  bc_membership_number: string | null;
  created_at: string | null;
  /**
   * The caller's memberships as a JSON array, oldest first (nulls last, then insertion order), read in the
   * same statement; null when they were not read (first sight: the resolver reads them itself).
   */
  memberships_json: string | null;
}

interface UserRow extends UserProfile {
  role: Exclude<Role, "anonymous">;
  email: string | null;
  email_verified: number;
}

// One statement reads everything any request needs about its caller: the role for authorisation and the
// profile the `users` field returns, memberships included, so that field costs no D1 round trip of its
// own. The memberships subquery is an index range scan (memberships_user_created_at) of a few rows: a
// few microseconds on every signed-in request against about 1 ms of CPU for a separate statement.
const COLUMNS = "id, uuid, firebase_user_id, bc_membership_number, created_at, role, email, email_verified";
const MEMBERSHIPS_JSON = `(SELECT json_group_array(json_object('id', id, 'number', number, 'type', type,
    'status', status, 'expiry', expiry, 'first_name', first_name, 'last_name', last_name,
    'profile_picture_url', profile_picture_url, 'created_at', created_at))
  FROM (SELECT * FROM memberships WHERE user_id = users.id ORDER BY created_at ASC NULLS LAST, rowid ASC))`;
const SELECT = `SELECT ${COLUMNS}, ${MEMBERSHIPS_JSON} AS memberships_json FROM users WHERE firebase_user_id = ?`;
// First sight of a uid. The upsert makes a race of two first requests harmless: the loser updates the
// winner's row with the same token facts and still gets the row back, in the same single statement.
const PROVISION = `INSERT INTO users (uuid, firebase_user_id, email, email_verified) VALUES (?, ?, ?, ?)
  ON CONFLICT (firebase_user_id) DO UPDATE SET email = excluded.email, email_verified = excluded.email_verified
  RETURNING ${COLUMNS}, NULL AS memberships_json`;

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
