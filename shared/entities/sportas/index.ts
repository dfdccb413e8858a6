// sportasi: the athletes of a federation's clubs (issue 29). One row per athlete and federation, its
// club_id the primary club there (a transfer moves it); an OIB is unique within a federation. Competitors of
// the first waves became athletes by migration (natjecatelj_id keeps where each came from). Pure.
import { sql } from "drizzle-orm";
import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { normaliseName } from "../../match-key";
import { T_KLUBOVI } from "../../texts";
import { checkOf, idColumn, searchName } from "../columns";
import { defineEntity } from "../entity";
import { checkConstraint, oneOfCheck } from "../rules";
import { kluboviTable } from "../klub";
import { SPOLOVI } from "../klubovi-common";
import { natjecateljiTable } from "../natjecatelj";
import { contentColumns, contentIndexes } from "../savez";
import { oibOrNote, sportasiImportSchema, sportasSchema } from "./input";

export const SPORTASI_OIB = checkConstraint(
  "sportasi_oib_ili_napomena",
  "oib IS NOT NULL OR oib_napomena IS NOT NULL",
  oibOrNote,
);
export const SPORTASI_SPOL = oneOfCheck("sportasi_spol", "spol", SPOLOVI, T_KLUBOVI.badSpol, true);

export const sportasiTable = /* @__PURE__ */ sqliteTable(
  "sportasi",
  {
    id: idColumn(),
    club_id: text("club_id")
      .notNull()
      .references(() => kluboviTable.id),
    ime: text("ime").notNull(),
    prezime: text("prezime").notNull(),
    /** Null only for competitors moved here by migration, who never had one. */
    datum_rodenja: text("datum_rodenja"),
    spol: text("spol", { enum: SPOLOVI }),
    oib: text("oib"),
    oib_napomena: text("oib_napomena"),
    /** Lower-cased. */
    email: text("email"),
    /** The photo's key in R2 (the register's private prefix). */
    photo_key: text("photo_key"),
    search_name: searchName(),
    /** The competitor this athlete was made from (migration 0014), if any. */
    natjecatelj_id: text("natjecatelj_id").references(() => natjecateljiTable.id, { onDelete: "set null" }),
    ...contentColumns(),
    /**
     * The last day (YYYY-MM-DD) the athlete's sports medical examination is valid (issue 50 item 4): the
     * athlete's, not a licence's, so it holds across seasons and before any licence is requested. Written by the
     * club's officials and the federation's staff; personal (never public).
     */
    lijecnicki_do: text("lijecnicki_do"),
  },
  (t) => [
    ...contentIndexes("sportasi", t),
    index("sportasi_club_search").on(t.club_id, t.search_name, t.id),
    // A club's athletes newest first ('Moj klub', staff's club page). Staff ask by club and federation: with the
    // club alone in the index SQLite took (savez_id, created_at) for the order and walked the federation's
    // athletes (the bench's 20 000: 1.75x from 200); with both equalities here it takes this one.
    index("sportasi_club_savez_created").on(t.club_id, t.savez_id, t.created_at),
    index("sportasi_savez_search").on(t.savez_id, t.search_name, t.id),
    uniqueIndex("sportasi_savez_oib")
      .on(t.savez_id, t.oib)
      .where(sql`${t.oib} IS NOT NULL AND ${t.deleted_at} IS NULL`),
    checkOf(SPORTASI_OIB),
    checkOf(SPORTASI_SPOL),
  ],
);

export const sportas = /* @__PURE__ */ defineEntity({
  name: "sportasi",
  table: sportasiTable,
  hidden: ["created_by", "search_name", "natjecatelj_id"],
  input: sportasSchema,
  bulkInput: sportasiImportSchema,
  checks: [SPORTASI_OIB, SPORTASI_SPOL],
  derive: (row) => ({ search_name: normaliseName(`${String(row.prezime)} ${String(row.ime)}`) }),
  parent: { column: "club_id", entity: "klubovi" },
  clubs: ["club_id"],
  files: ["photo_key"],
  personal: [
    "ime",
    "prezime",
    "datum_rodenja",
    "spol",
    "oib",
    "oib_napomena",
    "email",
    "photo_key",
    "search_name",
    "lijecnicki_do",
  ],
  flags: { federation: true, versioned: true, softDelete: true },
});
