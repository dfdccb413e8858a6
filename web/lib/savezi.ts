// Every federation (the public Savezi query), for the public federation pages and the admin screens alike:
// one query, so one SWR cache entry that an admin's save refreshes for both.
import { useGraphQL } from "./graphql";

/** A federation as the Savezi and Savez queries return it. */
export interface Savez {
  id: string;
  slug: string;
  naziv: string;
  opis: string;
  logo_key: string | null;
  email: string | null;
  web: string | null;
  version: number;
}

/** Every federation, oldest first. */
export function useSavezi() {
  return useGraphQL<{ savezi: Savez[] }>("Savezi");
}
