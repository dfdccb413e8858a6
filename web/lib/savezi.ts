// Every federation (the public Savezi query), for the public federation pages and the admin screens alike:
// one query, so one SWR cache entry that an admin's save refreshes for both.
import { Savezi } from "../../shared/entities/savez/read";
import { preloadOperation, useOperation } from "./graphql";

export type { Savez } from "../../shared/entities/savez/read";

/** Every federation, oldest first. */
export function useSavezi() {
  return useOperation(Savezi, {});
}

/** A route loader's read of every federation, for the Worker's render (web/lib/render-context.ts preload). */
export const preloadSavezi = (context: unknown) => preloadOperation(context, Savezi, {});
