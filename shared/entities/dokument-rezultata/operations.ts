// The trusted operations on a competition's result documents (staff): one create and the edits; they are read
// with their competition (Natjecanja). This module is pure: no I/O.
import { z } from "zod";
import { defineOperation, editOperations, pick } from "../../graphql/define";
import { natjecanjeDokumentSchema } from "./input";
import type { Row } from "../entity";
import type { dokumentRezultata } from ".";

/** One result document attached to a stored competition (staff). */
export const CreateDokumentRezultata = defineOperation({
  name: "CreateDokumentRezultata",
  document: `mutation CreateDokumentRezultata($object: natjecanja_dokumenti_insert_input!) {
  insert_natjecanja_dokumenti_one(object: $object) {
    id
  }
}`,
  variables: z.object({ object: natjecanjeDokumentSchema }),
  result: { insert_natjecanja_dokumenti_one: pick<Row<typeof dokumentRezultata>>()(["id"]) },
});

export const dokumentRezultataEdits = editOperations(
  "DokumentRezultata",
  "natjecanja_dokumenti",
  natjecanjeDokumentSchema,
);
