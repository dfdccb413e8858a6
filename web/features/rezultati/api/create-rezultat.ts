import { withSavezId } from "../../../lib/current-savez";
import { graphqlRequest } from "../../../lib/graphql";
import type { RezultatInput } from "../../../../shared/schemas/rezultat";

/**
 * Stores one result (staff) for federation `savezId` (one tied to a competition takes the competition's);
 * it then shows among 'Najnoviji Rezultati' on home. Returns its id.
 */
export async function createRezultat(
  object: RezultatInput,
  token: string | null,
  savezId: string | null,
): Promise<string> {
  const variables = { object: withSavezId(object, savezId) };
  const data = await graphqlRequest<{ insert_rezultati_one: { id: string } }>("CreateRezultat", variables, token);
  return data.insert_rezultati_one.id;
}
