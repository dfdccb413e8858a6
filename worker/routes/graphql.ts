import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { forgetRows } from "../auth/caller-cache";
import { getCaller } from "../auth/require";
import { getConfig } from "../config";
import { reservation } from "../data/idempotency";
import { isAnonymous } from "../../shared/permissions";
import { answerKey, cachedAnswer, invalidateCommittedWrite, storeAnswer, type AnswerKey } from "../cache";
import { mediaTypeFor, requestError, respond, tooLarge } from "../graphql/answer";
import { ruleOf, runOperation } from "../graphql/execute";
import { claimIdempotencyKey, settleIdempotencyKey } from "../graphql/idempotency";
import { graphqlBody } from "../graphql/request-body";
import type { OperationRule } from "../graphql/rules";
import { findTrusted, type TrustedOperation } from "../graphql/trusted";
import { bodyLimitFor } from "../security/body-limits";
import { fitsIn } from "../security/bounded-body";
import { RATE_PERIOD_SECONDS, graphqlAnonymousRefusal, graphqlWriteRefusal } from "../security/rate-limit";

const requestSchema = z.object({
  operationName: z.string().max(100).nullish(),
  query: z.string().nullish(),
  variables: z.record(z.string(), z.unknown()).nullish(),
  extensions: z
    .object({ persistedQuery: z.object({ sha256Hash: z.string().regex(/^[0-9a-fA-F]{64}$/) }).optional() })
    .nullish(),
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

/** 415 for a body that is not JSON, before a byte of it is read. */
const requireJson = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.req.header("content-type")?.toLowerCase().startsWith("application/json")) {
    return requestError(c, 415, "BAD_REQUEST", "Send the request as application/json.");
  }
  await next();
});

/**
 * POST /v1/graphql: trusted operations only (matched by hash), authorised by rules.ts, run on the
 * configured provider. Anonymous public reads come from the edge cache; staff writes invalidate the
 * answers of what they wrote.
 */
export const graphql = new Hono<AppEnv>()
  .post("/", requireJson, graphqlBody, async (c) => {
    const text = c.var.body ?? "";
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
    const idempotent = await claimIdempotencyKey(c, operation, rule, variables, config.DATA_PROVIDER === "d1");
    if (idempotent instanceof Response) return idempotent;
    const result = await runOperation(operation, variables, caller, {
      config,
      db: c.env.DB,
      profile: c.get("profile"),
      requestId: c.get("requestId"),
      files: c.env.DOCUMENTS,
      idempotency: idempotent ? reservation(idempotent) : undefined,
    });
    const settled = idempotent ? await settleIdempotencyKey(c, idempotent, result) : null;
    if (settled) return settled;
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
