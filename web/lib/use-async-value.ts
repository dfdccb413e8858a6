import { useEffect, useState } from "react";

/**
 * The value `load(key)` resolves to, undefined until it has; when `key` changes the new value replaces the
 * old once it resolves, and an answer for a key no longer shown (or after unmount) is dropped. `load` must be
 * stable (a module-level function).
 */
export function useAsyncValue<T>(key: string, load: (key: string) => Promise<T>): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let live = true;
    void load(key).then((loaded) => {
      if (live) setValue(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [key, load]);
  return value;
}
