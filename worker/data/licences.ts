// The licence queue's bulk decisions (issue 29): every named licence still requested is approved (or rejected
// with a reason) in one D1 batch, each update guarded by its version and status and followed by its audit row
// only when it changed the row. A named licence the caller's right does not reach refuses the whole request
// (403, nothing written); one decided meanwhile is left as it is (affected_rows counts those decided here).
import { and, eq, isNull, sql } from "drizzle-orm";
import { ENTITIES } from "../../shared/entities";
import type { Entity } from "../../shared/entities/entity";
import { can } from "../../shared/permissions";
import { auditLog } from "../../shared/entities/audit";
import type { Database } from "./db";
import { DataError, NOT_YOUR_FEDERATION } from "./errors";
import { changedOneRow, inList } from "./expressions";
import { reachOf } from "./read";
import type { Scope } from "./scope";
import { batch, changesOf, insertRows } from "./statements";
import { auditRow } from "./write";

const licence = ENTITIES.licence as Entity;
const table = ENTITIES.licence.table;

/** The decision a bulk update sets: approve, or reject with its reason. */
export type Decision = { status: "odobrena" } | { status: "odbijena"; razlog_odbijanja: string };

/** Decides every named licence still requested, in one batch; returns how many it decided. */
export async function decideLicences(db: Database, scope: Scope, ids: readonly string[], decision: Decision) {
  reachOf(scope, "update", licence);
  const rows = await db
    .select({ id: table.id, savez_id: table.savez_id, club_id: table.club_id, version: table.version })
    .from(table)
    .where(and(inList(table.id, ids), eq(table.status, "zatrazena"), isNull(table.deleted_at)));
  if (!rows.every((row) => can(scope, "update", "licence", row))) throw new DataError("forbidden", NOT_YOUR_FEDERATION);
  const at = new Date().toISOString();
  const set = { ...decision, odlucio: scope.userId, odluceno_at: at };
  const statements = rows.flatMap((row) => [
    db
      .update(table)
      .set({ ...set, version: sql`${table.version} + 1` })
      .where(and(eq(table.id, row.id), eq(table.version, row.version), eq(table.status, "zatrazena"))),
    insertRows(db, auditLog, [auditRow(scope, "update", licence, row.id, fromTo(set), row.savez_id)], changedOneRow()),
  ]);
  const results = await batch(db, statements);
  return results.filter((_, i) => i % 2 === 0).reduce((n: number, result) => n + changesOf(result), 0);
}

/** Each set field as the audit row keeps it, from the requested licence. */
function fromTo(set: Record<string, unknown>) {
  const before: Record<string, unknown> = { status: "zatrazena" };
  return Object.fromEntries(Object.entries(set).map(([name, to]) => [name, { from: before[name] ?? null, to }]));
}
