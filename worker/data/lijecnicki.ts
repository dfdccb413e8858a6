// Medical examinations (issue 50 item 4): the day until which athletes' sports medical examination is valid,
// recorded for many athletes at once ('Upiši liječnički pregled' on the ticked rows, one date's rows of a CSV). One
// D1 batch, as the one write path (./write.ts) writes an edit: each athlete's update guarded by the version read,
// its version counted up, and its audit row ({lijecnicki_do: {from, to}}) inserted only when the update changed
// the row. An athlete the caller's right does not reach (another club's for an official, another federation's
// for staff) refuses the whole request (403, nothing written); one deleted meanwhile is left out, and one that
// already holds the date is counted without a write. One athlete alone is UpdateSportas (updateRow).
import { and, eq, isNull, sql } from "drizzle-orm";
import { ENTITIES } from "../../shared/entities";
import { auditLog } from "../../shared/entities/audit";
import type { Entity } from "../../shared/entities/entity";
import { can } from "../../shared/permissions";
import type { Database } from "./db";
import { DataError, NOT_YOUR_CLUB, NOT_YOUR_FEDERATION } from "./errors";
import { changedOneRow, inList } from "./expressions";
import { reachOf } from "./read";
import type { Scope } from "./scope";
import { batch, changesOf, insertRows } from "./statements";
import { auditRow } from "./write";

const sportas = ENTITIES.sportasi as Entity;
const table = ENTITIES.sportasi.table;

/**
 * Sets `until` (YYYY-MM-DD) as the medical examination's last valid day of every named athlete in one batch;
 * returns how many of them hold it now.
 */
export async function recordMedicals(
  db: Database,
  scope: Scope,
  ids: readonly string[],
  until: string,
): Promise<number> {
  const reach = reachOf(scope, "update", sportas);
  const rows = await db
    .select({
      id: table.id,
      savez_id: table.savez_id,
      club_id: table.club_id,
      version: table.version,
      lijecnicki_do: table.lijecnicki_do,
    })
    .from(table)
    .where(and(inList(table.id, ids), isNull(table.deleted_at)));
  if (!rows.every((row) => can(scope, "update", "sportasi", row))) {
    throw new DataError("forbidden", reach === "club" ? NOT_YOUR_CLUB : NOT_YOUR_FEDERATION);
  }
  const changing = rows.filter((row) => row.lijecnicki_do !== until);
  const statements = changing.flatMap((row) => [
    db
      .update(table)
      .set({ lijecnicki_do: until, version: sql`${table.version} + 1` })
      .where(and(eq(table.id, row.id), eq(table.version, row.version), isNull(table.deleted_at))),
    insertRows(
      db,
      auditLog,
      [
        auditRow(
          scope,
          "update",
          sportas,
          row.id,
          { lijecnicki_do: { from: row.lijecnicki_do, to: until } },
          row.savez_id,
        ),
      ],
      changedOneRow(),
    ),
  ]);
  const results = await batch(db, statements);
  const written = results.filter((_, i) => i % 2 === 0).reduce((n: number, result) => n + changesOf(result), 0);
  return rows.length - changing.length + written;
}
