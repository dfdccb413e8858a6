import type { DokumentSavezaInput, NatjecanjeDokumentInput } from "../../../../shared/schemas/dokument";
import type { DokumentSaveza } from "../../../../shared/types";
import { withSavezId } from "../../../lib/current-savez";
import { graphqlRequest, useGraphQL } from "../../../lib/graphql";

/** The federation documents (dokumenti_saveza), readable by everyone, signed in or not. */
export function useDokumentiSaveza() {
  return useGraphQL<{ dokumenti_saveza: DokumentSaveza[] }>("dokumenti_saveza");
}

/** Stores one document of federation `savezId` whose file is already in R2 (staff). */
export async function createDokumentSaveza(
  object: DokumentSavezaInput,
  token: string | null,
  savezId: string | null,
): Promise<string> {
  const data = await graphqlRequest<{ insert_dokumenti_saveza_one: { id: string } }>(
    "CreateDokumentSaveza",
    { object: withSavezId(object, savezId) },
    token,
  );
  return data.insert_dokumenti_saveza_one.id;
}

/** Attaches one result document, already in R2, to a stored competition (staff; the competition's federation). */
export async function createDokumentRezultata(
  object: NatjecanjeDokumentInput,
  token: string | null,
  savezId: string | null,
): Promise<string> {
  const data = await graphqlRequest<{ insert_natjecanja_dokumenti_one: { id: string } }>(
    "CreateDokumentRezultata",
    { object: withSavezId(object, savezId) },
    token,
  );
  return data.insert_natjecanja_dokumenti_one.id;
}
