// licence: an athlete's licence for a federation's season (issue 29). At most one live licence (requested,
// approved or suspended) per athlete, season and federation: a partial unique index. Requested by and at are
// the row's created_by and created_at; the decision's by and at are set by the server when the status changes.
// The medical examination's date moved to the athlete (issue 50 item 4: shared/entities/sportas). This module is pure.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { T_KLUBOVI } from "../../texts";
import { checkOf, idColumn } from "../columns";
import { defineEntity } from "../entity";
import { checkConstraint, oneOfCheck } from "../rules";
import { kluboviTable } from "../klub";
import { LICENCA_STATUSES, LIVE_LICENCA_STATUSES, statusIn } from "../klubovi-common";
import { contentColumns, contentIndexes } from "../savez";
import { sezoneTable } from "../sezona";
import { sportasiTable } from "../sportas";
import { users } from "../user";
import { licenceRequestSchema, licencaSchema, rejectionReason } from "./input";

export const LICENCE_STATUS = oneOfCheck("licence_status", "status", LICENCA_STATUSES, T_KLUBOVI.badLicencaStatus);
export const LICENCE_RAZLOG = checkConstraint(
  "licence_razlog",
  "status <> 'odbijena' OR razlog_odbijanja IS NOT NULL",
  rejectionReason,
);

export const licenceTable = /* @__PURE__ */ sqliteTable(
  "licence",
  {
    id: idColumn(),
    sportas_id: text("sportas_id")
      .notNull()
      .references(() => sportasiTable.id),
    sezona_id: text("sezona_id")
      .notNull()
      .references(() => sezoneTable.id),
    club_id: text("club_id")
      .notNull()
      .references(() => kluboviTable.id),
    status: text("status").notNull().default("zatrazena"),
    razlog_odbijanja: text("razlog_odbijanja"),
    /** users.id of who decided the current status; set by the server with odluceno_at. */
    odlucio: integer("odlucio").references(() => users.id),
    odluceno_at: text("odluceno_at"),
    ...contentColumns(),
  },
  (t) => [
    ...contentIndexes("licence", t),
    index("licence_club_status").on(t.club_id, t.status, t.created_at),
    index("licence_savez_status").on(t.savez_id, t.status, t.created_at),
    index("licence_sportas").on(t.sportas_id, t.sezona_id),
    uniqueIndex("licence_jedna_ziva")
      .on(t.sportas_id, t.sezona_id, t.savez_id)
      .where(sql.raw(`${statusIn("status", LIVE_LICENCA_STATUSES)} AND deleted_at IS NULL`)),
    checkOf(LICENCE_STATUS),
    checkOf(LICENCE_RAZLOG),
  ],
);

/** The decision's by and at follow every change of status (a request keeps both null). */
function decided(before: Record<string, unknown>, values: Record<string, unknown>, actorId: number | null, at: string) {
  return values.status !== undefined && values.status !== before.status ? { odlucio: actorId, odluceno_at: at } : {};
}

export const licenca = /* @__PURE__ */ defineEntity({
  name: "licence",
  table: licenceTable,
  hidden: ["created_by", "odlucio"],
  input: licencaSchema,
  bulkInput: licenceRequestSchema,
  checks: [LICENCE_STATUS, LICENCE_RAZLOG],
  parent: { column: "club_id", entity: "klubovi" },
  clubs: ["club_id"],
  sameFederation: [{ column: "sezona_id", entity: "sezone", message: T_KLUBOVI.sezonaDrugogSaveza }],
  sameClub: [{ column: "sportas_id", entity: "sportasi" }],
  writtenOnlyAt: { status: "federation", razlog_odbijanja: "federation" },
  onEdit: decided,
  taken: { sportas_id: T_KLUBOVI.liveLicence },
  flags: { federation: true, versioned: true, softDelete: true },
});
