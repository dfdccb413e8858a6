// PostgreSQL's rows made equal to D1's (the emulated Hasura of tests/support/hasura-upstream.ts): each named
// table copied column for column, in the columns both have, as a restore of a backup (no trigger or foreign key
// check while the copy goes in: the rows are D1's). Every other table of PostgreSQL is emptied first; the users
// rows are updated in place (the Worker provisions them and remembers which it sent).
import { env } from "cloudflare:test";
import type { HasuraUpstream } from "../../support/hasura-upstream";

type Row = Record<string, unknown>;

const literal = (value: unknown): string => {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
};

const columnsOf = new WeakMap<HasuraUpstream, Promise<Map<string, string[]>>>();

/** Empties PostgreSQL but its users, then copies D1's rows of `tables` (parents first) into it. */
export async function copyD1ToPostgres(upstream: HasuraUpstream, tables: readonly string[]): Promise<void> {
  let known = columnsOf.get(upstream);
  if (!known) {
    known = upstream
      .sql<{ table_name: string; columns: string[] }>(
        `SELECT table_name, array_agg(column_name::text) AS columns FROM information_schema.columns
          WHERE table_schema = 'public' GROUP BY table_name`,
      )
      .then((rows) => new Map(rows.map((r) => [r.table_name, r.columns])));
    columnsOf.set(upstream, known);
  }
  const pgColumns = await known;
  const statements = ["SET session_replication_role = replica"];
  const read = await env.DB.batch(tables.map((table) => env.DB.prepare(`SELECT * FROM ${table}`)));
  for (const [i, table] of tables.entries()) {
    const results = read[i]!.results as Row[];
    const columns = Object.keys(results[0] ?? {}).filter((c) => pgColumns.get(table)?.includes(c));
    if (results.length === 0 || columns.length === 0) continue;
    const values = results.map((row) => `(${columns.map((c) => literal(row[c])).join(", ")})`);
    const update = columns.map((c) => `${c} = EXCLUDED.${c}`).join(", ");
    statements.push(
      `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${values.join(", ")}` +
        (table === "users" ? ` ON CONFLICT (id) DO UPDATE SET ${update}` : ""),
    );
  }
  statements.push("SET session_replication_role = DEFAULT");
  await upstream.reset(statements.join(";\n"));
}
