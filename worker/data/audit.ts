// Reading the audit log: newest first, keyset-paginated on (at, id), filtered by federation, actor, entity,
// row, action and date range. Admins read every row; staff only their federations' rows. Rows are never
// changed here (the log is append-only; see migrations 0003 and 0007).
import { and, desc, eq, gte, inArray, lt, or, type SQL } from "drizzle-orm";
import { auditLog } from "../../shared/entities/audit";
import type { AuditEntry, AuditQuery } from "../../shared/schemas/audit";
import { can } from "../../shared/permissions";
import { z } from "zod";
import { decodeCursor, encodeCursor } from "./cursor";
import type { Database } from "./db";
import { DataError, NOT_YOUR_FEDERATION, NO_PERMISSION } from "./errors";
import { lower } from "./expressions";
import type { Scope } from "./scope";

/** Where a page starts: after the entry at (at, id). */
export interface AuditCursor {
  at: string;
  id: string;
}

const auditTuple = z.tuple([z.string(), z.string()]);

export const encodeAuditCursor = ({ at, id }: AuditCursor) => encodeCursor([at, id]);

/** The cursor a client sent back, or null when it is not one of ours. */
export function decodeAuditCursor(value: string): AuditCursor | null {
  const tuple = decodeCursor(auditTuple, value);
  return tuple && { at: tuple[0], id: tuple[1] };
}

/** Which federations' entries the caller reads, as far as its audit right reaches: all, or its own. */
function federationFilter(scope: Scope, asked: string | undefined): SQL | undefined {
  const reach = can(scope, "read", "audit_log");
  if (reach === "all") return asked ? eq(auditLog.savez_id, asked) : undefined;
  if (reach !== "federation") throw new DataError("forbidden", NO_PERMISSION);
  if (asked && !scope.federations.includes(asked)) throw new DataError("forbidden", NOT_YOUR_FEDERATION);
  return asked ? eq(auditLog.savez_id, asked) : inArray(auditLog.savez_id, [...scope.federations]);
}

function filters(query: AuditQuery): SQL[] {
  const out: SQL[] = [];
  if (query.actor) out.push(eq(lower(auditLog.actor_email), query.actor.toLowerCase()));
  if (query.entity) out.push(eq(auditLog.entity, query.entity));
  if (query.entity_id) out.push(eq(auditLog.entity_id, query.entity_id));
  if (query.action) out.push(eq(auditLog.action, query.action));
  if (query.od) out.push(gte(auditLog.at, query.od));
  // 'do' is a whole day: everything before the next one.
  if (query.do) out.push(lt(auditLog.at, nextDay(query.do)));
  return out;
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** One page of entries, newest first, and the cursor of the next page (null on the last). */
export async function listAudit(
  db: Database,
  scope: Scope,
  query: AuditQuery,
  cursor: AuditCursor | null,
): Promise<{ entries: AuditEntry[]; next: string | null }> {
  const after = cursor
    ? or(lt(auditLog.at, cursor.at), and(eq(auditLog.at, cursor.at), lt(auditLog.id, cursor.id)))
    : undefined;
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(federationFilter(scope, query.savez_id), ...filters(query), after))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({ ...row, changed_fields: JSON.parse(row.changed_fields) as unknown })),
    next: rows.length > query.limit && last ? encodeAuditCursor(last) : null,
  };
}
