// The public pages the Worker renders with React (issue 32, ../pages/ssr.ts): each is index.html with its
// content in #root and the router's data beside it, read as an anonymous visitor sees it. A page with a row
// (/natjecanja/:id, /dogadanja/:id) also gets its title, description, Open Graph, Twitter and JSON-LD from that row
// (../pages/seo.ts), and an unknown or malformed id answers 404 with the SPA's shell (which shows 'Page Not
// Found'). Home is ./home-data.ts (it carries the feed too).
import { Hono, type Context } from "hono";
import { ROUTES } from "../../shared/paths";
import type { JavnoDogadanje, JavnoNatjecanjeDetalji } from "../../shared/schemas/javno";
import type { RenderedPage } from "../../shared/ssr";
import type { AppEnv } from "../app-env";
import { announcementMeta, competitionMeta, rewriteIndex, type PageMeta } from "../pages/seo";
import { renderPublicPage, withRenderedPage, type InternalFetch } from "../pages/ssr";
import { anonymousRateLimit } from "../security/rate-limit";
import { ENTRY_ENTITIES } from "../data/prijave";
import { LEAGUE_ENTITIES } from "../data/lige";
import { COMPETITION_ENTITIES } from "./javno";
import { cachedPage, indexFor, isHtml, NOT_KEPT } from "./page-cache";

/** What a page says about itself, from its screen's data; null: the index's own head. */
type MetaOf = (origin: string, page: RenderedPage) => PageMeta | null;

/** `index` with fresh headers (no ETag or length, `no-cache`) and `status`. */
function reheader(index: Response, status: number): Response {
  const headers = new Headers(index.headers);
  headers.delete("content-length");
  headers.delete("etag");
  headers.set("cache-control", "no-cache");
  return new Response(index.body, { status, headers });
}

/** A page that must not be kept at the edge (its data or one of its sections failed). */
function notKept(page: Response): Response {
  page.headers.set(NOT_KEPT, "1");
  return page;
}

/**
 * The page rendered into index.html. With `metaOf` the head is the row's (a 404 gets the plain shell with
 * noindex); a failed render leaves the page to the SPA.
 */
async function renderedPage(index: Response, url: string, internal: InternalFetch, metaOf?: MetaOf) {
  const page = await renderPublicPage(url, internal);
  if (!page) return notKept(reheader(index, 200));
  const origin = new URL(url).origin;
  if (page.status === 404) return rewriteIndex(index, null, 404);
  const headed = metaOf ? rewriteIndex(index, metaOf(origin, page), page.status) : reheader(index, page.status);
  const rendered = withRenderedPage(headed, page);
  // A section whose data could not be read shows its loading state: such a page goes out but is not kept.
  return page.complete === false ? notKept(rendered) : rendered;
}

const competition: MetaOf = (origin, page) =>
  page.screen === "natjecanje" ? competitionMeta(origin, page.data as JavnoNatjecanjeDetalji) : null;
const announcement: MetaOf = (origin, page) =>
  page.screen === "dogadanje" ? announcementMeta(origin, page.data as JavnoDogadanje) : null;

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

/** Each page: its route, the entities its data reads (its cache's generations) and its head. */
const PAGES: [route: string, entities: readonly string[], metaOf?: MetaOf][] = [
  [ROUTES.natjecanja, ["natjecanja", "savezi"]],
  [ROUTES.natjecanje, COMPETITION_PAGE_ENTITIES, competition],
  [ROUTES.dogadanja, ["feed", "savezi"]],
  [ROUTES.provjera, []],
  [ROUTES.dogadanje, ["feed", "savezi"], announcement],
  [ROUTES.about, []],
  [ROUTES.team, []],
  [ROUTES.terms, []],
];

/** A page rendered for this request alone, never stored anywhere (`no-store`). */
async function uncachedPage(c: Context<AppEnv>, render: (index: Response) => Promise<Response>) {
  const index = await indexFor(c);
  if (index.status !== 200 || !isHtml(index)) return index;
  const page = await render(index);
  page.headers.delete(NOT_KEPT);
  page.headers.set("cache-control", "no-store");
  return page;
}

/** The server-rendered public pages, kept at the edge; `internalOf` asks the app itself for an API answer. */
export function publicPages(internalOf: (c: Context<AppEnv>) => InternalFetch) {
  // A row's page counts against the client's per-IP limit before anything is read, hit or miss, as before.
  const app = new Hono<AppEnv>()
    .use(ROUTES.natjecanje, anonymousRateLimit())
    .use(ROUTES.dogadanje, anonymousRateLimit())
    .use(ROUTES.provjera, anonymousRateLimit());
  for (const [route, entities, metaOf] of PAGES) {
    app.get(route, (c) =>
      NEVER_KEPT.has(route)
        ? uncachedPage(c, (index) => renderedPage(index, c.req.url, internalOf(c), metaOf))
        : cachedPage(c, route, entities, (index) => renderedPage(index, c.req.url, internalOf(c), metaOf)),
    );
  }
  return app;
}
