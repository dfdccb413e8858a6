// The audit row of a single-row write that joins the write's own D1 batch: written only when the batch's
// previous statement changed a row, so a write that changed nothing (a guard refused it) leaves no audit row.
import { auditLog, type AuditAction } from "../../shared/entities/audit";
import type { Database } from "./db";
import { changedOneRow } from "./expressions";
import type { Scope } from "./scope";
import { insertWhere } from "./statements";
import { auditRow } from "./write";

/** The audit insert of one row of `entity` (a table's name), guarded by the previous statement's changes. */
export function auditIfChanged(
  db: Database,
  scope: Scope,
  action: AuditAction,
  entity: string,
  id: unknown,
  changed: Record<string, unknown>,
) {
  return insertWhere(db, auditLog, auditRow(scope, action, { name: entity }, id, changed), changedOneRow());
}
