import type { DokumentSavezaInput, NatjecanjeDokumentInput } from "../../../../shared/schemas/dokument";
import type { DokumentSaveza } from "../../../../shared/types";
import { graphqlRequest, useGraphQL } from "../../../lib/graphql";

/** The federation documents (dokumenti_saveza), readable by everyone, signed in or not. */
export function useDokumentiSaveza() {
  return useGraphQL<{ dokumenti_saveza: DokumentSaveza[] }>("dokumenti_saveza");
}

/** Stores one federation document whose file is already in R2 (staff). */
export async function createDokumentSaveza(object: DokumentSavezaInput, token: string | null): Promise<string> {
  const data = await graphqlRequest<{ insert_dokumenti_saveza_one: { id: string } }>(
    "CreateDokumentSaveza",
    { object },
    token,
  );
  return data.insert_dokumenti_saveza_one.id;
}

/** Attaches one result document, already in R2, to a stored competition (staff). */
export async function createDokumentRezultata(object: NatjecanjeDokumentInput, token: string | null): Promise<string> {
  const data = await graphqlRequest<{ insert_natjecanja_dokumenti_one: { id: string } }>(
    "CreateDokumentRezultata",
    { object },
    token,
  );
  return data.insert_natjecanja_dokumenti_one.id;
}
