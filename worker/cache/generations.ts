// Generations of the edge cache's tags: each tag (an entity, city-wide or of one federation) has a random
// generation in the Cache API, and an answer's key holds the generations of its tags, so a write that
// replaces them makes every older answer unreachable at once (they expire on their own). Also the isolate's
// write bracket (epoch, writing) that keeps a lookup overlapping a local write from remembering what it read.

/**
 * Seconds this isolate keeps a copy of a cached answer, or a tag's generation, in memory in front of the
 * Cache API. A staff write clears both in the isolate that served it; other isolates of the same data
 * centre may serve the old answer this long.
 */
export const ISOLATE_CACHE_TTL_SECONDS = 5;

/**
 * Seconds a tag's generation lives in the Cache API. Far longer than an answer: when a generation is
 * evicted, the next read starts a fresh one, which only costs misses.
 */
const GENERATION_TTL_SECONDS = 24 * 60 * 60;

/** Most keys (answers, and separately tags) held in memory; more means someone varies Host or variables. */
export const MAX_ISOLATE_ENTRIES = 32;

/** Synthetic URLs of the cache's own entries, under the origin (never routed to clients). */
export const PREFIX = "/v1/graphql/__edge-cache";

// Typed by hand: the tests' DOM lib declares a CacheStorage without Workers' `default` cache.
export const edgeCache = () => (caches as unknown as { default: Cache }).default;

export interface Generation {
  value: string;
  expires: number;
}

// The isolate's copies of Cache API hits, and of tag generations, by their Cache API URL (origin included).
const generations = new Map<string, Generation>();
// Bumped when a local write starts and when it ends; `writing` counts writes under way. A lookup that
// overlapped a local write must not remember what it read: it may be the pre-write generation or answer.
let epoch = 0;
let writing = 0;
export const undisturbedSince = (since: number) => writing === 0 && epoch === since;

export function remember<T>(map: Map<string, T>, key: string, value: T): void {
  if (map.size >= MAX_ISOLATE_ENTRIES && !map.has(key)) map.clear();
  map.set(key, value);
}

/** The write epoch now: a key remembers it, and a local write since then forbids remembering its answer. */
export const currentEpoch = () => epoch;

const generationUrl = (origin: string, tag: string) => new URL(`${PREFIX}/tag/${encodeURIComponent(tag)}`, origin).href;

function putGeneration(origin: string, tag: string, value: string): Promise<void> {
  const response = new Response(value, { headers: { "cache-control": `public, max-age=${GENERATION_TTL_SECONDS}` } });
  return edgeCache().put(generationUrl(origin, tag), response);
}

/**
 * A tag's current generation in this data centre: from memory when fresh, else from the Cache API. A
 * missing one (never written, or evicted) is started afresh, never a fixed default: answers stored under
 * an evicted generation must not come back. The put is awaited so the answer is read after it.
 */
export async function generation(origin: string, tag: string): Promise<Generation> {
  const now = Date.now();
  const url = generationUrl(origin, tag);
  const known = generations.get(url);
  if (known && known.expires > now) return known;
  const since = epoch;
  const stored = await edgeCache().match(url);
  let value = stored ? await stored.text() : "";
  if (!value) {
    value = crypto.randomUUID();
    await putGeneration(origin, tag, value);
  }
  const fresh = { value, expires: now + ISOLATE_CACHE_TTL_SECONDS * 1000 };
  if (undisturbedSince(since)) remember(generations, url, fresh);
  return fresh;
}

/**
 * Replaces the tags' generations: this isolate's at once (and `dropCopies`, its copies of answers of those
 * tags), then the Cache API's, all inside the write bracket.
 */
export async function replaceGenerations(
  origin: string,
  tags: readonly string[],
  dropCopies: () => void,
): Promise<void> {
  epoch++;
  writing++;
  try {
    for (const tag of tags) generations.delete(generationUrl(origin, tag));
    dropCopies();
    await Promise.all(tags.map((tag) => putGeneration(origin, tag, crypto.randomUUID())));
  } finally {
    writing--;
    epoch++;
  }
}
