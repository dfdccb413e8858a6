// How the data layer runs what Drizzle builds: compiled to SQL text and parameters (compile-only, once per
// isolate for the fixed statements), bound to a D1 statement, and run as one D1 batch, which is one
// transaction. Drizzle's own batch cannot run a `sql` statement that has bound values, so batches go to D1.
import { fillPlaceholders, type SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";

/** A statement Drizzle built: its SQL text and parameters (values, or `sql.placeholder`s filled at bind). */
export interface Compiled {
  sql: string;
  params: unknown[];
}

const dialect = new SQLiteAsyncDialect();

/** SQL text and parameters of a Drizzle `sql` query; no database needed. */
export const compile = (query: SQL): Compiled => dialect.sqlToQuery(query);

/** A D1 statement of a compiled one, its placeholders filled from `values`. */
export const bind = (d1: D1Database, { sql: text, params }: Compiled, values: Record<string, unknown> = {}) =>
  d1.prepare(text).bind(...fillPlaceholders(params, values));

/** Runs compiled statements as one D1 batch: all of them are stored, or none. */
export const runBatch = (d1: D1Database, statements: Compiled[]): Promise<D1Result[]> =>
  d1.batch(statements.map((statement) => bind(d1, statement)));
