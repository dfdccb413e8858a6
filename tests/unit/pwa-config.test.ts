// The service worker's routes (pwa.config.ts): which requests are kept for offline use, and how. The route
// table is what Workbox writes into sw.js, so these are the answers the browser will get.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  PWA_MANIFEST,
  hrefPattern,
  isPageNavigation,
  provjeraShellFallback,
  pwaOptions,
  runtimeCaching,
} from "../../pwa.config";
import {
  API,
  API_SCOPES,
  JWKS_PATH,
  ROUTES,
  fill,
  membershipPhotoUrl,
  provjeraApiUrl,
  provjeraPhotoUrl,
} from "../../shared/paths";
import { PWA_CACHES } from "../../shared/pwa";

const ORIGIN = "https://sportski.zagreb.test";
const navigate = (path: string) => ({ request: { mode: "navigate" }, url: new URL(path, ORIGIN) });

/** The first runtime route (first match wins) for a GET of `path` that is not a navigation. */
function routeFor(path: string) {
  const href = new URL(path, ORIGIN).href;
  return runtimeCaching.find((r) =>
    r.urlPattern instanceof RegExp
      ? r.urlPattern.test(href)
      : typeof r.urlPattern === "function"
        ? (r.urlPattern as (o: unknown) => boolean)({ request: { mode: "cors" }, url: new URL(href) })
        : false,
  );
}

describe("the service worker's routes", () => {
  it("keeps pages for offline reloads, but never an API answer opened as a document", () => {
    for (const path of ["/", "/membership", "/provjera/a.b.c", "/natjecanja/12"]) {
      expect(isPageNavigation(navigate(path) as never)).toBe(true);
    }
    for (const scope of API_SCOPES) {
      expect(isPageNavigation(navigate(scope.replace("*", "files/x.pdf")) as never)).toBe(false);
    }
    expect(isPageNavigation({ request: { mode: "cors" }, url: new URL("/", ORIGIN) } as never)).toBe(false);
  });

  it("asks the network only for a card's live status and its photo", () => {
    expect(routeFor(provjeraApiUrl("a.b.c"))?.handler).toBe("NetworkOnly");
    expect(routeFor(provjeraPhotoUrl("a.b.c"))?.handler).toBe("NetworkOnly");
  });

  it("keeps the own cards and their photos network-first in the cache sign-out deletes", () => {
    for (const path of [API.iskaznice, membershipPhotoUrl("a1000000-0000-4000-8000-000000000001")]) {
      const route = routeFor(path);
      expect(route?.handler).toBe("NetworkFirst");
      expect(route?.options?.cacheName).toBe(PWA_CACHES.ownCards);
      expect(route?.options?.cacheableResponse?.statuses).toEqual([200]);
    }
  });

  it("serves the key set stale while it revalidates, and leaves other API reads alone", () => {
    expect(routeFor(JWKS_PATH)?.handler).toBe("StaleWhileRevalidate");
    expect(routeFor(API.me)).toBeUndefined();
    expect(routeFor(fill(API.file, { key: "a.pdf" }))).toBeUndefined();
    expect(routeFor(`${API.iskaznice}/other`)).toBeUndefined();
  });

  it("matches a path pattern's segments only on the URL's path", () => {
    const pattern = hrefPattern("/api/v1/clanstva/:id/fotografija");
    expect(pattern.test(`${ORIGIN}/api/v1/clanstva/42/fotografija?v=1`)).toBe(true);
    expect(pattern.test(`${ORIGIN}/api/v1/clanstva/4/2/fotografija`)).toBe(false);
    expect(pattern.test(`${ORIGIN}/x?next=/api/v1/clanstva/42/fotografija`)).toBe(false);
  });

  it("precaches the built files but never index.html, which the Worker rewrites per request", () => {
    const options = pwaOptions("/tmp/client");
    expect(options.workbox?.navigateFallback).toBeNull();
    expect(options.workbox?.globPatterns?.some((p) => p.includes("html"))).toBe(false);
    expect(options.manifest).toMatchObject({ name: "Sportski Zagreb", start_url: "/", display: "standalone" });
    expect(PWA_MANIFEST.icons.map((i) => i.sizes)).toEqual(["192x192", "512x512", "512x512"]);
  });
});

describe("a verification page never opened here, with no network", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The service worker's Cache Storage holding the 'pages' cache with these page paths. */
  function pagesCache(paths: string[]) {
    const open = vi.fn(async (name: string) => ({
      keys: async () => (name === PWA_CACHES.pages ? paths.map((p) => new Request(new URL(p, ORIGIN))) : []),
      match: async (key: Request) => new Response(`shell of ${new URL(key.url).pathname}`),
    }));
    vi.stubGlobal("caches", { open });
    return open;
  }
  const failed = (path: string) =>
    provjeraShellFallback.handlerDidError({ request: new Request(new URL(path, ORIGIN)) });
  const provjera = (token: string) => fill(ROUTES.provjera, { token });

  it("gets the shell of one that was opened, from the pages cache", async () => {
    const open = pagesCache([ROUTES.membership, provjera("a.b.c"), ROUTES.home]);
    const response = await failed(provjera("x.y.z"));
    expect(await response?.text()).toBe(`shell of ${provjera("a.b.c")}`);
    expect(open).toHaveBeenCalledWith(PWA_CACHES.pages);
  });

  it("gets nothing when none was opened, and other pages never get its shell", async () => {
    pagesCache([ROUTES.membership, ROUTES.home]);
    expect(await failed(provjera("x.y.z"))).toBeUndefined();
    pagesCache([provjera("a.b.c")]);
    expect(await failed(ROUTES.membership)).toBeUndefined();
  });
});
