// Which stored files (R2 keys) rows still link, from the store that holds the rows: D1's tables, or, when
// DATA_PROVIDER=hasura, PostgreSQL's, read through the Hasura upstream with the admin secret. The nightly
// sweep and the 30-day purge delete an object only when this says no row links it. One function signature
// for both stores, so the provider interface can absorb it.
import { sql, type SQL } from "drizzle-orm";
import { ENTITIES, FILE_COLUMNS } from "../../shared/entities";
import type { Entity } from "../../shared/entities/entity";
import { getConfig } from "../config";
import type { Database } from "./db";

/** Which of `keys` some row (published or in 'Obrisano') links. Throws when the store cannot say. */
export type FileReferences = (keys: readonly string[]) => Promise<Set<string>>;

/** Keys asked about per query (one bound JSON value in D1, one variable upstream). */
const CHUNK = 500;

function chunked(keys: readonly string[]): string[][] {
  const unique = [...new Set(keys)];
  const out: string[][] = [];
  for (let i = 0; i < unique.length; i += CHUNK) out.push(unique.slice(i, i + CHUNK));
  return out;
}

/**
 * SQL true when some D1 row links `key` in any file column (`key`: a bound value or a column). Each column's
 * keys are an uncorrelated subquery, which SQLite builds once per statement however many keys it tests (the
 * file columns have no index of their own); one IN per column, since D1 allows few terms in a compound SELECT.
 */
export function linkedInD1(key: SQL): SQL {
  const tests = FILE_COLUMNS.map(({ entity, column }) => {
    const table = (ENTITIES[entity] as Entity).table;
    const name = sql.identifier(column);
    return sql`${key} IN (SELECT ${name} FROM ${table} WHERE ${name} IS NOT NULL)`;
  });
  return sql`(${sql.join(tests, sql` OR `)})`;
}

/** The references in D1's tables. */
export function d1References(db: Database): FileReferences {
  return async (keys) => {
    const found = new Set<string>();
    for (const part of chunked(keys)) {
      const rows = await db.all<{ key: string }>(
        sql`SELECT j.value AS key FROM json_each(${JSON.stringify(part)}) AS j WHERE ${linkedInD1(sql`j.value`)}`,
      );
      for (const { key } of rows) found.add(key);
    }
    return found;
  };
}

/** How to reach Hasura as its admin (no role: every row, 'Obrisano' included); `fetch` is injectable. */
export interface HasuraAdmin {
  url: string;
  adminSecret: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** One aliased root field per file column: `r0: feed(where: {slika_key: {_in: $keys}}) { key: slika_key }`. */
export const FILE_REFERENCES_QUERY = `query FileReferences($keys: [String!]!) {
${FILE_COLUMNS.map(({ entity, column }, i) => `  r${i}: ${entity}(where: {${column}: {_in: $keys}}) { key: ${column} }`).join("\n")}
}`;

/** The references in PostgreSQL, asked of Hasura with the admin secret and nothing of any client's. */
export function hasuraReferences(options: HasuraAdmin): FileReferences {
  return async (keys) => {
    const found = new Set<string>();
    for (const part of chunked(keys)) {
      const response = await (options.fetch ?? fetch)(options.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "x-hasura-admin-secret": options.adminSecret,
        },
        body: JSON.stringify({
          operationName: "FileReferences",
          query: FILE_REFERENCES_QUERY,
          variables: { keys: part },
        }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const body = (await response.json().catch(() => null)) as {
        data?: Record<string, { key: unknown }[] | null> | null;
        errors?: unknown[];
      } | null;
      // Without a complete answer nothing may count as unreferenced: the caller deletes nothing.
      const lists = FILE_COLUMNS.map((_, i) => body?.data?.[`r${i}`]);
      if (!response.ok || body?.errors?.length || lists.some((list) => !Array.isArray(list))) {
        throw new Error(`hasura file references answered ${response.status} without every list`);
      }
      for (const list of lists) for (const { key } of list!) if (typeof key === "string") found.add(key);
    }
    return found;
  };
}

/** The references of the configured provider: D1's, or PostgreSQL's through Hasura. */
export function providerReferences(env: object, db: Database): FileReferences {
  const config = getConfig(env);
  if (config.DATA_PROVIDER !== "hasura") return d1References(db);
  return hasuraReferences({
    url: config.HASURA_GRAPHQL_URL!,
    adminSecret: config.HASURA_ADMIN_SECRET!,
    timeoutMs: config.HASURA_TIMEOUT_MS,
  });
}
