// The app: token refresh, the router and SWR, rendered into #root (loaded and started by web/main.tsx). A page
// the Worker rendered (issue 32: #root marked SSR_ATTRIBUTE, the router's data in HYDRATION_SCRIPT_ID) is
// hydrated: React adopts the DOM it finds, and the route's loader is not run again.
import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes } from "react-router";
import { RouterProvider } from "react-router/dom";
import { mutate } from "swr";
import { HYDRATION_SCRIPT_ID, SSR_ATTRIBUTE } from "../../shared/ssr";
import { HydrationFlag } from "../lib/hydrated";
import { nextTask } from "../lib/next-task";
import { registerServiceWorkerWhenIdle } from "../lib/service-worker";
import { AppProviders } from "./app-providers";
import { createRouter, routes } from "./router";
import "../lib/page-title";
import "../lib/site-settings";
import { startTokenRefresh } from "../lib/token-refresh";

/** The router's state as the Worker rendered it, or null for a page it did not render. */
function hydrationData(root: HTMLElement): unknown {
  if (!root.hasAttribute(SSR_ATTRIBUTE)) return null;
  try {
    return JSON.parse(document.getElementById(HYDRATION_SCRIPT_ID)?.textContent ?? "null");
  } catch {
    return null;
  }
}

/**
 * The answers the Worker rendered the page's sections from (`swr` beside the router's data, web/lib/render-context.ts
 * preload). They are SWR's fallback while hydrating (SWR hydrates from the cache as it was before any write, so
 * the cache alone would render the loading state) and are put into its cache too, so a list's 'Učitaj još' does
 * not read its first page again. The hooks start from them and do not read them again.
 */
function seededAnswers(hydration: unknown): Record<string, unknown> | undefined {
  const answers = (hydration as { swr?: Record<string, unknown> }).swr;
  if (typeof answers !== "object" || answers === null) return undefined;
  for (const [key, data] of Object.entries(answers)) void mutate(key, data, { revalidate: false });
  return answers;
}

/**
 * The page's lazy screen, loaded before the router is made: the router then starts initialized with the
 * Worker's data, so the first render is the server's page and not the loading screen.
 */
async function loadMatchedScreens(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  // Asking for the screen adds a <link rel="modulepreload"> per chunk it needs: a task of its own.
  await nextTask();
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

// A transition: React renders the first screen in slices of a few milliseconds, yielding between them, so a
// phone's main thread is never blocked by the whole render at once (what Lighthouse counts as blocking time).
function render(root: HTMLElement, app: ReactNode) {
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}

/** Starts the token refresh and the router, and hydrates or renders the app. */
export async function startApp(): Promise<void> {
  startTokenRefresh();
  const root = document.getElementById("root")!;
  const hydration = hydrationData(root);
  if (hydration) {
    // Each step its own task (matching the URL, the router's start, hydration): together they were one task of
    // ~35 ms on a desktop, 140 on Lighthouse's phone, blocking a tap for all of it.
    await loadMatchedScreens();
    await nextTask();
    const answers = seededAnswers(hydration);
    // React Router reads (and revives the errors of) its hydration data from this global.
    (window as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData = hydration;
    const router = createRouter();
    await nextTask();
    startTransition(() => {
      hydrateRoot(
        root,
        <HydrationFlag hydrating onHydrated={registerServiceWorkerWhenIdle}>
          <AppProviders fallback={answers}>
            <RouterProvider router={router} />
          </AppProviders>
        </HydrationFlag>,
      );
    });
    return;
  }
  const router = createRouter();
  const app = (
    <HydrationFlag hydrating={false} onHydrated={registerServiceWorkerWhenIdle}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </HydrationFlag>
  );
  if (root.firstChild === null || router.state.initialized) return render(root, app);
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render(root, app);
  });
}
