// skupine: the groups of a league (issue 31). A competition is a league when it has groups: no column on
// natjecanja says so (another kind of competition simply has none). Each group is played under one version of a
// rule set (pravila_id), which a later version of that rule set never changes. This module is pure.
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { idColumn } from "../columns";
import { defineEntity } from "../entity";
import { natjecanjaTable } from "../natjecanje";
import { pravilaTable } from "../pravila";
import { contentColumns, contentIndexes } from "../savez";

export const skupineTable = /* @__PURE__ */ sqliteTable(
  "skupine",
  {
    id: idColumn(),
    natjecanje_id: text("natjecanje_id")
      .notNull()
      .references(() => natjecanjaTable.id),
    naziv: text("naziv").notNull(),
    pravila_id: text("pravila_id")
      .notNull()
      .references(() => pravilaTable.id),
    ...contentColumns(),
  },
  (t) => [...contentIndexes("skupine", t), index("skupine_natjecanje").on(t.natjecanje_id, t.naziv)],
);

export const skupina = /* @__PURE__ */ defineEntity({
  name: "skupine",
  table: skupineTable,
  hidden: ["created_by"],
  parent: { column: "natjecanje_id", entity: "natjecanja" },
  flags: { federation: true, versioned: true, softDelete: true },
});
