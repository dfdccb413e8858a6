// A create's Idempotency-Key at the GraphQL route (the storage and its guarantees: worker/data/idempotency.ts):
// before the create, a repeat is answered here (the first answer replayed, 422 for another body, 409 while the
// first is still running); after it, the create's answer is stored for the repeats to come.
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
  if (result.status === 200) await storeKeyAnswer(database(c.env.DB), claim, 200, result.body);
  return null;
}
