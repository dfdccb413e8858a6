// How the data layer runs what Drizzle builds: a query builder runs through Drizzle's D1 driver, alone or
// with others as one D1 batch, which is one transaction (all of it is stored, or none). A statement made
// before the batch's database is at hand (an Idempotency-Key's row, made by the route) is Deferred: the
// batch's writer builds it on its database.
import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/d1";
import { QueryBuilder, SQLiteColumn, type SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "./db";

/** A statement that can join a D1 batch: a Drizzle select, insert, update or delete. */
export type Statement = BatchItem<"sqlite">;

/** A statement to build on the database of the batch it joins (Drizzle binds a statement to its database). */
export type Deferred = (db: Database) => Statement;

/** Builds the selects other statements contain (subqueries); it never runs one. */
export const qb = new QueryBuilder();

/**
 * A Drizzle that only builds: for a statement's text and parameters (a test's EXPLAIN, a prepared query's
 * text). Running anything on it fails: it has no D1 binding.
 */
export const builder = drizzle({} as D1Database) as Database;

/**
 * One value per D1 binding, made on first use: a statement Drizzle compiles once (its prepared query, with
 * `sql.placeholder`s for the values of a call) where compiling it per call would cost more than running it.
 */
export function perDatabase<T>(make: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}

/** Runs statements as one D1 batch; each result is a select's rows, or the D1 result of a write. */
export async function batch(db: Database, statements: readonly Statement[]): Promise<unknown[]> {
  if (statements.length === 0) return [];
  return db.batch(statements as [Statement, ...Statement[]]);
}

/** How many rows a write of a batch changed. */
export const changesOf = (result: unknown): number => (result as D1Result).meta.changes;

/** The rows a select of a batch read. */
export const rowsOf = <T>(result: unknown): T[] => result as T[];

type Row = Record<string, unknown>;

/** A value as a selected expression: a column or an expression as it is, anything else a bound value. */
const selected = (value: unknown): SQL | SQLiteColumn =>
  is(value, SQL) || is(value, SQLiteColumn) ? value : sql`${value}`;

/**
 * A table's row as the select of an INSERT … SELECT, in the table's column order: the given values (bound
 * values, or columns and expressions of the select's source), each other column its default (or null): the
 * JavaScript one where the column has one, as Drizzle's own insert does (a row's created_at from the Worker's
 * clock, shared/entities/columns.ts), else the SQL one.
 */
export function selectedRow(table: SQLiteTable, values: Row): Record<string, SQL | SQLiteColumn> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      selected(values[key] !== undefined ? values[key] : (column.defaultFn?.() ?? column.default ?? null)),
    ]),
  );
}

/** The one row a select of bound values reads (Drizzle's select needs a source). */
const ONE_ROW = sql`json_each(${"[0]"})`;

/**
 * Inserts one row only when `condition` holds, as one statement (INSERT … SELECT … WHERE): the condition is
 * checked by the write itself, so a batch's guard cannot go stale between a read and the write. `source` is
 * what the values' columns come from (a single row of bound values by default).
 */
export function insertWhere(
  db: Database,
  table: SQLiteTable,
  values: Row,
  condition: SQL | undefined,
  source: SQLiteTable | SQL = ONE_ROW,
) {
  const select = qb.select(selectedRow(table, values)).from(source).where(condition);
  return db.insert(table).select(select as never);
}

/** Rows of a bound JSON list as a select's source, one `value` each (however many rows: one bound value). */
const jsonRows = (rows: readonly Row[]) => sql`json_each(${JSON.stringify(rows)})`;

/** A field of the source's JSON row, by its column's name (bound as a JSON path, never an identifier). */
const jsonField = (column: SQLiteColumn) => sql`value ->> ${`$.${column.name}`}`;

/**
 * Inserts any number of rows (keyed by column name) as one statement of 1 + columns bound values (D1 binds
 * at most 100 per statement): INSERT … SELECT from the rows as one JSON list. A column no row names takes its
 * default; one a row lacks is null. `condition` guards the insert as insertWhere's does.
 */
export function insertRows(db: Database, table: SQLiteTable, rows: readonly Row[], condition?: SQL) {
  const named = new Set(rows.flatMap((row) => Object.keys(row)));
  const values = Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([, column]) => named.has(column.name))
      .map(([key, column]) => [key, jsonField(column)]),
  );
  return insertWhere(db, table, values, condition, jsonRows(rows));
}
