// An in-memory Web Storage stand-in for store tests in node.
import type { KeyValueStorage } from "../../web/lib/session-store";

/** A Map-backed storage with the Web Storage methods the stores use, plus a peek at what is stored. */
export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}
