// The trusted operations on athletes (issue 29): a club's or a federation's athletes, one by hand, a CSV
// import (all or nothing), and the edits. This module is pure: no I/O.
import { createRow, editOperations, filteredList, insertMany, pick, type ResultOf } from "../../graphql/define";
import { rowId, savezId } from "../../schemas/text";
import type { Row } from "../entity";
import { sportasObject, sportasSchema, sportasiImportSchema } from "./input";
import type { sportas } from ".";

const sportasRow = pick<Row<typeof sportas>>()([
  "id",
  "club_id",
  "ime",
  "prezime",
  "datum_rodenja",
  "spol",
  "oib",
  "oib_napomena",
  "email",
  "photo_key",
  "savez_id",
  "created_at",
  "version",
]);

/** Athletes of a club (its officials, staff) or of a federation (staff), newest first. */
export const Sportasi = filteredList(
  "Sportasi",
  "sportasi",
  sportasRow,
  { club_id: rowId.nullish(), savez_id: savezId },
  { order: "desc", limit: "variable" },
);

export type StoredSportas = ResultOf<typeof Sportasi>["sportasi"][number];

/** One athlete, added by hand (the club's officials, staff). */
export const CreateSportas = createRow("CreateSportas", "sportasi", sportasSchema);

/** A CSV import of athletes, all or nothing. */
export const ImportSportasi = insertMany("ImportSportasi", "sportasi", sportasiImportSchema);

export const sportasEdits = editOperations("Sportas", "sportasi", sportasObject);
