// Reads of the entities, built with Drizzle from their descriptions: the public columns only, Hasura's
// order_by semantics, a clamped limit, and the caller's reach (own rows, their federations, all).
import { and, eq, getTableColumns, isNotNull, isNull as isNull_, notExists, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { publicColumns, type Entity } from "../../shared/entities/entity";
import { ENTITIES, type EntityName } from "../../shared/entities";
import { can, type Action, type PermissionScope } from "../../shared/permissions";
import type { Database } from "./db";
import { DataError, NOT_YOUR_CLUB, NOT_YOUR_FEDERATION, NO_PERMISSION } from "./errors";
import { inList, ordered, type OrderBy } from "./expressions";
import type { Scope } from "./scope";
import { qb } from "./statements";

export type { OrderBy };

/** One column's comparison: `_eq` (a null value filters nothing) or `_is_null`. */
export interface Comparison {
  _eq?: unknown;
  _is_null?: boolean | null;
}

export interface ListArgs {
  /** Hasura's `where`, as far as the trusted operations use it: `{column: {_eq: value}}` or `{_is_null}`. */
  where?: Record<string, Comparison | null> | null;
  order_by?: { created_at?: OrderBy | null }[] | null;
  limit?: number | null;
}

/** Most rows one list returns. */
export const MAX_ROWS = 5000;

/** A column of an entity's table by its SQL name. */
export function column(entity: Entity, name: string): SQLiteColumn {
  const found = Object.values(getTableColumns(entity.table)).find((c) => c.name === name);
  if (!found) throw new Error(`${entity.name} has no column ${name}`);
  return found;
}

/** The reach of the caller's permission to do `action` to the entity; throws forbidden when it has none. */
export function reachOf(scope: Scope, action: Action, entity: Entity): PermissionScope {
  const reach = can(scope, action, entity.name as EntityName);
  // A club right needs rows that name their club (the entity's `clubs` columns).
  if (!reach || (reach === "club" && !entity.clubs?.length)) throw new DataError("forbidden", NO_PERMISSION);
  return reach;
}

/** The rows of the caller's clubs: one of the entity's club columns is a club the caller is an official of. */
export function clubFilter(entity: Entity, scope: Scope): SQL {
  if (scope.clubs.length === 0) return sql`0`;
  return or(...(entity.clubs ?? []).map((name) => inList(column(entity, name), scope.clubs)))!;
}

/**
 * The caller's own rows: by the owner column (users.id), or by the owner email column, which must equal the
 * caller's verified email (an unverified email owns nothing: anybody can type an address).
 */
export function ownFilter(entity: Entity, scope: Scope): SQL {
  if (entity.ownerEmail) {
    if (!scope.emailVerified || !scope.email) return sql`0`;
    return eq(column(entity, entity.ownerEmail), scope.email.toLowerCase());
  }
  if (!entity.owner || scope.userId === null) throw new DataError("forbidden", NO_PERMISSION);
  return eq(column(entity, entity.owner), scope.userId);
}

/**
 * The row filter a reach implies: own rows by the owner column, or the rows of the caller's federations. Asking
 * for another federation's rows by name (`where: {savez_id: {_eq}}`) is refused, not answered empty.
 */
function reachFilter(entity: Entity, scope: Scope, reach: PermissionScope, where?: ListArgs["where"]): SQL | undefined {
  if (reach === "own") return ownFilter(entity, scope);
  if (reach === "club") {
    // Asking for another club's rows by name is refused like another federation's.
    const asked = (entity.clubs ?? []).map((name) => where?.[name]?._eq).filter((id) => id != null);
    if (asked.some((id) => !scope.clubs.includes(String(id)))) throw new DataError("forbidden", NOT_YOUR_CLUB);
    return clubFilter(entity, scope);
  }
  if (reach !== "federation" || !entity.flags.federation) return undefined;
  const asked = where?.savez_id?._eq;
  if (asked != null && !scope.federations.includes(String(asked))) {
    throw new DataError("forbidden", NOT_YOUR_FEDERATION);
  }
  return inList(column(entity, "savez_id"), scope.federations);
}

/** `where: {column: {_eq: value} | {_is_null}}` as SQL; only public columns, and a null value filters nothing. */
function whereFilter(entity: Entity, where: ListArgs["where"]): SQL[] {
  const visible = publicColumns(entity);
  return Object.entries(where ?? {}).flatMap(([name, comparison]) => {
    if (!visible.includes(name)) throw new DataError("forbidden", `${entity.name}.${name} cannot be filtered.`);
    const target = column(entity, name);
    const isNull = comparison?._is_null;
    if (isNull === true || isNull === false) return [isNull ? isNull_(target) : isNotNull(target)];
    const value = comparison?._eq;
    return value === null || value === undefined ? [] : [eq(target, value)];
  });
}

/** True when a list asks for the rows in 'Obrisano' (`where: {deleted_at: {_is_null: false}}`). */
export function asksForDeleted(where: ListArgs["where"]): boolean {
  return where?.deleted_at?._is_null === false;
}

/**
 * What hides deleted rows from a list: a soft-deletable entity's rows in 'Obrisano', and the rows whose parent
 * (a result's competition) is there. The trash list itself (`deleted_at: {_is_null: false}`) is the exception.
 */
function publishedOnly(entity: Entity, where: ListArgs["where"]): SQL[] {
  const filters: SQL[] = [];
  if (entity.flags.softDelete && !asksForDeleted(where)) filters.push(isNull_(column(entity, "deleted_at")));
  const parent = entity.parent && (ENTITIES[entity.parent.entity as EntityName] as Entity);
  if (parent?.flags.softDelete) {
    const own = column(entity, entity.parent!.column);
    const deletedParent = qb
      .select({ one: sql`1` })
      .from(parent.table)
      .where(and(eq(column(parent, "id"), own), isNotNull(column(parent, "deleted_at"))));
    filters.push(notExists(deletedParent));
  }
  return filters;
}

function selection(entity: Entity): Record<string, SQLiteColumn> {
  return Object.fromEntries(publicColumns(entity).map((name) => [name, column(entity, name)]));
}

/** ORDER BY created_at as asked, rowid breaking ties (newest insert first when descending). */
function ordering(entity: Entity, args: ListArgs): SQL[] {
  const order = args.order_by?.[0]?.created_at ?? entity.defaultOrder;
  return ordered(column(entity, "created_at"), order, "desc_nulls_last");
}

/** The limit of a list: the asked one within 0..MAX_ROWS. */
export function limitOf(args: ListArgs): number {
  return Math.max(0, Math.min(args.limit ?? MAX_ROWS, MAX_ROWS));
}

/** JSON columns come back parsed (Hasura's jsonb). */
export function withJson(entity: Entity, row: Record<string, unknown>): Record<string, unknown> {
  if (!entity.json?.length) return row;
  const parsed = { ...row };
  for (const name of entity.json) if (typeof parsed[name] === "string") parsed[name] = JSON.parse(parsed[name]);
  return parsed;
}

/**
 * Asking for another federation's club by name (`where: {club_id: {_eq}}`) is refused like asking for the
 * federation itself, not answered empty.
 */
async function clubsOfFederations(db: Database, scope: Scope, entity: Entity, where: ListArgs["where"]) {
  const asked = (entity.clubs ?? []).flatMap((name) => {
    const id = where?.[name]?._eq;
    return id == null || name === "id" ? [] : [String(id)];
  });
  if (asked.length === 0) return;
  const clubs = ENTITIES.klubovi.table;
  const found = await db.select({ savez_id: clubs.savez_id }).from(clubs).where(inList(clubs.id, asked));
  if (found.some((club) => !scope.federations.includes(String(club.savez_id)))) {
    throw new DataError("forbidden", NOT_YOUR_FEDERATION);
  }
}

/** A list of the entity's rows the caller may read. */
export async function listRows(
  db: Database,
  scope: Scope,
  entity: Entity,
  args: ListArgs,
): Promise<Record<string, unknown>[]> {
  // 'Obrisano' is for those who may restore its rows, within the reach of that right.
  const action = entity.flags.softDelete && asksForDeleted(args.where) ? "restore" : "read";
  const scopeReach = reachOf(scope, action, entity);
  if (scopeReach === "federation") await clubsOfFederations(db, scope, entity, args.where);
  const reach = reachFilter(entity, scope, scopeReach, args.where);
  const rows = await db
    .select(selection(entity))
    .from(entity.table)
    .where(and(reach, ...whereFilter(entity, args.where), ...publishedOnly(entity, args.where)))
    .orderBy(...ordering(entity, args))
    .limit(limitOf(args));
  return rows.map((row) => withJson(entity, row));
}

/**
 * The child rows of many parents in one query (a relationship field of a list), grouped by parent id. The
 * limit applies per parent, after grouping.
 */
export async function childrenOf(
  db: Database,
  scope: Scope,
  child: Entity,
  foreignKey: string,
  parentIds: readonly unknown[],
  args: ListArgs,
): Promise<Map<unknown, Record<string, unknown>[]>> {
  const reach = reachFilter(child, scope, reachOf(scope, "read", child));
  const inParents = inList(column(child, foreignKey), parentIds as readonly (string | number)[]);
  const rows = await db
    .select({ ...selection(child), __parent: column(child, foreignKey) })
    .from(child.table)
    .where(and(inParents, reach, ...publishedOnly(child, null)))
    .orderBy(...ordering(child, args));
  const groups = new Map<unknown, Record<string, unknown>[]>();
  for (const { __parent, ...row } of rows) {
    const list = groups.get(__parent) ?? [];
    if (list.length < limitOf(args)) list.push(withJson(child, row));
    groups.set(__parent, list);
  }
  return groups;
}

/** The rows a list's rows point at (an object relationship), in one query, by the key they point at. */
export async function rowsByKey(
  db: Database,
  scope: Scope,
  target: Entity,
  key: string,
  keys: readonly unknown[],
): Promise<Map<unknown, Record<string, unknown>>> {
  const reach = reachFilter(target, scope, reachOf(scope, "read", target));
  const wanted = [...new Set(keys.filter((k) => k !== null && k !== undefined))] as string[];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ ...selection(target), __key: column(target, key) })
    .from(target.table)
    .where(and(inList(column(target, key), wanted), reach, ...publishedOnly(target, null)));
  return new Map(rows.map(({ __key, ...row }) => [__key, withJson(target, row)]));
}
