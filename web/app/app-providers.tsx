// What wraps the router on both sides (issue 32): the browser's start (./boot.tsx) and the Worker's render
// (./render-page.tsx) give React the same tree above the routes, so hydration meets the DOM it rendered.
import { StrictMode, type ReactNode } from "react";
import { SWRConfig } from "swr";
import { swrConfig } from "../lib/graphql";
import { OriginContext } from "../lib/origin";

/** SWR's options (with the answers the Worker already has, on the server) and the site's origin. */
export function AppProviders({
  fallback,
  origin = null,
  children,
}: {
  fallback?: Record<string, unknown>;
  origin?: string | null;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <SWRConfig value={fallback ? { ...swrConfig, fallback } : swrConfig}>
        <OriginContext.Provider value={origin}>{children}</OriginContext.Provider>
      </SWRConfig>
    </StrictMode>
  );
}
