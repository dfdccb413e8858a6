// The stored competitors (Natjecatelji) and the all-or-nothing insert (InsertNatjecatelji), both staff only.
import { InsertNatjecatelji, Natjecatelji } from "../../../../shared/entities/natjecatelj/operations";
import type { NatjecateljInput } from "../../../../shared/entities/natjecatelj/input";
import { useCurrentSavez, withSavezId } from "../../../lib/current-savez";
import { useOperation } from "../../../lib/graphql";
import { createRequest } from "../../../lib/idempotency";
import { useSession } from "../../../lib/session";

export type { StoredNatjecatelj } from "../../../../shared/entities/natjecatelj/operations";

/** The current federation's stored competitors, newest first (fetched only with a token, once /me answered). */
export function useNatjecatelji() {
  const { token } = useSession();
  const { savezId, ready } = useCurrentSavez();
  return useOperation(Natjecatelji, { savez_id: savezId }, { enabled: !!token && ready });
}

/** Stores the competitors for federation `savezId` in one transaction; returns how many rows were written. */
export async function insertNatjecatelji(
  objects: NatjecateljInput[],
  token: string | null,
  savezId: string | null,
): Promise<number> {
  const data = await createRequest(
    InsertNatjecatelji,
    { objects: objects.map((object) => withSavezId(object, savezId)) },
    token,
  );
  return data.insert_natjecatelji.affected_rows;
}
