import type { OperationName } from "../../shared/graphql/operations";
import { RULES } from "./rules";

/** Seconds an anonymous public answer may be served from the edge cache. */
export const EDGE_CACHE_TTL_SECONDS = 30;

/** The media types a GraphQL answer is cached under (one entry each). */
const MEDIA_TYPES = ["application/json", "application/graphql-response+json"] as const;

// Typed by hand: the tests' DOM lib declares a CacheStorage without Workers' `default` cache.
const edgeCache = () => (caches as unknown as { default: Cache }).default;

/**
 * The cache key of a public operation. Cacheable operations declare no variables (the gateway drops any),
 * so the operation name and the response media type identify the answer completely.
 */
export function cacheKey(origin: string, operation: OperationName, mediaType: string): Request {
  const url = new URL(`/v1/graphql/__edge-cache/${operation}`, origin);
  url.searchParams.set("type", mediaType);
  return new Request(url, { method: "GET" });
}

/** The cached answer, marked as a hit, or undefined. */
export async function cachedAnswer(key: Request): Promise<Response | undefined> {
  const hit = await edgeCache().match(key);
  if (!hit) return undefined;
  const response = new Response(hit.body, hit);
  response.headers.set("x-edge-cache", "HIT");
  return response;
}

/** Stores a successful public answer for EDGE_CACHE_TTL_SECONDS. */
export function storeAnswer(key: Request, response: Response): Promise<void> {
  const copy = new Response(response.clone().body, response);
  copy.headers.set("cache-control", `public, max-age=${EDGE_CACHE_TTL_SECONDS}`);
  return edgeCache().put(key, copy);
}

/**
 * Drops every cached public answer after a staff write, so the next anonymous read sees it at once.
 * The Cache API is per data centre: other locations catch up within EDGE_CACHE_TTL_SECONDS.
 */
export async function invalidatePublicAnswers(origin: string): Promise<void> {
  const names = (Object.keys(RULES) as OperationName[]).filter((name) => RULES[name].edgeCache);
  await Promise.all(
    names.flatMap((name) => MEDIA_TYPES.map((type) => edgeCache().delete(cacheKey(origin, name, type)))),
  );
}
