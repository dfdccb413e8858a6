// What the Worker hands the route loaders when it renders a public page (issue 32, worker/pages/ssr.tsx): the
// app's own fetch, which answers an API path inside the Worker (through the edge cache) instead of the network.
// In the browser a loader gets no such context and reads with the global fetch.

/** The Worker's requestContext for a render. */
export interface RenderContext {
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
}

/** The fetch a loader reads with: the Worker's when it renders the page, else the browser's. */
export function fetchOf(context: unknown): RenderContext["fetch"] {
  const own = (context as Partial<RenderContext> | null | undefined)?.fetch;
  return typeof own === "function" ? own : (path, init) => fetch(path, init);
}
