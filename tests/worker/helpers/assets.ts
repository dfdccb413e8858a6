// The app fetched inside workerd with a stand-in ASSETS binding (the built SPA is not part of a Worker test):
// the routes that rewrite or re-header an asset (index.html, sw.js, …) are tested against what it answers.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { createApp } from "../../../worker/app";

/** A stand-in for the ASSETS binding: answers every request with `answer()`. */
export const standInAssets = (answer: () => Response) => ({ fetch: async () => answer() }) as unknown as Fetcher;

/** `path` on https://app.test through the whole app, with `assets` as its ASSETS binding. */
export async function fetchWithAssets(path: string, assets: Fetcher, headers: HeadersInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await createApp().fetch(
    new Request(`https://app.test${path}`, { headers }),
    { ...env, ASSETS: assets },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}
