// How the data layer runs what Drizzle builds: a query builder runs through Drizzle's D1 driver, alone or
// with others as one D1 batch, which is one transaction (all of it is stored, or none). Statements that join
// a batch write.ts runs (an Idempotency-Key's row, a membership sequence's move) take their compiled form,
// which compiled.ts binds.
import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/d1";
import { QueryBuilder, SQLiteColumn, type SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "./db";

export { bind, compile, runBatch, type Compiled } from "./compiled";

/** A statement that can join a D1 batch: a Drizzle select, insert, update or delete. */
export type Statement = BatchItem<"sqlite">;

/** Builds the selects other statements contain (subqueries); it never runs one. */
export const qb = new QueryBuilder();

/**
 * A Drizzle that only builds: for a statement's text and parameters (a test's EXPLAIN, a statement that joins
 * write.ts's batch). Running anything on it fails: it has no D1 binding.
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
 * values, or columns and expressions of the select's source), each other column its default (or null).
 */
export function selectedRow(table: SQLiteTable, values: Row): Record<string, SQL | SQLiteColumn> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      selected(values[key] !== undefined ? values[key] : (column.default ?? null)),
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
