// Which stored files (R2 keys) rows still link, from the store that holds the rows: D1's tables, or, when
// DATA_PROVIDER=hasura, PostgreSQL's, read through the Hasura upstream with the admin secret. The nightly
// sweep and the 30-day purge delete an object only when this says no row links it. One function signature
// for both stores: the data provider's `fileReferences` (./provider.ts).
import { getTableColumns, isNotNull, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { ENTITIES, FILE_COLUMNS } from "../../shared/entities";
import type { Entity } from "../../shared/entities/entity";
import type { Database } from "./db";
import { inList, inSelect } from "./expressions";
import { asHasuraAdmin, type HasuraAdmin } from "./hasura-admin";
import { batch, qb, rowsOf, type Statement } from "./statements";

/** Which of `keys` some row (published or in 'Obrisano') links. Throws when the store cannot say. */
export type FileReferences = (keys: readonly string[]) => Promise<Set<string>>;

/** Keys asked about per query upstream (one variable). */
const CHUNK = 500;

/** The distinct keys in lists of at most `size`. */
export function chunked(keys: readonly string[], size = CHUNK): string[][] {
  const unique = [...new Set(keys)];
  const out: string[][] = [];
  for (let i = 0; i < unique.length; i += size) out.push(unique.slice(i, i + size));
  return out;
}

/** The file columns of D1's tables, as the Drizzle tables' own columns. */
const fileColumns = (): { table: SQLiteTable; column: SQLiteColumn }[] =>
  FILE_COLUMNS.map(({ entity, column: name }) => {
    const table = (ENTITIES[entity] as Entity).table;
    const column = Object.values(getTableColumns(table)).find((c) => c.name === name);
    if (!column) throw new Error(`${entity} has no file column ${name}`);
    return { table, column };
  });

/**
 * True when some D1 row links `key` (a column) in any file column. Each column's keys are an uncorrelated
 * subquery, which SQLite builds once per statement however many keys it tests (the file columns have no index
 * of their own); one IN per column, since D1 allows few terms in a compound SELECT.
 */
export function linkedInD1(key: SQLiteColumn): SQL {
  const tests = fileColumns().map(({ table, column }) =>
    inSelect(key, qb.select({ key: column }).from(table).where(isNotNull(column))),
  );
  return or(...tests)!;
}

/** Selects, per file column, the keys among `keys` (bound as one JSON list) that the column links. */
export function linkedSelects(db: Database, keys: readonly string[]): Statement[] {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  return fileColumns().map(({ table, column }) =>
    db.selectDistinct({ key: column }).from(table).where(inList(column, unique)),
  );
}

/** The keys linkedSelects' results name. */
export function linkedKeys(results: readonly unknown[]): Set<string> {
  return new Set(results.flatMap((result) => rowsOf<{ key: string }>(result).map((row) => row.key)));
}

/** The references in D1's tables (one batch of reads: one snapshot). */
export function d1References(db: Database): FileReferences {
  return async (keys) => linkedKeys(await batch(db, linkedSelects(db, keys)));
}

/** One aliased root field per file column: `r0: feed(where: {slika_key: {_in: $keys}}) { key: slika_key }`. */
export const FILE_REFERENCES_QUERY = `query FileReferences($keys: [String!]!) {
${FILE_COLUMNS.map(({ entity, column }, i) => `  r${i}: ${entity}(where: {${column}: {_in: $keys}}) { key: ${column} }`).join("\n")}
}`;

/** The references in PostgreSQL, asked of Hasura with the admin secret (no role: 'Obrisano' rows too). */
export function hasuraReferences(options: HasuraAdmin): FileReferences {
  return async (keys) => {
    const found = new Set<string>();
    for (const part of chunked(keys)) {
      const data = await asHasuraAdmin(options, "FileReferences", FILE_REFERENCES_QUERY, { keys: part });
      // Without a complete answer nothing may count as unreferenced: the caller deletes nothing.
      const lists = FILE_COLUMNS.map((_, i) => data[`r${i}`]);
      if (lists.some((list) => !Array.isArray(list))) throw new Error("hasura file references: a list is missing");
      for (const list of lists as { key: unknown }[][]) {
        for (const { key } of list) if (typeof key === "string") found.add(key);
      }
    }
    return found;
  };
}
