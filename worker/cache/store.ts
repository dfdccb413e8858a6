// The edge cache's store: anonymous public answers in the Cache API (gzipped when large), this isolate's
// short-lived copies in front of it, and the invalidation of what a write made stale.
import { ENTITY_NAMES } from "../../shared/entities";
import type { TrustedOperation } from "../graphql/trusted";
import { edgeCache, ISOLATE_CACHE_TTL_SECONDS, remember, replaceGenerations, undisturbedSince } from "./generations";
import type { AnswerKey } from "./keys";
import { writeTags, writtenEntities, type Touched } from "./tags";

/** Seconds an anonymous public answer may be served from the edge cache. */
export const EDGE_CACHE_TTL_SECONDS = 30;

/** When the Cache API copy was stored (ms since the epoch): bounds the in-memory copy's life. Never sent. */
const STORED_AT = "x-edge-cache-stored-at";

/**
 * Marks a Cache API copy whose body is stored gzip-compressed. Not Content-Encoding: the runtime would take
 * that header as "compress this when sending" and encode the bytes twice.
 */
const STORED_GZIP = "x-edge-cache-gzip";

// The isolate's copies of Cache API hits, by their Cache API URL (origin included).
const isolateCopies = new Map<string, IsolateEntry>();

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
  await replaceGenerations(origin, tags, () => {
    for (const [url, copy] of isolateCopies) if (copy.tags.some((t) => tags.includes(t))) isolateCopies.delete(url);
  });
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
