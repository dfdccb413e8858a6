// The edge cache of the server-rendered public pages (issue 32): every visitor gets the signed-out page (the app
// adds a signed-in visitor's links after hydration), so one copy per route, URL and deploy serves all of them.
// It is kept like the public answers it is made of (./edge-answer.ts): keyed by the generations of the
// entities its data reads, so the staff writes that drop those answers drop the page too; a deploy (another
// index.html) is another key. A miss counts against the client's per-IP limit, a 404 is never kept.
import type { Context } from "hono";
import { sha256Hex } from "../../shared/sha256";
import type { AppEnv } from "../app-env";
import { acceptsGzip, cachedAnswer, routeAnswerKey } from "../cache";
import { edgeAnswer } from "./edge-answer";

/** index.html for this request, asked for unconditionally: the page differs by path and data, so no ETag. */
async function indexFor(c: Context<AppEnv>): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  headers.delete("if-none-match");
  headers.delete("if-modified-since");
  return c.env.ASSETS.fetch(new Request(c.req.url, { headers }));
}

/** Set by a render that fell back to the SPA's shell (its data or the render failed): that page is not kept. */
export const NOT_KEPT = "x-page-not-kept";

const isHtml = (response: Response) => (response.headers.get("content-type") ?? "").includes("text/html");

/**
 * The deploy (index.html's ETag) each assets binding last answered with, for a few seconds: a hit is then served
 * without asking the assets for index.html (a call that cost a cached page ~0.2x of the health route's req/s).
 * A Worker version's assets never change, and a new deploy starts new isolates; a test's stand-in binding is
 * its own key. A miss always reads index.html afresh and remembers its deploy.
 */
const DEPLOY_MEMORY_MS = 5_000;
const deploys = new WeakMap<object, { deploy: string; until: number }>();

async function pageKey(c: Context<AppEnv>, route: string, entities: readonly string[], deploy: string) {
  const url = new URL(c.req.url);
  return routeAnswerKey(url.origin, `page ${route}`, entities, null, `${url.pathname}${url.search} ${deploy}`);
}

/**
 * The page `render` makes from index.html, from the edge cache when a copy for this URL, deploy and the current
 * generations of `entities` is kept. `route` names the page's route (its pattern).
 */
export async function cachedPage(
  c: Context<AppEnv>,
  route: string,
  entities: readonly string[],
  render: (index: Response) => Promise<Response>,
): Promise<Response> {
  const known = deploys.get(c.env.ASSETS);
  if (known && known.until > Date.now()) {
    const hit = await cachedAnswer(
      await pageKey(c, route, entities, known.deploy),
      acceptsGzip(c.req.header("accept-encoding")),
    );
    if (hit) return asPage(hit);
  }
  const index = await indexFor(c);
  if (index.status !== 200 || !isHtml(index)) return index;
  const html = await index.text();
  const deploy = index.headers.get("etag") ?? (await sha256Hex(html));
  deploys.set(c.env.ASSETS, { deploy, until: Date.now() + DEPLOY_MEMORY_MS });
  const response = await edgeAnswer(
    c,
    await pageKey(c, route, entities, deploy),
    () => render(new Response(html, index)),
    (page) => page.status === 200 && !page.headers.has(NOT_KEPT),
  );
  return asPage(response);
}

/** A page rendered for this request alone, never stored anywhere (`no-store`): one whose data is read live. */
export async function uncachedPage(
  c: Context<AppEnv>,
  render: (index: Response) => Promise<Response>,
): Promise<Response> {
  const index = await indexFor(c);
  if (index.status !== 200 || !isHtml(index)) return index;
  return asPage(await render(index), "no-store");
}

/** A kept page goes out `no-cache`: the edge keeps it, and a browser asks again each time (it changes with its data). */
function asPage(response: Response, cacheControl = "no-cache"): Response {
  response.headers.delete(NOT_KEPT);
  response.headers.set("cache-control", cacheControl);
  return response;
}
