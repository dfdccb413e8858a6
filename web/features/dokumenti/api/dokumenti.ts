import type { DokumentSavezaInput, NatjecanjeDokumentInput } from "../../../../shared/schemas/dokument";
import type { DokumentSaveza } from "../../../../shared/types";
import { createRow } from "../../../lib/create-row";
import { useGraphQL } from "../../../lib/graphql";

/** The federation documents (dokumenti_saveza), readable by everyone, signed in or not. */
export function useDokumentiSaveza() {
  return useGraphQL<{ dokumenti_saveza: DokumentSaveza[] }>("dokumenti_saveza");
}

/** Stores one document of federation `savezId` whose file is already in R2 (staff). */
export const createDokumentSaveza = createRow<DokumentSavezaInput>(
  "CreateDokumentSaveza",
  "insert_dokumenti_saveza_one",
);

/** Attaches one result document, already in R2, to a stored competition (staff; the competition's federation). */
export const createDokumentRezultata = createRow<NatjecanjeDokumentInput>(
  "CreateDokumentRezultata",
  "insert_natjecanja_dokumenti_one",
);
