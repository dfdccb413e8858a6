// The trusted operations on results (staff): a federation's list with versions, one create, the edits; home's
// latest results are ReadFeed's (feed/operations.ts). This module is pure: no I/O.
import { createOne, editOperations, pick, savezList, scalar, type ResultOf, type Shape } from "../../graphql/define";
import { rezultatSchema, type RezultatPayload } from "./input";
import type { Row } from "../entity";
import type { rezultat } from ".";

/** Result columns typed from the row; the payload is JSON (Hasura's jsonb), not the text D1 stores. */
export const rezultatFields = <
  K extends keyof Row<typeof rezultat> & string,
  N extends Record<string, Shape<unknown>> = Record<never, never>,
>(
  columns: readonly K[],
  nested: N = {} as N,
) => pick<Row<typeof rezultat>>()(columns, { payload: scalar<RezultatPayload>(), ...nested });

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
export const CreateRezultat = createOne(
  "CreateRezultat",
  "rezultati",
  rezultatSchema,
  pick<Row<typeof rezultat>>()(["id"]),
);

export const rezultatEdits = editOperations("Rezultat", "rezultati", rezultatSchema);
