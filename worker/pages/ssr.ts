// Public pages rendered by React at the edge (issue 32): the SPA's server entry (web/app/render-page.tsx, the
// "sz:render-page" alias) renders the page from the SPA's own routes and components, its loader reading the
// API through the app itself (the same answer, and the same edge cache, an anonymous browser would get);
// this module puts that markup into index.html's #root and the router's data beside it, so a page needs no
// script to show its content and the SPA hydrates it without asking again.
import { renderPage } from "sz:render-page";
import { BOOT_AFTER_PAINT, BOOT_ATTRIBUTE } from "../../shared/inline-data";
import { HYDRATION_SCRIPT_ID, SSR_ATTRIBUTE, type KnownAnswer, type RenderedPage } from "../../shared/ssr";

/** How a page asks the app for an answer (app.fetch with this request's env and context). */
export type InternalFetch = (request: Request) => Response | Promise<Response>;

/**
 * The page at `url` rendered as a signed-out visitor sees it, or null when the render failed (logged): the
 * page then goes out as the SPA's shell and the app renders it in the browser, as before.
 */
export async function renderPublicPage(
  url: string,
  internal: InternalFetch,
  known: KnownAnswer[] = [],
): Promise<RenderedPage | null> {
  const { origin } = new URL(url);
  const fetch = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("authorization", "");
    return internal(new Request(new URL(path, origin), { ...init, headers }));
  };
  try {
    return await renderPage({ request: new Request(url), fetch, known });
  } catch (error) {
    console.warn(`page left to the app: ${(error as Error).message}`);
    return null;
  }
}

/**
 * index.html with `page` in #root (marked for hydration, the app's code asked for once it is painted) and the
 * router's data in <head>.
 */
export function withRenderedPage(index: Response, page: RenderedPage): Response {
  return new HTMLRewriter()
    .on("div#root", {
      element(root) {
        root.setAttribute(SSR_ATTRIBUTE, "");
        root.setAttribute(BOOT_ATTRIBUTE, BOOT_AFTER_PAINT);
        root.setInnerContent(page.markup, { html: true });
      },
    })
    .on("head", {
      element(head) {
        head.append(
          `${page.head}<script type="application/json" id="${HYDRATION_SCRIPT_ID}">${page.hydration}</script>`,
          { html: true },
        );
      },
    })
    .transform(index);
}
