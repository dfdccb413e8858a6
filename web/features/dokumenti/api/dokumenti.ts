import { CreateDokumentRezultata } from "../../../../shared/entities/dokument-rezultata/operations";
import { CreateDokumentSaveza, dokumenti_saveza } from "../../../../shared/entities/dokument-saveza/operations";
import { createRow } from "../../../lib/create-row";
import { useOperation } from "../../../lib/graphql";

/** The federation documents (dokumenti_saveza), readable by everyone, signed in or not. */
export function useDokumentiSaveza() {
  return useOperation(dokumenti_saveza, {});
}

/** Stores one document of federation `savezId` whose file is already in R2 (staff). */
export const createDokumentSaveza = createRow(CreateDokumentSaveza);

/** Attaches one result document, already in R2, to a stored competition (staff; the competition's federation). */
export const createDokumentRezultata = createRow(CreateDokumentRezultata);
