// The service worker's caches that hold one person's data (shared/pwa.ts PERSONAL_CACHES: their own cards and
// photos, kept for reading offline), and the verification pages /provjera/<token> in the 'pages' cache (each
// address is a card's token: whoever holds it reads that card's live name and photo). They go when the account
// on this device changes, so the next person cannot read them offline. Cache Storage is injected, so this runs
// in node tests.
import { ROUTES } from "../../shared/paths";
import { PERSONAL_CACHES, PWA_CACHES } from "../../shared/pwa";

/** The Cache Storage calls used here (a browser's `caches`, or a test's stand-in). */
export type PersonalCacheStorage = Pick<CacheStorage, "delete" | "has" | "open">;

/** Where a card's verification page lives: `/provjera/`, its token after it. */
const VERIFICATION_PREFIX = ROUTES.provjera.slice(0, ROUTES.provjera.indexOf(":"));

/**
 * Deletes every /provjera/<token> page from the 'pages' cache. One copy of the page's shell (the same SPA
 * page for every token, no token in it) stays under the bare `/provjera/`, so a QR scanned later with no
 * network still opens the offline check (pwa.config.ts provjeraShellFallback looks for any page there).
 */
async function forgetVerificationPages(storage: PersonalCacheStorage): Promise<void> {
  if (!(await storage.has(PWA_CACHES.pages))) return;
  const cache = await storage.open(PWA_CACHES.pages);
  const pages = (await cache.keys()).filter((key) => {
    const path = new URL(key.url).pathname;
    return path.startsWith(VERIFICATION_PREFIX) && path.length > VERIFICATION_PREFIX.length;
  });
  if (pages.length === 0) return;
  const shell = await cache.match(pages[0]!);
  if (shell) {
    // A new Response: the cached one remembers the address (with its token) it was fetched from.
    const copy = new Response(await shell.blob(), { status: shell.status, headers: shell.headers });
    await cache.put(new URL(VERIFICATION_PREFIX, pages[0]!.url).href, copy);
  }
  await Promise.all(pages.map((key) => cache.delete(key)));
}

/** Deletes the personal caches; without Cache Storage (an insecure origin, an old browser) there are none. */
export async function forgetPersonalCaches(
  storage: PersonalCacheStorage | undefined = globalThis.caches,
): Promise<void> {
  if (!storage) return;
  await Promise.all([
    ...PERSONAL_CACHES.map((name) => storage.delete(name).catch(() => false)),
    forgetVerificationPages(storage).catch(() => undefined),
  ]);
}
