// The trusted operations on a competition's result documents (staff): one create and the edits; they are read
// with their competition (Natjecanja). This module is pure: no I/O.
import { createOne, editOperations, pick } from "../../graphql/define";
import { natjecanjeDokumentSchema } from "./input";
import type { Row } from "../entity";
import type { dokumentRezultata } from ".";

/** One result document attached to a stored competition (staff). */
export const CreateDokumentRezultata = createOne(
  "CreateDokumentRezultata",
  "natjecanja_dokumenti",
  natjecanjeDokumentSchema,
  pick<Row<typeof dokumentRezultata>>()(["id"]),
);

export const dokumentRezultataEdits = editOperations(
  "DokumentRezultata",
  "natjecanja_dokumenti",
  natjecanjeDokumentSchema,
);
