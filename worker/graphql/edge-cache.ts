import type { OperationName } from "../../shared/graphql/operations";
import { RULES } from "./rules";

/** Seconds an anonymous public answer may be served from the edge cache. */
export const EDGE_CACHE_TTL_SECONDS = 30;

/**
 * Seconds this isolate keeps a copy of a cached answer in memory, in front of the Cache API. A staff write
 * clears it in the isolate that served the write; other isolates may serve the old answer this long.
 */
export const ISOLATE_CACHE_TTL_SECONDS = 5;

/** The media types a GraphQL answer is cached under (one entry each). */
const MEDIA_TYPES = ["application/json", "application/graphql-response+json"] as const;

/** When the Cache API copy was stored (ms since the epoch): bounds the in-memory copy's life. Never sent. */
const STORED_AT = "x-edge-cache-stored-at";

/** Most keys held in memory; more means someone varies the Host, so the memory starts over. */
const MAX_ISOLATE_ENTRIES = 32;

// Typed by hand: the tests' DOM lib declares a CacheStorage without Workers' `default` cache.
const edgeCache = () => (caches as unknown as { default: Cache }).default;

interface IsolateEntry {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  expires: number;
}

// The isolate's copies of Cache API hits, by key, and a counter every purge bumps so a lookup that was
// under way during a purge cannot put a pre-write answer back.
const isolateCopies = new Map<string, IsolateEntry>();
let purges = 0;

/**
 * The cache key of a public operation. Cacheable operations declare no variables (the gateway drops any),
 * so the operation name and the response media type identify the answer completely.
 */
export function cacheKey(origin: string, operation: OperationName, mediaType: string): string {
  const url = new URL(`/v1/graphql/__edge-cache/${operation}`, origin);
  url.searchParams.set("type", mediaType);
  return url.href;
}

function fromCopy(entry: IsolateEntry): Response {
  return new Response(entry.body.slice(0), { status: entry.status, headers: entry.headers });
}

/**
 * The cached answer, marked as a hit, or undefined: from this isolate's memory when it holds a fresh copy,
 * else from the Cache API (and then remembered for ISOLATE_CACHE_TTL_SECONDS, never past the Cache API
 * entry's own TTL).
 */
export async function cachedAnswer(key: string): Promise<Response | undefined> {
  const now = Date.now();
  const copy = isolateCopies.get(key);
  if (copy && copy.expires > now) return fromCopy(copy);
  const purgesBefore = purges;
  const hit = await edgeCache().match(key);
  if (!hit) return undefined;
  const headers = new Headers(hit.headers);
  const storedAt = Number(headers.get(STORED_AT)) || now;
  headers.delete(STORED_AT);
  headers.set("x-edge-cache", "HIT");
  const entry: IsolateEntry = {
    status: hit.status,
    headers: [...headers],
    body: await hit.arrayBuffer(),
    expires: Math.min(now + ISOLATE_CACHE_TTL_SECONDS * 1000, storedAt + EDGE_CACHE_TTL_SECONDS * 1000),
  };
  if (purges === purgesBefore) {
    if (isolateCopies.size >= MAX_ISOLATE_ENTRIES) isolateCopies.clear();
    isolateCopies.set(key, entry);
  }
  return fromCopy(entry);
}

/** Stores a successful public answer for EDGE_CACHE_TTL_SECONDS. */
export function storeAnswer(key: string, response: Response): Promise<void> {
  const copy = new Response(response.clone().body, response);
  copy.headers.set("cache-control", `public, max-age=${EDGE_CACHE_TTL_SECONDS}`);
  copy.headers.set(STORED_AT, String(Date.now()));
  return edgeCache().put(key, copy);
}

/**
 * Drops every cached public answer after a staff write, so the next anonymous read sees it at once: this
 * isolate's copies at once, then the Cache API entries. The Cache API is per data centre: other locations
 * catch up within EDGE_CACHE_TTL_SECONDS; other isolates' memory within ISOLATE_CACHE_TTL_SECONDS.
 */
export async function invalidatePublicAnswers(origin: string): Promise<void> {
  purges++;
  isolateCopies.clear();
  const names = (Object.keys(RULES) as OperationName[]).filter((name) => RULES[name].edgeCache);
  await Promise.all(
    names.flatMap((name) => MEDIA_TYPES.map((type) => edgeCache().delete(cacheKey(origin, name, type)))),
  );
}
