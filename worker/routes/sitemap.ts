// The sitemap (sitemaps.org) as an index of pages, so that no request reads more than one page of rows:
// - GET /sitemap.xml: the index (robots.txt points here): the page of the app's own lists, then one page per
//   SITEMAP_PAGE_URLS federations, competitions and announcements, each named by its first key.
// - GET /sitemap/stranice.xml: the home page and the three public lists.
// - GET /sitemap/:section/:from.xml: at most SITEMAP_PAGE_URLS rows of a section from its first key on (a
//   keyset read). A key that starts no row of the section answers 404, so made-up keys are never cached.
// Every answer is kept at the edge like the public reads (dropped by the writes of what it lists); a miss
// counts against an anonymous client's per-IP limit (worker/security/rate-limit.ts). The rows come from the
// configured data provider (worker/data/provider.ts).
import { Hono, type Context } from "hono";
import { fill, ROUTES, SITE_FILES } from "../../shared/paths";
import { ID_PATTERN, isSlug } from "../../shared/schemas/javno";
import { T_SITEMAP } from "../../shared/texts";
import type { AppEnv } from "../app-env";
import { ANONYMOUS } from "../auth/caller";
import { SITEMAP_SECTIONS, type SitemapSection } from "../data/javno";
import { providerOf } from "../data/provider";
import { scopeOf } from "../data/scope";
import { ApiError } from "../errors";
import { routeAnswerKey } from "../cache";
import { sitemapIndexXml, sitemapXml } from "../pages/seo";
import { edgeAnswer } from "./edge-answer";
import { KLUBOVI_SITEMAP } from "./klubovi";

/** Where the app's own lists are listed, and where a section's page starting at `from` is. */
export const SITEMAP_PAGES = {
  lists: "/sitemap/stranice.xml",
  page: (section: SitemapSection, from: string) => `/sitemap/${section}/${encodeURIComponent(from)}.xml`,
};

/** The page each section's rows are shown on. */
const ROW_URL: Record<SitemapSection, (key: string) => string> = {
  savezi: (slug) => fill(ROUTES.savez, { slug }),
  natjecanja: (id) => fill(ROUTES.natjecanje, { id }),
  dogadanja: (id) => fill(ROUTES.dogadanje, { id }),
};

/** Every sitemap lists what these entities hold: their writes drop the cached answers. */
const ENTITIES = ["savezi", "natjecanja", "feed"];

const visitor = (c: Context<AppEnv>) => scopeOf(ANONYMOUS, c.get("requestId") ?? null);
const at = (c: Context<AppEnv>, path: string) => new URL(path, new URL(c.req.url).origin).href;

const xmlResponse = (body: string) =>
  new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=300" },
  });

/** Serves `name` from the edge cache, else counts the miss against the client's IP and stores a 200. */
async function cachedXml(c: Context<AppEnv>, name: string, answer: () => Promise<Response>): Promise<Response> {
  const key = await routeAnswerKey(new URL(c.req.url).origin, `sitemap:${name}`, ENTITIES, null, name);
  return edgeAnswer(c, key, answer);
}

/** A section's key as its URL may hold it (a slug or an id), else null. */
function keyOf(section: string, file: string): { section: SitemapSection; from: string } | null {
  if (!(SITEMAP_SECTIONS as readonly string[]).includes(section) || !file.endsWith(".xml")) return null;
  const from = file.slice(0, -".xml".length);
  const valid = section === "savezi" ? isSlug(from) : ID_PATTERN.test(from);
  return valid ? { section: section as SitemapSection, from } : null;
}

const notFound = () => new ApiError(404, "not_found", T_SITEMAP.notFound);

export const sitemap = new Hono<AppEnv>()
  .get(SITE_FILES.sitemap, (c) =>
    cachedXml(c, "index", async () => {
      const starts = await providerOf(c).sitemapIndex(visitor(c));
      const pages = SITEMAP_SECTIONS.flatMap((section) =>
        starts[section].map((from) => at(c, SITEMAP_PAGES.page(section, from))),
      );
      return xmlResponse(sitemapIndexXml([at(c, SITEMAP_PAGES.lists), at(c, KLUBOVI_SITEMAP), ...pages]));
    }),
  )
  .get(SITEMAP_PAGES.lists, (c) => {
    const lists = [ROUTES.home, ROUTES.natjecanja, ROUTES.dogadanja, ROUTES.savezi, ROUTES.klubovi];
    return xmlResponse(sitemapXml(lists.map((path) => ({ url: at(c, path), lastmod: null }))));
  })
  .get("/sitemap/:section/:file", (c) => {
    const page = keyOf(c.req.param("section"), c.req.param("file"));
    if (!page) throw notFound();
    return cachedXml(c, `${page.section}/${page.from}`, async () => {
      const rows = await providerOf(c).sitemapPage(visitor(c), page);
      // Only a key that is a row's own names a page: anything else is made up, answered 404 and never kept.
      if (rows[0]?.key !== page.from) throw notFound();
      const toUrl = ROW_URL[page.section];
      return xmlResponse(sitemapXml(rows.map((row) => ({ url: at(c, toUrl(row.key)), lastmod: row.at }))));
    });
  });
