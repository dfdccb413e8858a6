// The trusted operations on results (staff): a federation's list with versions, one create, the edits; home's
// latest results are ReadFeed's (feed/operations.ts). This module is pure: no I/O.
import { z } from "zod";
import { defineOperation, editOperations, list, pick, scalar, type ResultOf, type Shape } from "../../graphql/define";
import { rezultatSchema, type RezultatPayload } from "./input";
import { savezId } from "../../schemas/text";
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
export const Rezultati = defineOperation({
  name: "Rezultati",
  document: `query Rezultati($savez_id: String) {
  rezultati(where: {savez_id: {_eq: $savez_id}}, order_by: {created_at: desc_nulls_last}, limit: 200) {
    id
    natjecanje_id
    payload
    created_at
    version
  }
}`,
  variables: z.object({ savez_id: savezId }),
  result: { rezultati: list(rezultatFields(["id", "natjecanje_id", "created_at", "version"])) },
});

/** A stored result as Rezultati returns it. */
export type StoredRezultat = ResultOf<typeof Rezultati>["rezultati"][number];

/** One result: payload {naziv?, poredak: [{mjesto, ime, bodovi}]} (staff). */
export const CreateRezultat = defineOperation({
  name: "CreateRezultat",
  document: `mutation CreateRezultat($object: rezultati_insert_input!) {
  insert_rezultati_one(object: $object) {
    id
  }
}`,
  variables: z.object({ object: rezultatSchema }),
  result: { insert_rezultati_one: pick<Row<typeof rezultat>>()(["id"]) },
});

export const rezultatEdits = editOperations("Rezultat", "rezultati", rezultatSchema);
