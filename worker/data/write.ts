// The one write path: permission, the row(s) with their version, and one audit row per row written, all in
// one D1 batch (one transaction): either the rows and their audit rows are stored, or neither is.
import { and, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { auditLog, type AuditAction } from "../../shared/entities/audit";
import type { Entity } from "../../shared/entities/entity";
import { effectiveRole } from "../../shared/permissions";
import type { Database } from "./db";
import { DataError } from "./errors";
import { column, reachOf } from "./read";
import type { Scope } from "./scope";

/** Rows per INSERT ... SELECT FROM json_each(?) statement (keeps each bound value small; D1 binds ≤ 100 values). */
const CHUNK = 1000;

type Values = Record<string, unknown>;

/** A statement Drizzle built: its SQL text and bound values. */
interface Compiled {
  sql: string;
  params: unknown[];
}

/**
 * Runs compiled statements as one D1 batch (one transaction). Drizzle builds them; the batch goes to D1
 * directly because Drizzle's own batch cannot run a `db.run(sql)` statement that has bound values.
 */
function runBatch(db: Database, statements: Compiled[]): Promise<D1Result[]> {
  const d1 = db.$client;
  return d1.batch(statements.map(({ sql: text, params }) => d1.prepare(text).bind(...params)));
}

const compiled = (db: Database, query: SQL): Compiled => db.run(query).getQuery();

/** `INSERT INTO table (cols) SELECT value ->> '$.col', ... FROM json_each(?)`: any number of rows, 1 + cols binds. */
function insertRows(db: Database, table: SQLiteTable, rows: Values[], where: SQL = sql`1`): Compiled {
  const known = new Set(Object.values(getTableColumns(table)).map((c) => c.name));
  const names = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((name) => known.has(name));
  const columns = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const values = sql.join(
    names.map((name) => sql`value ->> ${`$.${name}`}`),
    sql`, `,
  );
  const source = sql`json_each(${JSON.stringify(rows)})`;
  return compiled(db, sql`INSERT INTO ${table} (${columns}) SELECT ${values} FROM ${source} WHERE ${where}`);
}

function chunks<T>(list: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

function auditRow(scope: Scope, action: AuditAction, entity: Entity, id: unknown, changed: Values): Values {
  return {
    id: crypto.randomUUID(),
    actor_id: scope.userId,
    role: effectiveRole(scope),
    action,
    entity: entity.name,
    entity_id: String(id),
    changed_fields: JSON.stringify(changed),
    request_id: scope.requestId,
  };
}

/** A failed foreign key names the input field that pointed at a missing row; other errors pass through. */
function referenceError(entity: Entity, error: unknown, path: string): unknown {
  if (!String((error as Error)?.message).includes("FOREIGN KEY")) return error;
  const field = entity.input ? firstReference(entity) : undefined;
  return new DataError("bad_reference", "A referenced row does not exist.", field && `${path}.${field}`);
}

/** The input column that references another entity (created_by is the server's). */
function firstReference(entity: Entity): string | undefined {
  const columns = Object.values(getTableColumns(entity.table));
  const referencing = columns.filter((c) => c.name !== "created_by" && c.name.endsWith("_id"));
  return referencing[0]?.name;
}

/**
 * Creates rows from validated inputs: each gets an id, its derived columns, who wrote it and version 1,
 * and an audit row naming the fields it set. `path` is where the input sits in the request ("object"), for
 * a field error. Returns the rows as written.
 */
export async function createRows(
  db: Database,
  scope: Scope,
  entity: Entity,
  inputs: readonly Values[],
  path = "object",
): Promise<Values[]> {
  reachOf(scope, "create", entity);
  const rows = inputs.map((input) => ({
    id: crypto.randomUUID(),
    ...input,
    ...entity.derive?.(input),
    created_by: scope.userId,
    ...(entity.flags.versioned ? { version: 1 } : {}),
  }));
  const audits = rows.map((row, i) => auditRow(scope, "create", entity, row.id, inputs[i]));
  const statements = [
    ...chunks(rows).map((part) => insertRows(db, entity.table, part)),
    ...chunks(audits).map((part) => insertRows(db, auditLog, part)),
  ];
  try {
    await runBatch(db, statements);
  } catch (error) {
    throw referenceError(entity, error, path);
  }
  return rows;
}

/**
 * Updates one versioned row when its stored version is still `expectedVersion`: the version goes up by one and
 * an audit row records each changed field's before and after, in the same batch; the audit insert runs only
 * when the update changed a row. A stale version changes nothing and throws `version_conflict` (HTTP 409).
 */
export async function updateRow(
  db: Database,
  scope: Scope,
  entity: Entity,
  id: string,
  expectedVersion: number,
  changes: Values,
): Promise<Values> {
  reachOf(scope, "update", entity);
  if (!entity.flags.versioned) throw new Error(`${entity.name} is not versioned`);
  const idColumn = column(entity, "id");
  const versionColumn = column(entity, "version");
  const before = (await db.select().from(entity.table).where(eq(idColumn, id)).get()) as Values | undefined;
  if (!before) throw new DataError("not_found", `No ${entity.name} row ${id}.`);
  const changed = Object.fromEntries(
    Object.entries(changes)
      .filter(([name, value]) => before[name] !== value)
      .map(([name, value]) => [name, { from: before[name], to: value }]),
  );
  const audit = auditRow(scope, "update", entity, id, changed);
  const update = db
    .update(entity.table)
    .set({ ...changes, version: sql`${versionColumn} + 1` })
    .where(and(eq(idColumn, id), eq(versionColumn, expectedVersion)))
    .toSQL();
  // changes() is the row count of the batch's previous statement: the audit row exists only if the update won.
  const auditInsert = insertRows(db, auditLog, [audit], sql`changes() = 1`);
  const [result] = await runBatch(db, [update, auditInsert]);
  if (result.meta.changes !== 1) {
    throw new DataError("version_conflict", "The row was changed by someone else meanwhile.");
  }
  return { ...before, ...changes, version: expectedVersion + 1 };
}
