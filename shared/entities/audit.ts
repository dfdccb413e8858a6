// audit_log: one row per row written, in the same D1 batch as the write it records. Append-only: triggers
// refuse UPDATE and DELETE (migration 0003). Never exposed through GraphQL. This module is pure.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { NOW, idColumn } from "./columns";

export const AUDIT_ACTIONS = ["create", "update", "delete", "restore"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditLog = /* @__PURE__ */ sqliteTable(
  "audit_log",
  {
    id: idColumn(),
    at: text("at").notNull().default(NOW),
    /** users.id of who wrote; null only for the platform's own jobs (the purge). */
    actor_id: integer("actor_id"),
    role: text("role").notNull(),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    entity: text("entity").notNull(),
    entity_id: text("entity_id").notNull(),
    /** JSON: the fields a create set ({field: value}), or an update's {field: {from, to}}. */
    changed_fields: text("changed_fields").notNull(),
    /** The x-request-id of the request that wrote it. */
    request_id: text("request_id"),
  },
  (t) => [index("audit_log_entity").on(t.entity, t.entity_id, t.at)],
);
