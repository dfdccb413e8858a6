// What the Hasura stores of the entries (./hasura-prijave.ts) and the league (./hasura-lige.ts) share: the row
// stamps every content table has, the documents they write alike (a table's rows by `$where`, an insert of
// rows, an update by `$where`, many updates in one mutation), and a request's calls (hasuraStore): each one
// upstream, its error masked as the other Hasura reads mask theirs (./hasura-read.ts): the upstream's text goes
// to the log only, the caller gets a 502.
import { ApiError } from "../errors";
import { asHasuraAdmin } from "./hasura-admin";
import type { HasuraReadOptions } from "./hasura-read";
import { T_API } from "../../shared/texts";

export type Row = Record<string, unknown>;

/** The columns every content table ends with. */
export const STAMPS = "created_at version savez_id deleted_at";

/** The condition of a live (not deleted) row. */
export const LIVE = { deleted_at: { _is_null: true } };

/** A query of one table's rows matching `$where` (in `order`), answered as `rows`. */
export const selectDocument = (name: string, table: string, columns: string, order = "") =>
  `query ${name}($where: ${table}_bool_exp!) { rows: ${table}(where: $where${order ? `, order_by: ${order}` : ""}) { ${columns} } }`;

/** A mutation `name` inserting `$rows` into `table`. */
const insertDocument = (name: string, table: string) => `mutation ${name}($rows: [${table}_insert_input!]!) {
  insert_${table}(objects: $rows) { affected_rows }
}`;

/** A mutation `name` setting `$set` on `table`'s rows matching `$where`. */
const updateDocument = (
  name: string,
  table: string,
) => `mutation ${name}($where: ${table}_bool_exp!, $set: ${table}_set_input!) {
  update_${table}(where: $where, _set: $set) { affected_rows }
}`;

/** How many rows the mutation's field `root` changed. */
const affectedRows = (data: Row, root: string) => (data[root] as { affected_rows: number }).affected_rows;

/**
 * One document upstream, with `session`'s x-hasura-* headers (the caller's role) or, with none, as the
 * superuser; its data, or a masked 502.
 */
async function askUpstream(
  options: HasuraReadOptions,
  name: string,
  query: string,
  variables: Row,
  session: Record<string, string> = {},
): Promise<Row> {
  try {
    return await asHasuraAdmin(options, name, query, variables, session);
  } catch (error) {
    console.error(`hasura ${name}: ${(error as Error).message}`);
    throw new ApiError(502, "bad_gateway", T_API.upstreamFailed);
  }
}

/**
 * The reads of `selectDocument`s through `run`: the rows matching `where`, each as `shape` makes it, or the
 * first of them (null for none).
 */
function selectReads(run: (name: string, query: string, variables: Row) => Promise<Row>, shape = (row: Row) => row) {
  const rows = async <T = Row>(query: string, where: Row): Promise<T[]> =>
    ((await run(/query (\w+)/.exec(query)![1]!, query, { where })).rows as Row[]).map((r) => shape(r) as T);
  const one = async <T = Row>(query: string, where: Row): Promise<T | null> => (await rows<T>(query, where))[0] ?? null;
  return { rows, one };
}

/**
 * One mutation `name` setting each update's `set` on its row of `table` (the row's id, and `where`: more of the
 * condition, in GraphQL), as aliased fields: Hasura runs a mutation's fields in order, in one transaction.
 */
function updatesDocument(
  name: string,
  table: string,
  updates: readonly { id: string; set: Row }[],
  where = "",
): { query: string; variables: Row } {
  const variables: Row = {};
  const fields = updates.map(({ id, set }, i) => {
    variables[`i${i}`] = id;
    variables[`s${i}`] = set;
    return `u${i}: update_${table}(where: {id: {_eq: $i${i}}${where ? `, ${where}` : ""}}, _set: $s${i}) { affected_rows }`;
  });
  const declared = updates.map((_, i) => `$i${i}: String!, $s${i}: ${table}_set_input!`).join(", ");
  return { query: `mutation ${name}(${declared}) {\n  ${fields.join("\n  ")}\n}`, variables };
}

/** Whom a store's documents go upstream as: a session's x-hasura-* headers, or none (the superuser). */
type As = Record<string, string>;

/**
 * A store's calls for one request: its reads (`selectDocument`s, each row as `shape` makes it) go as `reads`,
 * its writes (inserts, updates, `run` unless told otherwise) as `writes`.
 */
export function hasuraStore(
  options: HasuraReadOptions,
  { reads, writes, shape }: { reads: As; writes: As; shape?: (row: Row) => Row },
) {
  const run = (name: string, query: string, variables: Row = {}, as: As = writes) =>
    askUpstream(options, name, query, variables, as);
  return {
    run,
    ...selectReads((name, query, variables) => run(name, query, variables, reads), shape),
    /** Inserts `rows` into `table` (mutation `name`). */
    insert: (name: string, table: string, rows: readonly Row[]) => run(name, insertDocument(name, table), { rows }),
    /** Sets `set` on `table`'s rows matching `where` (mutation `name`); how many it changed. */
    update: async (name: string, table: string, where: Row, set: Row) =>
      affectedRows(await run(name, updateDocument(name, table), { where, set }), `update_${table}`),
    /** Each update's `set` on its row of `table`, in one mutation `name` (updatesDocument). */
    updates: (name: string, table: string, updates: readonly { id: string; set: Row }[], where = "") => {
      const { query, variables } = updatesDocument(name, table, updates, where);
      return run(name, query, variables);
    },
  };
}
