// The app's session instance over window.localStorage, wired to SWR's global cache.
import { useSyncExternalStore } from "react";
import { mutate } from "swr";
import { createSessionStore, type Session } from "./session-store";

/**
 * Clears every cached query and refetches the mounted ones (SPEC §4: on setToken and logout). The service
 * worker's copy of the own cards and the verification pages opened go too: sign-out (or another account
 * signing in) must leave nothing of the previous person's cards readable offline on this device.
 */
function resetCaches() {
  void mutate(() => true, undefined, { revalidate: true });
  // Loaded on demand: home's first load stays as it was (its JS+CSS budget, docs/performance.md).
  void import("./personal-caches").then((m) => m.forgetPersonalCaches());
}

/** The one session store of the app. */
export const session = createSessionStore(window.localStorage, resetCaches);

/** The current session (token + serialized user); re-renders on change. */
export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get);
}
