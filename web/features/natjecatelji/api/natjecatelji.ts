// The stored competitors (Natjecatelji) and the all-or-nothing insert (InsertNatjecatelji), both staff only.
import type { NatjecateljInput } from "../../../../shared/schemas/natjecatelj";
import type { Natjecatelj } from "../../../../shared/types";
import { useCurrentSavez, withSavezId } from "../../../lib/current-savez";
import { useGraphQL } from "../../../lib/graphql";
import { createRequest } from "../../../lib/idempotency";
import { useSession } from "../../../lib/session";

/** One stored competitor as Natjecatelji returns it. */
export interface StoredNatjecatelj extends Natjecatelj {
  id: string;
  created_at: string | null;
  version: number;
}

/** The current federation's stored competitors, newest first (fetched only with a token, once /me answered). */
export function useNatjecatelji() {
  const { token } = useSession();
  const { savezId, ready } = useCurrentSavez();
  return useGraphQL<{ natjecatelji: StoredNatjecatelj[] }>(
    "Natjecatelji",
    { savez_id: savezId },
    { enabled: !!token && ready },
  );
}

/** Stores the competitors for federation `savezId` in one transaction; returns how many rows were written. */
export async function insertNatjecatelji(
  objects: NatjecateljInput[],
  token: string | null,
  savezId: string | null,
): Promise<number> {
  const data = await createRequest<{ insert_natjecatelji: { affected_rows: number } }>(
    "InsertNatjecatelji",
    { objects: objects.map((object) => withSavezId(object, savezId)) },
    token,
  );
  return data.insert_natjecatelji.affected_rows;
}
