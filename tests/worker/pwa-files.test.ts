// The service worker and the manifest must never be kept stale by a cache: a browser or an edge holding an
// old sw.js would keep serving the previous deploy's app (issue 15 item 5).
import { describe, expect, it } from "vitest";
import { PWA_FILES } from "../../shared/pwa";
import { fetchWithAssets, standInAssets } from "./helpers/assets";

/** A stand-in ASSETS binding: every file answers with a long-lived caching header. */
const assets = standInAssets(
  () =>
    new Response("self.skipWaiting()", {
      headers: { "content-type": "text/javascript", "cache-control": "public, max-age=31536000, immutable" },
    }),
);

const get = (path: string) => fetchWithAssets(path, assets);

describe("the installable app's files", () => {
  for (const path of Object.values(PWA_FILES)) {
    it(`${path} is served with cache-control no-cache and the security headers`, async () => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toBe("self.skipWaiting()");
      expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    });
  }

  it("leaves every other asset's caching as the assets set it", async () => {
    const response = await get("/assets/index-abc.js");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
