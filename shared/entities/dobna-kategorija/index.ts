// dobne_kategorije: a federation's age categories per sport (issue 29), stored as definitions only. Pure.
import { sqliteTable, text, integer } from "drizzle-orm/sqlite-core";
import { T_KLUBOVI } from "../../texts";
import { checkOf, idColumn } from "../columns";
import { defineEntity } from "../entity";
import { checkConstraint, oneOfCheck } from "../rules";
import { SPOLOVI } from "../klubovi-common";
import { SAVEZ_RELATION, contentColumns, contentIndexes } from "../savez";
import { bornRange, dobnaKategorijaSchema } from "./input";

export const KATEGORIJE_RASPON = checkConstraint("dobne_kategorije_raspon", "rodeni_od <= rodeni_do", bornRange);
export const KATEGORIJE_SPOL = oneOfCheck("dobne_kategorije_spol", "spol", SPOLOVI, T_KLUBOVI.badSpol, true);

export const dobneKategorijeTable = /* @__PURE__ */ sqliteTable(
  "dobne_kategorije",
  {
    id: idColumn(),
    sport: text("sport").notNull(),
    naziv: text("naziv").notNull(),
    spol: text("spol", { enum: SPOLOVI }),
    rodeni_od: integer("rodeni_od").notNull(),
    rodeni_do: integer("rodeni_do").notNull(),
    ...contentColumns(),
  },
  (t) => [...contentIndexes("dobne_kategorije", t), checkOf(KATEGORIJE_RASPON), checkOf(KATEGORIJE_SPOL)],
);

export const dobnaKategorija = /* @__PURE__ */ defineEntity({
  name: "dobne_kategorije",
  table: dobneKategorijeTable,
  hidden: ["created_by"],
  input: dobnaKategorijaSchema,
  checks: [KATEGORIJE_RASPON, KATEGORIJE_SPOL],
  relations: [SAVEZ_RELATION],
  defaultOrder: "asc_nulls_last",
  flags: { federation: true, versioned: true, softDelete: true },
});
