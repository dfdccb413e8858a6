import type { NatjecanjeInput } from "../../../../shared/schemas/natjecanje";
import { withSavezId } from "../../../lib/current-savez";
import { graphqlRequest } from "../../../lib/graphql";

/** Stores one competition (staff) for federation `savezId`: the four fields and the document already in R2. */
export async function createNatjecanje(
  object: NatjecanjeInput,
  token: string | null,
  savezId: string | null,
): Promise<string> {
  const variables = { object: withSavezId(object, savezId) };
  const data = await graphqlRequest<{ insert_natjecanja_one: { id: string } }>("CreateNatjecanje", variables, token);
  return data.insert_natjecanja_one.id;
}
