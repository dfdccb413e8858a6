// The few SQL expressions Drizzle's builder has no helper for, each written once: SQLite functions, its
// rowid, and ordering with NULLS FIRST/LAST. None holds a statement keyword or names a table or column by
// text: columns come from the Drizzle tables (rowid is SQLite's own column, which no Drizzle table declares).
import {
  asc,
  desc,
  eq,
  sql,
  type Column,
  type GetColumnData,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { qb } from "./statements";

/** A column or an expression. */
export type Value = SQLiteColumn | SQL | SQL.Aliased;

/** A value a list binds as JSON: json_each gives a string back as text, a number as an integer or a real. */
type Listed<C> = (C extends Column ? GetColumnData<C, "raw"> : unknown) & (string | number);

/**
 * `value IN (SELECT value FROM json_each(?))`: the whole list bound as ONE JSON parameter, however long it is
 * (D1 binds at most 100 per statement; `inArray` binds one per item). The column's affinity applies to
 * json_each's values, so a text column compares with texts and an integer column with integers; an empty
 * list matches nothing.
 */
export function inList<C extends SQLiteColumn | SQL | SQL.Aliased>(value: C, values: readonly Listed<C>[]): SQL {
  return inSelect(value, qb.select({ value: sql`value` }).from(sql`json_each(${JSON.stringify(values)})`));
}

/**
 * `value IN (subquery)`, Drizzle's inArray of a select (which the lint allows only for a literal list): the values
 * a select reads, as a join would, with no list bound at all.
 */
export const inSelect = (value: Value, select: SQLWrapper): SQL => sql`${value} in ${select}`;

/** lower(value), SQLite's (it folds ASCII letters only): of a column, or of a bound text. */
export const lower = (value: Value | string) => sql<string>`lower(${value})`;

/** SQLite's rowid of a table (or alias) in the statement, or of the only one when none is named. */
export const rowid = (table?: SQLWrapper) => (table ? sql`${table}.rowid` : sql`rowid`);

/** True when the batch's previous statement changed exactly one row (the guard of an audit row). */
export const changedOneRow = () => eq(sql`changes()`, 1);

/** json_object of named values, the names bound as text. */
export const jsonObject = (fields: Record<string, Value>) =>
  sql<string>`json_object(${sql.join(
    Object.entries(fields).map(([name, value]) => sql`${name}, ${value}`),
    sql`, `,
  )})`;

/** json(value): the text as JSON, not as a string, inside other JSON. */
export const json = (value: Value) => sql<string>`json(${value})`;

/** json_group_array(value): the group's values as one JSON array. */
export const jsonGroupArray = (value: Value) => sql<string>`json_group_array(${value})`;

/** instr(text, part) > 0: `part` occurs in `text`. */
export const contains = (text: Value, part: string) => sql`instr(${text}, ${part}) > 0`;

/** The end of a prefix range: every text starting with `prefix` sorts below prefix || U+10FFFF. */
export const prefixEnd = (prefix: string | Placeholder) => sql<string>`${prefix} || char(1114111)`;

/** A row value `(a, b)`, compared as a whole (a keyset cursor). */
export const rowValue = (...values: Value[]) => sql`(${sql.join(values, sql`, `)})`;

/** The value an upsert's conflicting insert carried for a column (`excluded.<column>`). */
export const excluded = (column: SQLiteColumn) => sql`excluded.${sql.identifier(column.name)}`;

/** How a list orders by a timestamp, as Hasura (Postgres) does: plain asc puts NULLs last, desc first. */
export type OrderBy = "asc" | "asc_nulls_first" | "asc_nulls_last" | "desc" | "desc_nulls_first" | "desc_nulls_last";

/**
 * Each direction as SQL, as Hasura v2 means it (also the Hasura emulation's, tests/support/hasura-postgres.ts).
 * Whitelisted SQL only: a direction is never the caller's text.
 */
export const ORDER_SQL: Record<OrderBy, string> = {
  asc: "ASC NULLS LAST",
  asc_nulls_first: "ASC NULLS FIRST",
  asc_nulls_last: "ASC NULLS LAST",
  desc: "DESC NULLS FIRST",
  desc_nulls_first: "DESC NULLS FIRST",
  desc_nulls_last: "DESC NULLS LAST",
};

/** ORDER BY `column` as asked (else as `fallback`), the rowid breaking ties (newest insert first when descending). */
export function ordered(column: SQLiteColumn, order: OrderBy | null | undefined, fallback: OrderBy): SQL[] {
  const direction = ORDER_SQL[order ?? fallback] ?? ORDER_SQL[fallback];
  const tie = direction.startsWith("DESC") ? desc : asc;
  return [sql`${column} ${sql.raw(direction)}`, tie(rowid())];
}
