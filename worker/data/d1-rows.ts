// The D1 stores' reads of rows the entries' and the league's stores share: rows by a list of ids (one SELECT …
// WHERE column IN (the list as one JSON value) [AND …], and for an empty list no query at all: an empty IN list
// reads nothing anyway, and D1 is a round trip), and one live row by a column's value.
import { and, eq, isNull, type InferSelectModel, type SQL } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { SelectedFields, SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "./db";
import { inList } from "./expressions";

/** What a read by ids selects from: the table, the column the ids are of, any further condition. */
export interface ByIds<T extends SQLiteTable> {
  table: T;
  /** The column the ids are values of (the table's id, or a reference such as `sportas_id`). */
  by: SQLiteColumn;
  where?: SQL | undefined;
}

/** The whole rows of `table` whose `by` is one of `ids` (and `where` holds); none, without a query, for no ids. */
export function rowsByIds<T extends SQLiteTable>(
  db: Database,
  ids: readonly string[],
  from: ByIds<T>,
): Promise<InferSelectModel<T>[]>;
/** The `fields` of those rows. */
export function rowsByIds<T extends SQLiteTable, F extends SelectedFields>(
  db: Database,
  ids: readonly string[],
  from: ByIds<T>,
  fields: F,
): Promise<SelectResultFields<F>[]>;
export function rowsByIds(
  db: Database,
  ids: readonly string[],
  { table, by, where }: ByIds<SQLiteTable>,
  fields?: SelectedFields,
): Promise<unknown[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const select = fields ? db.select(fields) : db.select();
  return select
    .from(table)
    .where(and(inList(by, ids), where))
    .all();
}

/** A table whose rows are deleted by a stamp (the content tables). */
type LiveTable = SQLiteTable & { deleted_at: SQLiteColumn };

/** The condition of a live (not deleted) row of `table`. */
export const live = <T extends { deleted_at: unknown }>(table: T) => isNull(table.deleted_at as never);

/** The live (not deleted) row of `table` whose `by` is `value`; null for none. */
export function liveRow<T extends LiveTable>(
  db: Database,
  table: T,
  by: SQLiteColumn,
  value: string,
): Promise<InferSelectModel<T> | null>;
/** The `fields` of that row. */
export function liveRow<T extends LiveTable, F extends SelectedFields>(
  db: Database,
  table: T,
  by: SQLiteColumn,
  value: string,
  fields: F,
): Promise<SelectResultFields<F> | null>;
export async function liveRow(
  db: Database,
  table: LiveTable,
  by: SQLiteColumn,
  value: string,
  fields?: SelectedFields,
): Promise<unknown> {
  const select = fields ? db.select(fields) : db.select();
  return (
    (await select
      .from(table)
      .where(and(eq(by, value), live(table)))
      .get()) ?? null
  );
}
