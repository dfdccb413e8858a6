// natjecanja: competitions, with an optional document in R2. This module is pure.
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { natjecanjeDates, natjecanjeSchema } from "./input";
import { checkOf, idColumn } from "../columns";
import { defineEntity } from "../entity";
import { checkConstraint } from "../rules";
import { SAVEZ_RELATION, contentColumns, contentIndexes } from "../savez";

/** "Do" not before "Od", in the database too: an edit of one date is checked against the row's other one. */
export const NATJECANJA_DATES = checkConstraint("natjecanja_dates", "datum_do >= datum_od", natjecanjeDates);

export const natjecanjaTable = /* @__PURE__ */ sqliteTable(
  "natjecanja",
  {
    id: idColumn(),
    naziv: text("naziv").notNull(),
    datum_od: text("datum_od").notNull(),
    datum_do: text("datum_do").notNull(),
    lokacija: text("lokacija").notNull(),
    dokument_key: text("dokument_key"),
    dokument_naziv: text("dokument_naziv"),
    ...contentColumns(),
    mjesto: text("mjesto"),
  },
  (t) => [...contentIndexes("natjecanja", t), checkOf(NATJECANJA_DATES)],
);

export const natjecanje = /* @__PURE__ */ defineEntity({
  name: "natjecanja",
  table: natjecanjaTable,
  hidden: ["created_by"],
  input: natjecanjeSchema,
  checks: [NATJECANJA_DATES],
  files: ["dokument_key"],
  relations: [
    SAVEZ_RELATION,
    { field: "dokumenti", entity: "natjecanja_dokumenti", foreignKey: "natjecanje_id", parentKey: "id" },
  ],
  flags: { federation: true, versioned: true, softDelete: true },
});
