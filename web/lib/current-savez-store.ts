// The federation a staff member is working on: its id persisted in localStorage `sportski-zagreb-savez`.
// Which federation is current is decided against the ones GET /api/v1/me lists: the stored one when the
// caller still has it, else the first. This module is pure: storage is injected.
import { createStore } from "./create-store";
import type { MeSavez } from "./me";
import type { KeyValueStorage } from "./session-store";

/** The localStorage key of the chosen federation's id. */
export const CURRENT_SAVEZ_KEY = "sportski-zagreb-savez";

/** The federation to work on: the stored one if the caller still has it, else the first; null with none. */
export function resolveCurrentSavez(savezi: readonly MeSavez[], storedId: string | null): MeSavez | null {
  return savezi.find((s) => s.id === storedId) ?? savezi[0] ?? null;
}

/** Creates the store of the chosen federation's id over `storage` (null until someone chooses). */
export function createCurrentSavezStore(storage: KeyValueStorage) {
  const stored = storage.getItem(CURRENT_SAVEZ_KEY);
  const store = createStore<string | null>(stored === "" ? null : stored);
  return {
    get: store.get,
    subscribe: store.subscribe,
    /** Remembers `id` as the federation being worked on. */
    choose(id: string) {
      storage.setItem(CURRENT_SAVEZ_KEY, id);
      store.set(id);
    },
  };
}

/** `object` with `savez_id` when a federation is chosen; without one the server uses the caller's only one. */
export function withSavezId<T extends object>(object: T, savezId: string | null): T & { savez_id?: string } {
  return savezId ? { ...object, savez_id: savezId } : object;
}
