// Reads of the entities, built with Drizzle from their descriptions: the public columns only, Hasura's
// order_by semantics, a clamped limit, and the caller's reach (own rows, their federations, all).
import { getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { publicColumns, type Entity } from "../../shared/entities/entity";
import type { EntityName } from "../../shared/entities";
import { can, type PermissionScope } from "../../shared/permissions";
import type { Database } from "./db";
import { DataError } from "./errors";
import type { Scope } from "./scope";

export type OrderBy = "asc" | "asc_nulls_first" | "asc_nulls_last" | "desc" | "desc_nulls_first" | "desc_nulls_last";

export interface ListArgs {
  order_by?: { created_at?: OrderBy | null }[] | null;
  limit?: number | null;
}

/** Most rows one list returns. */
export const MAX_ROWS = 5000;

// Hasura follows Postgres: plain asc puts NULLs last, plain desc puts them first. Whitelisted SQL only.
const ORDER_SQL: Record<OrderBy, string> = {
  asc: "ASC NULLS LAST",
  asc_nulls_first: "ASC NULLS FIRST",
  asc_nulls_last: "ASC NULLS LAST",
  desc: "DESC NULLS FIRST",
  desc_nulls_first: "DESC NULLS FIRST",
  desc_nulls_last: "DESC NULLS LAST",
};

/** A column of an entity's table by its SQL name. */
export function column(entity: Entity, name: string): SQLiteColumn {
  const found = Object.values(getTableColumns(entity.table)).find((c) => c.name === name);
  if (!found) throw new Error(`${entity.name} has no column ${name}`);
  return found;
}

/** The reach of the caller's permission to do `action` to the entity; throws forbidden when it has none. */
export function reachOf(scope: Scope, action: "read" | "create" | "update", entity: Entity): PermissionScope {
  const reach = can(scope, action, entity.name as EntityName);
  if (!reach) throw new DataError("forbidden", `No permission to ${action} ${entity.name}.`);
  return reach;
}

/** The row filter a reach implies: own rows by the owner column (federations: once rows carry one). */
function reachFilter(entity: Entity, scope: Scope, reach: PermissionScope): SQL | undefined {
  if (reach !== "own") return undefined;
  if (!entity.owner || scope.userId === null) throw new DataError("forbidden", `No own ${entity.name} rows.`);
  return sql`${column(entity, entity.owner)} = ${scope.userId}`;
}

function selection(entity: Entity): Record<string, SQLiteColumn> {
  return Object.fromEntries(publicColumns(entity).map((name) => [name, column(entity, name)]));
}

/** ORDER BY created_at as asked, rowid breaking ties (newest insert first when descending). */
function ordering(entity: Entity, args: ListArgs): SQL[] {
  const order = args.order_by?.[0]?.created_at ?? entity.defaultOrder ?? "desc_nulls_last";
  const direction = ORDER_SQL[order] ?? ORDER_SQL.desc_nulls_last;
  const tie = direction.startsWith("DESC") ? "DESC" : "ASC";
  return [sql`${column(entity, "created_at")} ${sql.raw(direction)}`, sql`rowid ${sql.raw(tie)}`];
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

/** A list of the entity's rows the caller may read. */
export async function listRows(
  db: Database,
  scope: Scope,
  entity: Entity,
  args: ListArgs,
): Promise<Record<string, unknown>[]> {
  const where = reachFilter(entity, scope, reachOf(scope, "read", entity));
  const rows = await db
    .select(selection(entity))
    .from(entity.table)
    .where(where)
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
  const reachWhere = reachFilter(child, scope, reachOf(scope, "read", child));
  const inParents = inArray(column(child, foreignKey), [...parentIds] as string[]);
  const rows = await db
    .select({ ...selection(child), __parent: column(child, foreignKey) })
    .from(child.table)
    .where(reachWhere ? sql`${inParents} AND ${reachWhere}` : inParents)
    .orderBy(...ordering(child, args));
  const groups = new Map<unknown, Record<string, unknown>[]>();
  for (const { __parent, ...row } of rows) {
    const list = groups.get(__parent) ?? [];
    if (list.length < limitOf(args)) list.push(withJson(child, row));
    groups.set(__parent, list);
  }
  return groups;
}
