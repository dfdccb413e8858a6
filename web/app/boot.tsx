// The app: token refresh, the router and SWR, rendered into #root (loaded and started by web/main.tsx).
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { SWRConfig } from "swr";
import { createRouter } from "./router";
import { swrConfig } from "../lib/graphql";
import "../lib/page-title";
import "../lib/site-settings";
import { startTokenRefresh } from "../lib/token-refresh";

// A transition: React renders the first screen in slices of a few milliseconds, yielding between them, so a
// phone's main thread is never blocked by the whole render at once (what Lighthouse counts as blocking time).
function render(root: HTMLElement, router: ReturnType<typeof createRouter>) {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <SWRConfig value={swrConfig}>
          <RouterProvider router={router} />
        </SWRConfig>
      </StrictMode>,
    ),
  );
}

/** Starts the token refresh and the router, and renders the app. */
export function startApp(): void {
  startTokenRefresh();
  const router = createRouter();
  const root = document.getElementById("root")!;
  // A page the Worker gave a first paint (worker/pages/first-paint.ts) keeps it until the route's code has
  // loaded: rendering earlier would swap the heading for the loading screen and back.
  if (root.firstChild === null || router.state.initialized) return render(root, router);
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render(root, router);
  });
}
