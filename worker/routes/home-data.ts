// `/` with its data: the SPA's index.html plus ReadFeed's anonymous answer in a
// `<script type="application/json">` (HTMLRewriter), so the home page paints its events without an API
// round trip on a phone's network. The answer is asked of the app's own GraphQL route as the SPA would ask
// it, signed out, so it is the very answer the edge cache holds for anonymous callers (a hit costs no D1).
import type { Context } from "hono";
import { OPERATIONS } from "../../shared/graphql/operations";
import { HOME_FEED_SCRIPT_ID, scriptSafeJson } from "../../shared/inline-data";
import { API, ROUTES } from "../../shared/paths";
import type { AppEnv } from "../app-env";
import { withFirstPaint } from "../pages/first-paint";

/** How the page asks the app for an answer (app.fetch with this request's env and context). */
export type InternalFetch = (request: Request) => Response | Promise<Response>;

/** ReadFeed's anonymous answer as the SPA would get it, or null when it is not a clean 200 with data. */
async function readFeedAnswer(origin: string, internal: InternalFetch): Promise<string | null> {
  try {
    const response = await internal(
      new Request(new URL(API.graphql, origin), {
        method: "POST",
        headers: { "content-type": "application/json", authorization: "" },
        body: JSON.stringify({ operationName: "ReadFeed", variables: {}, query: OPERATIONS.ReadFeed }),
      }),
    );
    if (response.status !== 200) return null;
    const text = await response.text();
    const parsed = JSON.parse(text) as { data?: unknown; errors?: unknown };
    return parsed.data && !parsed.errors ? text : null;
  } catch (error) {
    console.warn(`home page without its data: ${(error as Error).message}`);
    return null;
  }
}

/**
 * The SPA's index.html for `/` with the feed inlined. The page is asked for unconditionally (a 304 would
 * keep an old copy of the data in the browser) and is sent without its ETag and `no-cache`: it now changes
 * with the feed. Its #root holds the page's first paint (worker/pages/first-paint.ts). Without the data (the API
 * failed) the page goes out with its first paint only and the SPA asks the API itself.
 */
export async function homePage(c: Context<AppEnv>, internal: InternalFetch): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  headers.delete("if-none-match");
  headers.delete("if-modified-since");
  const [asset, feed] = await Promise.all([
    c.env.ASSETS.fetch(new Request(c.req.url, { headers })),
    readFeedAnswer(new URL(c.req.url).origin, internal),
  ]);
  if (asset.status !== 200 || !asset.headers.get("content-type")?.includes("text/html")) return asset;
  const page = withFirstPaint(asset, ROUTES.home);
  const out = new HTMLRewriter()
    .on("head", {
      element(head) {
        if (feed)
          head.append(`<script type="application/json" id="${HOME_FEED_SCRIPT_ID}">${scriptSafeJson(feed)}</script>`, {
            html: true,
          });
      },
    })
    .transform(page);
  const response = new Response(out.body, out);
  response.headers.delete("etag");
  response.headers.delete("content-length");
  response.headers.set("cache-control", "no-cache");
  return response;
}
