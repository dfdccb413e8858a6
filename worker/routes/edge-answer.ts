// An anonymous public answer from the edge cache: a hit is served as stored; a miss counts against the
// client's per-IP limit (it reaches the database), is answered, marked MISS, and kept when it is a 200 (an
// unknown row's 404 is never kept, so made-up keys cannot fill the cache).
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { acceptsGzip, cachedAnswer, storeAnswer, type AnswerKey } from "../cache";
import { limitAnonymous } from "../security/rate-limit";

export async function edgeAnswer(
  c: Context<AppEnv>,
  key: AnswerKey,
  answer: () => Promise<Response>,
  /** Which answers are kept (a server-rendered page that fell back to the SPA's shell is not, ./page-cache.ts). */
  keep: (response: Response) => boolean = (response) => response.status === 200,
): Promise<Response> {
  const hit = await cachedAnswer(key, acceptsGzip(c.req.header("accept-encoding")));
  if (hit) return hit;
  await limitAnonymous(c);
  const response = await answer();
  response.headers.set("x-edge-cache", "MISS");
  if (keep(response)) c.executionCtx.waitUntil(storeAnswer(key, response.clone(), true));
  return response;
}
