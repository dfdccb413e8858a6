// pravila_natjecanja: a federation's league rule sets (issue 31), versioned. A rule set is a family of rows
// sharing `osnova_id` (the id of its version 1); a change never edits a row, it inserts version n + 1, so a group
// keeps the row (the version) it was played under. `pravila` holds the RuleSet of shared/league/standings.ts as
// JSON. Seeded from the presets (RUKOMET_HRS, NOGOMET_UEFA, PRVENSTVO_RAZLIKA). This module is pure.
import { sqliteTable, text, integer, uniqueIndex } from "drizzle-orm/sqlite-core";
import { idColumn } from "../columns";
import { defineEntity } from "../entity";
import { contentColumns, contentIndexes } from "../savez";

export const pravilaTable = /* @__PURE__ */ sqliteTable(
  "pravila_natjecanja",
  {
    id: idColumn(),
    naziv: text("naziv").notNull(),
    /** The id of the family's version 1 (its own id for version 1). */
    osnova_id: text("osnova_id").notNull(),
    verzija: integer("verzija").notNull(),
    /** The RuleSet (points, tie-breakers, head-to-head mode) as JSON. */
    pravila: text("pravila").notNull(),
    ...contentColumns(),
  },
  (t) => [
    ...contentIndexes("pravila_natjecanja", t),
    uniqueIndex("pravila_natjecanja_verzija").on(t.osnova_id, t.verzija),
  ],
);

export const pravila = /* @__PURE__ */ defineEntity({
  name: "pravila_natjecanja",
  table: pravilaTable,
  hidden: ["created_by"],
  json: ["pravila"],
  flags: { federation: true, versioned: false, softDelete: false },
});
