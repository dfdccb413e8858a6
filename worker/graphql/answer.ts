// The HTTP answers of the GraphQL route: the media type the client asked for, never cached, and errors in
// GraphQL's own shape ({errors: [{message, extensions: {code}}]}).
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../app-env";
import { formatBytes } from "../security/body-limits";
import { T_BODY_LIMIT } from "../../shared/texts";
import { safeError, type GraphQLErrorCode } from "./errors";
import type { GatewayResult } from "./result";

const GRAPHQL_RESPONSE = "application/graphql-response+json";

/** The media type of the answer: GraphQL-over-HTTP's own when the client asks for it, JSON otherwise. */
export function mediaTypeFor(accept: string | undefined): string {
  return accept?.includes(GRAPHQL_RESPONSE) ? GRAPHQL_RESPONSE : "application/json";
}

/** A gateway result as the route's answer, with `extraHeaders` (a replay's mark, Retry-After, x-edge-cache). */
export function respond(
  c: Context<AppEnv>,
  { status, body }: GatewayResult,
  extraHeaders: Record<string, string> = {},
): Response {
  const mediaType = mediaTypeFor(c.req.header("accept"));
  return c.body(JSON.stringify(body), status as ContentfulStatusCode, {
    "content-type": `${mediaType}; charset=utf-8`,
    "cache-control": "no-store",
    ...extraHeaders,
  });
}

/** A refusal of the request itself (no operation ran): one error with its code. */
export function requestError(c: Context<AppEnv>, status: number, code: GraphQLErrorCode, message: string): Response {
  return respond(c, { status, body: { errors: [safeError(code, message).toJSON()] } });
}

/** 413 naming the limit the body outgrew. */
export function tooLarge(c: Context<AppEnv>, limit: number): Response {
  return requestError(c, 413, "BAD_REQUEST", T_BODY_LIMIT.tooLarge(formatBytes(limit)));
}
