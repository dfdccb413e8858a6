// A person's own data (GDPR Art. 15 and 17): everything the platform holds about one users row, as one JSON
// document, and the erasure of the account. Used by GET/DELETE /api/v1/me (the person) and the admin's
// /api/v1/admin/people/:id (on request). Statements are built with Drizzle from the tables.
//
// Erasure deletes the users row. What pointed at it stays and no longer names the person: every reference to
// users the schema has (REFERENCES, derived from the tables' foreign keys) is set to NULL — content rows keep
// their data with no author, a licence its decision with no decider, a match its result with no "entered by" —,
// memberships (which belong to an email, migration 0009) stay in their federation's register, unlinked, and
// audit rows keep the actor id with the email erased. All of it in one D1 batch.
import { isAdminGrant } from "../../shared/permissions";
import {
  and,
  asc,
  count,
  eq,
  exists,
  getTableColumns,
  getTableName,
  is,
  isNotNull,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { SQLiteTable, getTableConfig, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { auditLog } from "../../shared/entities/audit";
import * as schema from "../../shared/entities/schema";
import { idempotencyKeys } from "../../shared/entities/idempotency";
import { memberships as cards } from "../../shared/entities/membership";
import { pozivnice, staffSavezi } from "../../shared/entities/roles";
import { savezi } from "../../shared/entities/savez";
import { sportasiTable } from "../../shared/entities/sportas";
import { users } from "../../shared/entities/user";
import { T_ADMIN_ERRORS } from "../../shared/texts";
import { redactForExport, type ExportedAuditEntry } from "./audit";
import { auditIfChanged } from "./audited";
import { database, type Database } from "./db";
import { DataError } from "./errors";
import { inList, lower } from "./expressions";
import { byText } from "./hasura-read";
import type { Scope } from "./scope";
import { batch, changesOf, qb } from "./statements";

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
  /**
   * The athletes of the account's verified email (issue 50 item 4): a club's record of the person, with the day
   * their sports medical examination is valid until; every one, 'Obrisano' too.
   */
  athletes: Record<string, unknown>[];
  photos: string[];
  audit: ExportedAuditEntry[];
}

type Row = Record<string, unknown>;

/** The account row of a person who has one; 404 otherwise. */
async function account(db: Database, userId: number): Promise<typeof users.$inferSelect> {
  const row = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.firebase_user_id)))
    .get();
  if (!row) throw new DataError("not_found", T_ADMIN_ERRORS.userNotFound, "user_id");
  return row;
}

/** The federations a person is staff of, with who granted it and when. */
const staffOf = (db: Database, userId: number): Promise<Row[]> =>
  db
    .select({
      savez_id: staffSavezi.savez_id,
      slug: savezi.slug,
      naziv: savezi.naziv,
      granted_by: staffSavezi.granted_by,
      created_at: staffSavezi.created_at,
    })
    .from(staffSavezi)
    .innerJoin(savezi, eq(savezi.id, staffSavezi.savez_id))
    .where(eq(staffSavezi.user_id, userId))
    .orderBy(staffSavezi.created_at);

/**
 * Every invitation to the account's email (any state), while that email is verified: an unverified address
 * is anybody's to type, so an account that only claims it reads nothing of the invitations sent to it.
 */
const invitationsOf = (db: Database, email: string): Promise<Row[]> =>
  db
    .select()
    .from(pozivnice)
    .where(eq(pozivnice.email, lower(email)))
    .orderBy(pozivnice.created_at);

/** The memberships of the account's email while it is verified (what /membership shows it). */
const ownCards = (userId: number) =>
  and(eq(users.id, userId), eq(cards.email, lower(users.email)), eq(users.email_verified, 1));

const membershipsOf = (db: Database, userId: number): Promise<Row[]> =>
  db.select(getTableColumns(cards)).from(cards).innerJoin(users, ownCards(userId)).orderBy(cards.created_at);

/** What the export shows of an athlete: every column but the internal ones (a search key, a migration's link). */
export const EXPORTED_ATHLETE_COLUMNS: readonly string[] = Object.values(getTableColumns(sportasiTable))
  .map((column) => column.name)
  .filter((name) => !["search_name", "natjecatelj_id"].includes(name));

const athleteColumns = Object.fromEntries(
  Object.entries(getTableColumns(sportasiTable)).filter(([, column]) => EXPORTED_ATHLETE_COLUMNS.includes(column.name)),
);

/** The athletes of a verified email (stored lower-cased), oldest first. */
const athletesOf = (db: Database, email: string): Promise<Row[]> =>
  db
    .select(athleteColumns)
    .from(sportasiTable)
    .where(eq(sportasiTable.email, lower(email)))
    .orderBy(asc(sportasiTable.created_at), asc(sportasiTable.id));

/** The rows of the export that are about the person: their account, memberships, invitations and athletes. */
export interface Own {
  userId: number;
  memberships: string[];
  invitations: string[];
  athletes: string[];
}

type AuditRow = typeof auditLog.$inferSelect;

/**
 * Where the content rows are when D1 holds only the accounts (DATA_PROVIDER=hasura: PostgreSQL): the
 * memberships of a verified email (every one, 'Obrisano' too, oldest first) and the audit rows a person wrote
 * or that are about their memberships. Accounts, roles and invitations stay in D1 (docs/operations.md).
 */
export interface PersonalContent {
  memberships(email: string): Promise<Row[]>;
  athletes(email: string): Promise<Row[]>;
  audit(own: Own): Promise<AuditRow[]>;
}

/** Which audited rows are the person's own, as a condition on audit_log (entity, entity_id). */
function aboutCondition({ userId, memberships, invitations, athletes }: Own): SQL {
  const rows = (entity: string, ids: string[]) =>
    ids.length > 0 ? and(eq(auditLog.entity, entity), inList(auditLog.entity_id, ids)) : undefined;
  return or(
    rows("users", [String(userId)]),
    rows("memberships", memberships),
    rows("pozivnice", invitations),
    rows("sportasi", athletes),
  )!;
}

const isAbout = (own: Own, row: { entity: string; entity_id: string }) =>
  (row.entity === "users" && row.entity_id === String(own.userId)) ||
  (row.entity === "memberships" && own.memberships.includes(row.entity_id)) ||
  (row.entity === "pozivnice" && own.invitations.includes(row.entity_id)) ||
  (row.entity === "sportasi" && own.athletes.includes(row.entity_id));

/** The audit rows a person wrote and those about their own rows, oldest first. */
const auditOf = (db: Database, own: Own): Promise<AuditRow[]> =>
  db
    .select()
    .from(auditLog)
    .where(or(eq(auditLog.actor_id, own.userId), aboutCondition(own)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));

/** D1's and the content store's audit rows as one list, oldest first on (at, id). */
const mergedAudit = (d1: AuditRow[], content: AuditRow[]) =>
  [...d1, ...content].sort((a, b) => byText(a.at, b.at) || byText(a.id, b.id));

/** The verified email whose memberships are the account's, else null (an unverified address is anybody's). */
const verifiedEmail = (acc: typeof users.$inferSelect) =>
  acc.email && acc.email_verified === 1 ? acc.email.toLowerCase() : null;

/**
 * Everything held about users row `userId`: account, federations, invitations, memberships, athletes, photos,
 * audit. The
 * account's rows come from D1; with `content` (the Hasura provider's) so do the memberships and the audit rows
 * there, with other people's personal fields redacted (redactForExport).
 */
export async function personalData(d1: D1Database, userId: number, content?: PersonalContent): Promise<PersonalData> {
  const db = database(d1);
  const acc = await account(db, userId);
  const email = verifiedEmail(acc);
  const [staff, invitations, memberships, athletes] = await Promise.all([
    staffOf(db, userId),
    acc.email && acc.email_verified === 1 ? invitationsOf(db, acc.email) : Promise.resolve([]),
    content ? (email ? content.memberships(email) : Promise.resolve([])) : membershipsOf(db, userId),
    email ? (content ? content.athletes(email) : athletesOf(db, email)) : Promise.resolve([]),
  ]);
  const ids = (rows: Row[]) => rows.map((row) => String(row.id));
  const own = { userId, memberships: ids(memberships), invitations: ids(invitations), athletes: ids(athletes) };
  const [inD1, elsewhere] = await Promise.all([auditOf(db, own), content ? content.audit(own) : []]);
  const audit = mergedAudit(inD1, elsewhere).map((row) => redactForExport(row, userId, isAbout(own, row)));
  const photos = [...memberships, ...athletes]
    .flatMap((m) => [m.profile_picture_url, m.photo_key])
    .filter((u): u is string => typeof u === "string");
  return {
    format: PERSONAL_DATA_FORMAT,
    exported_at: new Date().toISOString(),
    account: acc,
    staff_of: staff,
    invitations,
    memberships,
    athletes,
    photos,
    audit,
  };
}

/** Every table of the schema (shared/entities/schema.ts: what the migrations are made from). */
const TABLES: readonly SQLiteTable[] = (Object.values(schema) as unknown[]).filter((t): t is SQLiteTable =>
  is(t, SQLiteTable),
);

/** A foreign key to `target`: its table, its one column, and what the database does when the target goes. */
interface Reference {
  table: SQLiteTable;
  column: SQLiteColumn;
  onDelete: string | undefined;
}

/** Every foreign key of `tables` to `target`, read off the Drizzle tables' own foreign keys. */
export function referencesTo(target: SQLiteTable, tables: readonly SQLiteTable[] = TABLES): Reference[] {
  return tables.flatMap((table) =>
    getTableConfig(table)
      .foreignKeys.filter((fk) => getTableName(fk.reference().foreignTable) === getTableName(target))
      .map((fk) => {
        const { columns } = fk.reference();
        if (columns.length !== 1) throw new Error(`${getTableName(table)}: a composite reference to users`);
        return { table, column: columns[0]!, onDelete: fk.onDelete };
      }),
  );
}

/**
 * The references erasure clears (issue 44: a hand-kept list missed licence.odlucio, utakmice.unio/odgovorio and
 * the season's created_by, and every erasure of a person who had used them failed on a foreign key): every
 * reference to users in the schema, found from it, so a new table cannot be forgotten. A row the account owns
 * goes with it (ON DELETE CASCADE: its staff rights; SET NULL clears itself); every other row outlives the
 * person and only stops naming them (set to NULL; the audit log keeps the actor's id, without the email). A
 * reference that can be neither (NOT NULL, no cascade) stops the Worker from loading until its table decides.
 */
const REFERENCES: readonly (readonly [SQLiteTable, SQLiteColumn])[] = referencesTo(users)
  .filter(({ onDelete }) => onDelete !== "cascade" && onDelete !== "set null")
  .map(({ table, column }) => {
    if (column.notNull) {
      throw new Error(
        `${getTableName(table)}.${column.name} references users, is required and does not go with the person: ` +
          "erasure can neither clear it nor delete its row (make it nullable, or cascade if the row is the person's own)",
      );
    }
    return [table, column] as const;
  });

/** The references erasure clears, as (table, column) names: what the provider's copy must clear as well. */
export const ERASED_REFERENCES: readonly { table: string; column: string }[] = REFERENCES.map(([table, column]) => ({
  table: getTableName(table),
  column: column.name,
}));

/** `UPDATE table SET column = NULL WHERE column = userId`, the column's key found on its table. */
function clearReference(
  db: Database,
  [table, column]: readonly [SQLiteTable, SQLiteColumn],
  userId: number,
  guard: SQL,
) {
  const key = Object.entries(getTableColumns(table)).find(([, c]) => c === column)![0];
  return db
    .update(table)
    .set({ [key]: null })
    .where(and(eq(column, userId), guard));
}

/** True when `userId` is the last admin with a verified email (erasing it would leave nobody to grant roles). */
async function isLastAdmin(db: Database, userId: number): Promise<boolean> {
  const [role, others] = await batch(db, [
    db.select({ role: users.role }).from(users).where(eq(users.id, userId)),
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, "admin"), eq(users.email_verified, 1), ne(users.id, userId))),
  ]);
  const [own] = role as { role: string }[];
  return !!own && isAdminGrant(own) && (others as { n: number }[])[0]!.n === 0;
}

/**
 * The last-admin rule as a condition every statement of the erasure carries: the person is not an admin, or
 * another admin with a verified email remains. A D1 batch runs alone, so two erasures (or an erasure and a
 * revoke) fired at once see each other's result: the second one finds the condition false and changes nothing.
 */
function notLastAdmin(userId: number): SQL {
  const admin = qb
    .select({ one: sql`1` })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "admin")));
  const others = qb
    .select({ one: sql`1` })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.email_verified, 1), ne(users.id, userId)));
  return or(notExists(admin), exists(others))!;
}

/** What erasing changed, for the answer. */
export interface ErasureResult {
  erased: true;
  staffRightsRemoved: number;
  invitationsDeleted: number;
  membershipsKept: number;
}

/**
 * Erases the account of users row `userId` in one D1 batch: its staff rights and (when the email is verified)
 * every invitation to its email are deleted, the row is deleted (what pointed at it is kept, unattributed), the email is erased from the audit rows it wrote, and one
 * audit row records it (by `scope`, the person or
 * an admin). Memberships stay in their federation's register. Refuses the last verified admin, checked
 * inside the batch as well (notLastAdmin). With `content`, the memberships kept are counted there.
 */
export async function eraseAccount(
  d1: D1Database,
  scope: Scope,
  userId: number,
  content?: PersonalContent,
): Promise<ErasureResult | { lastAdmin: true }> {
  const db = database(d1);
  const acc = await account(db, userId);
  if (await isLastAdmin(db, userId)) return { lastAdmin: true };
  // Counted before the email goes: the memberships it linked stay in the register, unlinked.
  const email = verifiedEmail(acc);
  const kept = content
    ? { n: email ? (await content.memberships(email)).length : 0 }
    : await db.select({ n: count() }).from(cards).innerJoin(users, ownCards(userId)).get();
  const erased = { erased: ["firebase_user_id", "email", "name"] };
  const guard = notLastAdmin(userId);
  // Invitations are the verified email's only: an unverified account deletes none of them.
  const invited = acc.email && acc.email_verified === 1 ? eq(pozivnice.email, lower(acc.email)) : sql`0`;
  const results = await batch(db, [
    db.delete(staffSavezi).where(and(eq(staffSavezi.user_id, userId), guard)),
    db.delete(pozivnice).where(and(invited, guard)),
    ...REFERENCES.map((reference) => clearReference(db, reference, userId, guard)),
    db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.user_id, userId), guard)),
    db.delete(users).where(and(eq(users.id, userId), isNotNull(users.firebase_user_id), guard)),
    auditIfChanged(db, scope, "delete", "users", userId, erased),
    // The audit rows keep the actor's id, not the email they acted under (migration 0007 allows only this).
    db
      .update(auditLog)
      .set({ actor_email: null })
      .where(and(eq(auditLog.actor_id, userId), isNotNull(auditLog.actor_email), guard)),
  ]);
  const [staff, invitations] = results;
  if (changesOf(results[REFERENCES.length + 3]) !== 1) {
    // Another admin's erasure (or a revoke) won the race: this one changed nothing at all.
    if (await isLastAdmin(db, userId)) return { lastAdmin: true };
    throw new DataError("not_found", T_ADMIN_ERRORS.userNotFound, "user_id");
  }
  return {
    erased: true,
    staffRightsRemoved: changesOf(staff),
    invitationsDeleted: changesOf(invitations),
    membershipsKept: kept?.n ?? 0,
  };
}
