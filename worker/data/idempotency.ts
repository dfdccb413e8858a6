// Idempotent creates (the IETF draft's Idempotency-Key header). How it stays airtight on D1:
//  1. The key's row (user_id, key, operation, request_hash) is inserted in the SAME D1 batch as the create's
//     rows and audit rows (createRows' `extra` statements): a create and its key are stored together or not
//     at all. A key row therefore proves its create committed.
//  2. The primary key (user_id, key) makes a concurrent duplicate's batch fail as a whole: whichever batch
//     commits second writes nothing (no second row, no second audit row) and that request then answers as a
//     repeat (a replay, or 409 "in progress" while the first answer is not yet stored).
//  3. Once the operation finished, its answer (status, body) is stored on the key row; repeats replay it. If
//     storing it keeps failing, the key stays taken (its create committed) and repeats are told the answer
//     was lost once the first request is surely over (worker/graphql/idempotency.ts).
// A create that fails (bad input, no permission) stores no key, so the same key may be retried after a fix.
// Keys expire after KEY_HOURS: the lookup ignores older rows and the daily purge deletes them.
import { and, eq, lt } from "drizzle-orm";
import { canonicalJson } from "../../shared/canonical-json";
import { idempotencyKeys } from "../../shared/entities/idempotency";
import { sha256Hex } from "../../shared/sha256";
import type { Database } from "./db";
import type { Deferred } from "./statements";

/** Hours a key is remembered. */
export const KEY_HOURS = 24;

/** The request header (case-insensitive) and the answer header of a replay. */
export const IDEMPOTENCY_HEADER = "idempotency-key";
export const REPLAYED_HEADER = "idempotent-replayed";

/** 1–255 visible ASCII characters (0x21–0x7E). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The header's key, null when absent, or "malformed". */
export function parseKey(header: string | undefined): string | null | "malformed" {
  if (header === undefined) return null;
  return KEY_PATTERN.test(header) ? header : "malformed";
}

/** SHA-256 (hex) of the operation name and its canonical variables. */
export const requestHash = (operation: string, variables: unknown): Promise<string> =>
  sha256Hex(`${operation}\n${canonicalJson(variables ?? {})}`);

/** The instant before which keys are expired. */
export const keyCutoff = (now = Date.now()) => new Date(now - KEY_HOURS * 3_600_000).toISOString();

export interface IdempotencyClaim {
  userId: number;
  key: string;
  operation: string;
  hash: string;
}

export type StoredKey = typeof idempotencyKeys.$inferSelect;

/** The live (unexpired) row of a user's key, if any. */
export async function findKey(db: Database, userId: number, key: string, now = Date.now()) {
  const row = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key)))
    .get();
  return row && row.created_at >= keyCutoff(now) ? row : undefined;
}

/** Removes a user's expired key row, so the key may be used afresh. */
export async function dropExpired(db: Database, userId: number, key: string, now = Date.now()) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.user_id, userId),
        eq(idempotencyKeys.key, key),
        lt(idempotencyKeys.created_at, keyCutoff(now)),
      ),
    );
}

/**
 * The insert of a key's row, to run in the create's own batch (it fails the batch on a duplicate key); built
 * on the batch's database by the create.
 */
export function reservation(claim: IdempotencyClaim): Deferred {
  const { userId: user_id, key, operation, hash: request_hash } = claim;
  return (db) => db.insert(idempotencyKeys).values({ user_id, key, operation, request_hash });
}

/** True when a batch failed on the key's uniqueness (a concurrent duplicate committed first). */
export function isDuplicateKey(error: unknown): boolean {
  return /UNIQUE constraint failed: idempotency_keys\./.test(String((error as Error)?.message));
}

/** A create's batch lost the race for its key: a concurrent request with the same key committed first. */
export class DuplicateKeyError extends Error {
  constructor() {
    super("duplicate idempotency key");
    this.name = "DuplicateKeyError";
  }
}

/** Stores the first answer on the key's row, for replays. */
export async function storeKeyAnswer(db: Database, claim: IdempotencyClaim, status: number, body: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ status, response: JSON.stringify(body) })
    .where(and(eq(idempotencyKeys.user_id, claim.userId), eq(idempotencyKeys.key, claim.key)));
}

/** Deletes expired keys (the daily purge); returns how many went. */
export async function purgeKeys(db: Database, now = Date.now()): Promise<number> {
  const result = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.created_at, keyCutoff(now)));
  return result.meta.changes ?? 0;
}
