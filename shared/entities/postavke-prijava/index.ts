// postavke_prijava: a competition's entry settings (issue 30), one row per competition (./input.ts says what
// each means). Times are UTC instants; the CHECKs repeat the input's cross-field rules in the database with
// the same field and message. This module is pure.
import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { checkOf, idColumn } from "../columns";
import { defineEntity } from "../entity";
import { checkConstraint } from "../rules";
import { natjecanjaTable } from "../natjecanje";
import { contentColumns, contentIndexes } from "../savez";
import { sezoneTable } from "../sezona";
import { changesAfterOpening, closesAfterOpening, lateFeeAmount } from "./input";

export const POSTAVKE_ZATVARANJE = checkConstraint(
  "postavke_prijava_zatvaranje",
  "zatvaranje > otvaranje",
  closesAfterOpening,
);
export const POSTAVKE_IZMJENE = checkConstraint(
  "postavke_prijava_izmjene",
  "izmjene_do IS NULL OR izmjene_do >= otvaranje",
  changesAfterOpening,
);
export const POSTAVKE_ZAKASNINA = checkConstraint(
  "postavke_prijava_zakasnina",
  "zakasnina_od IS NULL OR zakasnina_centi IS NOT NULL",
  lateFeeAmount,
);

export const postavkePrijavaTable = /* @__PURE__ */ sqliteTable(
  "postavke_prijava",
  {
    id: idColumn(),
    natjecanje_id: text("natjecanje_id")
      .notNull()
      .references(() => natjecanjaTable.id, { onDelete: "cascade" }),
    sezona_id: text("sezona_id")
      .notNull()
      .references(() => sezoneTable.id),
    otvaranje: text("otvaranje").notNull(),
    zatvaranje: text("zatvaranje").notNull(),
    izmjene_do: text("izmjene_do"),
    licenca_obavezna: integer("licenca_obavezna", { mode: "boolean" }).notNull().default(true),
    max_po_disciplini: integer("max_po_disciplini"),
    max_po_klubu: integer("max_po_klubu"),
    kotizacija_centi: integer("kotizacija_centi").notNull().default(0),
    zakasnina_centi: integer("zakasnina_centi"),
    zakasnina_od: text("zakasnina_od"),
    javne_prije_zatvaranja: integer("javne_prije_zatvaranja", { mode: "boolean" }).notNull().default(false),
    ...contentColumns(),
  },
  (t) => [
    ...contentIndexes("postavke_prijava", t),
    uniqueIndex("postavke_prijava_natjecanje").on(t.natjecanje_id),
    checkOf(POSTAVKE_ZATVARANJE),
    checkOf(POSTAVKE_IZMJENE),
    checkOf(POSTAVKE_ZAKASNINA),
  ],
);

export const postavkePrijava = /* @__PURE__ */ defineEntity({
  name: "postavke_prijava",
  table: postavkePrijavaTable,
  hidden: ["created_by"],
  checks: [POSTAVKE_ZATVARANJE, POSTAVKE_IZMJENE, POSTAVKE_ZAKASNINA],
  parent: { column: "natjecanje_id", entity: "natjecanja" },
  flags: { federation: true, versioned: true, softDelete: true },
});
