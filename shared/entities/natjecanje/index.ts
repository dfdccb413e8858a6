// natjecanja: competitions, with an optional document in R2. This module is pure.
import { sql } from "drizzle-orm";
import { check, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { natjecanjeSchema } from "../../schemas/natjecanje";
import { idColumn } from "../columns";
import { defineEntity } from "../entity";
import { SAVEZ_RELATION, contentColumns, contentIndexes } from "../savez";

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
  },
  (t) => [...contentIndexes("natjecanja", t), check("natjecanja_dates", sql`datum_do >= datum_od`)],
);

export const natjecanje = /* @__PURE__ */ defineEntity({
  name: "natjecanja",
  table: natjecanjaTable,
  hidden: ["created_by"],
  input: natjecanjeSchema,
  files: ["dokument_key"],
  relations: [
    SAVEZ_RELATION,
    { field: "dokumenti", entity: "natjecanja_dokumenti", foreignKey: "natjecanje_id", parentKey: "id" },
  ],
  flags: { federation: true, versioned: true, softDelete: true },
});
