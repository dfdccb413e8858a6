// The stored competitors (Natjecatelji) and the all-or-nothing insert (InsertNatjecatelji), both staff only.
import type { NatjecateljInput } from "../../../../shared/schemas/natjecatelj";
import type { Natjecatelj } from "../../../../shared/types";
import { graphqlRequest, useGraphQL } from "../../../lib/graphql";
import { useSession } from "../../../lib/session";

/** One stored competitor as Natjecatelji returns it. */
export interface StoredNatjecatelj extends Natjecatelj {
  id: string;
  created_at: string | null;
}

/** The stored competitors, newest first (fetched only with a token). */
export function useNatjecatelji() {
  const { token } = useSession();
  return useGraphQL<{ natjecatelji: StoredNatjecatelj[] }>("Natjecatelji", {}, { enabled: !!token });
}

/** Stores the competitors in one transaction; returns how many rows were written. */
export async function insertNatjecatelji(objects: NatjecateljInput[], token: string | null): Promise<number> {
  const data = await graphqlRequest<{ insert_natjecatelji: { affected_rows: number } }>(
    "InsertNatjecatelji",
    { objects },
    token,
  );
  return data.insert_natjecatelji.affected_rows;
}
