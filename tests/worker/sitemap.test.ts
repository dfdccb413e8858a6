// The sitemap as an index of pages (worker/routes/sitemap.ts; issue 28: /sitemap.xml read up to 150 000 rows
// a request): with more than 5 000 competitions the index lists one page per 5 000 rows of each section, each
// page holds at most 5 000 URLs and together they list every row once; pages are kept at the edge, and a
// page whose first key is made up answers 404 and is never kept.
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { SITE_FILES } from "../../shared/paths";
import { T_SITEMAP } from "../../shared/texts";
import { SITEMAP_PAGE_URLS } from "../../worker/data/javno";
import { seedDemo } from "./helpers/graphql";

const COMPETITIONS = 2 * SITEMAP_PAGE_URLS + 123;

const get = (path: string) => SELF.fetch(`https://app.test${path}`);
const locs = (xml: string) => [...xml.matchAll(/<loc>https:\/\/app\.test([^<]+)<\/loc>/g)].map((m) => m[1]);

/** How many published rows a table holds. */
async function count(sql: string): Promise<number> {
  return (await env.DB.prepare(sql).first<{ n: number }>())!.n;
}

beforeAll(async () => {
  await seedDemo();
  // One statement inserts them all: ids in key order are c0000000-… (published, in no federation).
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO natjecanja (id, naziv, datum_od, datum_do, lokacija)
     SELECT printf('c%07d-0000-4000-8000-000000000000', i), 'Regata ' || i, '2027-05-01', '2027-05-01', 'Jarun' FROM n`,
  )
    .bind(COMPETITIONS - 1)
    .run();
});

describe("GET /sitemap.xml", () => {
  it("is an index of pages of at most 5 000 URLs that together list every federation, competition and announcement once", async () => {
    const index = await get(SITE_FILES.sitemap);
    expect(index.status).toBe(200);
    const xml = await index.text();
    expect(xml).toContain("<sitemapindex");
    const pages = locs(xml);
    const natjecanja = await count("SELECT count(*) AS n FROM natjecanja WHERE deleted_at IS NULL");
    const feed = await count("SELECT count(*) AS n FROM feed WHERE deleted_at IS NULL");
    const savezi = await count("SELECT count(*) AS n FROM savezi");
    expect(natjecanja).toBeGreaterThan(2 * SITEMAP_PAGE_URLS);
    const perSection = (n: number) => Math.ceil(n / SITEMAP_PAGE_URLS);
    expect(pages.filter((p) => p.startsWith("/sitemap/natjecanja/"))).toHaveLength(perSection(natjecanja));
    // The app's own lists, the clubs' page (issue 29), then each section's pages.
    expect(pages).toHaveLength(2 + perSection(natjecanja) + perSection(feed) + perSection(savezi));

    const listed: string[] = [];
    for (const page of pages) {
      const response = await get(page);
      expect(response.status, page).toBe(200);
      const urls = locs(await response.text());
      expect(urls.length, page).toBeLessThanOrEqual(SITEMAP_PAGE_URLS);
      listed.push(...urls);
    }
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.filter((url) => url.startsWith("/natjecanja/"))).toHaveLength(natjecanja);
    expect(listed.filter((url) => url.startsWith("/dogadanja/"))).toHaveLength(feed);
    expect(listed.filter((url) => url.startsWith("/savezi/"))).toHaveLength(savezi);
    expect(listed).toContain("/natjecanja");
  }, 60_000);

  it("keeps the index and its pages at the edge", async () => {
    const first = await get(SITE_FILES.sitemap);
    const page = locs(await first.text()).find((p) => p.startsWith("/sitemap/natjecanja/"))!;
    await get(page).then((r) => r.text());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await get(SITE_FILES.sitemap)).headers.get("x-edge-cache")).toBe("HIT");
    expect((await get(page)).headers.get("x-edge-cache")).toBe("HIT");
  });

  it("answers 404 for a page whose first key is made up, and does not keep it", async () => {
    for (const path of [
      "/sitemap/natjecanja/c0000000-0000-4000-8000-00000000000f.xml",
      "/sitemap/natjecanja/nije-id.xml",
      "/sitemap/nepostojece/x.xml",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: T_SITEMAP.notFound } });
      expect((await get(path)).headers.get("x-edge-cache")).not.toBe("HIT");
    }
  });

  it("still names the index in robots.txt", async () => {
    expect(await (await get(SITE_FILES.robots)).text()).toContain("Sitemap: https://app.test/sitemap.xml");
  });
});
