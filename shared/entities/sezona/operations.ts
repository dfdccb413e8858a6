// The trusted operations on seasons (issue 29): the public list of a federation's seasons, and staff's
// create and edits. This module is pure: no I/O.
import { createRow, editOperations, pick, savezList, type ResultOf } from "../../graphql/define";
import type { Row } from "../entity";
import { sezonaDates, sezonaSchema } from "./input";
import type { sezona } from ".";

const sezonaRow = pick<Row<typeof sezona>>()([
  "id",
  "naziv",
  "datum_od",
  "datum_do",
  "licence_od",
  "status",
  "savez_id",
  "version",
]);

/** A federation's seasons (or every federation's), newest first; public. */
export const Sezone = savezList("Sezone", "sezone", sezonaRow);

export type StoredSezona = ResultOf<typeof Sezone>["sezone"][number];

/** A new season (staff). */
export const CreateSezona = createRow("CreateSezona", "sezone", sezonaSchema);

export const sezonaEdits = editOperations("Sezona", "sezone", sezonaSchema, [sezonaDates]);
