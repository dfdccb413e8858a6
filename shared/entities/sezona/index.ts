// sezone: a federation's seasons (issue 29). At most one is active per federation (a partial unique index);
// licences are per season. This module is pure.
import { sql } from "drizzle-orm";
import { sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { T_KLUBOVI } from "../../texts";
import { checkOf, idColumn } from "../columns";
import { defineEntity } from "../entity";
import { SEZONA_STATUSES, statusIn } from "../klubovi-common";
import type { CheckConstraint } from "../rules";
import { SAVEZ_RELATION, contentColumns, contentIndexes } from "../savez";
import { licenceOdDate, sezonaDates, sezonaSchema } from "./input";

export const SEZONE_STATUS: CheckConstraint = {
  name: "sezone_status",
  expression: statusIn("status", SEZONA_STATUSES),
  rule: { field: "status", message: T_KLUBOVI.badSezonaStatus },
};
export const SEZONE_DATES: CheckConstraint = {
  name: "sezone_dates",
  expression: "datum_do >= datum_od",
  rule: sezonaDates,
};
export const SEZONE_LICENCE_OD: CheckConstraint = {
  name: "sezone_licence_od",
  expression: "licence_od <= datum_do",
  rule: licenceOdDate,
};

export const sezoneTable = /* @__PURE__ */ sqliteTable(
  "sezone",
  {
    id: idColumn(),
    naziv: text("naziv").notNull(),
    datum_od: text("datum_od").notNull(),
    datum_do: text("datum_do").notNull(),
    licence_od: text("licence_od").notNull(),
    status: text("status").notNull().default("nadolazeca"),
    ...contentColumns(),
  },
  (t) => [
    ...contentIndexes("sezone", t),
    // One active season per federation (rows in 'Obrisano' do not count).
    uniqueIndex("sezone_jedna_aktivna")
      .on(t.savez_id)
      .where(sql`${t.status} = 'aktivna' AND ${t.deleted_at} IS NULL`),
    checkOf(SEZONE_STATUS),
    checkOf(SEZONE_DATES),
    checkOf(SEZONE_LICENCE_OD),
  ],
);

export const sezona = /* @__PURE__ */ defineEntity({
  name: "sezone",
  table: sezoneTable,
  hidden: ["created_by"],
  input: sezonaSchema,
  checks: [SEZONE_STATUS, SEZONE_DATES, SEZONE_LICENCE_OD],
  taken: { savez_id: T_KLUBOVI.oneActiveSeason },
  relations: [SAVEZ_RELATION],
  flags: { federation: true, versioned: true, softDelete: true },
});
