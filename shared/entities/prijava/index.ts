// natjecanja_natjecatelji: a competition's start list, the stored competitors registered for it (issue 16).
// A row belongs to its competition's federation; its competitor must be of that federation too. Removing a
// competitor from the list moves the row to 'Obrisano' like any content; a competition or competitor that is
// purged takes its start-list rows with it (ON DELETE CASCADE). This module is pure.
import { sql } from "drizzle-orm";
import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { prijavaSchema, prijaveSchema } from "./input";
import { idColumn } from "../columns";
import { defineEntity } from "../entity";
import { natjecanjaTable } from "../natjecanje";
import { natjecateljiTable } from "../natjecatelj";
import { contentColumns } from "../savez";

export const prijaveTable = /* @__PURE__ */ sqliteTable(
  "natjecanja_natjecatelji",
  {
    id: idColumn(),
    natjecanje_id: text("natjecanje_id")
      .notNull()
      .references(() => natjecanjaTable.id, { onDelete: "cascade" }),
    natjecatelj_id: text("natjecatelj_id")
      .notNull()
      .references(() => natjecateljiTable.id, { onDelete: "cascade" }),
    ...contentColumns(),
  },
  (t) => [
    index("natjecanja_natjecatelji_savez").on(t.savez_id, t.created_at),
    index("natjecanja_natjecatelji_natjecanje").on(t.natjecanje_id, t.created_at),
    // A competitor is on a start list once (rows in 'Obrisano' do not count).
    uniqueIndex("natjecanja_natjecatelji_jednom")
      .on(t.natjecanje_id, t.natjecatelj_id)
      .where(sql`${t.deleted_at} IS NULL`),
  ],
);

export const prijava = /* @__PURE__ */ defineEntity({
  name: "natjecanja_natjecatelji",
  table: prijaveTable,
  hidden: ["created_by"],
  input: prijavaSchema,
  bulkInput: prijaveSchema,
  parent: { column: "natjecanje_id", entity: "natjecanja" },
  sameFederation: [{ column: "natjecatelj_id", entity: "natjecatelji" }],
  flags: { federation: true, versioned: true, softDelete: true },
});
