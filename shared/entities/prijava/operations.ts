// The trusted operations on a competition's start list (staff): who is registered, adding several at once, the
// edits. This module is pure: no I/O.
import { z } from "zod";
import { affectedRows, defineOperation, editOperations, list, pick } from "../../graphql/define";
import { prijavaSchema, prijaveSchema } from "./input";
import { rowId } from "../../schemas/text";
import type { Row } from "../entity";
import type { prijava } from ".";

/** A competition's start list: which stored competitors are registered, with versions (staff). */
export const StartnaLista = defineOperation({
  name: "StartnaLista",
  document: `query StartnaLista($natjecanje_id: String!) {
  natjecanja_natjecatelji(where: {natjecanje_id: {_eq: $natjecanje_id}}, order_by: {created_at: asc_nulls_last}) {
    id
    natjecatelj_id
    version
  }
}`,
  variables: z.object({ natjecanje_id: rowId }),
  result: { natjecanja_natjecatelji: list(pick<Row<typeof prijava>>()(["id", "natjecatelj_id", "version"])) },
});

/** Stored competitors added to a competition's start list, all or nothing (staff). */
export const InsertPrijave = defineOperation({
  name: "InsertPrijave",
  document: `mutation InsertPrijave($objects: [natjecanja_natjecatelji_insert_input!]!) {
  insert_natjecanja_natjecatelji(objects: $objects) {
    affected_rows
  }
}`,
  variables: z.object({ objects: prijaveSchema }),
  result: { insert_natjecanja_natjecatelji: affectedRows },
});

export const prijavaEdits = editOperations("Prijava", "natjecanja_natjecatelji", prijavaSchema);
