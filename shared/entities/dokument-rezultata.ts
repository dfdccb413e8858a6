// natjecanja_dokumenti: result documents (PDF/DOCX in R2) attached to a stored competition. This module is pure.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { natjecanjeDokumentSchema } from "../schemas/dokument";
import { createdAt, idColumn, version } from "./columns";
import { defineEntity } from "./entity";
import { natjecanjaTable } from "./natjecanje";
import { users } from "./user";

export const natjecanjaDokumentiTable = /* @__PURE__ */ sqliteTable(
  "natjecanja_dokumenti",
  {
    id: idColumn(),
    natjecanje_id: text("natjecanje_id")
      .notNull()
      .references(() => natjecanjaTable.id, { onDelete: "cascade" }),
    naziv: text("naziv").notNull(),
    dokument_key: text("dokument_key").notNull(),
    created_by: integer("created_by").references(() => users.id),
    created_at: createdAt(),
    version: version(),
  },
  (t) => [index("natjecanja_dokumenti_natjecanje").on(t.natjecanje_id, t.created_at)],
);

export const dokumentRezultata = /* @__PURE__ */ defineEntity({
  name: "natjecanja_dokumenti",
  table: natjecanjaDokumentiTable,
  hidden: ["created_by"],
  input: natjecanjeDokumentSchema,
  defaultOrder: "asc_nulls_last",
  flags: { federation: false, versioned: true, softDelete: false },
});
