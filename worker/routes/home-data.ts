// `/` with its data: the SPA's index.html with the home page rendered by React into #root (issue 32,
// ../pages/ssr.ts) and ReadFeed's anonymous answer in a `<script type="application/json">` (HTMLRewriter), which
// the page was rendered from and the SPA hydrates from, so the events show without script or an API round
// trip. The answer is asked of the app's own GraphQL route as the SPA would ask it, signed out, so it is the
// very answer the edge cache holds for anonymous callers (a hit costs no D1).
import type { Context } from "hono";
import { OPERATIONS } from "../../shared/graphql/operations";
import { HOME_FEED_SCRIPT_ID, scriptSafeJson } from "../../shared/inline-data";
import { API, ROUTES } from "../../shared/paths";
import type { AppEnv } from "../app-env";
import { renderPublicPage, withRenderedPage, type InternalFetch } from "../pages/ssr";
import { cachedPage, NOT_KEPT } from "./page-cache";

export type { InternalFetch };

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

/** What ReadFeed reads: the page is kept at the edge until a write to one of them. */
const FEED_ENTITIES = ["feed", "rezultati", "natjecanja", "savezi"];

/**
 * The SPA's index.html for `/` with the feed inlined, kept at the edge (./page-cache.ts) and sent without its
 * ETag and `no-cache`: it changes with the feed. Its #root holds the page React rendered from it. Without the
 * data (the API failed) the page is rendered without its events (the feed's loading state), is not kept, and
 * the SPA asks the API itself.
 */
export function homePage(c: Context<AppEnv>, internal: InternalFetch): Promise<Response> {
  return cachedPage(c, ROUTES.home, FEED_ENTITIES, async (asset) => {
    const feed = await readFeedAnswer(new URL(c.req.url).origin, internal);
    const known = feed
      ? [{ operation: "ReadFeed", variables: {}, data: (JSON.parse(feed) as { data: unknown }).data }]
      : [];
    const rendered = feed ? await renderPublicPage(c.req.url, internal, known) : null;
    const page = rendered ? withRenderedPage(asset, rendered) : asset;
    const out = new HTMLRewriter()
      .on("head", {
        element(head) {
          if (feed)
            head.append(
              `<script type="application/json" id="${HOME_FEED_SCRIPT_ID}">${scriptSafeJson(feed)}</script>`,
              {
                html: true,
              },
            );
        },
      })
      .transform(page);
    const response = new Response(out.body, out);
    response.headers.delete("etag");
    response.headers.delete("content-length");
    if (!rendered) response.headers.set(NOT_KEPT, "1");
    return response;
  });
}
