// audit_log: one row per row written, in the same D1 batch as the write it records. Append-only: triggers
// refuse UPDATE and DELETE (migration 0003). Never exposed through GraphQL. This module is pure.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { NOW, clockNow, idColumn } from "./columns";

/**
 * What a row records: a row created, changed, moved to 'Obrisano', restored from it, or purged 30 days later;
 * a file uploaded to R2, or an abandoned upload swept.
 */
export const AUDIT_ACTIONS = ["create", "update", "delete", "restore", "purge", "upload", "sweep"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditLog = /* @__PURE__ */ sqliteTable(
  "audit_log",
  {
    id: idColumn(),
    at: text("at").notNull().default(NOW).$defaultFn(clockNow),
    /** users.id of who wrote; null only for the platform's own jobs (the purge). */
    actor_id: integer("actor_id"),
    /** The actor's email at the time of the write (null for the platform's jobs, or erased with the account). */
    actor_email: text("actor_email"),
    role: text("role").notNull(),
    /** The federation of the row written (null for rows of no federation: people, federations themselves). */
    savez_id: text("savez_id"),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    entity: text("entity").notNull(),
    entity_id: text("entity_id").notNull(),
    /** JSON: the fields a create set ({field: value}), or an update's {field: {from, to}}. */
    changed_fields: text("changed_fields").notNull(),
    /** The x-request-id of the request that wrote it. */
    request_id: text("request_id"),
  },
  (t) => [
    index("audit_log_entity").on(t.entity, t.entity_id, t.at),
    // The audit screen's pages: newest first, keyset on (at, id), for everyone or for one federation.
    index("audit_log_at").on(t.at, t.id),
    index("audit_log_savez").on(t.savez_id, t.at, t.id),
  ],
);
