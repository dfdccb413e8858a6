// The People search of the admin screen: one page of people whose email or name starts with a query, with
// their federations and their pending invitations, and the opaque cursor of the next page.
import { isAdminGrant } from "../../../shared/permissions";
import { and, eq, fillPlaceholders, gt, gte, isNull, lt, not, or, sql, type SQL } from "drizzle-orm";
import { alias, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { pozivnice, staffSavezi } from "../../../shared/entities/roles";
import { savezi } from "../../../shared/entities/savez";
import { users } from "../../../shared/entities/user";
import { normaliseName } from "../../../shared/match-key";
import type { Role } from "../../../shared/types";
import { z } from "zod";
import { decodeCursor, encodeCursor } from "../cursor";
import { database, type Database } from "../db";
import { jsonGroupArray, jsonObject, lower, prefixEnd } from "../expressions";
import type { Scope } from "../scope";
import { builder, perDatabase, qb } from "../statements";
import { parseJson, pending, requireRight, savezJson, savezOf, type PendingRole, type SavezRef } from "./statements";

/** People per page of the People search. */
export const PEOPLE_PAGE_SIZE = 50;

export interface Person {
  id: number;
  email: string | null;
  name: string | null;
  emailVerified: boolean;
  admin: boolean;
  savezi: SavezRef[];
  pending: PendingRole[];
}

/** Where a People page continues: after the row with this search key and id. */
export interface PeopleCursor {
  key: string;
  id: number;
}

const peopleTuple = z.tuple([z.string(), z.number().int().refine(Number.isSafeInteger)]);

/** The opaque `after` of the next page. */
export const encodePeopleCursor = ({ key, id }: PeopleCursor): string => encodeCursor([key, id]);

/** The cursor an `after` encodes, or null when it is not one of ours. */
export function decodePeopleCursor(after: string): PeopleCursor | null {
  const tuple = decodeCursor(peopleTuple, after);
  return tuple && { key: tuple[0], id: tuple[1] };
}

/** The search key of a People query: as the users' search keys are made (lower-case, no diacritics). */
export const searchKey = (q: string) => normaliseName(q);

const TAKE = PEOPLE_PAGE_SIZE + 1;

// The page's values: the normalised query and the cursor it continues after.
const Q = sql.placeholder("q");
const AFTER_KEY = sql.placeholder("afterKey");
const AFTER_ID = sql.placeholder("afterId");

type SearchColumn = typeof users.search_email | typeof users.search_name;

/**
 * The two arms of one search key: rows with the cursor's key and a greater id, then rows with a greater key,
 * each an index range scan of (key, id) that stops after a page. (A row value `(key, id) > (?, ?)` would be
 * one arm, but SQLite bounds the index on `key` alone then, walking every row that shares the cursor's key.)
 */
function keyArms(db: Database, key: SearchColumn, extra?: SQL) {
  const arm = (name: string, where: SQL | undefined, order: SQLiteColumn[]) =>
    db.select().from(
      qb
        .select({ key: sql<string>`${key}`.as("key"), id: users.id })
        .from(users)
        .where(and(where, lt(key, prefixEnd(Q)), extra))
        .orderBy(...order)
        .limit(TAKE)
        .as(name),
    );
  return [
    arm(`${key.name}_same_key`, and(eq(key, AFTER_KEY), gt(users.id, AFTER_ID)), [users.id]),
    arm(`${key.name}_later_key`, gt(key, AFTER_KEY), [key, users.id]),
  ] as const;
}

// A person whose email matches is listed under the email key; the name arms take only people whose email
// does not match, so nobody appears twice and every (key, id) of the merged order is unique.
const emailDoesNotMatch = () =>
  or(isNull(users.search_email), not(and(gte(users.search_email, Q), lt(users.search_email, prefixEnd(Q)))!));

/** Up to a page + 1 of (key, id) after the cursor, merged from the four arms in (key, id) order. */
function pageKeys(db: Database) {
  const [emailSame, emailLater] = keyArms(db, users.search_email);
  const [nameSame, nameLater] = keyArms(db, users.search_name, emailDoesNotMatch());
  return emailSame
    .unionAll(emailLater)
    .unionAll(nameSame)
    .unionAll(nameLater)
    .orderBy(sql`1`, sql`2`)
    .limit(TAKE)
    .as("page");
}

/** A person's federations as a JSON array, by name. */
function federationsOf(u: { id: SQLiteColumn }) {
  const ss = alias(staffSavezi, "ss");
  const s = alias(savezi, "s");
  const rows = qb
    .select({ id: s.id, slug: s.slug, naziv: s.naziv })
    .from(ss)
    .innerJoin(s, eq(s.id, ss.savez_id))
    .where(eq(ss.user_id, u.id))
    .orderBy(s.naziv, s.id)
    .as("federations");
  return qb.select({ list: jsonGroupArray(savezJson(rows)) }).from(rows);
}

/** A person's pending invitations as a JSON array, each with its federation. */
function pendingOf(u: { email: SQLiteColumn }) {
  const p = alias(pozivnice, "p");
  const s = alias(savezi, "s");
  const invitation = jsonObject({ id: p.id, role: p.role, savez: savezJson(s) });
  return qb
    .select({ list: jsonGroupArray(invitation) })
    .from(p)
    .leftJoin(s, eq(s.id, p.savez_id))
    .where(and(eq(p.email, lower(u.email)), pending(p)));
}

/**
 * One page of the People search: up to PEOPLE_PAGE_SIZE + 1 people whose search_email or search_name starts
 * with :q, after the cursor (:afterKey, :afterId), ordered by (key, id), with their federations and their
 * pending invitations. Four index range scans (users_search_email, users_search_name) merged in order: no
 * table scan, no sort of more than a page, whatever the number of users.
 */
function peopleSelect(db: Database) {
  const page = pageKeys(db);
  const u = alias(users, "u");
  return db
    .select({
      id: u.id,
      email: u.email,
      name: u.name,
      email_verified: u.email_verified,
      role: u.role,
      key: page.key,
      savezi_json: sql<string>`${federationsOf(u)}`,
      pending_json: sql<string>`${pendingOf(u)}`,
    })
    .from(page)
    .crossJoin(u)
    .where(eq(u.id, page.id))
    .orderBy(sql`${page.key}`, page.id);
}

// Compiled once per D1 binding (Drizzle's prepared query): the statement's aliases and subqueries cost
// milliseconds to compile, a page's values nothing.
const peoplePage = perDatabase((db) => peopleSelect(db).prepare());

/** A page's values: the key is normalised, and a cursor before the prefix (never one of ours) starts at the prefix. */
function pageValues(q: string, after: PeopleCursor | null) {
  const key = searchKey(q);
  const from = after && after.key >= key ? after : { key, id: -1 };
  return { q: key, afterKey: from.key, afterId: from.id };
}

/** The very statement a People page runs (its text and values), so that a test can EXPLAIN it. */
export function peopleQuery(q: string, after: PeopleCursor | null): { sql: string; params: unknown[] } {
  const { sql: text, params } = peopleSelect(builder).toSQL();
  return { sql: text, params: fillPlaceholders(params, pageValues(q, after)) };
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

const personOf = (row: PersonRow): Person => ({
  id: row.id,
  email: row.email,
  name: row.name,
  emailVerified: row.email_verified === 1,
  admin: isAdminGrant(row),
  savezi: parseJson<SavezRef[]>(row.savezi_json) ?? [],
  pending: (parseJson<PendingRole[]>(row.pending_json) ?? []).map((p) => ({ ...p, savez: savezOf(p.savez) })),
});

/** One page of people whose email or name starts with `q` (case and diacritics ignored), and the next cursor. */
export async function listPeople(
  d1: D1Database,
  scope: Scope,
  q: string,
  after: PeopleCursor | null,
): Promise<{ people: Person[]; next: string | null }> {
  requireRight(scope, "read", "people");
  const rows = (await peoplePage(database(d1)).all(pageValues(q, after))) as PersonRow[];
  const page = rows.slice(0, PEOPLE_PAGE_SIZE);
  const last = page.at(-1);
  return {
    people: page.map(personOf),
    next: rows.length > PEOPLE_PAGE_SIZE && last ? encodePeopleCursor({ key: last.key, id: last.id }) : null,
  };
}
