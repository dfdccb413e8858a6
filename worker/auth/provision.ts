import type { Role } from "../../shared/types";
import type { Caller } from "./caller";
import type { VerifiedIdentity } from "./verify-token";

interface UserRow {
  id: number;
  role: Exclude<Role, "anonymous">;
  email: string | null;
  email_verified: number;
}

const SELECT = "SELECT id, role, email, email_verified FROM users WHERE firebase_user_id = ?";

/**
 * The caller behind a verified identity: the users row of its uid, created as a member on first sight.
 * Email and its verified flag follow the token (the token is the source of truth); the role is D1's.
 */
export async function callerFor(db: D1Database, identity: VerifiedIdentity): Promise<Caller> {
  const verified = identity.emailVerified ? 1 : 0;
  let row = await db.prepare(SELECT).bind(identity.uid).first<UserRow>();
  if (!row) {
    // OR IGNORE: two first requests of the same user may race; the loser reads the winner's row.
    await db
      .prepare("INSERT OR IGNORE INTO users (uuid, firebase_user_id, email, email_verified) VALUES (?, ?, ?, ?)")
      .bind(crypto.randomUUID(), identity.uid, identity.email, verified)
      .run();
    row = await db.prepare(SELECT).bind(identity.uid).first<UserRow>();
    if (!row) throw new Error("user row missing right after provisioning");
  } else if (row.email !== identity.email || row.email_verified !== verified) {
    await db
      .prepare("UPDATE users SET email = ?, email_verified = ? WHERE id = ?")
      .bind(identity.email, verified, row.id)
      .run();
  }
  return {
    role: row.role,
    userId: row.id,
    uid: identity.uid,
    email: identity.email,
    emailVerified: identity.emailVerified,
  };
}
