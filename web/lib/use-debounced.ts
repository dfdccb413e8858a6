// `value` once it has settled: searches wait for the typing to pause before they ask the server.
import { useEffect, useState } from "react";

/** `value`, once it has stayed the same for `ms` (the people search waits for the typing to pause). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
