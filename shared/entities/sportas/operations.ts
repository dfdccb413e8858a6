// The trusted operations on athletes (issue 29): a club's or a federation's athletes, one by hand, a CSV
// import (all or nothing), and the edits. This module is pure: no I/O.
import { z } from "zod";
import {
  createRow,
  defineOperation,
  editOperations,
  insertMany,
  list,
  pick,
  selection,
  type ResultOf,
} from "../../graphql/define";
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
export const Sportasi = defineOperation({
  name: "Sportasi",
  document: `query Sportasi($club_id: String, $savez_id: String, $limit: Int) {
  sportasi(where: {club_id: {_eq: $club_id}, savez_id: {_eq: $savez_id}}, order_by: {created_at: desc_nulls_last}, limit: $limit) ${selection(sportasRow)}
}`,
  variables: z.object({
    club_id: rowId.nullish(),
    savez_id: savezId,
    limit: z.number().int().min(1).max(5000).nullish(),
  }),
  result: { sportasi: list(sportasRow) },
});

export type StoredSportas = ResultOf<typeof Sportasi>["sportasi"][number];

/** One athlete, added by hand (the club's officials, staff). */
export const CreateSportas = createRow("CreateSportas", "sportasi", sportasSchema);

/** A CSV import of athletes, all or nothing. */
export const ImportSportasi = insertMany("ImportSportasi", "sportasi", sportasiImportSchema);

export const sportasEdits = editOperations("Sportas", "sportasi", sportasObject);
