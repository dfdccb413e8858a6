// "The page's data has arrived" without a page load to hang it on: Playwright's networkidle is a load state of
// the document (500 ms without a request after `load`), so it says nothing after a click that changes the
// screen inside the SPA. This watches the page's requests itself and waits until none has been in flight for
// a short while, after a page load or a client-side navigation alike.
import type { Page, Request } from "@playwright/test";

/** How long the network must stay quiet: chained requests (chunk, then token, then data) follow in milliseconds. */
const QUIET_MS = 300;
/** A request still open after this long is a fault of the page (networkidle would never come either). */
const TIMEOUT_MS = 15_000;

interface Watch {
  inFlight: Set<Request>;
  lastActivity: number;
}

const watches = new WeakMap<Page, Watch>();

/**
 * Starts watching a page's requests (once per page; later calls return the same watch). Call it before the
 * navigation to wait for: a request that started before the watch cannot be seen.
 */
export function watchNetwork(page: Page): Watch {
  const known = watches.get(page);
  if (known) return known;
  const watch: Watch = { inFlight: new Set(), lastActivity: Date.now() };
  const done = (request: Request) => {
    watch.inFlight.delete(request);
    watch.lastActivity = Date.now();
  };
  page.on("request", (request) => {
    watch.inFlight.add(request);
    watch.lastActivity = Date.now();
  });
  page.on("requestfinished", done);
  page.on("requestfailed", done); // also a request a navigation abandoned (net::ERR_ABORTED)
  watches.set(page, watch);
  return watch;
}

/** Waits until the page has had no request in flight for QUIET_MS (fails after TIMEOUT_MS, naming what is open). */
export async function networkQuiet(page: Page): Promise<void> {
  const watch = watchNetwork(page);
  const started = Date.now();
  for (;;) {
    const idleFor = Date.now() - watch.lastActivity;
    if (watch.inFlight.size === 0 && idleFor >= QUIET_MS) return;
    if (Date.now() - started > TIMEOUT_MS) {
      const open = [...watch.inFlight].map((request) => request.url()).join(", ");
      throw new Error(`the page still loads after ${TIMEOUT_MS} ms: ${open}`);
    }
    await new Promise((resolve) => setTimeout(resolve, watch.inFlight.size === 0 ? QUIET_MS - idleFor : 50));
  }
}
