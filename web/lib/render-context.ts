// What the Worker hands the route loaders when it renders a public page (issue 32, worker/pages/ssr.tsx): the
// app's own fetch, which answers an API path inside the Worker (through the edge cache) instead of the network,
// and where a loader leaves the answers its screen's SWR hooks read (`preload`), so the page is rendered with
// them and the browser starts from them (web/app/boot.tsx) instead of reading them again.
// In the browser a loader gets no such context and reads with the global fetch; `preload` does nothing there.
import { unstable_serialize, type Key } from "swr";

/** How a read reaches the API: the Worker's own fetch in a render, the global one in the browser. */
export type ReadFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** The Worker's requestContext for a render. */
export interface RenderContext {
  fetch: ReadFetch;
  /** SWR's answers by serialized key, collected by `preload` (only in the Worker's render). */
  answers?: Record<string, unknown>;
  /** Set when a preload failed: the page shows that section's loading state and is not kept at the edge. */
  incomplete?: boolean;
}

/** Whether a loader runs in the Worker's render (its context carries the Worker's fetch). */
export const inRender = (context: unknown): boolean =>
  typeof (context as Partial<RenderContext> | null | undefined)?.fetch === "function";

/** The fetch a loader reads with: the Worker's when it renders the page, else the browser's. */
export function fetchOf(context: unknown): RenderContext["fetch"] {
  const own = (context as Partial<RenderContext> | null | undefined)?.fetch;
  return typeof own === "function" ? own : (path, init) => fetch(path, init);
}

/**
 * In the Worker's render, reads `load` through the Worker and keeps its answer under SWR's `key` (the key the
 * screen's hook uses for a signed-out visitor), so the section is in the first HTML and is not read again on
 * hydration. A failed read leaves the section to the browser. In the browser: nothing (the hook reads).
 */
export async function preload<T>(
  context: unknown,
  key: Key,
  load: (read: ReadFetch) => Promise<T>,
): Promise<T | undefined> {
  const render = context as Partial<RenderContext> | null | undefined;
  if (!render?.answers || typeof render.fetch !== "function") return undefined;
  try {
    const answer = await load(render.fetch);
    render.answers[unstable_serialize(key)] = answer;
    return answer;
  } catch (error) {
    console.warn(`section left to the browser: ${(error as Error).message}`);
    render.incomplete = true;
    return undefined;
  }
}
