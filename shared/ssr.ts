// The contract between the Worker and the SPA's server entry (issue 32): the Worker asks web/app/render-page.tsx
// (imported as the "sz:render-page" alias, vite.config.ts and vitest.config.ts) for a public page's markup,
// rendered by React from the SPA's own route modules, and puts it into index.html with the data the browser
// hydrates from. This module is types and constants only: no I/O.

/** The id of `<script type="application/json">` holding the router's hydration data (loader data, errors). */
export const HYDRATION_SCRIPT_ID = "sz-hydration";

/** Set on `#root` when the Worker rendered the page: the SPA hydrates it instead of rendering afresh. */
export const SSR_ATTRIBUTE = "data-ssr";

/**
 * Set on `<html>` once React has committed the app's first render (a page it hydrated or one it rendered afresh):
 * from then on a click is the app's, not a plain navigation. The browser tests wait for it
 * (tests/e2e/support/hydration.ts).
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** An answer a route's screen reads through SWR that the Worker already has (ReadFeed's for home). */
export interface KnownAnswer {
  operation: string;
  variables: Record<string, unknown>;
  data: unknown;
}

/** What the Worker hands the render. */
export interface RenderInput {
  /** The page's request (its URL is what is rendered). */
  request: Request;
  /** Reads an API path inside the Worker, as the browser would over the network (signed out). */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** Answers the screens' SWR reads start from. */
  known?: KnownAnswer[];
}

/** A rendered page: #root's markup and the router's hydration data (JSON), or null when the route is not one. */
export interface RenderedPage {
  status: number;
  /** The route id of the page's screen ("natjecanje", …) and its loader's data, if it has one. */
  screen: string | null;
  data: unknown;
  /** The tags React hoisted out of the page (its <title>, meta, image preloads), for <head>. */
  head: string;
  markup: string;
  hydration: string;
  /** False when a section's data could not be read (it shows its loading state): such a page is not kept. */
  complete?: boolean;
}

/** The server entry's one function. */
export type RenderPage = (input: RenderInput) => Promise<RenderedPage | null>;
