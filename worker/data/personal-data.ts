// A person's own data (GDPR Art. 15 and 17): everything the platform holds about one users row, as one JSON
// document, and the erasure of the account. Used by GET/DELETE /api/v1/me (the person) and the admin's
// /api/v1/admin/people/:id (on request). Statements are fixed texts with bound values.
//
// Erasure deletes the users row. What pointed at it stays and no longer names the person: content rows,
// federations and start lists keep their data with no author (created_by set to NULL), grants and
// invitations of others keep what was done with no "by whom", memberships (which belong to an email,
// migration 0009) stay in their federation's register, unlinked, and audit rows keep the actor id with the
// email erased. All of it in one D1 batch.
import { sql } from "drizzle-orm";
import { auditLog } from "../../shared/entities/audit";
import { ENTITIES } from "../../shared/entities";
import { ADMIN_TEXTS } from "../../shared/texts";
import { DataError } from "./errors";
import type { Scope } from "./scope";
import { auditRow, insertRows } from "./write";
import { bind } from "./statements";

/** The version of the export's shape, so a reader can tell future additions apart. */
export const PERSONAL_DATA_FORMAT = 1;

/** Everything held about one person (the download of 'Preuzmi moje podatke'). */
export interface PersonalData {
  format: number;
  exported_at: string;
  account: Record<string, unknown>;
  staff_of: Record<string, unknown>[];
  invitations: Record<string, unknown>[];
  memberships: Record<string, unknown>[];
  photos: string[];
  audit: Record<string, unknown>[];
}

const ACCOUNT = "SELECT * FROM users WHERE id = ? AND firebase_user_id IS NOT NULL";
const STAFF_OF = `SELECT s.savez_id, z.slug, z.naziv, s.granted_by, s.created_at
  FROM staff_savezi s JOIN savezi z ON z.id = s.savez_id WHERE s.user_id = ? ORDER BY s.created_at`;
const INVITATIONS = "SELECT * FROM pozivnice WHERE email = lower(?) ORDER BY created_at";
// The memberships of the account's email while it is verified (what /membership shows it).
const MEMBERSHIPS = `SELECT m.* FROM memberships m JOIN users u ON m.email = lower(u.email) AND u.email_verified = 1
  WHERE u.id = ? ORDER BY m.created_at`;
const AUDIT = "SELECT * FROM audit_log WHERE actor_id = ? ORDER BY at, id";

/** All rows of one statement. */
async function rows(d1: D1Database, text: string, value: unknown): Promise<Record<string, unknown>[]> {
  return (await d1.prepare(text).bind(value).all<Record<string, unknown>>()).results;
}

/** The account row of a person who has one; 404 otherwise. */
async function account(d1: D1Database, userId: number): Promise<Record<string, unknown>> {
  const row = await d1.prepare(ACCOUNT).bind(userId).first<Record<string, unknown>>();
  if (!row) throw new DataError("not_found", ADMIN_TEXTS.userNotFound, "user_id");
  return row;
}

/** Everything held about users row `userId`: account, federations, invitations, memberships, photos, audit. */
export async function personalData(d1: D1Database, userId: number): Promise<PersonalData> {
  const acc = await account(d1, userId);
  const [staffOf, invitations, memberships, audit] = await Promise.all([
    rows(d1, STAFF_OF, userId),
    acc.email ? rows(d1, INVITATIONS, acc.email) : Promise.resolve([]),
    rows(d1, MEMBERSHIPS, userId),
    rows(d1, AUDIT, userId),
  ]);
  const photos = memberships
    .flatMap((m) => [m.profile_picture_url, m.photo_key])
    .filter((u): u is string => typeof u === "string");
  return {
    format: PERSONAL_DATA_FORMAT,
    exported_at: new Date().toISOString(),
    account: acc,
    staff_of: staffOf,
    invitations,
    memberships,
    photos,
    audit,
  };
}

const ERASE = "DELETE FROM users WHERE id = ? AND firebase_user_id IS NOT NULL";

/** Tables whose rows name their author in `created_by` (a reference to users): the rows stay, unattributed. */
const AUTHORED = Object.values(ENTITIES)
  .map((entity) => entity.name)
  .filter((name) => name !== "users" && "created_by" in ENTITIES[name as keyof typeof ENTITIES].table);

/** Every other reference to a users row, as [table, column]: cleared, the row it sits in kept. */
const REFERENCES: readonly (readonly [string, string])[] = [
  ...AUTHORED.map((table) => [table, "created_by"] as const),
  ["staff_savezi", "granted_by"],
  ["pozivnice", "invited_by"],
  ["pozivnice", "accepted_by"],
  ["pozivnice", "withdrawn_by"],
];

/** True when `userId` is the last admin with a verified email (erasing it would leave nobody to grant roles). */
async function isLastAdmin(d1: D1Database, userId: number): Promise<boolean> {
  const row = await d1
    .prepare(
      `SELECT (SELECT role FROM users WHERE id = ?1) = 'admin'
         AND (SELECT COUNT(*) FROM users WHERE role = 'admin' AND email_verified = 1 AND id != ?1) = 0 AS last`,
    )
    .bind(userId)
    .first<{ last: number }>();
  return row?.last === 1;
}

/** What erasing changed, for the answer. */
export interface ErasureResult {
  erased: true;
  staffRightsRemoved: number;
  invitationsDeleted: number;
  membershipsKept: number;
}

/**
 * Erases the account of users row `userId` in one D1 batch: its staff rights and every invitation to its
 * email are deleted, the row is deleted (what pointed at it is kept, unattributed), the email is erased from the audit rows it wrote, and one
 * audit row records it (by `scope`, the person or
 * an admin). Memberships stay in their federation's register. Refuses the last verified admin.
 */
export async function eraseAccount(
  d1: D1Database,
  scope: Scope,
  userId: number,
): Promise<ErasureResult | { lastAdmin: true }> {
  const acc = await account(d1, userId);
  if (await isLastAdmin(d1, userId)) return { lastAdmin: true };
  // Counted before the email goes: the memberships it linked stay in the register, unlinked.
  const kept = await d1.prepare(MEMBERSHIPS.replace("m.*", "COUNT(*) AS n")).bind(userId).first<{ n: number }>();
  const audit = auditRow(scope, "delete", { name: "users" }, userId, { erased: ["firebase_user_id", "email", "name"] });
  const results = await d1.batch([
    d1.prepare("DELETE FROM staff_savezi WHERE user_id = ?").bind(userId),
    d1.prepare("DELETE FROM pozivnice WHERE email = lower(?)").bind(acc.email ?? ""),
    ...REFERENCES.map(([table, column]) =>
      d1.prepare(`UPDATE ${table} SET ${column} = NULL WHERE ${column} = ?`).bind(userId),
    ),
    d1.prepare("DELETE FROM idempotency_keys WHERE user_id = ?").bind(userId),
    d1.prepare(ERASE).bind(userId),
    bind(d1, insertRows(auditLog, [audit], sql`changes() = 1`)),
    // The audit rows keep the actor's id, not the email they acted under (migration 0007 allows only this).
    d1.prepare("UPDATE audit_log SET actor_email = NULL WHERE actor_id = ? AND actor_email IS NOT NULL").bind(userId),
  ]);
  const [staff, invitations] = results;
  const erased = results[REFERENCES.length + 3];
  if (erased!.meta.changes !== 1) throw new DataError("not_found", ADMIN_TEXTS.userNotFound, "user_id");
  return {
    erased: true,
    staffRightsRemoved: staff!.meta.changes,
    invitationsDeleted: invitations!.meta.changes,
    membershipsKept: kept?.n ?? 0,
  };
}
