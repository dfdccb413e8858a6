// The one write path: permission, the row(s) with their version, and one audit row per row written, all in
// one D1 batch (one transaction): either the rows and their audit rows are stored, or neither is.
import { and, eq, getTableColumns, gt, isNull, sql, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { auditLog, type AuditAction } from "../../shared/entities/audit";
import { ENTITIES, type EntityName } from "../../shared/entities";
import { TENANT_COLUMNS, type Entity } from "../../shared/entities/entity";
import { T_JAVNO, T_KLUBOVI, T_UREDI, T_VALIDATION } from "../../shared/texts";
import { effectiveRole, type PermissionScope } from "../../shared/permissions";
import { database, type Database } from "./db";
import { checkFileLinks, droppedKeys, releaseStatements, rowFederation, uploadKind, uploadRecord } from "./file-links";
import { DataError, NOT_YOUR_CLUB, NOT_YOUR_FEDERATION, NO_PERMISSION, VERSION_CONFLICT } from "./errors";
import { column, reachOf } from "./read";
import type { Scope } from "./scope";
import { DuplicateKeyError, isDuplicateKey } from "./idempotency";
import { changedOneRow } from "./expressions";
import { batch, changesOf, insertRows, type Statement } from "./statements";

/** Rows per insertRows statement (keeps each bound JSON list small). */
const CHUNK = 1000;

type Values = Record<string, unknown>;

function chunks<T>(list: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/**
 * An entity's changed fields as its audit row stores them: only the columns of its own table (a create's
 * input may carry more, and what is not the row is not the row's history).
 */
function ownFields(entity: Pick<Entity, "name"> & { table?: SQLiteTable }, changed: Values): Values {
  if (!entity.table) return changed;
  const known = new Set(Object.keys(getTableColumns(entity.table)));
  return Object.fromEntries(Object.entries(changed).filter(([name]) => known.has(name)));
}

/**
 * The fields a create set: those with a value. A null is a field left empty (a membership's create names its
 * suspension_reason as null for the import's json_each), and PostgreSQL's audit trigger records a create the
 * same way (hasura/migrations …_init, sz_audit_write), so a person's export reads alike on either provider.
 */
const setFields = (input: Values): Values =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));

/** One audit_log row (insert it with insertRows in the batch of the write it records). */
export function auditRow(
  scope: Scope,
  action: AuditAction,
  entity: Pick<Entity, "name"> & { table?: SQLiteTable },
  id: unknown,
  changed: Values,
  savezId: string | null = null,
): Values {
  return {
    id: crypto.randomUUID(),
    actor_id: scope.userId,
    actor_email: scope.email,
    role: effectiveRole(scope),
    savez_id: savezId,
    action,
    entity: entity.name,
    entity_id: String(id),
    changed_fields: JSON.stringify(ownFields(entity, changed)),
    request_id: scope.requestId,
  };
}

/**
 * A failed foreign key names the input field that pointed at a missing row, a failed unique column the field
 * whose value is taken (a federation's slug); other errors pass through.
 */
function referenceError(entity: Entity, error: unknown, path: string): unknown {
  const message = String((error as Error)?.message);
  const unique = /UNIQUE constraint failed: (\w+)\.(\w+)((?:, \w+\.\w+)*)/.exec(message);
  if (unique && unique[1] === entity.name) {
    // An index scoped by federation ((savez_id, oib)) names the scoped column, the one the caller typed.
    const columns = [
      unique[2]!,
      ...unique[3]!
        .split(", ")
        .slice(1)
        .map((c) => c.split(".")[1]!),
    ];
    const field = columns.find((c) => c !== "savez_id") ?? columns[0]!;
    return new DataError("invalid", entity.taken?.[field] ?? T_VALIDATION.taken, `${path}.${field}`);
  }
  if (!message.includes("FOREIGN KEY")) return error;
  // A parent row was checked before the batch, so a failing reference is the named federation (or, for an
  // entity without one, its only referencing input column).
  const field = entity.flags.federation ? "savez_id" : firstReference(entity);
  return new DataError("bad_reference", "A referenced row does not exist.", field && `${path}.${field}`);
}

/**
 * Checks across fields that only the edited row can show (a competition ending before it starts), as each
 * table declares them (shared/entities/<entity>): by the constraint's name or, for the unnamed CHECK of the
 * first migration, the expression SQLite reports.
 */
const CHECKS: Record<string, { field: string; message: string }> = Object.fromEntries(
  Object.values(ENTITIES as Record<string, Entity>)
    .flatMap((entity) => entity.checks ?? [])
    .flatMap(({ name, expression, rule }) => {
      const error = { field: rule.field, message: rule.message };
      return [
        [expression, error],
        [name, error],
      ];
    })
    // An expression two tables share (a season's dates and a competition's) stands for the first one's unnamed
    // CHECK; a named constraint is found by its name. (fromEntries keeps the last of equal keys.)
    .reverse(),
);

/** A failed CHECK constraint as the field error it stands for (under the input's `path`), or null. */
function checkError(error: unknown, path: string): DataError | null {
  const name = /CHECK constraint failed: (.+?)(?:: SQLITE_|$)/m.exec(String((error as Error)?.message))?.[1];
  const check = name ? CHECKS[name.trim()] : undefined;
  return check ? new DataError("invalid", check.message, `${path}.${check.field}`) : null;
}

/** The input column that references another entity (created_by is the server's). */
function firstReference(entity: Entity): string | undefined {
  const columns = Object.values(getTableColumns(entity.table));
  return columns.find((c) => c.name !== "created_by" && c.name.endsWith("_id"))?.name;
}

/** The federation of a parent row (a result's competition), or a bad_reference at the input's field. */
async function parentFederation(db: Database, entity: Entity, id: unknown, path: string): Promise<string> {
  const parent = ENTITIES[entity.parent!.entity as EntityName] as Entity;
  const row = await db
    .select({ savez_id: column(parent, "savez_id") })
    .from(parent.table)
    .where(eq(column(parent, "id"), id as string))
    .get();
  if (!row)
    throw new DataError("bad_reference", "A referenced row does not exist.", `${path}.${entity.parent!.column}`);
  return row.savez_id as string;
}

/**
 * Refuses a row that points at another federation's row where the entity demands the same federation (a
 * start list's competitor): the field error says so, and a missing row is the same error.
 */
async function checkSameFederation(db: Database, entity: Entity, values: Values, savezId: unknown, path: string) {
  for (const { column: name, entity: target, message = T_JAVNO.drugiSavez } of entity.sameFederation ?? []) {
    const id = values[name];
    if (id === undefined || id === null) continue;
    const other = ENTITIES[target as EntityName] as Entity;
    const row = await db
      .select({ savez_id: column(other, "savez_id") })
      .from(other.table)
      .where(eq(column(other, "id"), id as string))
      .get();
    if (!row || row.savez_id !== savezId) throw new DataError("invalid", message, `${path}.${name}`);
  }
}

/**
 * Refuses a row that points at a row of another club where the entity demands the same club (a licence's
 * athlete is of the licence's club; a transfer's athlete of the releasing club).
 */
async function checkSameClub(db: Database, entity: Entity, values: Values, path: string, changed = values) {
  for (const { column: name, entity: target, via = "club_id" } of entity.sameClub ?? []) {
    const id = values[name];
    if (changed[name] === undefined && changed[via] === undefined) continue;
    if (id === undefined || id === null) continue;
    const other = ENTITIES[target as EntityName] as Entity;
    const row = await db
      .select({ club_id: column(other, "club_id") })
      .from(other.table)
      .where(and(eq(column(other, "id"), id as string), isNull(column(other, "deleted_at"))))
      .get();
    if (!row || row.club_id !== values[via]) throw new DataError("invalid", T_KLUBOVI.drugiKlub, `${path}.${name}`);
  }
}

const WIDTH: readonly PermissionScope[] = ["all", "federation", "club", "own"];

/** Fields only a wider right writes (a licence's status): a narrower caller naming one is refused. */
function checkWrittenOnlyAt(entity: Entity, reach: PermissionScope, values: Values) {
  for (const [name, required] of Object.entries(entity.writtenOnlyAt ?? {})) {
    if (values[name] !== undefined && WIDTH.indexOf(reach) > WIDTH.indexOf(required)) {
      throw new DataError("forbidden", NO_PERMISSION);
    }
  }
}

/**
 * A club official reaches a row when one of its clubs is theirs: the row's, and for a create the acting club.
 * An edit that names another club (an athlete moved) must name one of theirs too: moving between clubs of
 * different officials is a transfer.
 */
function checkClubs(
  scope: Scope,
  entity: Entity,
  reach: PermissionScope,
  row: Values,
  acting: boolean,
  moved: Values = {},
) {
  if (reach !== "club") return;
  const columns = acting ? (entity.clubs ?? []).slice(0, 1) : (entity.clubs ?? []);
  const ours = (id: unknown) => scope.clubs.includes(String(id));
  if (!columns.some((name) => ours(row[name]))) throw new DataError("forbidden", NOT_YOUR_CLUB);
  if (columns.some((name) => moved[name] !== undefined && !ours(moved[name]))) {
    throw new DataError("forbidden", NOT_YOUR_CLUB);
  }
}

/**
 * The federation a new row belongs to: its parent's (a result of a competition), else the one the input
 * names, else the caller's only federation; staff may write only for their own federations.
 */
export async function federationFor(
  db: Database,
  scope: Scope,
  entity: Entity,
  input: Values,
  reach: PermissionScope,
  path: string,
): Promise<string> {
  const parentId = entity.parent ? input[entity.parent.column] : undefined;
  const named = parentId ? await parentFederation(db, entity, parentId, path) : (input.savez_id as string | null);
  const target = named ?? (scope.federations.length === 1 ? scope.federations[0] : null);
  if (!target) throw new DataError("invalid", T_VALIDATION.chooseSavez, `${path}.savez_id`);
  if (reach === "federation" && !scope.federations.includes(target)) {
    throw new DataError("forbidden", NOT_YOUR_FEDERATION);
  }
  return target;
}

/**
 * Creates rows from validated inputs: each gets an id, its derived columns, who wrote it and version 1,
 * and an audit row naming the fields it set. `path` is where the input sits in the request ("object"), for
 * a field error. `extra` statements join the same batch (an Idempotency-Key's row, worker/data/idempotency.ts:
 * the create and its key are stored together or not at all; a duplicate key fails the whole batch and
 * throws DuplicateKeyError). Returns the rows as written.
 */
export async function createRows(
  db: Database,
  scope: Scope,
  entity: Entity,
  inputs: readonly Values[],
  path = "object",
  extra: readonly Statement[] = [],
): Promise<Values[]> {
  const reach = reachOf(scope, "create", entity);
  const rows: Values[] = [];
  for (const [i, input] of inputs.entries()) {
    const at = inputs.length > 1 || path === "objects" ? `${path}.${i}` : path;
    const savez = entity.flags.federation ? { savez_id: await federationFor(db, scope, entity, input, reach, at) } : {};
    checkWrittenOnlyAt(entity, reach, input);
    checkClubs(scope, entity, reach, input, true);
    await checkSameFederation(db, entity, input, savez.savez_id, at);
    await checkSameClub(db, entity, input, at);
    rows.push({
      id: crypto.randomUUID(),
      ...input,
      ...savez,
      ...entity.derive?.(input),
      created_by: scope.userId,
      ...(entity.flags.versioned ? { version: 1 } : {}),
    });
  }
  await checkFileLinks(
    db,
    scope,
    entity,
    rows.map((row, i) => ({
      values: row,
      savezId: rowFederation(entity, row),
      path: inputs.length > 1 || path === "objects" ? `${path}.${i}` : path,
    })),
  );
  const audits = rows.map((row, i) =>
    auditRow(
      scope,
      "create",
      entity,
      row.id,
      setFields({ ...startingStatus(entity, inputs[i]!), ...inputs[i] }),
      (row.savez_id as string | undefined) ?? null,
    ),
  );
  const statements = [
    ...chunks(rows).map((part) => insertRows(db, entity.table, part)),
    ...chunks(audits).map((part) => insertRows(db, auditLog, part)),
    ...extra,
  ];
  try {
    await batch(db, statements);
  } catch (error) {
    if (isDuplicateKey(error)) throw new DuplicateKeyError();
    // A CHECK only the row can fail (a transfer to the club the athlete is in) is the field's error, not a 500.
    throw checkError(error, path) ?? referenceError(entity, error, path);
  }
  return rows;
}

/**
 * The status a new row starts in when its input names none (a licence 'zatrazena', a club 'aktivan'): the
 * column's default, which the row's audit entry records as PostgreSQL's trigger does.
 */
function startingStatus(entity: Entity, input: Values): Values {
  const status = Object.values(getTableColumns(entity.table)).find((c) => c.name === "status");
  if (!status || input.status !== undefined || typeof status.default !== "string") return {};
  return { status: status.default };
}

/** What an edit does: an update of fields, or moving a row to 'Obrisano' and back. */
export type EditAction = "update" | "delete" | "restore";

/** Days a deleted row stays in 'Obrisano' (restorable) before the scheduled purge removes it. */
export const TRASH_DAYS = 30;

/** The instant before which rows in 'Obrisano' are past restoring (and due for the purge). */
export const trashCutoff = (now = Date.now()) => new Date(now - TRASH_DAYS * 86_400_000).toISOString();

/** JSON columns are stored as text: an edit's object values become the text D1 holds. */
function storedValues(entity: Entity, changes: Values): Values {
  const out: Values = { ...changes };
  for (const name of entity.json ?? []) if (out[name] !== undefined) out[name] = JSON.stringify(out[name]);
  return out;
}

/** An audit-friendly value: JSON text back to the object it holds. */
function readable(entity: Entity, name: string, value: unknown): unknown {
  return entity.json?.includes(name) && typeof value === "string" ? JSON.parse(value) : value;
}

/**
 * The columns an edit sets: the changed fields, the ones derived from the whole edited row (a competitor's
 * match key), and for a row that takes its parent's federation (a result) the new parent's federation.
 */
async function editedValues(db: Database, entity: Entity, before: Values, changes: Values): Promise<Values> {
  const values = storedValues(entity, changes);
  if (entity.derive) Object.assign(values, entity.derive({ ...before, ...changes }));
  const parentId = entity.parent ? changes[entity.parent.column] : undefined;
  const moved = parentId && parentId !== before[entity.parent!.column];
  // Tenancy is derived (issue 44): a federation named beside the parent must be the parent's, else the row
  // would sit in one federation and its club (or competition) in another.
  const named = entity.parent && changes.savez_id !== undefined && changes.savez_id !== before.savez_id;
  if (moved || named) {
    const derived = await parentFederation(db, entity, moved ? parentId : before[entity.parent!.column], "_set");
    if (named && changes.savez_id !== derived) {
      throw new DataError("invalid", T_VALIDATION.savezIzRoditelja, "_set.savez_id");
    }
    values.savez_id = derived;
  }
  return values;
}

/**
 * An edit naming a tenant column (shared/entities/entity.ts TENANT_COLUMNS) below federation scope: refused
 * (403). A club's official edits rows of their club, whose federation is the club's.
 */
function checkTenantColumns(entity: Entity, reach: PermissionScope, changes: Values) {
  if (reach === "all" || reach === "federation") return;
  if (TENANT_COLUMNS.some((name) => changes[name] !== undefined)) {
    throw new DataError("forbidden", entity.parent ? T_VALIDATION.savezIzRoditelja : NO_PERMISSION);
  }
}

/** Staff reach only their federations: the row's, and the one an edit would move it to. */
function checkFederations(scope: Scope, entity: Entity, reach: PermissionScope, before: Values, values: Values) {
  if (reach !== "federation" || !entity.flags.federation) return;
  const moves = values.savez_id !== undefined && values.savez_id !== before.savez_id;
  const federations = [before.savez_id, ...(moves ? [values.savez_id] : [])];
  if (!federations.every((f) => scope.federations.includes(String(f)))) {
    throw new DataError("forbidden", NOT_YOUR_FEDERATION);
  }
}

/** The state a row must be in for an edit: published for an update or delete, in 'Obrisano' (within 30 days) to restore. */
function requiredState(entity: Entity, action: EditAction): SQL | undefined {
  if (!entity.flags.softDelete) return undefined;
  const deletedAt = column(entity, "deleted_at");
  return action === "restore" ? gt(deletedAt, trashCutoff()) : isNull(deletedAt);
}

/** The result of an edit: the row before and after, and the R2 keys it released (to delete after the commit). */
export interface Edited {
  before: Values;
  after: Values;
  /** Keys the edit stopped linking that no other row links: their records went in the edit's batch. */
  released: string[];
}

/**
 * Edits one versioned row when its stored version is still `expectedVersion`: the version goes up by one and
 * an audit row records each changed field's before and after, in the same batch; the audit insert runs only
 * when the edit changed a row. A stale version (or a row no longer in the state the edit needs) changes
 * nothing and throws `version_conflict` (HTTP 409).
 */
/**
 * What a particular entity adds to an edit (worker/data/transfers.ts): a check of the step against the row as
 * read, and statements joining the edit's batch (each guarded by its own condition, since the batch runs on
 * even when the edit changed no row).
 */
export interface EditHook {
  check?(before: Values, values: Values, reach: PermissionScope): void;
  statements?(before: Values, values: Values): Promise<Statement[]>;
}

async function editRow(
  db: Database,
  scope: Scope,
  entity: Entity,
  target: { id: string; version: number },
  action: EditAction,
  changes: Values,
  hook: EditHook = {},
): Promise<Edited> {
  const reach = reachOf(scope, action, entity);
  if (!entity.flags.versioned) throw new Error(`${entity.name} is not versioned`);
  const idColumn = column(entity, "id");
  const versionColumn = column(entity, "version");
  const before = (await db.select().from(entity.table).where(eq(idColumn, target.id)).get()) as Values | undefined;
  if (!before) throw new DataError("not_found", T_UREDI.zapisNePostoji);
  checkTenantColumns(entity, reach, changes);
  const values = await editedValues(db, entity, before, changes);
  Object.assign(values, entity.onEdit?.(before, changes, scope.userId, new Date().toISOString()));
  checkFederations(scope, entity, reach, before, values);
  checkWrittenOnlyAt(entity, reach, changes);
  checkClubs(scope, entity, reach, before, false, changes);
  hook.check?.(before, values, reach);
  if (action === "update") {
    await checkSameFederation(db, entity, values, values.savez_id ?? before.savez_id, "_set");
    await checkSameClub(db, entity, { ...before, ...values }, "_set", changes);
  }
  const after = { ...before, ...values };
  await checkFileLinks(db, scope, entity, [{ values, savezId: rowFederation(entity, after), before, path: "_set" }]);
  const changed = Object.fromEntries(
    Object.entries(values)
      .filter(([name, value]) => before[name] !== value)
      .map(([name, value]) => [
        name,
        { from: readable(entity, name, before[name]), to: readable(entity, name, value) },
      ]),
  );
  const audit = auditRow(scope, action, entity, target.id, changed, (values.savez_id ?? before.savez_id) as string);
  const update = db
    .update(entity.table)
    .set({ ...values, version: sql`${versionColumn} + 1` })
    .where(and(eq(idColumn, target.id), eq(versionColumn, target.version), requiredState(entity, action)));
  // changes() is the row count of the batch's previous statement: the audit row exists only if the edit won.
  const auditInsert = insertRows(db, auditLog, [audit], changedOneRow());
  // A key the edit stops linking is released in the same transaction, only if no row links it afterwards.
  const release = releaseStatements(db, droppedKeys(entity, before, after));
  const extra = (await hook.statements?.(before, values)) ?? [];
  const results = await batch(db, [update, auditInsert, ...release.statements, ...extra]).catch((error) => {
    throw checkError(error, "_set") ?? referenceError(entity, error, "_set");
  });
  if (changesOf(results[0]) !== 1) throw new DataError("version_conflict", VERSION_CONFLICT);
  const released = release.released(results);
  return { before, after: { ...after, version: target.version + 1 }, released };
}

/** Updates fields of one row read at `version` (see editRow). */
export function updateRow(
  db: Database,
  scope: Scope,
  entity: Entity,
  id: string,
  version: number,
  changes: Values,
  hook?: EditHook,
): Promise<Edited> {
  return editRow(db, scope, entity, { id, version }, "update", changes, hook);
}

/** Moves one row read at `version` to 'Obrisano' (soft delete); it stays restorable for TRASH_DAYS. */
export function deleteRow(db: Database, scope: Scope, entity: Entity, id: string, version: number): Promise<Edited> {
  if (!entity.flags.softDelete) throw new Error(`${entity.name} has no soft delete`);
  return editRow(db, scope, entity, { id, version }, "delete", { deleted_at: new Date().toISOString() });
}

/** Brings one row read at `version` back from 'Obrisano'. */
export function restoreRow(db: Database, scope: Scope, entity: Entity, id: string, version: number): Promise<Edited> {
  if (!entity.flags.softDelete) throw new Error(`${entity.name} has no soft delete`);
  return editRow(db, scope, entity, { id, version }, "restore", { deleted_at: null });
}

/**
 * The record of a file uploaded to R2 (who, for which federation, what kind, how big: worker/data/file-links.ts)
 * and its audit row (its name, type and size; never its bytes), stored together.
 */
export async function recordUpload(
  d1: D1Database,
  scope: Scope,
  key: string,
  changed: { naziv: string; contentType: string; size: number },
): Promise<void> {
  const db = database(d1);
  const record = uploadRecord(db, scope, key, { kind: uploadKind(key, changed.contentType), size: changed.size });
  await batch(db, [record, insertRows(db, auditLog, [auditRow(scope, "upload", { name: "files" }, key, changed)])]);
}
