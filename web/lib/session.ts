// The app's session instance over window.localStorage, wired to SWR's global cache.
import { useSyncExternalStore } from "react";
import { mutate } from "swr";
import { createSessionStore, type Session } from "./session-store";

/** Clears every cached query and refetches the mounted ones (SPEC §4: on setToken and logout). */
function resetSwrCache() {
  void mutate(() => true, undefined, { revalidate: true });
}

/** The one session store of the app. */
export const session = createSessionStore(window.localStorage, resetSwrCache);

/** The current session (token + serialized user); re-renders on change. */
export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get);
}
