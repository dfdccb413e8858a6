// Whether the page runs in the browser past its hydration (issue 32): false while the Worker renders a page
// and while the browser hydrates it, true afterwards and on any screen the app renders itself. What differs
// per visitor (the auth links) waits for it, so the server's HTML and the hydrating render agree.
// A context set in a transition, not an external store: React renders a store's change at once, every reader
// and every part of the page not hydrated yet in one task (140 ms of a phone's main thread on home, measured
// with Lighthouse's 4x CPU), whereas a transition is rendered in slices that yield between them.
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from "react";
import { HYDRATED_ATTRIBUTE } from "../../shared/ssr";

const HydratedContext = createContext(false);

/**
 * Holds the flag for the app in the browser: `hydrating` when React adopts the page the Worker rendered (false
 * until that is committed, then true), else true from the first render. Marks `<html>` HYDRATED_ATTRIBUTE once
 * the flag is true on screen (tests/e2e/support/hydration.ts waits for it), and then calls `onHydrated`. The
 * Worker's render has no provider: the flag is false there.
 */
export function HydrationFlag({
  hydrating,
  onHydrated,
  children,
}: {
  hydrating: boolean;
  onHydrated?: () => void;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) {
      startTransition(() => setHydrated(true));
      return;
    }
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
    onHydrated?.();
  }, [hydrated, onHydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/** False on the server and during hydration, true after. */
export const useHydrated = (): boolean => useContext(HydratedContext);
