// The trusted operations on a competition's result documents (staff): one create and the edits; they are read
// with their competition (Natjecanja). This module is pure: no I/O.
import { createRow, editOperations } from "../../graphql/define";
import { natjecanjeDokumentSchema } from "./input";

/** One result document attached to a stored competition (staff). */
export const CreateDokumentRezultata = createRow(
  "CreateDokumentRezultata",
  "natjecanja_dokumenti",
  natjecanjeDokumentSchema,
);

export const dokumentRezultataEdits = editOperations(
  "DokumentRezultata",
  "natjecanja_dokumenti",
  natjecanjeDokumentSchema,
);
