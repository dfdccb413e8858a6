// The service worker's caches that hold one person's data (shared/pwa.ts PERSONAL_CACHES: their own cards and
// photos, kept for reading offline). They go when the account on this device changes, so the next person
// cannot read them offline. Cache Storage is injected, so this runs in node tests.
import { PERSONAL_CACHES } from "../../shared/pwa";

/** Deletes the personal caches; without Cache Storage (an insecure origin, an old browser) there are none. */
export async function forgetPersonalCaches(
  storage: Pick<CacheStorage, "delete"> | undefined = globalThis.caches,
): Promise<void> {
  if (!storage) return;
  await Promise.all(PERSONAL_CACHES.map((name) => storage.delete(name).catch(() => false)));
}
