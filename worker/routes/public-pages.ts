// The public pages the Worker renders with React (issue 32, ../pages/ssr.ts): each is index.html with its
// content in #root and the router's data beside it, read as an anonymous visitor sees it. A page's head (title,
// description, canonical, Open Graph, Twitter, JSON-LD) is its route's own (web/components/page-head.tsx) and
// replaces index.html's title and description; an unknown or malformed id or slug answers 404 with the SPA's
// shell and noindex (the SPA then shows 'Page Not Found', or the federation page's own 'not found'). Home is
// ./home-data.ts (it carries the feed too).
import { Hono, type Context } from "hono";
import { ROUTES } from "../../shared/paths";
import type { RenderedPage } from "../../shared/ssr";
import type { AppEnv } from "../app-env";
import { notFoundShell } from "../pages/seo";
import { renderPublicPage, withRenderedPage, type InternalFetch } from "../pages/ssr";
import { anonymousRateLimit } from "../security/rate-limit";
import { COMPETITION_ENTITIES } from "./javno";
import { KLUBOVI_ENTITIES } from "./klubovi";
import { cachedPage, NOT_KEPT } from "./page-cache";

/** `index` with fresh headers (no ETag or length, `no-cache`) and `status`. */
function reheader(index: Response, status: number): Response {
  const headers = new Headers(index.headers);
  headers.delete("content-length");
  headers.delete("etag");
  headers.set("cache-control", "no-cache");
  return new Response(index.body, { status, headers });
}

/** index.html without the title and description the page brings its own of (one of each in <head>). */
function withoutIndexHead(index: Response, page: RenderedPage): Response {
  const own = { title: /<title[\s>]/.test(page.head), description: /<meta name="description"/.test(page.head) };
  if (!own.title && !own.description) return index;
  return new HTMLRewriter()
    .on("head > title", {
      element: (e) => {
        if (own.title) e.remove();
      },
    })
    .on('head > meta[name="description"]', {
      element: (e) => {
        if (own.description) e.remove();
      },
    })
    .transform(index);
}

/** The page rendered into index.html (a 404: the plain shell with noindex); a failed render leaves it to the SPA. */
async function renderedPage(index: Response, url: string, internal: InternalFetch) {
  const page = await renderPublicPage(url, internal);
  if (!page) {
    const shell = reheader(index, 200);
    shell.headers.set(NOT_KEPT, "1");
    return shell;
  }
  if (page.status === 404) return notFoundShell(index);
  return withRenderedPage(withoutIndexHead(reheader(index, page.status), page), page);
}

/** Each page: its route and the entities its data reads (its cache's generations). */
const PAGES: [route: string, entities: readonly string[]][] = [
  [ROUTES.natjecanja, []],
  [ROUTES.natjecanje, COMPETITION_ENTITIES],
  [ROUTES.dogadanje, ["feed", "savezi"]],
  [ROUTES.savezi, ["savezi"]],
  [ROUTES.savez, ["savezi", "feed", "dokumenti_saveza"]],
  [ROUTES.klubovi, KLUBOVI_ENTITIES],
  [ROUTES.klub, KLUBOVI_ENTITIES],
  [ROUTES.about, []],
  [ROUTES.team, []],
  [ROUTES.terms, []],
];

/** A row's page: counts against the client's per-IP limit before anything is read, hit or miss, as before. */
const ROW_PAGES = [ROUTES.natjecanje, ROUTES.dogadanje, ROUTES.savez, ROUTES.klub];

/** The server-rendered public pages, kept at the edge; `internalOf` asks the app itself for an API answer. */
export function publicPages(internalOf: (c: Context<AppEnv>) => InternalFetch) {
  const app = new Hono<AppEnv>();
  for (const route of ROW_PAGES) app.use(route, anonymousRateLimit());
  for (const [route, entities] of PAGES) {
    app.get(route, (c) => cachedPage(c, route, entities, (index) => renderedPage(index, c.req.url, internalOf(c))));
  }
  return app;
}
