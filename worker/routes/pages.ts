// The SPA pages the Worker rewrites before serving (issue 16): /natjecanja/:id, /dogadanja/:id and
// /savezi/:slug get their title, description, Open Graph, Twitter and JSON-LD from D1 (worker/pages/seo.ts);
// an unknown or malformed id answers 404 with the SPA, which shows 'Page Not Found'; each of them reads D1,
// so it counts against the client's per-IP limit. /robots.txt names the sitemap (./sitemap.ts). Every page
// is read as an anonymous visitor sees it.
import { Hono, type Context } from "hono";
import { zagrebDay } from "../../shared/dates";
import { ACCOUNT_ROUTES, ADMIN_ROUTES, API_SCOPES, ROUTES, SITE_FILES, STAFF_ROUTES } from "../../shared/paths";
import { ID_PATTERN, isSlug } from "../../shared/schemas/javno";
import type { AppEnv } from "../app-env";
import { ANONYMOUS } from "../auth/caller";
import { providerOf } from "../data/provider";
import { scopeOf } from "../data/scope";
import { withFirstPaint } from "../pages/first-paint";
import { anonymousRateLimit } from "../security/rate-limit";
import {
  announcementMeta,
  competitionMeta,
  federationMeta,
  rewriteIndex,
  robotsTxt,
  type PageMeta,
} from "../pages/seo";

const visitor = (c: Context<AppEnv>) => scopeOf(ANONYMOUS, c.get("requestId") ?? null);

/** The SPA's index.html for this request (the assets' SPA fallback), rewritten for `meta` (null: 404). */
async function page(c: Context<AppEnv>, meta: PageMeta | null): Promise<Response> {
  const index = await c.env.ASSETS.fetch(c.req.raw);
  const isHtml = (index.headers.get("content-type") ?? "").includes("text/html");
  if (!isHtml || (index.status !== 200 && index.status !== 404)) return index;
  return rewriteIndex(index, meta, meta ? 200 : 404);
}

const origin = (c: Context<AppEnv>) => new URL(c.req.url).origin;

/** index.html with the page's first paint in #root; it now differs by path, so no shared ETag. */
async function shellPage(c: Context<AppEnv>): Promise<Response> {
  const conditional = new Headers(c.req.raw.headers);
  conditional.delete("if-none-match");
  conditional.delete("if-modified-since");
  const index = await c.env.ASSETS.fetch(new Request(c.req.url, { headers: conditional }));
  if (index.status !== 200) return index;
  const headers = new Headers(index.headers);
  headers.delete("content-length");
  headers.delete("etag");
  headers.set("cache-control", "no-cache");
  return withFirstPaint(new Response(index.body, { status: 200, headers }), new URL(c.req.url).pathname);
}

export const pages = new Hono<AppEnv>()
  .use(ROUTES.natjecanje, anonymousRateLimit())
  .use(ROUTES.dogadanje, anonymousRateLimit())
  .use(ROUTES.savez, anonymousRateLimit())
  // The public competitions and the member's cards paint their heading before the app runs (issue 17).
  .get(ROUTES.natjecanja, shellPage)
  .get(ROUTES.membership, shellPage)
  .get(ROUTES.natjecanje, async (c) => {
    const id = c.req.param("id");
    const found = ID_PATTERN.test(id) ? await providerOf(c).getNatjecanje(visitor(c), id, zagrebDay()) : null;
    return page(c, found ? competitionMeta(origin(c), found) : null);
  })
  .get(ROUTES.dogadanje, async (c) => {
    const id = c.req.param("id");
    const found = ID_PATTERN.test(id) ? await providerOf(c).getDogadanje(visitor(c), id) : null;
    return page(c, found ? announcementMeta(origin(c), found) : null);
  })
  .get(ROUTES.savez, async (c) => {
    const slug = c.req.param("slug");
    const found = isSlug(slug) ? await providerOf(c).savezBySlug(visitor(c), slug) : null;
    return page(c, found ? federationMeta(origin(c), found) : null);
  })
  .get(SITE_FILES.robots, (c) => {
    const disallow = [
      ...API_SCOPES.map((scope) => scope.replace(/\*$/, "")),
      ...Object.values(ACCOUNT_ROUTES),
      ...Object.values(STAFF_ROUTES),
      ...Object.values(ADMIN_ROUTES),
    ];
    return c.body(robotsTxt(origin(c), [...new Set(disallow)], SITE_FILES.sitemap), 200, {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "public, max-age=3600",
    });
  });
