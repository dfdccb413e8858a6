// Whether the page runs in the browser past its hydration (issue 32): false while the Worker renders a page
// and while the browser hydrates it, true afterwards and on any screen the app renders itself. What differs
// per visitor (the auth links) waits for it, so the server's HTML and the hydrating render agree.
import { useSyncExternalStore } from "react";

const never = () => () => {};

/** False on the server and during hydration, true after. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
