import { graphqlRequest } from "../../../lib/graphql";
import type { RezultatInput } from "../../../../shared/schemas/rezultat";

/** Stores one result (staff); it then shows among 'Najnoviji Rezultati' on home. Returns its id. */
export async function createRezultat(object: RezultatInput, token: string | null): Promise<string> {
  const data = await graphqlRequest<{ insert_rezultati_one: { id: string } }>("CreateRezultat", { object }, token);
  return data.insert_rezultati_one.id;
}
