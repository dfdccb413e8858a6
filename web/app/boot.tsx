// The app: token refresh, the router and SWR, rendered into #root (loaded by web/main.tsx).
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { SWRConfig } from "swr";
import { createRouter } from "./router";
import { swrConfig } from "../lib/graphql";
import "../lib/page-title";
import "../lib/site-settings";
import { startTokenRefresh } from "../lib/token-refresh";

startTokenRefresh();
const router = createRouter();
const root = document.getElementById("root")!;

function render() {
  createRoot(root).render(
    <StrictMode>
      <SWRConfig value={swrConfig}>
        <RouterProvider router={router} />
      </SWRConfig>
    </StrictMode>,
  );
}

// A page the Worker gave a first paint (worker/pages/first-paint.ts) keeps it until the route's code has
// loaded: rendering earlier would swap the heading for the loading screen and back.
if (root.firstChild === null || router.state.initialized) render();
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
}
