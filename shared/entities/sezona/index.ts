// sezone: a federation's seasons (issue 29). At most one is active per federation (a partial unique index);
// licences are per season. This module is pure.
import { sql } from "drizzle-orm";
import { sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { T_KLUBOVI } from "../../texts";
import { checkOf, idColumn } from "../columns";
import { defineEntity } from "../entity";
import { checkConstraint, oneOfCheck } from "../rules";
import { SEZONA_STATUSES } from "../klubovi-common";
import { SAVEZ_RELATION, contentColumns, contentIndexes } from "../savez";
import { licenceOdDate, sezonaDates, sezonaSchema } from "./input";

export const SEZONE_STATUS = oneOfCheck("sezone_status", "status", SEZONA_STATUSES, T_KLUBOVI.badSezonaStatus);
export const SEZONE_DATES = checkConstraint("sezone_dates", "datum_do >= datum_od", sezonaDates);
export const SEZONE_LICENCE_OD = checkConstraint("sezone_licence_od", "licence_od <= datum_do", licenceOdDate);

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
