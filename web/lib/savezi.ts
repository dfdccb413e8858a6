// Every federation (the public Savezi query), for the public federation pages and the admin screens alike:
// one query, so one SWR cache entry that an admin's save refreshes for both.
import { Savezi } from "../../shared/entities/savez/read";
import { NO_VIEWER, operationKey, runOperation, useOperation } from "./graphql";
import { loadOperation } from "./load-operation";
import { preload } from "./render-context";

export type { Savez } from "../../shared/entities/savez/read";

/** Every federation, oldest first. */
export function useSavezi() {
  return useOperation(Savezi, {});
}

/** Every federation, for a public page's route loader (read once; ./load-operation.ts). */
export const loadSavezi = (signal: AbortSignal, context?: unknown) => loadOperation(Savezi, {}, signal, context);

/**
 * A route loader's read of every federation in the Worker's render, as a signed-out visitor, under the key
 * `useSavezi` starts from (./render-context.ts preload); nothing in the browser. Not in ./graphql.ts: home's
 * first load carries that module, and none of this.
 */
export const preloadSavezi = (context: unknown) =>
  preload(context, operationKey(Savezi.name, {}, NO_VIEWER), (read) => runOperation(Savezi, {}, null, { read }));
