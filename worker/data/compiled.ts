// Statements Drizzle built, compiled to SQL text and parameters and bound to D1 by hand: how write.ts and
// purge.ts still run their batches (and the statements that join a create's batch: an Idempotency-Key's row,
// a membership sequence's move). The rest of the data layer runs its builders through Drizzle's D1 driver
// (statements.ts). Drizzle's own batch cannot run a `sql` statement that has bound values, so these go to D1.
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
