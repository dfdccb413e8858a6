// A create's Idempotency-Key at the GraphQL route (the storage and its guarantees: worker/data/idempotency.ts):
// before the create, a repeat is answered here (the first answer replayed, 422 for another body, 409 while the
// first is still running, 409 "answer lost" when the first never managed to store it); after it, the create's
// answer is stored for the repeats to come.
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { getCaller } from "../auth/require";
import { database } from "../data/db";
import {
  IDEMPOTENCY_HEADER,
  REPLAYED_HEADER,
  dropExpired,
  findKey,
  parseKey,
  requestHash,
  storeKeyAnswer,
  type IdempotencyClaim,
} from "../data/idempotency";
import { T_IDEMPOTENCY } from "../../shared/texts";
import { requestError, respond } from "./answer";
import { safeError } from "./errors";
import type { GatewayResult } from "./result";
import type { OperationRule } from "./rules";
import type { TrustedOperation } from "./trusted";

/** A create: an operation whose root field inserts (insert_*), the only ones an Idempotency-Key applies to. */
const isCreate = (rule: OperationRule) => rule.needs.some((need) => need.action === "create");

/** How long a repeat waits for the first request's answer before answering 409 (the first one is quick). */
const REPLAY_WAIT_MS = [50, 100, 200, 400];

/** The pauses between the attempts to store a committed create's answer (a D1 hiccup passes in moments). */
const STORE_RETRY_MS = [50, 200];

/**
 * How long after its create committed a request may still be storing the answer. A key without an answer
 * older than this will never get one (every attempt to store it failed): a repeat is told so, not to retry.
 */
export const ANSWER_DEADLINE_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 409 IDEMPOTENCY_ANSWER_LOST: the create was carried out, its answer is gone; a retry cannot bring it back. */
function answerLost(c: Context<AppEnv>): Response {
  return requestError(c, 409, "IDEMPOTENCY_ANSWER_LOST", T_IDEMPOTENCY.answerLost);
}

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
    if (Date.parse(stored.created_at) < Date.now() - ANSWER_DEADLINE_MS) return answerLost(c);
    if (attempt >= REPLAY_WAIT_MS.length) {
      const body = { errors: [safeError("IDEMPOTENCY_IN_PROGRESS", T_IDEMPOTENCY.inProgress).toJSON()] };
      return respond(c, { status: 409, body }, { "retry-after": "1" });
    }
    await sleep(REPLAY_WAIT_MS[attempt]);
  }
}

/**
 * A create's Idempotency-Key: null when none applies (no header, not a create, nobody signed in, or the
 * Hasura provider), a Response when the request is answered here (400 malformed, 422 reused with another
 * body, a replay, 409 in progress), else the claim to store with the create.
 * Hasura would need the same reservation in the create's transaction: an `insert_idempotency_keys_one` in
 * the same GraphQL mutation (Hasura runs a mutation's root fields in one transaction), the table tracked
 * without any role's permission, and the answer stored by the Worker with the admin secret afterwards.
 */
export async function claimIdempotencyKey(
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
 * Stores a committed create's answer for the repeats, trying again after a failure. When every attempt
 * fails, the create still answers its own result (it committed: a 500 would invite a retry of a write that
 * happened) and the key stays taken, as it must: its row is the proof that the create committed, so freeing
 * it would let the repeat write a second row. A repeat then waits the short in-progress while, and once the
 * first request is surely over (ANSWER_DEADLINE_MS) is told the create was carried out (409
 * IDEMPOTENCY_ANSWER_LOST, no Retry-After) rather than "in progress, retry in 1 s" for the key's 24 hours.
 */
async function storeAnswer(c: Context<AppEnv>, claim: IdempotencyClaim, body: GatewayResult["body"]) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await storeKeyAnswer(database(c.env.DB), claim, 200, body);
    } catch (error) {
      if (attempt >= STORE_RETRY_MS.length) {
        console.error(`Idempotency-Key answer not stored (${claim.operation}): ${String(error)}`);
        return;
      }
      await sleep(STORE_RETRY_MS[attempt]);
    }
  }
}

/**
 * After the create ran with `claim`: a batch that lost the race for the key answers as a repeat (null when
 * the winner's row is gone, so the create's own result stands); a committed create stores its answer for the
 * repeats. Returns the Response to send instead of the create's result, or null.
 */
export async function settleIdempotencyKey(
  c: Context<AppEnv>,
  claim: IdempotencyClaim,
  result: GatewayResult,
): Promise<Response | null> {
  if (result.duplicateKey) return repeatAnswer(c, claim);
  if (result.status === 200) await storeAnswer(c, claim, result.body);
  return null;
}
