// The service worker's registration (issue 15 item 5), asked for once the page is hydrated (web/app/boot.tsx)
// and then only in the browser's first idle moment after the page's `load`. On a first visit the worker
// precaches the whole app (about 200 files, 1.2 MB): registered at `load`, as vite-plugin-pwa's registerSW.js
// did, those downloads (and the Worker answering each) ran beside the page's hydration and took the CPU it
// needed; with Lighthouse's phone it was ~2 s of the local Worker's CPU inside each audited load.
import { PWA_FILES } from "../../shared/pwa";
import { nextTask } from "./next-task";

/** How long the registration waits for an idle moment at most, once the page has loaded. */
const IDLE_TIMEOUT_MS = 5_000;

function whenLoaded(run: () => void) {
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}

function whenIdle(run: () => void) {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else void nextTask().then(run);
}

/**
 * Registers sw.js after `load`, in the next idle period (asking twice is harmless: the browser keeps one
 * registration per scope). A development build has no service worker and registers nothing.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  whenLoaded(() =>
    whenIdle(() => {
      navigator.serviceWorker.register(PWA_FILES.serviceWorker, { scope: "/" }).catch((error: unknown) => {
        // No worker means no offline copy, nothing else: the page works on; say why for whoever looks.
        console.warn("service worker not registered", error);
      });
    }),
  );
}
