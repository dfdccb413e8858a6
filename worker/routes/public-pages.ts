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

/** What a page says about itself, from its screen's data; null: the index's own head. */
type MetaOf = (origin: string, page: RenderedPage) => PageMeta | null;

/** index.html for this request, asked for unconditionally: the page differs by path and data, so no ETag. */
async function indexFor(c: Context<AppEnv>): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  headers.delete("if-none-match");
  headers.delete("if-modified-since");
  return c.env.ASSETS.fetch(new Request(c.req.url, { headers }));
}

/** `index` with fresh headers (no ETag or length, `no-cache`) and `status`. */
function reheader(index: Response, status: number): Response {
  const headers = new Headers(index.headers);
  headers.delete("content-length");
  headers.delete("etag");
  headers.set("cache-control", "no-cache");
  return new Response(index.body, { status, headers });
}

/**
 * The page rendered into index.html. With `metaOf` the head is the row's (a 404 gets the plain shell with
 * noindex); a failed render leaves the page to the SPA.
 */
async function renderedPage(c: Context<AppEnv>, internal: InternalFetch, metaOf?: MetaOf): Promise<Response> {
  const [index, page] = await Promise.all([indexFor(c), renderPublicPage(c.req.url, internal)]);
  if (index.status !== 200 || !(index.headers.get("content-type") ?? "").includes("text/html")) return index;
  if (!page) return reheader(index, 200);
  const origin = new URL(c.req.url).origin;
  if (page.status === 404) return rewriteIndex(index, null, 404);
  const headed = metaOf ? rewriteIndex(index, metaOf(origin, page), page.status) : reheader(index, page.status);
  return withRenderedPage(headed, page);
}

const competition: MetaOf = (origin, page) =>
  page.screen === "natjecanje" ? competitionMeta(origin, page.data as JavnoNatjecanjeDetalji) : null;
const announcement: MetaOf = (origin, page) =>
  page.screen === "dogadanje" ? announcementMeta(origin, page.data as JavnoDogadanje) : null;

/** The server-rendered public pages; `internalOf` asks the app itself for an API answer. */
export function publicPages(internalOf: (c: Context<AppEnv>) => InternalFetch) {
  return new Hono<AppEnv>()
    .use(ROUTES.natjecanje, anonymousRateLimit())
    .use(ROUTES.dogadanje, anonymousRateLimit())
    .get(ROUTES.natjecanja, (c) => renderedPage(c, internalOf(c)))
    .get(ROUTES.natjecanje, (c) => renderedPage(c, internalOf(c), competition))
    .get(ROUTES.dogadanje, (c) => renderedPage(c, internalOf(c), announcement))
    .get(ROUTES.about, (c) => renderedPage(c, internalOf(c)))
    .get(ROUTES.team, (c) => renderedPage(c, internalOf(c)))
    .get(ROUTES.terms, (c) => renderedPage(c, internalOf(c)));
}
