// The stored competitions with their documents (trusted query Natjecanja), read by three staff screens:
// competitions, results and result documents. Kept here because a feature never imports another feature.
import { Natjecanja } from "../../shared/entities/natjecanje/operations";
import { useCurrentSavez } from "./current-savez";
import { useOperation } from "./graphql";

export type { Natjecanje, NatjecanjeDokument } from "../../shared/entities/natjecanje/operations";

/**
 * The current federation's stored competitions, newest first (asked once /me has answered, so the list is
 * the switcher's federation's); `mutate()` after a write shows it at once.
 */
export function useNatjecanja() {
  const { savezId, ready } = useCurrentSavez();
  return useOperation(Natjecanja, { savez_id: savezId }, { enabled: ready });
}
