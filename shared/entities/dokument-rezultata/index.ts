// natjecanja_dokumenti: result documents (PDF/DOCX in R2) attached to a stored competition. This module is pure.
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { natjecanjeDokumentSchema } from "./input";
import { idColumn } from "../columns";
import { defineEntity } from "../entity";
import { contentColumns } from "../savez";
import { natjecanjaTable } from "../natjecanje";

export const natjecanjaDokumentiTable = /* @__PURE__ */ sqliteTable(
  "natjecanja_dokumenti",
  {
    id: idColumn(),
    natjecanje_id: text("natjecanje_id")
      .notNull()
      .references(() => natjecanjaTable.id, { onDelete: "cascade" }),
    naziv: text("naziv").notNull(),
    dokument_key: text("dokument_key").notNull(),
    ...contentColumns(),
  },
  (t) => [
    index("natjecanja_dokumenti_savez").on(t.savez_id, t.created_at),
    index("natjecanja_dokumenti_natjecanje").on(t.natjecanje_id, t.created_at),
  ],
);

export const dokumentRezultata = /* @__PURE__ */ defineEntity({
  name: "natjecanja_dokumenti",
  table: natjecanjaDokumentiTable,
  hidden: ["created_by"],
  input: natjecanjeDokumentSchema,
  files: ["dokument_key"],
  defaultOrder: "asc_nulls_last",
  parent: { column: "natjecanje_id", entity: "natjecanja" },
  flags: { federation: true, versioned: true, softDelete: true },
});
