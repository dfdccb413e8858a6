import { graphqlRequest } from "../../../lib/graphql";

/** The CreateNatjecanje object: the four fields and the document already stored in R2. */
export interface NatjecanjeInput {
  naziv: string;
  datum_od: string;
  datum_do: string;
  lokacija: string;
  dokument_key: string;
  dokument_naziv: string;
}

/** Stores one competition (staff); returns its id. */
export async function createNatjecanje(object: NatjecanjeInput, token: string | null): Promise<string> {
  const data = await graphqlRequest<{ insert_natjecanja_one: { id: string } }>("CreateNatjecanje", { object }, token);
  return data.insert_natjecanja_one.id;
}
