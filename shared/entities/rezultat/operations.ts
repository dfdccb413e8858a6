// The trusted operations on results (staff): a federation's list with versions, one create, the edits; home's
// latest results are ReadFeed's (feed/operations.ts). This module is pure: no I/O.
import { createRow, editOperations, savezList, type ResultOf } from "../../graphql/define";
import { rezultatSchema } from "./input";
import { rezultatFields } from "./read";

export { rezultatFields };

/** A federation's results with their versions, newest first (staff). */
export const Rezultati = savezList(
  "Rezultati",
  "rezultati",
  rezultatFields(["id", "natjecanje_id", "created_at", "version"]),
  200,
);

/** A stored result as Rezultati returns it. */
export type StoredRezultat = ResultOf<typeof Rezultati>["rezultati"][number];

/** One result: payload {naziv?, poredak: [{mjesto, ime, bodovi}]} (staff). */
export const CreateRezultat = createRow("CreateRezultat", "rezultati", rezultatSchema);

export const rezultatEdits = editOperations("Rezultat", "rezultati", rezultatSchema);
