// korekcije_bodova: a federation's decision changing a team's points in a group (issue 31): negative for a
// deduction, with its reason and the decision's reference. computeStandings adds them to the team's points and
// the table states them on the row. This module is pure.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { idColumn } from "../columns";
import { ekipeTable } from "../ekipa";
import { defineEntity } from "../entity";
import { contentColumns, contentIndexes } from "../savez";
import { skupineTable } from "../skupina";

export const korekcijeTable = /* @__PURE__ */ sqliteTable(
  "korekcije_bodova",
  {
    id: idColumn(),
    skupina_id: text("skupina_id")
      .notNull()
      .references(() => skupineTable.id),
    ekipa_id: text("ekipa_id")
      .notNull()
      .references(() => ekipeTable.id),
    bodovi: integer("bodovi").notNull(),
    razlog: text("razlog").notNull(),
    odluka: text("odluka").notNull(),
    ...contentColumns(),
  },
  (t) => [...contentIndexes("korekcije_bodova", t), index("korekcije_bodova_skupina").on(t.skupina_id)],
);

export const korekcija = /* @__PURE__ */ defineEntity({
  name: "korekcije_bodova",
  table: korekcijeTable,
  hidden: ["created_by"],
  parent: { column: "skupina_id", entity: "skupine" },
  flags: { federation: true, versioned: true, softDelete: true },
});
