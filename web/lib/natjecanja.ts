// The stored competitions with their documents (trusted query Natjecanja), read by three staff screens:
// competitions, results and result documents. Kept here because a feature never imports another feature.
import type { Natjecanje } from "../../shared/types";
import { useGraphQL } from "./graphql";

export type { Natjecanje, NatjecanjeDokument } from "../../shared/types";

/** The stored competitions, newest first; `mutate()` after a write shows it at once. */
export function useNatjecanja() {
  return useGraphQL<{ natjecanja: Natjecanje[] }>("Natjecanja");
}
