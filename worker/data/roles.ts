// People, roles and invitations (the admin API, worker/routes/admin.ts, and the caller lookup's
// applyPendingInvitations). Roles live in D1 whatever the GraphQL provider: users.role 'admin' is
// platform-wide, staff rights are rows of staff_savezi, and pozivnice holds roles granted to an email.
//
// A role reaches an account only through a verified email: a grant to an account whose email is not verified
// becomes an invitation for that email, and an invitation applies only to an account whose users row has that
// email verified (checked inside the writing statement, not only before it). Every change writes its audit
// rows in the same D1 batch, each insert guarded by `changes() = 1` so a statement that changed nothing
// leaves no audit row. Statements are built with Drizzle once per isolate and bound per call (as users.ts).
import { fillPlaceholders, sql, type SQL } from "drizzle-orm";
import { auditLog, type AuditAction } from "../../shared/entities/audit";
import { pozivnice, staffSavezi } from "../../shared/entities/roles";
import { savezi } from "../../shared/entities/savez";
import { users } from "../../shared/entities/user";
import { normaliseName } from "../../shared/match-key";
import { canAll, isAdminGrant, isStaffGrant, type Action, type Resource } from "../../shared/permissions";
import type { AdminRole, RoleTarget } from "../../shared/schemas/admin";
import { ADMIN_TEXTS } from "../../shared/texts";
import type { Role } from "../../shared/types";
import { DataError } from "./errors";
import type { Scope } from "./scope";
import { bind, compile } from "./statements";
import { auditRow, insertRows } from "./write";

/** People per page of the People search. */
export const PEOPLE_PAGE_SIZE = 50;

/** Most pending invitations the list answers (newest first). */
export const MAX_INVITATIONS = 500;

export interface SavezRef {
  id: string;
  slug: string;
  naziv: string;
}

/** A pending invitation as the People list shows it under a person. */
export interface PendingRole {
  id: string;
  role: AdminRole;
  savez: SavezRef | null;
}

export interface Person {
  id: number;
  email: string | null;
  name: string | null;
  emailVerified: boolean;
  admin: boolean;
  savezi: SavezRef[];
  pending: PendingRole[];
}

export interface Invitation {
  id: string;
  email: string;
  role: AdminRole;
  savez: SavezRef | null;
  invited_by: number | null;
  created_at: string | null;
}

/** Where a People page continues: after the row with this search key and id. */
export interface PeopleCursor {
  key: string;
  id: number;
}

// ---------------------------------------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------------------------------------

const $ = (name: string) => sql.placeholder(name);

type Values = Record<string, unknown>;

/** The end of a prefix range: every text starting with the prefix sorts below prefix || U+10FFFF. */
const prefixEnd = sql`${$("q")} || char(1114111)`;

const TAKE = sql.raw(String(PEOPLE_PAGE_SIZE + 1));

/**
 * The two arms of one search key: rows with the cursor's key and a greater id, then rows with a greater key,
 * each an index range scan of (key, id) that stops after a page. (A row value `(key, id) > (?, ?)` would be
 * one arm, but SQLite bounds the index on `key` alone then, walking every row that shares the cursor's key.)
 */
function keyArms(key: "search_email" | "search_name", extra: SQL) {
  const k = sql.identifier(key);
  return sql`SELECT * FROM (SELECT ${k} AS key, id FROM ${users}
      WHERE ${k} = ${$("afterKey")} AND id > ${$("afterId")} AND ${k} < ${prefixEnd}${extra}
      ORDER BY id LIMIT ${TAKE})
    UNION ALL
    SELECT * FROM (SELECT ${k} AS key, id FROM ${users}
      WHERE ${k} > ${$("afterKey")} AND ${k} < ${prefixEnd}${extra}
      ORDER BY ${k}, id LIMIT ${TAKE})`;
}

// A person whose email matches is listed under the email key; the name arms take only people whose email
// does not match, so nobody appears twice and every (key, id) of the merged order is unique.
const EMAIL_DOES_NOT_MATCH = sql` AND (search_email IS NULL OR NOT (search_email >= ${$("q")} AND search_email < ${prefixEnd}))`;

const SAVEZ_JSON = (alias: string) =>
  sql.raw(`json_object('id', ${alias}.id, 'slug', ${alias}.slug, 'naziv', ${alias}.naziv)`);

/** Pending: neither accepted nor withdrawn. */
const PENDING = (alias: string) => sql.raw(`${alias}.accepted_at IS NULL AND ${alias}.withdrawn_at IS NULL`);

/**
 * One page of the People search: up to PEOPLE_PAGE_SIZE + 1 people whose search_email or search_name starts
 * with :q, after the cursor (:afterKey, :afterId), ordered by (key, id), with their federations and their
 * pending invitations. Four index range scans (users_search_email, users_search_name) merged in order: no
 * table scan, no sort of more than a page, whatever the number of users.
 */
const PEOPLE_PAGE = compile(sql`SELECT u.id, u.email, u.name, u.email_verified, u.role, page.key,
    (SELECT json_group_array(json(${SAVEZ_JSON("s")})) FROM (
       SELECT s.id, s.slug, s.naziv FROM ${staffSavezi} AS ss JOIN ${savezi} AS s ON s.id = ss.savez_id
       WHERE ss.user_id = u.id ORDER BY s.naziv, s.id) AS s) AS savezi_json,
    (SELECT json_group_array(json_object('id', p.id, 'role', p.role,
       'savez', json(CASE WHEN s.id IS NULL THEN NULL ELSE ${SAVEZ_JSON("s")} END)))
     FROM ${pozivnice} AS p LEFT JOIN ${savezi} AS s ON s.id = p.savez_id
     WHERE p.email = lower(u.email) AND ${PENDING("p")}) AS pending_json
  FROM (${keyArms("search_email", sql``)}
        UNION ALL
        ${keyArms("search_name", EMAIL_DOES_NOT_MATCH)}
        ORDER BY 1, 2 LIMIT ${TAKE}) AS page
  CROSS JOIN ${users} AS u ON u.id = page.id
  ORDER BY page.key, page.id`);

const USER_BY_ID = compile(sql`SELECT id, email, email_verified, role FROM ${users} WHERE id = ${$("user")}`);

const SAVEZ_BY_ID = compile(sql`SELECT id, slug, naziv FROM ${savezi} WHERE id = ${$("savez")}`);

/** The accounts an email belongs to whose email is verified (users_email or users_search_email, then exact). */
const VERIFIED_USERS_BY_EMAIL = compile(
  sql`SELECT id, email, email_verified, role FROM ${users}
      WHERE (email = ${$("email")} OR search_email = ${$("key")}) AND lower(email) = ${$("email")}
        AND email_verified = 1
      ORDER BY id`,
);

/** The users row still has the email read before, verified (the guard of every direct grant). */
const STILL_VERIFIED = sql`EXISTS (SELECT 1 FROM ${users} AS v
  WHERE v.id = ${$("user")} AND v.email_verified = 1 AND v.email = ${$("email")})`;

const GRANT_STAFF = compile(
  sql`INSERT OR IGNORE INTO ${staffSavezi} (user_id, savez_id, granted_by)
      SELECT ${$("user")}, ${$("savez")}, ${$("actor")} WHERE ${STILL_VERIFIED}`,
);

const GRANT_ADMIN = compile(
  sql`UPDATE ${users} SET role = 'admin' WHERE id = ${$("user")} AND role <> 'admin' AND ${STILL_VERIFIED}`,
);

const HAS_STAFF = compile(
  sql`SELECT EXISTS (SELECT 1 FROM ${staffSavezi} WHERE user_id = ${$("user")} AND savez_id = ${$("savez")}) AS held`,
);

const IS_ADMIN = compile(sql`SELECT role = 'admin' AS held FROM ${users} WHERE id = ${$("user")}`);

const REVOKE_STAFF = compile(sql`DELETE FROM ${staffSavezi} WHERE user_id = ${$("user")} AND savez_id = ${$("savez")}`);

// The last-admin guard is part of the update itself: of two concurrent revokes of the last two admins, the
// second finds no other verified admin and changes nothing. An admin whose email is not verified acts as a
// member (shared/permissions.ts effectiveRole), so only verified admins count as the ones who remain.
const REVOKE_ADMIN = compile(
  sql`UPDATE ${users} SET role = 'member' WHERE id = ${$("user")} AND role = 'admin'
      AND EXISTS (SELECT 1 FROM ${users} AS other
                  WHERE other.role = 'admin' AND other.email_verified = 1 AND other.id <> ${$("user")})`,
);

/** The pending invitations of an email for one role (and federation). */
const PENDING_FOR_ROLE = compile(
  sql`SELECT id FROM ${pozivnice} AS p
      WHERE p.email = ${$("email")} AND p.role = ${$("role")} AND p.savez_id IS ${$("savez")} AND ${PENDING("p")}`,
);

const WITHDRAW = compile(
  sql`UPDATE ${pozivnice} SET withdrawn_at = ${$("now")}, withdrawn_by = ${$("actor")}
      WHERE id = ${$("invitation")} AND accepted_at IS NULL AND withdrawn_at IS NULL`,
);

// Withdrawing the invitations of a revoked role waits for the revoke: when the last-admin guard kept the
// role, the batch changes nothing at all.
const WITHDRAW_AFTER_REVOKE = compile(
  sql`UPDATE ${pozivnice} SET withdrawn_at = ${$("now")}, withdrawn_by = ${$("actor")}
      WHERE id = ${$("invitation")} AND accepted_at IS NULL AND withdrawn_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM ${users} WHERE id = ${$("user")} AND role = 'admin' AND ${$("role")} = 'admin')`,
);

const INVITATION_COLUMNS = sql`p.id, p.email, p.role, p.invited_by, p.created_at,
  json(CASE WHEN s.id IS NULL THEN NULL ELSE ${SAVEZ_JSON("s")} END) AS savez_json`;

/** Stores an invitation unless the same one (email, role, federation) is already pending. */
const INSERT_INVITATION = compile(
  sql`INSERT INTO ${pozivnice} (id, email, role, savez_id, invited_by, created_at)
      SELECT ${$("id")}, ${$("email")}, ${$("role")}, ${$("savez")}, ${$("actor")}, ${$("now")}
      WHERE NOT EXISTS (SELECT 1 FROM ${pozivnice} AS p
        WHERE p.email = ${$("email")} AND p.role = ${$("role")} AND p.savez_id IS ${$("savez")} AND ${PENDING("p")})`,
);

const PENDING_INVITATION = compile(
  sql`SELECT ${INVITATION_COLUMNS} FROM ${pozivnice} AS p LEFT JOIN ${savezi} AS s ON s.id = p.savez_id
      WHERE p.email = ${$("email")} AND p.role = ${$("role")} AND p.savez_id IS ${$("savez")} AND ${PENDING("p")}
      ORDER BY p.created_at, p.rowid LIMIT 1`,
);

const PENDING_INVITATIONS = compile(
  sql`SELECT ${INVITATION_COLUMNS} FROM ${pozivnice} AS p LEFT JOIN ${savezi} AS s ON s.id = p.savez_id
      WHERE ${PENDING("p")}
      ORDER BY p.created_at DESC, p.rowid DESC LIMIT ${sql.raw(String(MAX_INVITATIONS))}`,
);

/** The pending invitations of a signed-in account's email, when its users row has that email verified. */
const PENDING_FOR_ACCOUNT = compile(
  sql`SELECT p.id, p.role, p.savez_id, u.role AS user_role FROM ${pozivnice} AS p
      JOIN ${users} AS u ON u.id = ${$("user")} AND u.email_verified = 1 AND lower(u.email) = p.email
      WHERE p.email = ${$("email")} AND ${PENDING("p")}
      ORDER BY p.created_at, p.rowid`,
);

/** The invitation is still pending and its email is the account's verified email (the accept guard). */
const ACCEPTABLE = sql`EXISTS (SELECT 1 FROM ${pozivnice} AS p JOIN ${users} AS u
    ON u.id = ${$("user")} AND u.email_verified = 1 AND lower(u.email) = p.email
  WHERE p.id = ${$("invitation")} AND ${PENDING("p")})`;

const ACCEPT_STAFF = compile(
  sql`INSERT OR IGNORE INTO ${staffSavezi} (user_id, savez_id, granted_by)
      SELECT ${$("user")}, savez_id, invited_by FROM ${pozivnice} WHERE id = ${$("invitation")} AND ${ACCEPTABLE}`,
);

const ACCEPT_ADMIN = compile(
  sql`UPDATE ${users} SET role = 'admin' WHERE id = ${$("user")} AND role <> 'admin' AND ${ACCEPTABLE}`,
);

const MARK_ACCEPTED = compile(
  sql`UPDATE ${pozivnice} SET accepted_at = ${$("now")}, accepted_by = ${$("user")}
      WHERE id = ${$("invitation")} AND ${ACCEPTABLE}`,
);

// ---------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------

const now = () => new Date().toISOString();

/** The audit insert of one row, written only when the batch's previous statement changed a row. */
function audited(d1: D1Database, scope: Scope, action: AuditAction, entity: string, id: unknown, changed: Values) {
  return bind(d1, insertRows(auditLog, [auditRow(scope, action, { name: entity }, id, changed)], sql`changes() = 1`));
}

/** Refuses unless the caller may do `action` to everyone's `resource` (the admin API's rights: admins). */
function requireRight(scope: Scope, action: Action, resource: Resource) {
  if (!canAll(scope, action, resource)) throw new DataError("forbidden", "Only admins manage roles.");
}

interface UserFacts {
  id: number;
  email: string | null;
  email_verified: number;
  role: string;
}

async function userById(d1: D1Database, id: number): Promise<UserFacts> {
  const row = await bind(d1, USER_BY_ID, { user: id }).first<UserFacts>();
  if (!row) throw new DataError("not_found", ADMIN_TEXTS.userNotFound, "user_id");
  return row;
}

async function savezById(d1: D1Database, id: string): Promise<SavezRef> {
  const row = await bind(d1, SAVEZ_BY_ID, { savez: id }).first<SavezRef>();
  if (!row) throw new DataError("not_found", ADMIN_TEXTS.savezNotFound, "savez_id");
  return row;
}

const verifiedEmail = (user: UserFacts) => user.email_verified === 1 && user.email !== null;

const staffKey = (userId: number, savezId: string) => `${userId}:${savezId}`;

const parseJson = <T>(text: string | null): T => (text ? (JSON.parse(text) as T) : (null as T));

interface InvitationRow {
  id: string;
  email: string;
  role: AdminRole;
  invited_by: number | null;
  created_at: string | null;
  savez_json: string | null;
}

const invitationOf = ({ savez_json, ...row }: InvitationRow): Invitation => ({
  ...row,
  savez: parseJson<SavezRef | null>(savez_json),
});

// ---------------------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------------------

/** The opaque `after` of the next page. */
export function encodeCursor({ key, id }: PeopleCursor): string {
  const bytes = new TextEncoder().encode(JSON.stringify([key, id]));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The cursor an `after` encodes, or null when it is not one of ours. */
export function decodeCursor(after: string): PeopleCursor | null {
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(after)) return null;
    const binary = atob(after.replace(/-/g, "+").replace(/_/g, "/"));
    const value: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0))));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [key, id] = value as unknown[];
    if (typeof key !== "string" || !Number.isSafeInteger(id)) return null;
    return { key, id: id as number };
  } catch {
    return null;
  }
}

/** The search key of a People query: as the users' search keys are made (lower-case, no diacritics). */
export const searchKey = (q: string) => normaliseName(q);

/**
 * The very statement a People page runs (compiled text and its values), so that a test can EXPLAIN it:
 * the key is normalised, and a cursor before the prefix (never one of ours) starts at the prefix.
 */
export function peopleQuery(q: string, after: PeopleCursor | null): { sql: string; params: unknown[] } {
  const key = searchKey(q);
  const from = after && after.key >= key ? after : { key, id: -1 };
  return {
    sql: PEOPLE_PAGE.sql,
    params: fillPlaceholders(PEOPLE_PAGE.params, { q: key, afterKey: from.key, afterId: from.id }),
  };
}

interface PersonRow {
  id: number;
  email: string | null;
  name: string | null;
  email_verified: number;
  role: Role;
  key: string;
  savezi_json: string;
  pending_json: string;
}

/** One page of people whose email or name starts with `q` (case and diacritics ignored), and the next cursor. */
export async function listPeople(
  d1: D1Database,
  scope: Scope,
  q: string,
  after: PeopleCursor | null,
): Promise<{ people: Person[]; next: string | null }> {
  requireRight(scope, "read", "people");
  const query = peopleQuery(q, after);
  const { results } = await d1
    .prepare(query.sql)
    .bind(...query.params)
    .all<PersonRow>();
  const page = results.slice(0, PEOPLE_PAGE_SIZE);
  const last = page.at(-1);
  return {
    people: page.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      emailVerified: row.email_verified === 1,
      admin: isAdminGrant(row),
      savezi: parseJson<SavezRef[]>(row.savezi_json) ?? [],
      pending: parseJson<PendingRole[]>(row.pending_json) ?? [],
    })),
    next: results.length > PEOPLE_PAGE_SIZE && last ? encodeCursor({ key: last.key, id: last.id }) : null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Invitations
// ---------------------------------------------------------------------------------------------------------

/** The pending invitations, newest first, with their federation. */
export async function listInvitations(d1: D1Database, scope: Scope): Promise<Invitation[]> {
  requireRight(scope, "read", "invitations");
  const { results } = await bind(d1, PENDING_INVITATIONS).all<InvitationRow>();
  return results.map(invitationOf);
}

/** Stores an invitation for an email, or finds the same one already pending; `created` tells which. */
async function storeInvitation(
  d1: D1Database,
  scope: Scope,
  email: string,
  target: RoleTarget,
): Promise<{ invitation: Invitation; created: boolean }> {
  const id = crypto.randomUUID();
  const values = { id, email, role: target.role, savez: target.savez_id, actor: scope.userId, now: now() };
  const [inserted, , found] = await d1.batch([
    bind(d1, INSERT_INVITATION, values),
    audited(d1, scope, "create", "pozivnice", id, { email, role: target.role, savez_id: target.savez_id }),
    bind(d1, PENDING_INVITATION, values),
  ]);
  const row = (found!.results as InvitationRow[])[0];
  if (!row) throw new Error("invitation missing right after it was stored");
  return { invitation: invitationOf(row), created: inserted!.meta.changes === 1 };
}

/** Withdraws a pending invitation; not_found when there is none by that id. */
export async function withdrawInvitation(d1: D1Database, scope: Scope, id: string): Promise<void> {
  requireRight(scope, "delete", "invitations");
  const at = now();
  const [result] = await d1.batch([
    bind(d1, WITHDRAW, { invitation: id, actor: scope.userId, now: at }),
    audited(d1, scope, "update", "pozivnice", id, { withdrawn_at: { from: null, to: at } }),
  ]);
  if (result!.meta.changes !== 1) throw new DataError("not_found", ADMIN_TEXTS.invitationNotFound);
}

// ---------------------------------------------------------------------------------------------------------
// Grants and revokes
// ---------------------------------------------------------------------------------------------------------

/** The statement that grants or takes back a role, and its audit row (same batch). */
function roleChange(
  d1: D1Database,
  scope: Scope,
  user: UserFacts,
  target: RoleTarget,
  grant: boolean,
  values: Record<string, unknown>,
): D1PreparedStatement[] {
  if (isStaffGrant(target)) {
    const action = grant ? "create" : "delete";
    const row = { user_id: user.id, savez_id: target.savez_id };
    return [
      bind(d1, grant ? GRANT_STAFF : REVOKE_STAFF, values),
      audited(d1, scope, action, "staff_savezi", staffKey(user.id, target.savez_id), row),
    ];
  }
  const role = grant ? { from: user.role, to: "admin" } : { from: "admin", to: "member" };
  return [
    bind(d1, grant ? GRANT_ADMIN : REVOKE_ADMIN, values),
    audited(d1, scope, "update", "users", user.id, { role }),
  ];
}

/** Gives a role to an account whose email is verified; true when the account holds it afterwards. */
async function applyToVerified(d1: D1Database, scope: Scope, user: UserFacts, target: RoleTarget) {
  const values = { user: user.id, email: user.email, savez: target.savez_id, actor: scope.userId };
  const held = bind(d1, isStaffGrant(target) ? HAS_STAFF : IS_ADMIN, values);
  const [, , check] = await d1.batch([...roleChange(d1, scope, user, target, true, values), held]);
  return (check!.results[0] as { held: number } | undefined)?.held === 1;
}

export type GrantResult = { applied: true } | { applied: false; invitation: Invitation; created: boolean };

/**
 * Grants a role to a person: at once when their email is verified, otherwise as an invitation for their
 * email (it applies when they sign in with it verified). not_found for an unknown user or federation.
 */
export async function grantRole(
  d1: D1Database,
  scope: Scope,
  userId: number,
  target: RoleTarget,
): Promise<GrantResult> {
  requireRight(scope, "create", "roles");
  const user = await userById(d1, userId);
  if (isStaffGrant(target)) await savezById(d1, target.savez_id);
  if (user.email === null) throw new DataError("invalid", ADMIN_TEXTS.noEmail, "user_id");
  if (verifiedEmail(user)) {
    if (await applyToVerified(d1, scope, user, target)) return { applied: true };
    // The account's email changed (or lost its verification) between the read and the write.
    throw new DataError("version_conflict", ADMIN_TEXTS.changedMeanwhile);
  }
  return { applied: false, ...(await storeInvitation(d1, scope, user.email.toLowerCase(), target)) };
}

export type InviteResult =
  { applied: true; user_ids: number[] } | { applied: false; invitation: Invitation; created: boolean };

/**
 * Invites an email to a role: applied at once to the accounts that have it verified, otherwise stored
 * pending (once: the same pending invitation is answered again). not_found for an unknown federation.
 */
export async function invite(d1: D1Database, scope: Scope, email: string, target: RoleTarget): Promise<InviteResult> {
  requireRight(scope, "create", "invitations");
  if (isStaffGrant(target)) await savezById(d1, target.savez_id);
  const address = email.toLowerCase();
  const { results: accounts } = await bind(d1, VERIFIED_USERS_BY_EMAIL, {
    email: address,
    key: searchKey(address),
  }).all<UserFacts>();
  const applied: number[] = [];
  for (const account of accounts) if (await applyToVerified(d1, scope, account, target)) applied.push(account.id);
  if (applied.length > 0) return { applied: true, user_ids: applied };
  return { applied: false, ...(await storeInvitation(d1, scope, address, target)) };
}

export type RevokeResult = { revoked: boolean; withdrawn: number } | { lastAdmin: true };

/**
 * Takes a role back: staff of a federation, or admin, and withdraws the pending invitations of that role for
 * the person's email. The last verified admin keeps the role (`lastAdmin`), and then nothing changes at all.
 */
export async function revokeRole(
  d1: D1Database,
  scope: Scope,
  userId: number,
  target: RoleTarget,
): Promise<RevokeResult> {
  requireRight(scope, "delete", "roles");
  const user = await userById(d1, userId);
  if (isStaffGrant(target)) await savezById(d1, target.savez_id);
  const email = user.email?.toLowerCase() ?? null;
  const values = { user: user.id, savez: target.savez_id, role: target.role, actor: scope.userId, now: now() };
  const { results: pending } = email
    ? await bind(d1, PENDING_FOR_ROLE, { ...values, email }).all<{ id: string }>()
    : { results: [] };
  const revoke = roleChange(d1, scope, user, target, false, values);
  const withdrawals = pending.flatMap(({ id }) => [
    bind(d1, WITHDRAW_AFTER_REVOKE, { ...values, invitation: id }),
    audited(d1, scope, "update", "pozivnice", id, { withdrawn_at: { from: null, to: values.now } }),
  ]);
  const after = isAdminGrant(target) ? [bind(d1, IS_ADMIN, values)] : [];
  const results = await d1.batch([...revoke, ...withdrawals, ...after]);
  const revoked = results[0]!.meta.changes === 1;
  if (isAdminGrant(target) && !revoked) {
    const stillAdmin = (results.at(-1)!.results[0] as { held: number } | undefined)?.held === 1;
    if (stillAdmin) return { lastAdmin: true };
  }
  const withdrawn = withdrawals.filter((_, i) => i % 2 === 0 && results[revoke.length + i]!.meta.changes === 1);
  return { revoked, withdrawn: withdrawn.length };
}

// ---------------------------------------------------------------------------------------------------------
// Invitations applied at sign-in
// ---------------------------------------------------------------------------------------------------------

interface PendingForAccount {
  id: string;
  role: AdminRole;
  savez_id: string | null;
  user_role: Role;
}

/**
 * Applies the pending invitations of a signed-in account's email, and returns how many it applied. Only when
 * the account's users row holds that email verified (call it after the token's email facts are stored): an
 * unverified address is anybody's to type. Idempotent: staff rows are inserted or ignored, an invitation is
 * accepted once, and two concurrent calls apply each invitation once. One read (users by id, pozivnice by
 * email; nothing more when nothing is pending), then one batch with the audit rows.
 */
export async function applyPendingInvitations(
  d1: D1Database,
  user: { id: number; email: string },
  requestId: string | null = null,
): Promise<number> {
  const email = user.email.toLowerCase();
  const { results: invitations } = await bind(d1, PENDING_FOR_ACCOUNT, {
    user: user.id,
    email,
  }).all<PendingForAccount>();
  if (invitations.length === 0) return 0;
  const scope: Scope = {
    role: invitations[0]!.user_role,
    emailVerified: true,
    userId: user.id,
    email,
    federations: [],
    requestId,
  };
  const at = now();
  const statements: D1PreparedStatement[] = [];
  const accepts: number[] = [];
  for (const invitation of invitations) {
    const values = { user: user.id, invitation: invitation.id, now: at };
    if (isStaffGrant(invitation) && invitation.savez_id) {
      statements.push(
        bind(d1, ACCEPT_STAFF, values),
        audited(d1, scope, "create", "staff_savezi", staffKey(user.id, invitation.savez_id), {
          user_id: user.id,
          savez_id: invitation.savez_id,
          pozivnica_id: invitation.id,
        }),
      );
    } else if (isAdminGrant(invitation)) {
      statements.push(
        bind(d1, ACCEPT_ADMIN, values),
        audited(d1, scope, "update", "users", user.id, {
          role: { from: invitation.user_role, to: "admin" },
          pozivnica_id: invitation.id,
        }),
      );
    }
    accepts.push(statements.length);
    statements.push(
      bind(d1, MARK_ACCEPTED, values),
      audited(d1, scope, "update", "pozivnice", invitation.id, {
        accepted_at: { from: null, to: at },
        accepted_by: { from: null, to: user.id },
      }),
    );
  }
  const results = await d1.batch(statements);
  return accepts.filter((i) => results[i]!.meta.changes === 1).length;
}
