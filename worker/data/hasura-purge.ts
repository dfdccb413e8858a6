// The 30-day purge of PostgreSQL's rows (DATA_PROVIDER=hasura), as ./purge.ts purges D1's: rows 30 days in
// 'Obrisano' go with their children (children first), each with one audit row `purge`, then the R2 objects
// they held that no row links any more. Sent with the admin secret (no role may purge: the roots are
// `purge_<table>`, the Worker decides). A row's audit row and its DELETE are two root fields of one mutation,
// so one transaction; the audit row's id is made from the row's, and inserted with `on_conflict` doing
// nothing, so two purges at once record a row once (the second's DELETE removes nothing, its audit insert
// meets the first's row). A row past 30 days can no longer be restored, so a row read as due stays due.
import { getTableColumns } from "drizzle-orm";
import { ENTITIES } from "../../shared/entities";
import type { Entity } from "../../shared/entities/entity";
import { sha256Hex } from "../../shared/sha256";
import type { Database } from "./db";
import { releaseStatements } from "./file-links";
import type { FileReferences } from "./file-references";
import { read, type Exp, type HasuraReadOptions } from "./hasura-read";
import { keysOf, purgeAudit, purgeOrder } from "./purge";
import { batch } from "./statements";
import { trashCutoff } from "./write";

type Values = Record<string, unknown>;

/** Rows purged per mutation (an audit insert and a DELETE each). */
const BATCH_ROWS = 50;

/** The due rows of an entity, with what the audit row and the file release need. */
const dueDocument = (entity: Entity) => {
  const columns = ["id", "deleted_at", "savez_id", ...(entity.files ?? [])];
  const known = Object.values(getTableColumns(entity.table)).map((column) => column.name);
  return `query PurgeDue($where: ${entity.name}_bool_exp!) {
  rows: ${entity.name}(where: $where) { ${columns.filter((name) => known.includes(name)).join(" ")} }
}`;
};

/** One mutation purging `count` rows of `entity`: per row, its audit row (once) and its DELETE if still due. */
function purgeDocument(entity: Entity, count: number): string {
  const variables = Array.from(
    { length: count },
    (_, i) => `$a${i}: audit_log_insert_input!, $w${i}: ${entity.name}_bool_exp!`,
  );
  const fields = Array.from(
    { length: count },
    (_, i) =>
      `  a${i}: insert_audit_log_one(object: $a${i}, on_conflict: {constraint: audit_log_pkey, update_columns: []}) { id }\n` +
      `  d${i}: purge_${entity.name}(where: $w${i}) { affected_rows }`,
  );
  return `mutation Purge(${variables.join(", ")}) {\n${fields.join("\n")}\n}`;
}

/**
 * The purge audit row's id, made from the purged row (so each row has one), in the shape of every other audit
 * id (a version 4 UUID's bits).
 */
async function purgeAuditId(entity: Entity, id: unknown): Promise<string> {
  const hex = await sha256Hex(`purge ${entity.name} ${String(id)}`);
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** When a row is due: 30 days in 'Obrisano', or its parent is (./purge.ts dueCondition, as a bool_exp). */
async function dueWhere(options: HasuraReadOptions, entity: Entity, cutoff: string): Promise<Exp> {
  const own = { deleted_at: { _lt: cutoff } };
  const parent = entity.parent && (ENTITIES[entity.parent.entity as keyof typeof ENTITIES] as Entity);
  if (!parent?.flags.softDelete) return own;
  const parents = await dueRows(options, parent, own);
  return { _or: [own, { [entity.parent!.column]: { _in: parents.map((row) => row.id) } }] };
}

async function dueRows(options: HasuraReadOptions, entity: Entity, where: Exp): Promise<Values[]> {
  const data = await read<{ rows?: Values[] }>(options, "admin-secret", "PurgeDue", dueDocument(entity), { where });
  // Without the list the purge cannot say what is due: it stops, deleting nothing more.
  if (!Array.isArray(data.rows)) throw new Error(`hasura purge: no due rows of ${entity.name} in the answer`);
  return data.rows;
}

/**
 * Purges PostgreSQL's due rows; returns how many went and the R2 keys released with them, which it deletes:
 * a key no PostgreSQL row links any more (`references`) whose D1 upload record the release drops (./file-links.ts).
 */
export async function purgePostgres(
  options: HasuraReadOptions,
  accounts: Database,
  references: FileReferences,
  files: R2Bucket | undefined,
  now = Date.now(),
): Promise<{ purged: number; files: string[] }> {
  const cutoff = trashCutoff(now);
  let purged = 0;
  const held: string[] = [];
  for (const entity of purgeOrder()) {
    const due = await dueWhere(options, entity, cutoff);
    const rows = await dueRows(options, entity, due);
    for (let i = 0; i < rows.length; i += BATCH_ROWS) {
      const part = rows.slice(i, i + BATCH_ROWS);
      const variables: Values = {};
      for (const [j, row] of part.entries()) {
        variables[`a${j}`] = { ...purgeAudit(entity, row), id: await purgeAuditId(entity, row.id) };
        variables[`w${j}`] = { _and: [{ id: { _eq: row.id } }, due] };
      }
      const data = await read<Record<string, { affected_rows: number } | null>>(
        options,
        "admin-secret",
        "Purge",
        purgeDocument(entity, part.length),
        variables,
      );
      part.forEach((row, j) => {
        // Another purge got there first when nothing was deleted: its run releases the files.
        if (data[`d${j}`]?.affected_rows !== 1) return;
        purged += 1;
        held.push(...keysOf(entity, row));
      });
    }
  }
  if (held.length === 0) return { purged, files: [] };
  const linked = await references(held);
  const release = releaseStatements(
    accounts,
    held.filter((key) => !linked.has(key)),
  );
  const keys = release.statements.length > 0 ? release.released(await batch(accounts, release.statements)) : [];
  // Only now that the rows are gone do the objects go; one that fails to go is swept later as unreferenced.
  if (files && keys.length > 0) await files.delete(keys).catch(() => undefined);
  return { purged, files: keys };
}
