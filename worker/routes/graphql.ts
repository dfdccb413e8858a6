import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { forgetRows } from "../auth/caller-cache";
import { getCaller } from "../auth/require";
import { getConfig } from "../config";
import { database } from "../data/db";
import {
  IDEMPOTENCY_HEADER,
  REPLAYED_HEADER,
  dropExpired,
  findKey,
  parseKey,
  requestHash,
  reservation,
  storeKeyAnswer,
  type IdempotencyClaim,
} from "../data/idempotency";
import { isAnonymous } from "../../shared/permissions";
import { T_BODY_LIMIT, T_IDEMPOTENCY } from "../../shared/texts";
import { answerKey, cachedAnswer, invalidateCommittedWrite, storeAnswer, type AnswerKey } from "../cache";
import { safeError, type GraphQLErrorCode } from "../graphql/errors";
import { ruleOf, runOperation, type GatewayResult } from "../graphql/execute";
import { DEFAULT_MAX_BODY_BYTES, type OperationRule } from "../graphql/rules";
import { findTrusted, type TrustedOperation } from "../graphql/trusted";
import { bodyLimitFor, formatBytes, largestBodyFor } from "../security/body-limits";
import { fitsIn, readBoundedBody } from "../security/bounded-body";
import { RATE_PERIOD_SECONDS, graphqlAnonymousRefusal, graphqlWriteRefusal } from "../security/rate-limit";

const GRAPHQL_RESPONSE = "application/graphql-response+json";

const requestSchema = z.object({
  operationName: z.string().max(100).nullish(),
  query: z.string().nullish(),
  variables: z.record(z.string(), z.unknown()).nullish(),
  extensions: z
    .object({ persistedQuery: z.object({ sha256Hash: z.string().regex(/^[0-9a-fA-F]{64}$/) }).optional() })
    .nullish(),
});

/** The media type of the answer: GraphQL-over-HTTP's own when the client asks for it, JSON otherwise. */
function mediaTypeFor(accept: string | undefined): string {
  return accept?.includes(GRAPHQL_RESPONSE) ? GRAPHQL_RESPONSE : "application/json";
}

function respond(c: Context<AppEnv>, { status, body }: GatewayResult, extraHeaders: Record<string, string> = {}) {
  const mediaType = mediaTypeFor(c.req.header("accept"));
  return c.body(JSON.stringify(body), status as ContentfulStatusCode, {
    "content-type": `${mediaType}; charset=utf-8`,
    "cache-control": "no-store",
    ...extraHeaders,
  });
}

function requestError(c: Context<AppEnv>, status: number, code: GraphQLErrorCode, message: string) {
  return respond(c, { status, body: { errors: [safeError(code, message).toJSON()] } });
}

function tooLarge(c: Context<AppEnv>, limit: number) {
  return requestError(c, 413, "BAD_REQUEST", T_BODY_LIMIT.tooLarge(formatBytes(limit)));
}

/** The operationName a body's first bytes declare (the SPA sends it first), if any. */
const DECLARED_NAME = /"operationName"\s*:\s*"([A-Za-z_][A-Za-z0-9_]*)"/;

/** The body limit, for this caller, of the operation a body's first 64 KB name (worker/security/body-limits.ts). */
function declaredLimit(c: Context<AppEnv>, head: Uint8Array): number {
  return bodyLimitFor(getCaller(c), DECLARED_NAME.exec(new TextDecoder().decode(head))?.[1]);
}

/**
 * The request body as text, or the limit it outgrew. Past 64 KB only a body whose first 64 KB declare a bulk
 * operation its caller may run is read on (to that operation's limit), so an oversized ordinary, anonymous or
 * untrusted body is refused after 64 KB, never buffered and parsed whole; a declared Content-Length over the
 * limit is refused as soon as the first 64 KB have named the operation (so the message states its limit). The
 * declared name is a hint only: the trusted operation's own limit is checked again once it is known.
 */
const readBounded = (c: Context<AppEnv>) =>
  readBoundedBody(c.req.raw, (head) => declaredLimit(c, head), {
    initial: DEFAULT_MAX_BODY_BYTES,
    // A caller with one limit for every operation (anonymous, members) is refused unread past it.
    ceiling: largestBodyFor(getCaller(c)),
  });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The edge-cache key of an anonymous public read, or null. The variables are parsed with the rule's own
 * schema first, so variables that mean the same (unknown keys dropped, any order) share one answer;
 * variables that do not parse are not cached (the gateway refuses them with 400).
 */
async function publicAnswerKey(
  c: Context<AppEnv>,
  operation: TrustedOperation,
  rule: OperationRule,
  rawVariables: unknown,
): Promise<AnswerKey | null> {
  if (!rule.edgeCache || !isAnonymous(getCaller(c))) return null;
  const parsed = rule.variables.safeParse(rawVariables ?? {});
  if (!parsed.success) return null;
  const origin = new URL(c.req.url).origin;
  return answerKey(origin, operation, mediaTypeFor(c.req.header("accept")), parsed.data);
}

/** True when some root field of `data` holds a row (a non-empty list, an object): the answer names what exists. */
function namesRows(data: unknown): boolean {
  if (typeof data !== "object" || data === null) return false;
  return Object.values(data).some((value) => (Array.isArray(value) ? value.length > 0 : value != null));
}

/** A create: an operation whose root field inserts (insert_*), the only ones an Idempotency-Key applies to. */
const isCreate = (rule: OperationRule) => rule.needs.some((need) => need.action === "create");

/** How long a repeat waits for the first request's answer before answering 409 (the first one is quick). */
const REPLAY_WAIT_MS = [50, 100, 200, 400];

/**
 * The answer to a repeated key: the first answer replayed (same status and body, `idempotent-replayed:
 * true`) once stored, else after a short wait 409 with Retry-After: 1; null when the key is not stored.
 */
async function repeatAnswer(c: Context<AppEnv>, claim: IdempotencyClaim): Promise<Response | null> {
  const db = database(c.env.DB);
  for (let attempt = 0; ; attempt++) {
    const stored = await findKey(db, claim.userId, claim.key);
    if (!stored) return null;
    if (stored.operation !== claim.operation || stored.request_hash !== claim.hash) {
      return requestError(c, 422, "IDEMPOTENCY_KEY_REUSED", T_IDEMPOTENCY.mismatch);
    }
    if (stored.status !== null && stored.response !== null) {
      const body = JSON.parse(stored.response) as GatewayResult["body"];
      return respond(c, { status: stored.status, body }, { [REPLAYED_HEADER]: "true" });
    }
    if (attempt >= REPLAY_WAIT_MS.length) {
      const body = { errors: [safeError("IDEMPOTENCY_IN_PROGRESS", T_IDEMPOTENCY.inProgress).toJSON()] };
      return respond(c, { status: 409, body }, { "retry-after": "1" });
    }
    await new Promise((resolve) => setTimeout(resolve, REPLAY_WAIT_MS[attempt]));
  }
}

/**
 * A create's Idempotency-Key (worker/data/idempotency.ts): null when none applies (no header, not a create,
 * nobody signed in, or the Hasura provider), a Response when the request is answered here (400 malformed,
 * 422 reused with another body, a replay, 409 in progress), else the claim to store with the create.
 * Hasura would need the same reservation in the create's transaction: an `insert_idempotency_keys_one` in
 * the same GraphQL mutation (Hasura runs a mutation's root fields in one transaction), the table tracked
 * without any role's permission, and the answer stored by the Worker with the admin secret afterwards.
 */
async function idempotencyOf(
  c: Context<AppEnv>,
  operation: TrustedOperation,
  rule: OperationRule,
  variables: unknown,
  onD1: boolean,
): Promise<IdempotencyClaim | Response | null> {
  if (!isCreate(rule)) return null;
  const key = parseKey(c.req.header(IDEMPOTENCY_HEADER));
  if (key === "malformed") return requestError(c, 400, "BAD_REQUEST", T_IDEMPOTENCY.malformed);
  const userId = getCaller(c).userId;
  if (key === null || userId === null || !onD1) return null;
  const claim = { userId, key, operation: operation.name, hash: await requestHash(operation.name, variables) };
  const repeat = await repeatAnswer(c, claim);
  if (repeat) return repeat;
  await dropExpired(database(c.env.DB), userId, key);
  return claim;
}

/**
 * POST /v1/graphql: trusted operations only (matched by hash), authorised by rules.ts, run on the
 * configured provider. Anonymous public reads come from the edge cache; staff writes invalidate the
 * answers of what they wrote.
 */
export const graphql = new Hono<AppEnv>()
  .post("/", async (c) => {
    if (!c.req.header("content-type")?.toLowerCase().startsWith("application/json")) {
      return requestError(c, 415, "BAD_REQUEST", "Send the request as application/json.");
    }
    const text = await readBounded(c);
    if (typeof text !== "string") return tooLarge(c, text.tooLarge);
    const parsed = requestSchema.safeParse(parseJson(text));
    if (!parsed.success)
      return requestError(c, 400, "BAD_REQUEST", "The body must be {operationName, variables, query}.");
    const { operationName, query, variables, extensions } = parsed.data;
    const operation = await findTrusted(
      operationName ?? undefined,
      query ?? undefined,
      extensions?.persistedQuery?.sha256Hash,
    );
    if (!operation) {
      return requestError(c, 400, "UNTRUSTED_OPERATION", "Only the application's own GraphQL operations are accepted.");
    }
    const caller = getCaller(c);
    const rule = ruleOf(operation);
    const bodyLimit = bodyLimitFor(caller, operation.name);
    if (!fitsIn(text, bodyLimit)) return tooLarge(c, bodyLimit);
    const limited = rule.mutation ? await graphqlWriteRefusal(c) : null;
    if (limited) {
      const body = { errors: [{ message: limited, extensions: { code: "RATE_LIMITED" } }] };
      return respond(c, { status: 429, body }, { "retry-after": String(RATE_PERIOD_SECONDS) });
    }
    const key = await publicAnswerKey(c, operation, rule, variables);
    if (key) {
      const hit = await cachedAnswer(key);
      if (hit) return hit;
      // A miss reaches the database: anonymous callers are counted per IP (worker/security/rate-limit.ts).
      const refused = await graphqlAnonymousRefusal(c);
      if (refused) {
        const body = { errors: [{ message: refused, extensions: { code: "RATE_LIMITED" } }] };
        return respond(c, { status: 429, body }, { "retry-after": String(RATE_PERIOD_SECONDS) });
      }
    }
    const config = getConfig(c.env);
    const idempotent = await idempotencyOf(c, operation, rule, variables, config.DATA_PROVIDER === "d1");
    if (idempotent instanceof Response) return idempotent;
    const result = await runOperation(operation, variables, caller, {
      config,
      db: c.env.DB,
      profile: c.get("profile"),
      requestId: c.get("requestId"),
      files: c.env.DOCUMENTS,
      idempotency: idempotent ? reservation(idempotent) : undefined,
    });
    if (idempotent && result.duplicateKey) return (await repeatAnswer(c, idempotent)) ?? respond(c, result);
    if (idempotent && result.status === 200) await storeKeyAnswer(database(c.env.DB), idempotent, 200, result.body);
    if (rule.mutation && result.status === 200) {
      const waitUntil = (work: Promise<unknown>) => c.executionCtx.waitUntil(work);
      await invalidateCommittedWrite(new URL(c.req.url).origin, operation, waitUntil, c.get("requestId"));
      forgetRows();
    }
    const response = respond(c, result, key ? { "x-edge-cache": "MISS" } : {});
    // Only a whole answer is kept: a 200 may carry partial errors (Hasura), and those are never cached; nor is
    // an answer that names no row, so made-up slugs and ids cannot fill the cache.
    if (key && result.status === 200 && !result.body.errors?.length && namesRows(result.body.data)) {
      c.executionCtx.waitUntil(storeAnswer(key, response));
    }
    return response;
  })
  .all("/", (c) => {
    c.header("allow", "POST");
    return requestError(c, 405, "BAD_REQUEST", "Use POST for GraphQL requests.");
  });
