// The stored competitions with their documents (trusted query Natjecanja), read by three staff screens:
// competitions, results and result documents. Kept here because a feature never imports another feature.
import { useGraphQL } from "./graphql";

/** A result document attached to a competition. */
export interface NatjecanjeDokument {
  id: string;
  naziv: string;
  dokument_key: string;
  created_at: string | null;
}

/** A stored competition as the Natjecanja query returns it. */
export interface Natjecanje {
  id: string;
  naziv: string;
  datum_od: string;
  datum_do: string;
  lokacija: string;
  dokument_key: string | null;
  dokument_naziv: string | null;
  dokumenti: NatjecanjeDokument[];
}

/** The stored competitions, newest first; `mutate()` after a write shows it at once. */
export function useNatjecanja() {
  return useGraphQL<{ natjecanja: Natjecanje[] }>("Natjecanja");
}
