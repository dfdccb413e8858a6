// Every federation (the public Savezi query), for the public federation pages and the admin screens alike:
// one query, so one SWR cache entry that an admin's save refreshes for both.
import { Savezi } from "../../shared/entities/savez/read";
import { useOperation } from "./graphql";
import { loadOperation } from "./load-operation";

export type { Savez } from "../../shared/entities/savez/read";

/** Every federation, oldest first. */
export function useSavezi() {
  return useOperation(Savezi, {});
}

/** Every federation, for a public page's route loader (read once; ./load-operation.ts). */
export const loadSavezi = (signal: AbortSignal, context?: unknown) => loadOperation(Savezi, {}, signal, context);
