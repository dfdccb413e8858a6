// The stored competitions with their documents (trusted query Natjecanja), read by three staff screens:
// competitions, results and result documents. Kept here because a feature never imports another feature.
import type { Natjecanje } from "../../shared/types";
import { useCurrentSavez } from "./current-savez";
import { useGraphQL } from "./graphql";

export type { Natjecanje, NatjecanjeDokument } from "../../shared/types";

/**
 * The current federation's stored competitions, newest first (asked once /me has answered, so the list is
 * the switcher's federation's); `mutate()` after a write shows it at once.
 */
export function useNatjecanja() {
  const { savezId, ready } = useCurrentSavez();
  return useGraphQL<{ natjecanja: Natjecanje[] }>("Natjecanja", { savez_id: savezId }, { enabled: ready });
}
