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
  const revalidated = mutate(() => true, undefined, { revalidate: true });
  // After the revalidation: a cards read it sends is answered by the service worker, which opens the own-cards
  // cache again; deleted first, the cache would come back (empty) behind the sign-out. Loaded on demand: home's
  // first load stays as it was (its JS+CSS budget, docs/performance.md).
  void Promise.allSettled([revalidated]).then(() => import("./personal-caches").then((m) => m.forgetPersonalCaches()));
}

/** Nothing stored: the Worker renders the public pages (issue 32) as a signed-out visitor sees them. */
const NO_STORAGE = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

/** The one session store of the app (a signed-out one when the Worker renders a page). */
export const session = createSessionStore(
  typeof window === "undefined" ? NO_STORAGE : window.localStorage,
  resetCaches,
);

const SIGNED_OUT: Session = { token: null, user: null };

/**
 * What the Worker rendered with: signed out. A signed-out visitor's own session is that same state, and is
 * given as is: React re-renders at once, in one task, every reader whose store differs from what it hydrated
 * with, and an equal session in another object would count as different.
 */
const hydratedWith = (): Session => {
  const current = session.get();
  return current.token === null && current.user === null ? current : SIGNED_OUT;
};

/**
 * The current session (token + serialized user); re-renders on change. A server-rendered page is the
 * signed-out visitor's, so hydration starts signed out and the visitor's own session follows at once.
 */
export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get, hydratedWith);
}
