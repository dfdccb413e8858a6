// The signed-in path's two caches (issue 17 item 2), both per isolate and both bounded:
// - verified tokens: a token that passed the RS256 check and the claim rules is not checked again until its
//   own `exp` (a token never changes; Firebase ID tokens live an hour), so a signed-in request costs one
//   Map lookup instead of a base64 + JSON decode and an RSA verification;
// - users rows: the caller's row (role, federations, memberships) is reused for CALLER_CACHE_SECONDS, so a
//   signed-in read costs no D1 statement for its caller. A role revoked by an admin therefore takes effect
//   within CALLER_CACHE_SECONDS everywhere, and at once in the isolate that wrote it: every write this
//   isolate serves (a GraphQL mutation, any non-GET API request) empties the row cache. docs/security.md,
//   "Caller cache", states the bound.
import type { UserRow } from "../data/users";
import type { VerifiedIdentity } from "./verify-token";

/** How long a users row is reused: the longest a role change made elsewhere (another isolate, the CLI) waits. */
export const CALLER_CACHE_SECONDS = 10;
/** Most entries each cache holds; when full it is emptied (cheap, and a flood of tokens cannot grow memory). */
export const CALLER_CACHE_ENTRIES = 1000;

const tokens = new Map<string, VerifiedIdentity>();
const rows = new Map<string, { row: UserRow; until: number }>();
// Bumped by every forgetRows: a row read while a write was served here is not remembered (it may predate it).
let epoch = 0;

function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  if (map.size >= CALLER_CACHE_ENTRIES && !map.has(key)) map.clear();
  map.set(key, value);
}

/** The identity this token was verified as, while the token is unexpired; undefined when unknown. */
export function verifiedToken(token: string, nowSeconds = Math.floor(Date.now() / 1000)): VerifiedIdentity | undefined {
  const identity = tokens.get(token);
  if (!identity) return undefined;
  if (identity.expiresAt > nowSeconds) return identity;
  tokens.delete(token);
  return undefined;
}

/** Remembers a verified token until its `exp`. */
export function rememberToken(token: string, identity: VerifiedIdentity): void {
  remember(tokens, token, identity);
}

/** The uid's users row when it was read less than CALLER_CACHE_SECONDS ago and no write happened here since. */
export function cachedRow(uid: string, now = Date.now()): UserRow | undefined {
  const entry = rows.get(uid);
  if (!entry) return undefined;
  if (entry.until > now) return entry.row;
  rows.delete(uid);
  return undefined;
}

/** The current write epoch: pass it to rememberRow from before the D1 read. */
export const rowEpoch = (): number => epoch;

/**
 * Remembers a users row read from D1 (with its memberships) for CALLER_CACHE_SECONDS, unless a write was
 * served in this isolate since `since` (the read may predate it).
 */
export function rememberRow(uid: string, row: UserRow, since: number, now = Date.now()): void {
  if (since !== epoch) return;
  remember(rows, uid, { row, until: now + CALLER_CACHE_SECONDS * 1000 });
}

/** Forgets every users row: called once every write this isolate serves has finished. */
export function forgetRows(): void {
  epoch++;
  rows.clear();
}
