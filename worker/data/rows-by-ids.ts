// The D1 stores' reads of rows by a list of ids (the entries' and the league's stores): one SELECT … WHERE
// column IN (…) [AND …], and for an empty list no query at all (an empty IN list reads nothing anyway, and D1
// is a round trip).
import { and, inArray, type InferSelectModel, type SQL } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { SelectedFields, SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "./db";

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
    .where(and(inArray(by, [...ids]), where))
    .all();
}
