// discipline: a competition's events (issue 30), each with the age categories and sex it admits, its kind
// (individual or crew) and size, and its own cap. The categories are a JSON list of dobne_kategorije ids. This
// module is pure.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { T_PRIJAVE } from "../../texts";
import { checkOf, idColumn } from "../columns";
import { defineEntity } from "../entity";
import { checkConstraint, oneOfCheck } from "../rules";
import { SPOLOVI } from "../klubovi-common";
import { natjecanjaTable } from "../natjecanje";
import { contentColumns, contentIndexes } from "../savez";
import { VRSTE_DISCIPLINE, crewSize, individualSize } from "./input";

export const DISCIPLINE_VRSTA = oneOfCheck("discipline_vrsta", "vrsta", VRSTE_DISCIPLINE, T_PRIJAVE.polja.losaVrsta);
export const DISCIPLINE_SPOL = oneOfCheck("discipline_spol", "spol", SPOLOVI, T_PRIJAVE.polja.losSpol, true);
export const DISCIPLINE_POSADA = checkConstraint("discipline_posada", "vrsta <> 'posada' OR posada >= 2", crewSize);
export const DISCIPLINE_POJEDINACNO = checkConstraint(
  "discipline_pojedinacno",
  "vrsta <> 'pojedinacno' OR (posada = 1 AND zamjene = 0)",
  individualSize,
);

export const disciplineTable = /* @__PURE__ */ sqliteTable(
  "discipline",
  {
    id: idColumn(),
    natjecanje_id: text("natjecanje_id")
      .notNull()
      .references(() => natjecanjaTable.id, { onDelete: "cascade" }),
    naziv: text("naziv").notNull(),
    /** JSON: the dobne_kategorije ids it admits ([] for every age). */
    kategorije: text("kategorije").notNull().default("[]"),
    spol: text("spol", { enum: SPOLOVI }),
    vrsta: text("vrsta").notNull().default("pojedinacno"),
    posada: integer("posada").notNull().default(1),
    zamjene: integer("zamjene").notNull().default(0),
    max_prijava: integer("max_prijava"),
    ...contentColumns(),
  },
  (t) => [
    ...contentIndexes("discipline", t),
    index("discipline_natjecanje").on(t.natjecanje_id, t.naziv),
    checkOf(DISCIPLINE_VRSTA),
    checkOf(DISCIPLINE_SPOL),
    checkOf(DISCIPLINE_POSADA),
    checkOf(DISCIPLINE_POJEDINACNO),
  ],
);

export const disciplina = /* @__PURE__ */ defineEntity({
  name: "discipline",
  table: disciplineTable,
  hidden: ["created_by"],
  checks: [DISCIPLINE_VRSTA, DISCIPLINE_SPOL, DISCIPLINE_POSADA, DISCIPLINE_POJEDINACNO],
  parent: { column: "natjecanje_id", entity: "natjecanja" },
  flags: { federation: true, versioned: true, softDelete: true },
});
