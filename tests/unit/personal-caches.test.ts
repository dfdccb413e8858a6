// Sign-out deletes the service worker's copy of the own cards (issue 15 item 5) and the verification pages
// /provjera/<token> (issue 28: a kept address is a card's token), and nothing else.
import { describe, expect, it } from "vitest";
import { PWA_CACHES } from "../../shared/pwa";
import { forgetPersonalCaches } from "../../web/lib/personal-caches";

const ORIGIN = "https://sportski.test";
const SHELL = "<!doctype html><div id=root></div>";

/** One cache as a browser keeps it: responses by URL. */
function memoryCache(urls: string[]) {
  const entries = new Map(urls.map((url) => [url, SHELL]));
  const urlOf = (key: RequestInfo | URL) => (typeof key === "string" ? key : key instanceof URL ? key.href : key.url);
  return {
    entries,
    keys: async () => [...entries.keys()].map((url) => new Request(url)),
    match: async (key: RequestInfo | URL) => {
      const body = entries.get(urlOf(key));
      return body === undefined ? undefined : new Response(body, { headers: { "content-type": "text/html" } });
    },
    put: async (key: RequestInfo | URL, response: Response) => void entries.set(urlOf(key), await response.text()),
    delete: async (key: RequestInfo | URL) => entries.delete(urlOf(key)),
  };
}

/** Cache Storage's names, delete(), has() and open(), as a browser keeps them. */
function cacheStorage(caches: Record<string, string[]>) {
  const named = new Map(Object.entries(caches).map(([name, urls]) => [name, memoryCache(urls)]));
  return {
    named,
    names: () => [...named.keys()].sort(),
    has: async (name: string) => named.has(name),
    open: async (name: string) => {
      if (!named.has(name)) named.set(name, memoryCache([]));
      return named.get(name)! as unknown as Cache;
    },
    delete: async (name: string) => named.delete(name),
  };
}

describe("forgetPersonalCaches", () => {
  it("deletes the own-cards cache and keeps the pages, the key set and the precache", async () => {
    const storage = cacheStorage({
      [PWA_CACHES.ownCards]: [`${ORIGIN}/api/v1/iskaznice`],
      [PWA_CACHES.pages]: [`${ORIGIN}/`],
      [PWA_CACHES.cardKeys]: [`${ORIGIN}/.well-known/jwks.json`],
      "workbox-precache-v2": [`${ORIGIN}/assets/app.js`],
    });
    await forgetPersonalCaches(storage);
    expect(storage.names()).toEqual([PWA_CACHES.cardKeys, PWA_CACHES.pages, "workbox-precache-v2"].sort());
  });

  it("deletes every /provjera/<token> page and keeps the other pages and one token-free shell", async () => {
    const tokens = ["eyJhbGciOiJFZERTQSJ9.AAA.sig1", "eyJhbGciOiJFZERTQSJ9.BBB.sig2"];
    const storage = cacheStorage({
      [PWA_CACHES.pages]: [`${ORIGIN}/`, `${ORIGIN}/membership`, ...tokens.map((t) => `${ORIGIN}/provjera/${t}`)],
    });
    await forgetPersonalCaches(storage);
    const pages = storage.named.get(PWA_CACHES.pages)!.entries;
    expect([...pages.keys()].sort()).toEqual([`${ORIGIN}/`, `${ORIGIN}/membership`, `${ORIGIN}/provjera/`].sort());
    for (const token of tokens) expect([...pages.keys()].join(" ")).not.toContain(token);
    // The shell that stays is the page itself, so a QR scanned offline later still opens the check.
    expect(pages.get(`${ORIGIN}/provjera/`)).toBe(SHELL);
  });

  it("creates no 'pages' cache when there is none, and leaves it alone without verification pages", async () => {
    const none = cacheStorage({ [PWA_CACHES.ownCards]: [`${ORIGIN}/api/v1/iskaznice`] });
    await forgetPersonalCaches(none);
    expect(none.names()).toEqual([]);
    const other = cacheStorage({ [PWA_CACHES.pages]: [`${ORIGIN}/`] });
    await forgetPersonalCaches(other);
    expect([...other.named.get(PWA_CACHES.pages)!.entries.keys()]).toEqual([`${ORIGIN}/`]);
  });

  it("does nothing without Cache Storage, and a failing delete does not reject", async () => {
    await expect(forgetPersonalCaches(undefined)).resolves.toBeUndefined();
    const denied = () => Promise.reject(new Error("denied"));
    await expect(forgetPersonalCaches({ delete: denied, has: denied, open: denied })).resolves.toBeUndefined();
  });
});
