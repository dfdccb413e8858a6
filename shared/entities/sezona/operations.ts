// The trusted operations on seasons (issue 29): the public list of a federation's seasons, and staff's
// create and edits. This module is pure: no I/O.
import { z } from "zod";
import { defineOperation, editOperations, list, pick, type ResultOf } from "../../graphql/define";
import { savezId } from "../../schemas/text";
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
export const Sezone = defineOperation({
  name: "Sezone",
  document: `query Sezone($savez_id: String) {
  sezone(where: {savez_id: {_eq: $savez_id}}, order_by: {created_at: desc_nulls_last}) {
    id
    naziv
    datum_od
    datum_do
    licence_od
    status
    savez_id
    version
  }
}`,
  variables: z.object({ savez_id: savezId }),
  result: { sezone: list(sezonaRow) },
});

export type StoredSezona = ResultOf<typeof Sezone>["sezone"][number];

/** A new season (staff). */
export const CreateSezona = defineOperation({
  name: "CreateSezona",
  document: `mutation CreateSezona($object: sezone_insert_input!) {
  insert_sezone_one(object: $object) {
    id
  }
}`,
  variables: z.object({ object: sezonaSchema }),
  result: { insert_sezone_one: pick<Row<typeof sezona>>()(["id"]) },
});

export const sezonaEdits = editOperations("Sezona", "sezone", sezonaSchema, [sezonaDates]);
