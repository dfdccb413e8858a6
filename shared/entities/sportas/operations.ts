// The trusted operations on athletes (issue 29): a club's or a federation's athletes, one by hand, a CSV
// import (all or nothing), the edits (one athlete's medical examination too: UpdateSportas with its date), and
// one date of a medical examination for many athletes at once (issue 50 item 4). This module is pure: no I/O.
import {
  affectedRows,
  createRow,
  defineOperation,
  editOperations,
  filteredList,
  insertMany,
  pick,
  type ResultOf,
} from "../../graphql/define";
import { rowId, savezId } from "../../schemas/text";
import type { Row } from "../entity";
import { lijecnickiBulkSchema, sportasObject, sportasSchema, sportasiImportSchema } from "./input";
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
  "lijecnicki_do",
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

/**
 * 'Upiši liječnički pregled' for the ticked athletes (or one date's rows of a CSV): the same date for each named
 * athlete the caller may edit, in one write, each audited; an athlete the caller's right does not reach refuses
 * the whole request (D1: worker/data/lijecnicki.ts). affected_rows says how many were written.
 */
export const UpisiLijecnicke = defineOperation({
  name: "UpisiLijecnicke",
  document: `mutation UpisiLijecnicke($ids: [String!]!, $lijecnicki_do: String!) {
  update_sportasi(where: {id: {_in: $ids}}, _set: {lijecnicki_do: $lijecnicki_do}) {
    affected_rows
  }
}`,
  variables: lijecnickiBulkSchema,
  result: { update_sportasi: affectedRows },
});
