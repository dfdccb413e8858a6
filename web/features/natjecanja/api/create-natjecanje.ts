import type { NatjecanjeInput } from "../../../../shared/schemas/natjecanje";
import { graphqlRequest } from "../../../lib/graphql";

/** Stores one competition (staff): the four fields and the document already stored in R2; returns its id. */
export async function createNatjecanje(object: NatjecanjeInput, token: string | null): Promise<string> {
  const data = await graphqlRequest<{ insert_natjecanja_one: { id: string } }>("CreateNatjecanje", { object }, token);
  return data.insert_natjecanja_one.id;
}
