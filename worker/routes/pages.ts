// /robots.txt, naming the sitemap (./sitemap.ts). The public pages, with their heads for search engines and link
// previews, are rendered by React (./public-pages.ts, issue 32).
import { Hono, type Context } from "hono";
import { ACCOUNT_ROUTES, ADMIN_ROUTES, API_SCOPES, SITE_FILES, STAFF_ROUTES } from "../../shared/paths";
import type { AppEnv } from "../app-env";
import { robotsTxt } from "../pages/seo";

const origin = (c: Context<AppEnv>) => new URL(c.req.url).origin;

export const pages = new Hono<AppEnv>().get(SITE_FILES.robots, (c) => {
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
