// The statements and shapes people, roles and invitations share (the admin API, worker/routes/admin.ts, and
// the caller lookup's applyPendingInvitations). Roles live in D1 whatever the GraphQL provider: users.role
// 'admin' is platform-wide, staff rights are rows of staff_savezi, and pozivnice holds roles granted to an
// email.
//
// A role reaches an account only through a verified email: a grant to an account whose email is not verified
// becomes an invitation for that email, and an invitation applies only to an account whose users row has that
// email verified (checked inside the writing statement, not only before it). Every change writes its audit
// rows in the same D1 batch, each insert guarded by `changes() = 1` so a statement that changed nothing
// leaves no audit row.
import { and, desc, eq, exists, gt, isNull, ne, notExists, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { pozivnice, staffSavezi } from "../../../shared/entities/roles";
import { savezi } from "../../../shared/entities/savez";
import { users } from "../../../shared/entities/user";
import {
  canAll,
  isAdminGrant,
  isStaffGrant,
  type Action,
  type Resource,
  type Subject,
} from "../../../shared/permissions";
import type { AdminRole } from "../../../shared/schemas/admin";
import { T_ADMIN_ERRORS, T_API } from "../../../shared/texts";
import type { Database } from "../db";
import { DataError } from "../errors";
import { json, jsonObject, lower, rowid, type Value } from "../expressions";
import { insertWhere, qb } from "../statements";

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

export interface Invitation {
  id: string;
  email: string;
  role: AdminRole;
  savez: SavezRef | null;
  invited_by: number | null;
  created_at: string | null;
  /** After this instant it applies no more (INVITATION_DAYS after it was sent). */
  expires_at: string | null;
  /** Past expires_at: the list shows it as expired; inviting again sends a new one. */
  expired: boolean;
}

/** What a role change needs to know of an account. */
export interface UserFacts {
  id: number;
  email: string | null;
  email_verified: number;
  role: string;
}

export const now = () => new Date().toISOString();

export function requireRight(scope: Subject, action: Action, resource: Resource) {
  if (!canAll(scope, action, resource)) throw new DataError("forbidden", T_API.onlyAdminsManageRoles);
}

export const staffKey = (userId: number, savezId: string) => `${userId}:${savezId}`;

export const parseJson = <T>(text: string | null): T => (text ? (JSON.parse(text) as T) : (null as T));

/** A federation as JSON ({id, slug, naziv}); all null when a left join found none (see savezOf). */
export const savezJson = (s: { id: Value; slug: Value; naziv: Value }) =>
  json(jsonObject({ id: s.id, slug: s.slug, naziv: s.naziv }));

/** The federation a savezJson holds, or null when the join found none. */
export const savezOf = (value: SavezRef | null): SavezRef | null => (value && value.id !== null ? value : null);

/** The invitation columns a filter reads, of pozivnice or an alias of it. */
type InvitationColumns = Record<
  "email" | "role" | "savez_id" | "accepted_at" | "withdrawn_at" | "expires_at",
  SQLiteColumn
>;

/** Pending: neither accepted nor withdrawn. */
export const pending = (p: InvitationColumns) => and(isNull(p.accepted_at), isNull(p.withdrawn_at))!;

/** Not expired: an invitation applies, and blocks a new one of the same role, until its expires_at. */
export const live = (p: InvitationColumns) => or(isNull(p.expires_at), gt(p.expires_at, now()))!;

/** `column IS value`: equal, or both null (an admin invitation has no federation). */
const same = (column: SQLiteColumn, value: string | null) => (value === null ? isNull(column) : eq(column, value));

/** The pending, unexpired invitations of an email for one role (and federation). */
export const pendingFor = (p: InvitationColumns, email: string, role: AdminRole, savez: string | null) =>
  and(eq(p.email, email), eq(p.role, role), same(p.savez_id, savez), pending(p), live(p))!;

/** The ids of the pending invitations of an email for one role (and federation). */
export const pendingIds = (db: Database, email: string, role: AdminRole, savez: string | null) =>
  db
    .select({ id: pozivnice.id })
    .from(pozivnice)
    .where(pendingFor(pozivnice, email, role, savez));

const USER_FACTS = { id: users.id, email: users.email, email_verified: users.email_verified, role: users.role };

export async function userById(db: Database, id: number): Promise<UserFacts> {
  const row = await db.select(USER_FACTS).from(users).where(eq(users.id, id)).get();
  if (!row) throw new DataError("not_found", T_ADMIN_ERRORS.userNotFound, "user_id");
  return row;
}

export async function savezById(db: Database, id: string): Promise<SavezRef> {
  const row = await db
    .select({ id: savezi.id, slug: savezi.slug, naziv: savezi.naziv })
    .from(savezi)
    .where(eq(savezi.id, id))
    .get();
  if (!row) throw new DataError("not_found", T_ADMIN_ERRORS.savezNotFound, "savez_id");
  return row;
}

/** The accounts an email belongs to whose email is verified (users_email or users_search_email, then exact). */
export const verifiedUsersByEmail = (db: Database, email: string, key: string) =>
  db
    .select(USER_FACTS)
    .from(users)
    .where(
      and(
        or(eq(users.email, email), eq(users.search_email, key)),
        eq(lower(users.email), email),
        eq(users.email_verified, 1),
      ),
    )
    .orderBy(users.id);

// ---------------------------------------------------------------------------------------------------------
// Invitations as the list shows them
// ---------------------------------------------------------------------------------------------------------

/** An invitation row with its federation as JSON (one column: a batch's rows are read by column name). */
export const INVITATION_FIELDS = {
  id: pozivnice.id,
  email: pozivnice.email,
  role: pozivnice.role,
  invited_by: pozivnice.invited_by,
  created_at: pozivnice.created_at,
  expires_at: pozivnice.expires_at,
  savez_json: savezJson(savezi),
};

export interface InvitationRow {
  id: string;
  email: string;
  role: AdminRole;
  invited_by: number | null;
  created_at: string | null;
  expires_at: string | null;
  savez_json: string | null;
}

export const invitationOf = ({ savez_json, ...row }: InvitationRow, at = now()): Invitation => ({
  ...row,
  savez: savezOf(parseJson<SavezRef | null>(savez_json)),
  expired: row.expires_at !== null && row.expires_at <= at,
});

/** Invitations with their federation, filtered by `where`. */
export const invitations = (db: Database, where: SQL) =>
  db.select(INVITATION_FIELDS).from(pozivnice).leftJoin(savezi, eq(savezi.id, pozivnice.savez_id)).where(where);

/** The pending invitations, newest first. */
export const pendingInvitations = (db: Database) =>
  invitations(db, pending(pozivnice))
    .orderBy(desc(pozivnice.created_at), desc(rowid(pozivnice)))
    .limit(MAX_INVITATIONS);

/** The oldest pending invitation of an email for a role (and federation). */
export const pendingInvitation = (db: Database, email: string, role: AdminRole, savez: string | null) =>
  invitations(db, pendingFor(pozivnice, email, role, savez))
    .orderBy(pozivnice.created_at, rowid(pozivnice))
    .limit(1);

/** Stores an invitation unless the same one (email, role, federation) is already pending. */
export function insertInvitation(db: Database, values: typeof pozivnice.$inferInsert) {
  const same = qb
    .select({ one: sql`1` })
    .from(pozivnice)
    .where(pendingFor(pozivnice, values.email, values.role, values.savez_id ?? null));
  return insertWhere(db, pozivnice, values, notExists(same));
}

/** Withdraws a pending invitation (by `actor`, at `at`), when `guard` holds too. */
export const withdraw = (db: Database, id: string, actor: number | null, at: string, guard?: SQL) =>
  db
    .update(pozivnice)
    .set({ withdrawn_at: at, withdrawn_by: actor })
    .where(and(eq(pozivnice.id, id), pending(pozivnice), guard));

// ---------------------------------------------------------------------------------------------------------
// Roles: grants, revokes, and whether one is held
// ---------------------------------------------------------------------------------------------------------

/** Who grants what to whom; `email` is the account's email as it was read before the grant. */
export interface Grant {
  user: number;
  email: string | null;
  /** The federation of a staff grant (null for admin). */
  savez: string | null;
  actor: number | null;
}

// Subqueries name their tables unaliased: inside one, a table's name is its own, not the statement's (an
// alias would cost Drizzle milliseconds to compile, per call).

/** The users row still has the email read before, verified (the guard of every direct grant). */
function stillVerified({ user, email }: Grant): SQL {
  const row = qb
    .select({ one: sql`1` })
    .from(users)
    .where(and(eq(users.id, user), eq(users.email_verified, 1), eq(users.email, email as string)));
  return exists(row);
}

export const grantStaff = (db: Database, grant: Grant) =>
  insertWhere(
    db,
    staffSavezi,
    { user_id: grant.user, savez_id: grant.savez!, granted_by: grant.actor },
    stillVerified(grant),
  ).onConflictDoNothing();

export const grantAdmin = (db: Database, grant: Grant) =>
  db
    .update(users)
    .set({ role: "admin" })
    .where(and(eq(users.id, grant.user), ne(users.role, "admin"), stillVerified(grant)));

/** The staff row of a user and federation (one row when held). */
export const staffRow = (db: Database, user: number, savez: string) =>
  db
    .select({ user_id: staffSavezi.user_id })
    .from(staffSavezi)
    .where(and(eq(staffSavezi.user_id, user), eq(staffSavezi.savez_id, savez)));

/** The role of a user (one row; admin when held). */
export const roleOf = (db: Database, user: number) =>
  db.select({ role: users.role }).from(users).where(eq(users.id, user));

/** Whether a batch's staffRow or roleOf result shows the role held. */
export const held = (role: AdminRole, rows: unknown): boolean => {
  const [row] = rows as { role?: string }[];
  return isStaffGrant({ role }) ? row !== undefined : !!row && isAdminGrant({ role: row.role ?? "" });
};

export const revokeStaff = (db: Database, user: number, savez: string) =>
  db.delete(staffSavezi).where(and(eq(staffSavezi.user_id, user), eq(staffSavezi.savez_id, savez)));

// The last-admin guard is part of the update itself: of two concurrent revokes of the last two admins, the
// second finds no other verified admin and changes nothing. An admin whose email is not verified acts as a
// member (shared/permissions.ts effectiveRole), so only verified admins count as the ones who remain.
export function revokeAdmin(db: Database, user: number) {
  const others = qb
    .select({ one: sql`1` })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.email_verified, 1), ne(users.id, user)));
  return db
    .update(users)
    .set({ role: "member" })
    .where(and(eq(users.id, user), eq(users.role, "admin"), exists(others)));
}

/** The user's row while it is an admin (a revoke of admin that the last-admin guard refused). */
export const stillAdmin = (user: number) =>
  qb
    .select({ one: sql`1` })
    .from(users)
    .where(and(eq(users.id, user), eq(users.role, "admin")));

// ---------------------------------------------------------------------------------------------------------
// Invitations accepted at sign-in
// ---------------------------------------------------------------------------------------------------------

/** The pending invitations of a signed-in account's email, when its users row has that email verified. */
export const pendingForAccount = (db: Database, user: number, email: string) =>
  db
    .select({ id: pozivnice.id, role: pozivnice.role, savez_id: pozivnice.savez_id, user_role: users.role })
    .from(pozivnice)
    .innerJoin(users, and(eq(users.id, user), eq(users.email_verified, 1), eq(lower(users.email), pozivnice.email)))
    .where(and(eq(pozivnice.email, email), pending(pozivnice), live(pozivnice)))
    .orderBy(pozivnice.created_at, rowid(pozivnice));

/** The invitation is still pending and its email is the account's verified email (the accept guard). */
function acceptable(user: number, invitation: string): SQL {
  const row = qb
    .select({ one: sql`1` })
    .from(pozivnice)
    .innerJoin(users, and(eq(users.id, user), eq(users.email_verified, 1), eq(lower(users.email), pozivnice.email)))
    .where(and(eq(pozivnice.id, invitation), pending(pozivnice), live(pozivnice)));
  return exists(row);
}

export const acceptStaff = (db: Database, user: number, invitation: string) =>
  insertWhere(
    db,
    staffSavezi,
    { user_id: user, savez_id: pozivnice.savez_id, granted_by: pozivnice.invited_by },
    and(eq(pozivnice.id, invitation), acceptable(user, invitation)),
    pozivnice,
  ).onConflictDoNothing();

export const acceptAdmin = (db: Database, user: number, invitation: string) =>
  db
    .update(users)
    .set({ role: "admin" })
    .where(and(eq(users.id, user), ne(users.role, "admin"), acceptable(user, invitation)));

export const markAccepted = (db: Database, user: number, invitation: string, at: string) =>
  db
    .update(pozivnice)
    .set({ accepted_at: at, accepted_by: user })
    .where(and(eq(pozivnice.id, invitation), acceptable(user, invitation)));
