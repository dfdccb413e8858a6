import { ENTITY_NAMES } from "../../shared/entities";
import type { OperationName } from "../../shared/graphql/operations";
import { answerTags, federationOf, readEntities, writeTags, writtenEntities, type Touched } from "./cache-tags";
import { canonicalJson } from "../../shared/canonical-json";
import { sha256Hex } from "../../shared/sha256";
import { trustedOperations, type TrustedOperation } from "./trusted";

/** Seconds an anonymous public answer may be served from the edge cache. */
export const EDGE_CACHE_TTL_SECONDS = 30;

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

/** When the Cache API copy was stored (ms since the epoch): bounds the in-memory copy's life. Never sent. */
const STORED_AT = "x-edge-cache-stored-at";

/**
 * Marks a Cache API copy whose body is stored gzip-compressed. Not Content-Encoding: the runtime would take
 * that header as "compress this when sending" and encode the bytes twice.
 */
const STORED_GZIP = "x-edge-cache-gzip";

/** Most keys (answers, and separately tags) held in memory; more means someone varies Host or variables. */
const MAX_ISOLATE_ENTRIES = 32;

/** Synthetic URLs of the cache's own entries, under the origin (never routed to clients). */
const PREFIX = "/v1/graphql/__edge-cache";

// Typed by hand: the tests' DOM lib declares a CacheStorage without Workers' `default` cache.
const edgeCache = () => (caches as unknown as { default: Cache }).default;

interface IsolateEntry {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  /** The body is gzip-compressed (storeAnswer's `compress`). */
  gzip: boolean;
  expires: number;
  /** The tags the answer depends on, so a local write drops exactly the copies it made stale. */
  tags: string[];
}

interface Generation {
  value: string;
  expires: number;
}

/** Where an answer lives in the Cache API, and what bounds a copy of it in memory. */
export interface AnswerKey {
  url: string;
  tags: string[];
  /** `epoch` when the key was made: a local write since then forbids remembering or storing its answer. */
  epoch: number;
  /** The earliest moment one of the key's generations, as remembered, may be out of date. */
  generationsUntil: number;
}

// The isolate's copies of Cache API hits, and of tag generations, by their Cache API URL (origin included).
const isolateCopies = new Map<string, IsolateEntry>();
const generations = new Map<string, Generation>();
// Bumped when a local write starts and when it ends; `writing` counts writes under way. A lookup that
// overlapped a local write must not remember what it read: it may be the pre-write generation or answer.
let epoch = 0;
let writing = 0;
const undisturbedSince = (since: number) => writing === 0 && epoch === since;

function remember<T>(map: Map<string, T>, key: string, value: T): void {
  if (map.size >= MAX_ISOLATE_ENTRIES && !map.has(key)) map.clear();
  map.set(key, value);
}

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
async function generation(origin: string, tag: string): Promise<Generation> {
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

// The entities each operation reads, derived once per isolate from its trusted document.
const readsByOperation = new Map<string, string[]>();
function readsOf(operation: TrustedOperation): string[] {
  let reads = readsByOperation.get(operation.name);
  if (!reads) readsByOperation.set(operation.name, (reads = readEntities(operation.document)));
  return reads;
}

/**
 * The cache key of a public answer: the operation, the SHA-256 of its parsed variables' canonical JSON,
 * the response media type, and the current generations of the tags it depends on (the entities it reads,
 * by federation when the variables name one). A write replaces a generation, so older answers are simply
 * never looked up again and expire on their own.
 */
export async function answerKey(
  origin: string,
  operation: TrustedOperation,
  mediaType: string,
  variables: unknown,
): Promise<AnswerKey> {
  const since = epoch;
  const tags = answerTags(readsOf(operation), federationOf(variables));
  const variablesHash = sha256Hex(canonicalJson(variables));
  const current = await Promise.all(tags.map((tag) => generation(origin, tag)));
  const url = new URL(`${PREFIX}/answer/${operation.name}`, origin);
  url.searchParams.set("type", mediaType);
  url.searchParams.set("variables", await variablesHash);
  url.searchParams.set("generations", current.map((g) => g.value).join("."));
  return { url: url.href, tags, epoch: since, generationsUntil: Math.min(...current.map((g) => g.expires)) };
}

/**
 * The cache key of a public answer that is not a GraphQL operation (a calendar, a public REST read, an
 * edge-rewritten page): its `name`, the text of its parameters and the generations of the entities it reads,
 * so the same staff writes that invalidate the feed invalidate it.
 */
export async function routeAnswerKey(
  origin: string,
  name: string,
  entities: readonly string[],
  federationId: string | null,
  params: string,
): Promise<AnswerKey> {
  const since = epoch;
  const tags = answerTags(entities, federationId);
  const current = await Promise.all(tags.map((tag) => generation(origin, tag)));
  const url = new URL(`${PREFIX}/route/${encodeURIComponent(name)}`, origin);
  url.searchParams.set("params", await sha256Hex(params));
  url.searchParams.set("generations", current.map((g) => g.value).join("."));
  return { url: url.href, tags, epoch: since, generationsUntil: Math.min(...current.map((g) => g.expires)) };
}

/** The Cache API URL of a trusted operation's answer, by name (for tests and tools). */
export async function cacheKey(
  origin: string,
  operation: OperationName,
  mediaType: string,
  variables: unknown = {},
): Promise<string> {
  const trusted = [...(await trustedOperations()).values()].find((op) => op.name === operation);
  if (!trusted) throw new Error(`no trusted operation ${operation}`);
  return (await answerKey(origin, trusted, mediaType, variables)).url;
}

/** Whether a request's Accept-Encoding takes gzip (not refused with q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? "").split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return (coding === "gzip" || coding === "*") && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * A response from a copy. A compressed copy goes out as it is, `Content-Encoding: gzip` with the runtime told
 * not to encode it again, to a client that takes gzip; any other client gets it decompressed.
 */
function fromCopy(entry: IsolateEntry, gzipOk: boolean): Response {
  const init = { status: entry.status, headers: entry.headers };
  if (!entry.gzip) return new Response(entry.body.slice(0), init);
  if (!gzipOk) return new Response(new Blob([entry.body]).stream().pipeThrough(new DecompressionStream("gzip")), init);
  const response = new Response(entry.body.slice(0), { ...init, encodeBody: "manual" });
  response.headers.set("content-encoding", "gzip");
  response.headers.append("vary", "accept-encoding");
  return response;
}

/**
 * The cached answer, marked as a hit, or undefined: from this isolate's memory when it holds a fresh copy,
 * else from the Cache API (and then remembered for ISOLATE_CACHE_TTL_SECONDS, never past the Cache API
 * entry's own TTL nor past the remembered generations its key was made of). `gzipOk`: the client takes a
 * gzip-encoded body (see fromCopy).
 */
export async function cachedAnswer(key: AnswerKey, gzipOk = false): Promise<Response | undefined> {
  const now = Date.now();
  const copy = isolateCopies.get(key.url);
  if (copy && copy.expires > now) return fromCopy(copy, gzipOk);
  const hit = await edgeCache().match(key.url);
  if (!hit) return undefined;
  const headers = new Headers(hit.headers);
  const storedAt = Number(headers.get(STORED_AT)) || now;
  // Past its TTL an entry is a miss even if the Cache API still holds it: the TTL is what bounds a stale
  // answer when a write's invalidation failed (invalidateCommittedWrite).
  if (storedAt + EDGE_CACHE_TTL_SECONDS * 1000 <= now) return undefined;
  const gzip = headers.has(STORED_GZIP);
  headers.delete(STORED_AT);
  headers.delete(STORED_GZIP);
  headers.set("x-edge-cache", "HIT");
  // The Cache API entry's max-age is for the edge only: a client gets what a miss says (no-store), so a
  // browser never keeps an answer the edge has since dropped.
  headers.set("cache-control", "no-store");
  const entry: IsolateEntry = {
    status: hit.status,
    headers: [...headers],
    body: await hit.arrayBuffer(),
    gzip,
    expires: Math.min(
      now + ISOLATE_CACHE_TTL_SECONDS * 1000,
      storedAt + EDGE_CACHE_TTL_SECONDS * 1000,
      key.generationsUntil,
    ),
    tags: key.tags,
  };
  if (undisturbedSince(key.epoch)) remember(isolateCopies, key.url, entry);
  return fromCopy(entry, gzipOk);
}

/**
 * Stores a successful public answer for EDGE_CACHE_TTL_SECONDS, unless a local write began since its key
 * was made (the answer may predate the write; its key is out of date anyway). `compress` stores it gzipped:
 * for a large answer (a calendar of every competition) every hit then moves a tenth of the bytes.
 */
export async function storeAnswer(key: AnswerKey, response: Response, compress = false): Promise<void> {
  if (!undisturbedSince(key.epoch)) return;
  const body = response.clone().body;
  const copy = new Response(compress ? body?.pipeThrough(new CompressionStream("gzip")) : body, response);
  if (compress) copy.headers.set(STORED_GZIP, "1");
  copy.headers.set("cache-control", `public, max-age=${EDGE_CACHE_TTL_SECONDS}`);
  copy.headers.set(STORED_AT, String(Date.now()));
  await edgeCache().put(key.url, copy);
}

/**
 * Invalidates the answers a write made stale (cache-tags.ts: the entity's city-wide answers, and its
 * federation's, or every federation's when `federationId` is unknown) and no others: this isolate's
 * copies at once, then the tags' generations in the Cache API, before the write's response is sent. The
 * Cache API is per data centre: other locations catch up within EDGE_CACHE_TTL_SECONDS; other isolates
 * of this one within ISOLATE_CACHE_TTL_SECONDS.
 */
export async function invalidateEntities(origin: string, touched: readonly Touched[]): Promise<void> {
  const tags = writeTags(touched);
  epoch++;
  writing++;
  try {
    for (const tag of tags) generations.delete(generationUrl(origin, tag));
    for (const [url, copy] of isolateCopies) if (copy.tags.some((t) => tags.includes(t))) isolateCopies.delete(url);
    await Promise.all(tags.map((tag) => putGeneration(origin, tag, crypto.randomUUID())));
  } finally {
    writing--;
    epoch++;
  }
}

const entityWide = (entity: string): Touched => ({ entity });

/**
 * Invalidates what a successful trusted mutation wrote. The federation of the written rows is not known
 * here yet, so every federation's answers of those entities go too.
 */
export function invalidateWrite(origin: string, operation: TrustedOperation): Promise<void> {
  return invalidateEntities(origin, writtenEntities(operation.document).map(entityWide));
}

/**
 * Invalidates what a committed trusted mutation wrote, and never fails: the write stands, so its request
 * answers its success whatever the cache does. A failed generation bump is logged (one JSON line with the
 * request's id, beside the request log's line) and tried once more after the response (`waitUntil`). Should
 * that fail too, the stale answers still end soon: this isolate's copies went before the bump, other
 * isolates keep theirs at most ISOLATE_CACHE_TTL_SECONDS, and an answer in the Cache API is never served
 * more than EDGE_CACHE_TTL_SECONDS after it was stored (cachedAnswer checks its age itself).
 */
export async function invalidateCommittedWrite(
  origin: string,
  operation: TrustedOperation,
  waitUntil: (work: Promise<unknown>) => void,
  requestId: string | undefined,
): Promise<void> {
  const log = (attempt: number) => (error: unknown) =>
    console.error(
      JSON.stringify({
        event: "cache_invalidation_failed",
        request_id: requestId ?? null,
        operation: operation.name,
        attempt,
        message: String((error as Error | undefined)?.message ?? error).slice(0, 200),
      }),
    );
  try {
    await invalidateWrite(origin, operation);
  } catch (error) {
    log(1)(error);
    waitUntil(invalidateWrite(origin, operation).catch(log(2)));
  }
}

/** Invalidates every public answer in this data centre (every entity): for tests and tools. */
export function invalidatePublicAnswers(origin: string): Promise<void> {
  return invalidateEntities(origin, ENTITY_NAMES.map(entityWide));
}
