// The service worker's registration (issue 15 item 5), asked for once the page is hydrated (web/app/boot.tsx)
// and then only in the browser's first idle moment after the page's `load`. On a first visit the worker
// precaches the whole app (about 200 files, 1.2 MB): registered at `load`, as vite-plugin-pwa's registerSW.js
// did, those downloads (and the Worker answering each) ran beside the page's hydration and took the CPU it
// needed; with Lighthouse's phone it was ~2 s of the local Worker's CPU inside each audited load.
import { PWA_FILES } from "../../shared/pwa";

/** How long the registration waits for an idle moment at most, once the page has loaded. */
export const REGISTER_IDLE_TIMEOUT_MS = 5_000;

let asked = false;

function whenLoaded(run: () => void) {
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}

function whenIdle(run: () => void) {
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(run, { timeout: REGISTER_IDLE_TIMEOUT_MS });
  } else setTimeout(run, 0);
}

/** Registers sw.js once per page: after `load`, in the next idle period. A build without it registers nothing. */
export function registerServiceWorkerWhenIdle(): void {
  if (asked || !import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  asked = true;
  whenLoaded(() =>
    whenIdle(() => {
      navigator.serviceWorker.register(PWA_FILES.serviceWorker, { scope: "/" }).catch((error: unknown) => {
        // No worker means no offline copy, nothing else: the page works on; say why for whoever looks.
        console.warn("service worker not registered", error);
      });
    }),
  );
}
