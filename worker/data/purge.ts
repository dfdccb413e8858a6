// The scheduled clean-up: rows 30 days in 'Obrisano' are purged with their R2 objects, and uploads no row
// has referenced for 24 hours (abandoned forms, objects a failed write left behind) are swept. Both are safe
// to run twice or at once: every delete re-checks its condition inside its own D1 batch, and its audit row
// is written only when that delete removed the row (or, for a swept file, only once). An object goes only when
// no row links it: D1's rows, checked in the batch that drops the last reference (worker/data/file-links.ts),
// and, with DATA_PROVIDER=hasura, PostgreSQL's (worker/data/file-references.ts), whose rows are the live ones.
import { and, eq, lt, notExists, or, type SQL } from "drizzle-orm";
import { auditLog } from "../../shared/entities/audit";
import { ENTITIES } from "../../shared/entities";
import type { Entity } from "../../shared/entities/entity";
import type { Database } from "./db";
import { changedOneRow, inSelect } from "./expressions";
import { releaseStatements } from "./file-links";
import { d1References, type FileReferences } from "./file-references";
import { column } from "./read";
import type { Scope } from "./scope";
import { batch, changesOf, insertRows, qb, type Statement } from "./statements";
import { auditRow, trashCutoff } from "./write";

/** Hours an upload may stay unreferenced (a form being filled in) before the sweep removes it. */
export const ABANDONED_UPLOAD_HOURS = 24;

/** Rows purged per D1 batch (two statements each). */
const BATCH_ROWS = 50;

/** The platform's own jobs act as nobody: no user, role "system". */
export const SYSTEM: Scope = {
  role: "admin",
  emailVerified: true,
  userId: null,
  email: null,
  federations: [],
  clubs: [],
  requestId: null,
};

const soft = () => (Object.values(ENTITIES) as Entity[]).filter((e) => e.flags.softDelete);

/**
 * When a row of `entity` is due: 30 days in 'Obrisano', or its parent is (a result goes with its competition,
 * whatever its own state, since the competition's row cannot go while it points at it).
 */
function dueCondition(entity: Entity, cutoff: string): SQL {
  const own = lt(column(entity, "deleted_at"), cutoff);
  const parent = entity.parent && (ENTITIES[entity.parent.entity as keyof typeof ENTITIES] as Entity);
  if (!parent?.flags.softDelete) return own;
  const dueParents = qb
    .select({ id: column(parent, "id") })
    .from(parent.table)
    .where(lt(column(parent, "deleted_at"), cutoff));
  return or(own, inSelect(column(entity, entity.parent!.column), dueParents))!;
}

/** Children before parents, so no row is purged while another still points at it. */
export const purgeOrder = () => [...soft()].sort((a, b) => Number(Boolean(b.parent)) - Number(Boolean(a.parent)));

type Values = Record<string, unknown>;

/** A purged row's audit row: when it went to 'Obrisano' and the files it held, by the platform itself. */
export function purgeAudit(entity: Entity, row: Values): Values {
  const files = Object.fromEntries((entity.files ?? []).map((f) => [f, row[f] ?? null]));
  const audit = auditRow(
    SYSTEM,
    "purge",
    entity,
    row.id,
    { deleted_at: row.deleted_at, ...files },
    row.savez_id as string,
  );
  return { ...audit, role: "system" };
}

/** One row's purge: DELETE if still due, and its audit row only if that DELETE removed it. */
function purgeStatements(db: Database, entity: Entity, row: Values, due: SQL): Statement[] {
  const remove = db.delete(entity.table).where(and(eq(column(entity, "id"), row.id), due));
  return [remove, insertRows(db, auditLog, [purgeAudit(entity, row)], changedOneRow())];
}

/** The R2 keys a row holds. */
export const keysOf = (entity: Entity, row: Values) =>
  (entity.files ?? []).flatMap((f) => (typeof row[f] === "string" ? [row[f] as string] : []));

/**
 * Purges every due row; returns how many rows went and the R2 keys released with them (deleted after the
 * commit). A key is released only when, after the batch, no D1 row links it (another row sharing it keeps
 * it, record and all); `external` names the keys another store's rows link (PostgreSQL in Hasura mode),
 * which are never released.
 */
export async function purgeDeleted(
  db: Database,
  files: R2Bucket | undefined,
  now = Date.now(),
  external?: FileReferences,
) {
  const cutoff = trashCutoff(now);
  let purged = 0;
  const keys: string[] = [];
  for (const entity of purgeOrder()) {
    const due = dueCondition(entity, cutoff);
    const rows = (await db.select().from(entity.table).where(due)) as Values[];
    for (let i = 0; i < rows.length; i += BATCH_ROWS) {
      const part = rows.slice(i, i + BATCH_ROWS);
      const held = part.flatMap((row) => keysOf(entity, row));
      const kept = external && held.length > 0 ? await external(held) : new Set<string>();
      const candidates = held.filter((key) => !kept.has(key));
      const release = releaseStatements(db, candidates);
      const results = await batch(db, [
        ...part.flatMap((row) => purgeStatements(db, entity, row, due)),
        ...release.statements,
      ]);
      part.forEach((_row, j) => {
        if (changesOf(results[j * 2]) === 1) purged += 1; // else another purge got there first
      });
      keys.push(...release.released(results));
    }
  }
  // Only now that D1 committed do the objects go; one that fails to go is swept later as unreferenced.
  if (files && keys.length > 0) await files.delete(keys).catch(() => undefined);
  return { purged, files: keys };
}

/**
 * Removes uploads older than ABANDONED_UPLOAD_HOURS that no row references (`references`: the provider's
 * rows, worker/data/file-references.ts); returns the keys removed. Their records go first, in one D1 batch
 * that re-checks D1's rows, so a key linked meanwhile stays. When the references cannot be read, nothing goes.
 */
export async function sweepUploads(
  db: Database,
  files: R2Bucket,
  now = Date.now(),
  references: FileReferences = d1References(db),
): Promise<string[]> {
  const before = now - ABANDONED_UPLOAD_HOURS * 3_600_000;
  const old: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await files.list({ cursor, limit: 1000 });
    for (const object of page.objects) if (object.uploaded.getTime() < before) old.push(object.key);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  const referenced = old.length > 0 ? await references(old) : new Set<string>();
  const candidates = old.filter((key) => !referenced.has(key));
  const abandoned: string[] = [];
  for (let i = 0; i < candidates.length; i += 1000) {
    const release = releaseStatements(db, candidates.slice(i, i + 1000));
    abandoned.push(...release.released(await batch(db, release.statements)));
  }
  for (let i = 0; i < abandoned.length; i += 1000) await files.delete(abandoned.slice(i, i + 1000));
  await batch(
    db,
    abandoned.map((key) => sweepAudit(db, key)),
  );
  return abandoned;
}

/** A swept file's audit row, written once however many sweeps removed it. */
function sweepAudit(db: Database, key: string): Statement {
  const audit = { ...auditRow(SYSTEM, "sweep", { name: "files" }, key, { key }), role: "system" };
  const swept = qb
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, "sweep"), eq(auditLog.entity_id, key)));
  return insertRows(db, auditLog, [audit], notExists(swept));
}
