import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";

/**
 * Gives every request an id of ours (a client's own X-Request-Id is not trusted: the id goes into audit
 * rows), sends it back as `x-request-id`, and logs one JSON line per request with it. Runs inside the
 * security headers middleware, whose copy of the response keeps this header.
 */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = crypto.randomUUID();
    const started = Date.now();
    c.set("requestId", id);
    await next();
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set("x-request-id", id);
    const { method } = c.req;
    const path = new URL(c.req.url).pathname;
    console.log(JSON.stringify({ request_id: id, method, path, status: c.res.status, ms: Date.now() - started }));
  };
}
