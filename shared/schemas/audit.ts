// The audit screen's query (GET /api/v1/revizija): filters and page size; the cursor is checked apart.
// This module is pure: no I/O.
import { z } from "zod";
import { AUDIT_ACTIONS } from "../entities/audit";
import { T_VALIDATION } from "../texts";
import { isoDate, uuid } from "./text";

/** Entries per page unless asked otherwise, and the most a page may hold. */
export const AUDIT_PAGE = 50;
export const AUDIT_MAX_PAGE = 200;

const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const auditQuerySchema = z.object({
  savez_id: optional(uuid),
  actor: optional(
    z
      .string()
      .trim()
      .max(254, { error: T_VALIDATION.tooLong(254) }),
  ),
  entity: optional(z.string().regex(/^[a-z_]{1,60}$/, { error: T_VALIDATION.badId })),
  entity_id: optional(z.string().max(200, { error: T_VALIDATION.tooLong(200) })),
  action: optional(z.enum(AUDIT_ACTIONS, { error: T_VALIDATION.badId })),
  od: optional(isoDate),
  do: optional(isoDate),
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(AUDIT_MAX_PAGE).default(AUDIT_PAGE)),
});

export type AuditQuery = z.output<typeof auditQuerySchema>;

/** One audit entry as GET /api/v1/revizija answers it (worker/data/audit.ts) and the SPA reads it (newest first). */
export interface AuditEntry {
  id: string;
  /** ISO 8601, UTC. */
  at: string;
  actor_id: number | null;
  /** Null for the platform's own jobs (the purge, the sweep) or an erased account. */
  actor_email: string | null;
  role: string;
  savez_id: string | null;
  action: string;
  entity: string;
  entity_id: string;
  /** create: {field: value}; update/delete/restore: {field: {from, to}}. */
  changed_fields: unknown;
  request_id: string | null;
}
