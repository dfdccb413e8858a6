import { describe, expect, it, vi } from "vitest";
import { createSessionStore, readSession, USER_KEY } from "../../web/lib/session-store";
import { memoryStorage } from "./memory-storage";

const USER = { uid: "u1", email: "clan@demo.test", emailVerified: true };

function setup(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  const resetCache = vi.fn();
  return { storage, resetCache, store: createSessionStore(storage, resetCache) };
}

describe("session store (SPEC §3/§4)", () => {
  it("starts anonymous with nothing stored", () => {
    expect(setup().store.get()).toEqual({ token: null, user: null });
  });

  it("persists the token in user-store in zustand-persist's shape", () => {
    const { storage, store } = setup();
    store.signIn("tok-1", USER);
    expect(JSON.parse(storage.dump()["user-store"])).toEqual({ state: { token: "tok-1" }, version: 0 });
    expect(JSON.parse(storage.dump()[USER_KEY])).toEqual(USER);
  });

  it("restores a persisted session on start", () => {
    const { store } = setup({
      "user-store": JSON.stringify({ state: { token: "tok-2" }, version: 0 }),
      [USER_KEY]: JSON.stringify(USER),
    });
    expect(store.get()).toEqual({ token: "tok-2", user: USER });
  });

  it("treats malformed storage as signed out", () => {
    expect(readSession(memoryStorage({ "user-store": "{not json" }))).toEqual({ token: null, user: null });
    expect(readSession(memoryStorage({ "user-store": JSON.stringify({ state: { token: 42 } }) })).token).toBeNull();
  });

  it("sign-in and setToken clear the query cache; a plain login does not", () => {
    const { store, resetCache } = setup();
    store.signIn("tok-1", USER);
    expect(resetCache).toHaveBeenCalledTimes(1);
    store.login("tok-refreshed");
    expect(resetCache).toHaveBeenCalledTimes(1);
    expect(store.get().token).toBe("tok-refreshed");
    store.setToken("tok-3");
    expect(resetCache).toHaveBeenCalledTimes(2);
  });

  it("logout sets the token to null, drops the user and clears the cache", () => {
    const { storage, store, resetCache } = setup();
    store.signIn("tok-1", USER);
    store.logout();
    expect(store.get()).toEqual({ token: null, user: null });
    expect(JSON.parse(storage.dump()["user-store"]).state.token).toBeNull();
    expect(storage.dump()[USER_KEY]).toBeUndefined();
    expect(resetCache).toHaveBeenCalledTimes(2);
  });

  it("notifies subscribers on change so the navigation re-renders", () => {
    const { store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    store.login("tok");
    expect(listener).toHaveBeenCalled();
  });
});
