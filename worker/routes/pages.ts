// The SPA pages the Worker rewrites before serving (issue 16): /savezi/:slug gets their title, description, Open Graph, Twitter and JSON-LD from D1 (worker/pages/seo.ts);
// an unknown or malformed id answers 404 with the SPA, which shows 'Page Not Found'; each of them reads D1,
// so it counts against the client's per-IP limit. /robots.txt names the sitemap (./sitemap.ts). Every page
// is read as an anonymous visitor sees it.
import { Hono, type Context } from "hono";
import { ACCOUNT_ROUTES, ADMIN_ROUTES, API_SCOPES, ROUTES, SITE_FILES, STAFF_ROUTES } from "../../shared/paths";
import { isSlug } from "../../shared/schemas/javno";
import type { AppEnv } from "../app-env";
import { ANONYMOUS } from "../auth/caller";
import { providerOf } from "../data/provider";
import { scopeOf } from "../data/scope";
import { anonymousRateLimit } from "../security/rate-limit";
import { federationMeta, rewriteIndex, robotsTxt, type PageMeta } from "../pages/seo";

const visitor = (c: Context<AppEnv>) => scopeOf(ANONYMOUS, c.get("requestId") ?? null);

/** The SPA's index.html for this request (the assets' SPA fallback), rewritten for `meta` (null: 404). */
async function page(c: Context<AppEnv>, meta: PageMeta | null): Promise<Response> {
  const index = await c.env.ASSETS.fetch(c.req.raw);
  const isHtml = (index.headers.get("content-type") ?? "").includes("text/html");
  if (!isHtml || (index.status !== 200 && index.status !== 404)) return index;
  return rewriteIndex(index, meta, meta ? 200 : 404);
}

const origin = (c: Context<AppEnv>) => new URL(c.req.url).origin;

export const pages = new Hono<AppEnv>()
  .use(ROUTES.savez, anonymousRateLimit())
  // The public competitions and announcements are rendered by React (./public-pages.ts, issue 32).
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
