// The session store of SPEC §3/§4: the token (null or string) persisted in localStorage `user-store` in
// zustand-persist's shape `{"state":{"token":...},"version":0}`, plus the serialized user under `user`.
// This module is pure: storage and the cache reset are injected, so it runs in node tests.
import { SESSION_STORE_KEY } from "../../shared/constants";
import { createStore } from "./create-store";

/** The key of the serialized signed-in user (the spec leaves its storage open). */
export const USER_KEY = "user";

/** The signed-in user as stored beside the token. */
export interface SessionUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

/** What the UI reads: the token decides the navigation; the user feeds the profile and dashboard. */
export interface Session {
  token: string | null;
  user: SessionUser | null;
}

/** The subset of the Web Storage API the store needs. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Reads the persisted session; anything malformed counts as signed out. */
export function readSession(storage: KeyValueStorage): Session {
  const persisted = parseJson(storage.getItem(SESSION_STORE_KEY)) as { state?: { token?: unknown } } | null;
  const token = typeof persisted?.state?.token === "string" ? persisted.state.token : null;
  const user = parseJson(storage.getItem(USER_KEY)) as Partial<SessionUser> | null;
  const validUser =
    user && typeof user.uid === "string"
      ? {
          uid: user.uid,
          email: typeof user.email === "string" ? user.email : null,
          emailVerified: !!user.emailVerified,
        }
      : null;
  return { token, user: token ? validUser : null };
}

/** Creates the session store over `storage`; `resetCache` clears cached query data and refetches. */
export function createSessionStore(storage: KeyValueStorage, resetCache: () => void) {
  const store = createStore<Session>(readSession(storage));

  function persistToken(token: string | null) {
    storage.setItem(SESSION_STORE_KEY, JSON.stringify({ state: { token }, version: 0 }));
  }

  /** Sets the token and clears cached query data, which then refetches with it (§4). */
  function setToken(token: string | null) {
    persistToken(token);
    if (token === null) storage.removeItem(USER_KEY);
    store.set((s) => ({ token, user: token === null ? null : s.user }));
    resetCache();
  }

  return {
    ...store,
    /** A plain login (e.g. the SDK's token refresh): only sets the token; cached data stays (§4). */
    login(token: string) {
      persistToken(token);
      store.set((s) => ({ ...s, token }));
    },
    setToken,
    /** Sign-in or sign-up: stores the serialized user and sets the token (anonymous → signed in). */
    signIn(token: string, user: SessionUser) {
      storage.setItem(USER_KEY, JSON.stringify(user));
      store.set((s) => ({ ...s, user }));
      setToken(token);
    },
    /** Updates the stored user (e.g. after the verification poll sees emailVerified). */
    setUser(user: SessionUser) {
      storage.setItem(USER_KEY, JSON.stringify(user));
      store.set((s) => ({ ...s, user }));
    },
    /** Logout: token set to null, the user removed, cached data cleared (signed in → anonymous). */
    logout() {
      setToken(null);
    },
  };
}

/** The session store's type. */
export type SessionStore = ReturnType<typeof createSessionStore>;
