// How large a GraphQL request body may be while it is read (the limits themselves: worker/security/body-limits.ts).
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { getCaller } from "../auth/require";
import { bodyLimitFor, largestBodyFor } from "../security/body-limits";
import { boundedBody } from "../security/bounded-body";
import { tooLarge } from "./answer";
import { DEFAULT_MAX_BODY_BYTES } from "./rules";

/** The operationName a body's first bytes declare (the SPA sends it first), if any. */
const DECLARED_NAME = /"operationName"\s*:\s*"([A-Za-z_][A-Za-z0-9_]*)"/;

/** The body limit, for this caller, of the operation a body's first 64 KB name (worker/security/body-limits.ts). */
function declaredLimit(c: Context<AppEnv>, head: Uint8Array): number {
  return bodyLimitFor(getCaller(c), DECLARED_NAME.exec(new TextDecoder().decode(head))?.[1]);
}

/**
 * The request body as `c.var.body`, or 413 naming the limit it outgrew. Past 64 KB only a body whose first
 * 64 KB declare a bulk operation its caller may run is read on (to that operation's limit), so an oversized
 * ordinary, anonymous or untrusted body is refused after 64 KB, never buffered and parsed whole; a declared
 * Content-Length over the limit is refused as soon as the first 64 KB have named the operation (so the
 * message states its limit). The declared name is a hint only: the route checks the trusted operation's own
 * limit again once it is known.
 */
export const graphqlBody = boundedBody<AppEnv>(
  (c) => ({
    limitFor: (head) => declaredLimit(c, head),
    // A caller with one limit for every operation (anonymous, members) is refused unread past it.
    limits: { initial: DEFAULT_MAX_BODY_BYTES, ceiling: largestBodyFor(getCaller(c)) },
  }),
  tooLarge,
);
