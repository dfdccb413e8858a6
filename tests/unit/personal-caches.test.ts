// Sign-out deletes the service worker's copy of the own cards (issue 15 item 5), and nothing else.
import { describe, expect, it } from "vitest";
import { PWA_CACHES } from "../../shared/pwa";
import { forgetPersonalCaches } from "../../web/lib/personal-caches";

/** Cache Storage's names and delete(), as a browser keeps them. */
function cacheStorage(names: string[]) {
  const kept = new Set(names);
  return { kept, delete: async (name: string) => kept.delete(name) };
}

describe("forgetPersonalCaches", () => {
  it("deletes the own-cards cache and keeps the pages, the key set and the precache", async () => {
    const storage = cacheStorage([PWA_CACHES.ownCards, PWA_CACHES.pages, PWA_CACHES.cardKeys, "workbox-precache-v2"]);
    await forgetPersonalCaches(storage);
    expect([...storage.kept].sort()).toEqual([PWA_CACHES.cardKeys, PWA_CACHES.pages, "workbox-precache-v2"].sort());
  });

  it("does nothing without Cache Storage, and a failing delete does not reject", async () => {
    await expect(forgetPersonalCaches(undefined)).resolves.toBeUndefined();
    await expect(forgetPersonalCaches({ delete: () => Promise.reject(new Error("denied")) })).resolves.toBeUndefined();
  });
});
