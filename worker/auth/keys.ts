import { importJWK, type JWK } from "jose";

/** Where the public keys of ID tokens come from: Google's JWKS in production, an inline JWKS in tests. */
export interface KeySource {
  /** The RS256 verification key with this `kid`, or null when no such key is published. */
  getKey(kid: string): Promise<CryptoKey | null>;
}

type KeyMap = Map<string, CryptoKey>;

/** Imports the RS256 keys of a JWKS; keys without a kid or of another type are skipped. */
async function importKeys(keys: readonly Record<string, unknown>[]): Promise<KeyMap> {
  const map: KeyMap = new Map();
  for (const jwk of keys) {
    if (typeof jwk.kid !== "string" || jwk.kty !== "RSA") continue;
    const key = await importJWK({ ...(jwk as JWK), alg: "RS256" }, "RS256");
    if (key instanceof CryptoKey) map.set(jwk.kid, key);
  }
  return map;
}

/** A fixed key set given as configuration (TRUSTED_JWKS); never fetched. */
export function inlineKeySource(jwks: { keys: Record<string, unknown>[] }): KeySource {
  const ready = importKeys(jwks.keys);
  return { getKey: async (kid) => (await ready).get(kid) ?? null };
}

/** Seconds of `max-age` in a Cache-Control header, or 0 when absent. */
export function maxAgeSeconds(cacheControl: string | null): number {
  const match = /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl ?? "");
  return match ? Number(match[1]) : 0;
}

/** An unknown kid may trigger a refetch at most this often, so forged kids cannot hammer Google. */
export const REFETCH_COOLDOWN_MS = 60_000;
/** After a failed fetch, the next attempt waits this long (requests meanwhile use the keys already held). */
export const RETRY_AFTER_FAILURE_MS = 10_000;

/** No verification key can be had: the endpoint failed and nothing was cached. The API answers 503. */
export class KeysUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`no JWKS available: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = "KeysUnavailableError";
  }
}

interface RemoteOptions {
  url: string;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * Google's JWKS, cached for the max-age of its response. An unknown kid (Google rotated keys) refetches
 * once, then not again before REFETCH_COOLDOWN_MS: one extra request at most, never a loop.
 */
export function remoteKeySource({ url, fetch: doFetch, now = Date.now }: RemoteOptions): KeySource {
  let keys: KeyMap = new Map();
  let expiresAt = 0;
  let lastFetch = -Infinity;
  let inflight: Promise<void> | null = null;
  let lastError: unknown = null;

  async function refresh(): Promise<void> {
    lastFetch = now();
    // The global fetch is looked up per call (not captured once), so a test can stand in for Google.
    const response = await (doFetch ?? fetch)(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`JWKS endpoint answered ${response.status}`);
    const body = (await response.json()) as { keys?: Record<string, unknown>[] };
    keys = await importKeys(Array.isArray(body.keys) ? body.keys : []);
    expiresAt = now() + maxAgeSeconds(response.headers.get("cache-control")) * 1000;
  }

  function refreshOnce(): Promise<void> {
    inflight ??= refresh().finally(() => (inflight = null));
    return inflight;
  }

  /**
   * Refreshes; when the endpoint fails, keeps the keys already held (Google publishes keys well before
   * signing with them and retires them late, so stale keys stay right for hours) and retries after a pause.
   * With no keys at all the failure is KeysUnavailableError: the caller is not refused, the service is.
   */
  async function refreshOrKeep(): Promise<void> {
    try {
      await refreshOnce();
      lastError = null;
    } catch (error) {
      lastError = error;
      expiresAt = now() + RETRY_AFTER_FAILURE_MS;
      console.warn(`JWKS refresh failed, ${keys.size ? "using the cached keys" : "no cached keys"}: ${String(error)}`);
    }
    if (keys.size === 0) throw new KeysUnavailableError(lastError);
  }

  return {
    async getKey(kid) {
      if (now() >= expiresAt) await refreshOrKeep();
      else if (keys.size === 0 && lastError) throw new KeysUnavailableError(lastError);
      const known = keys.get(kid);
      if (known) return known;
      if (now() - lastFetch < REFETCH_COOLDOWN_MS) return null;
      await refreshOrKeep();
      return keys.get(kid) ?? null;
    },
  };
}
