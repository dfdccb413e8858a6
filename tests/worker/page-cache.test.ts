// Issue 32's bench line "a cached public page >= 0.8x the health route's req/s": a page the edge keeps is answered
// without asking the assets for index.html again (worker/routes/page-cache.ts), yet a new deploy's index.html is
// never hidden behind an older copy for longer than the few seconds its ETag is remembered.
import { beforeAll, describe, expect, it, vi } from "vitest";
import indexHtml from "../../web/index.html?raw";
import { fill, ROUTES } from "../../shared/paths";
import { fetchWithAssets } from "./helpers/assets";
import { seedDemo } from "./helpers/graphql";
import { REGATA } from "./helpers/matrix";

/** A stand-in ASSETS binding that counts how often index.html is asked for; `deploy` is its ETag. */
function countingAssets(deploy: string) {
  const assets = {
    calls: 0,
    deploy,
    fetch: async () => {
      assets.calls++;
      return new Response(indexHtml, { headers: { "content-type": "text/html; charset=utf-8", etag: assets.deploy } });
    },
  };
  return assets;
}

describe("the edge's copy of a server-rendered page", () => {
  beforeAll(async () => {
    await seedDemo();
  });

  it("is served without reading index.html again, and a deploy is seen within seconds", async () => {
    const path = fill(ROUTES.natjecanje, { id: REGATA });
    const assets = countingAssets('"deploy-a"');
    const fetchPage = () => fetchWithAssets(path, assets as unknown as Fetcher);
    expect((await fetchPage()).headers.get("x-edge-cache")).toBe("MISS");
    expect(assets.calls).toBe(1);
    for (let i = 0; i < 3; i++) {
      const hit = await fetchPage();
      expect(hit.status).toBe(200);
      expect(hit.headers.get("x-edge-cache")).toBe("HIT");
      expect(hit.headers.get("cache-control")).toBe("no-cache");
      expect(await hit.text()).toContain("data-ssr");
    }
    expect(assets.calls).toBe(1);

    // The binding now serves another deploy: once the remembered ETag has aged, the page is rendered from it.
    assets.deploy = '"deploy-b"';
    const later = Date.now() + 6_000;
    vi.spyOn(Date, "now").mockReturnValue(later);
    try {
      expect((await fetchPage()).headers.get("x-edge-cache")).toBe("MISS");
      expect(assets.calls).toBe(2);
      expect((await fetchPage()).headers.get("x-edge-cache")).toBe("HIT");
      expect(assets.calls).toBe(2);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
