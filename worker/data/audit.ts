// Reading the audit log: newest first, keyset-paginated on (at, id), filtered by federation, actor, entity,
// row, action and date range. Admins read every row; staff only their federations' rows. Rows are never
// changed here (the log is append-only; see migrations 0003 and 0007).
import { and, desc, eq, gte, lt, or, type SQL } from "drizzle-orm";
import { auditLog } from "../../shared/entities/audit";
import { ENTITIES } from "../../shared/entities";
import type { Entity } from "../../shared/entities/entity";
import { ROLE_TABLES_PERSONAL } from "../../shared/entities/roles";
import type { AuditEntry, AuditQuery } from "../../shared/schemas/audit";
import { can } from "../../shared/permissions";
import { z } from "zod";
import { decodeCursor, encodeCursor } from "./cursor";
import type { Database } from "./db";
import { DataError, NOT_YOUR_FEDERATION, NO_PERMISSION } from "./errors";
import { inList, lower } from "./expressions";
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

/**
 * The federations whose entries the caller reads for a query asking `asked` (or none): null for every one
 * (an admin asking none), else the list. Refused as DataError before any read, on either provider.
 */
export function auditFederations(scope: Scope, asked: string | undefined): string[] | null {
  const reach = can(scope, "read", "audit_log");
  if (reach === "all") return asked ? [asked] : null;
  if (reach !== "federation") throw new DataError("forbidden", NO_PERMISSION);
  if (asked && !scope.federations.includes(asked)) throw new DataError("forbidden", NOT_YOUR_FEDERATION);
  return asked ? [asked] : [...scope.federations];
}

/** Which federations' entries the caller reads, as far as its audit right reaches: all, or its own. */
function federationFilter(scope: Scope, asked: string | undefined): SQL | undefined {
  const federations = auditFederations(scope, asked);
  return federations ? inList(auditLog.savez_id, federations) : undefined;
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

export const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

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

/** The personal columns of an audited table (an entity's `personal`, or a role table's), by its name. */
export function personalFields(entity: string): readonly string[] {
  const declared = (ENTITIES as Record<string, Entity>)[entity]?.personal;
  return declared ?? ROLE_TABLES_PERSONAL[entity] ?? [];
}

/** An audit entry as the personal-data export shows it: changed fields as JSON, and what was redacted. */
export type ExportedAuditEntry = Omit<typeof auditLog.$inferSelect, "changed_fields"> & {
  changed_fields: unknown;
  redacted?: string[];
};

/**
 * An audit entry for the export of person `userId`. An entry about that person (`about`) shows every field;
 * otherwise the personal fields of the row it records are somebody else's, and their values (plain, or an
 * edit's {from, to}) become null, named in `redacted`. Another actor's email is theirs too: only the role
 * and id of who acted stay. The staff audit list (/revizija) keeps every value: a federation's staff answer
 * for their register, and that list shows only their federations' entries.
 */
export function redactForExport(row: typeof auditLog.$inferSelect, userId: number, about: boolean): ExportedAuditEntry {
  const changed = JSON.parse(row.changed_fields) as unknown;
  const actor_email = row.actor_id === userId ? row.actor_email : null;
  if (about || !changed || typeof changed !== "object" || Array.isArray(changed)) {
    return { ...row, actor_email, changed_fields: changed };
  }
  const personal = new Set(personalFields(row.entity));
  const fields = changed as Record<string, unknown>;
  const redacted = Object.keys(fields).filter((name) => personal.has(name) && fields[name] !== null);
  if (redacted.length === 0) return { ...row, actor_email, changed_fields: changed };
  const kept = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, redacted.includes(k) ? null : v]));
  return { ...row, actor_email, changed_fields: kept, redacted };
}
