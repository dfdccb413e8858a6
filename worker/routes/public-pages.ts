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
import { ENTRY_ENTITIES } from "../data/prijave";
import { LEAGUE_ENTITIES } from "../data/lige";
import { COMPETITION_ENTITIES } from "./javno";
import { KLUBOVI_ENTITIES } from "./klubovi";
import { cachedPage, NOT_KEPT, uncachedPage } from "./page-cache";

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

/** A page that must not be kept at the edge (its data or one of its sections failed). */
function notKept(page: Response): Response {
  page.headers.set(NOT_KEPT, "1");
  return page;
}

/** The page rendered into index.html (a 404: the plain shell with noindex); a failed render leaves it to the SPA. */
async function renderedPage(index: Response, url: string, internal: InternalFetch) {
  const page = await renderPublicPage(url, internal);
  if (!page) return notKept(reheader(index, 200));
  if (page.status === 404) return notFoundShell(index);
  const rendered = withRenderedPage(withoutIndexHead(reheader(index, page.status), page), page);
  // A section whose data could not be read shows its loading state: such a page goes out but is not kept.
  return page.complete === false ? notKept(rendered) : rendered;
}

/**
 * A competition's page reads the competition, its entries' window and start lists, and its league's groups:
 * a write to any of them drops the page.
 */
const COMPETITION_PAGE_ENTITIES = [...new Set([...COMPETITION_ENTITIES, ...ENTRY_ENTITIES, ...LEAGUE_ENTITIES])];

/**
 * Pages never kept at the edge: a card's verification reads the register live (its API is never cached), so a
 * suspension or a reissued card shows at once; the page is rendered for each request.
 */
const NEVER_KEPT: ReadonlySet<string> = new Set([ROUTES.provjera]);

/** Each page: its route and the entities its data reads (its cache's generations). */
const PAGES: [route: string, entities: readonly string[]][] = [
  [ROUTES.natjecanja, ["natjecanja", "savezi"]],
  [ROUTES.natjecanje, COMPETITION_PAGE_ENTITIES],
  [ROUTES.dogadanja, ["feed", "savezi"]],
  [ROUTES.provjera, []],
  [ROUTES.dogadanje, ["feed", "savezi"]],
  [ROUTES.savezi, ["savezi"]],
  [ROUTES.savez, ["savezi", "feed", "dokumenti_saveza"]],
  [ROUTES.klubovi, KLUBOVI_ENTITIES],
  [ROUTES.klub, KLUBOVI_ENTITIES],
  [ROUTES.about, []],
  [ROUTES.team, []],
  [ROUTES.terms, []],
  // The frame of a member's cards (title and loading line, no one's data): web/app/public-routes.tsx.
  [ROUTES.membership, []],
];

/** A row's page: counts against the client's per-IP limit before anything is read, hit or miss, as before. */
const ROW_PAGES = [ROUTES.natjecanje, ROUTES.dogadanje, ROUTES.savez, ROUTES.klub, ROUTES.provjera];

/** The server-rendered public pages, kept at the edge; `internalOf` asks the app itself for an API answer. */
export function publicPages(internalOf: (c: Context<AppEnv>) => InternalFetch) {
  const app = new Hono<AppEnv>();
  for (const route of ROW_PAGES) app.use(route, anonymousRateLimit());
  for (const [route, entities] of PAGES) {
    const render = (c: Context<AppEnv>) => (index: Response) => renderedPage(index, c.req.url, internalOf(c));
    app.get(route, (c) =>
      NEVER_KEPT.has(route) ? uncachedPage(c, render(c)) : cachedPage(c, route, entities, render(c)),
    );
  }
  return app;
}
