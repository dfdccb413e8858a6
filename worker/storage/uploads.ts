// What every upload route shares (documents in worker/routes/files.ts, images in worker/routes/images.ts):
// refusals in the API's error shape, the raw body read up to a limit, the unread rest of a refused body
// drained, the checked bytes stored in R2 under a generated key, and a stored object served back.
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiError } from "../errors";

/**
 * Throws the refusal of one problem: `{error:{code: problem, message: texts[problem]}}` with its status.
 * Declare the constant holding one with this type (`const refuse: Refuse<P> = …`) so that a call narrows
 * like `throw` does.
 */
export type Refuse<P extends string> = (problem: P) => never;

/** A Refuse for one kind of upload, from its problem → status table and its texts (shared/texts/). */
export function refusals<P extends string>(
  statuses: Record<P, ContentfulStatusCode>,
  texts: Record<P, string>,
): Refuse<P> {
  return (problem) => {
    throw new ApiError(statuses[problem], problem, texts[problem]);
  };
}

/**
 * How much of a refused upload, as a multiple of its limit, is read and thrown away before answering.
 * Answering without reading the body makes some HTTP stacks (wrangler dev's proxy among them) drop the
 * connection, so the client sees a reset or a 500 instead of our 401/403/413; beyond this much, a reset is
 * what an abusive upload gets.
 */
const DRAIN_FACTOR = 4;

/** What is read of the body of a caller refused for who they are (401/403) before answering. */
export const REFUSED_CALLER_DRAIN_BYTES = 64 * 1024;

/** Stops an unread request body: nothing more of it is pulled from the client, and nothing drains it. */
async function cancelBody(request: Request): Promise<void> {
  try {
    await request.body?.cancel();
  } catch {
    // already closed or errored: nothing left to stop
  }
}

/** Reads and discards what is left of an unread request body, up to `limit` bytes. */
async function drainUnread(request: Request, limit: number): Promise<void> {
  // A cancelled body (refused by its Content-Length, or cut off past the limit) counts as used: never drained.
  if (!request.body || request.bodyUsed) return;
  const reader = request.body.getReader();
  let drained = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      drained += value.byteLength;
      if (drained > limit) return void (await reader.cancel());
    }
  } catch {
    // the client went away: nothing left to be polite to
  }
}

/**
 * Runs one upload's handler (permission check, body read, byte check, store); when it throws (a refusal or a
 * failure), the unread rest of the body, up to DRAIN_FACTOR × `maxBytes`, is drained before the error answers.
 */
export async function receiveUpload<T>(request: Request, maxBytes: number, handle: () => Promise<T>): Promise<T> {
  try {
    return await handle();
  } catch (error) {
    // Who may not upload at all gets the answer after a small read, never tens of megabytes of politeness.
    const refusedCaller = error instanceof ApiError && (error.status === 401 || error.status === 403);
    await drainUnread(request, refusedCaller ? REFUSED_CALLER_DRAIN_BYTES : DRAIN_FACTOR * maxBytes);
    throw error;
  }
}

/**
 * The request body, read until it would pass `limit` bytes (then `tooLarge`, before the rest is buffered). A
 * body whose Content-Length already says it is too large is refused unread and its stream cancelled, so
 * neither this read nor receiveUpload's drain pulls its megabytes; one whose stream outgrows a smaller
 * declared length is cancelled the moment it passes the limit.
 */
export async function readLimited(request: Request, limit: number, tooLarge: () => never): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) {
    await cancelBody(request);
    tooLarge();
  }
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** One checked upload to store: its bytes, the extension its key gets, its type and who sent it under what name. */
export interface Upload {
  bytes: Uint8Array;
  extension: string;
  contentType: string;
  name: string;
  /** The uploader's users.id (for audits). */
  uploadedBy: number | null;
}

/**
 * Stores checked bytes under a fresh key (uuid + extension), so names chosen by users never become paths;
 * the original name travels in customMetadata for display and Content-Disposition. Returns the key.
 */
export async function putUpload(bucket: R2Bucket, upload: Upload): Promise<string> {
  const key = `${crypto.randomUUID()}.${upload.extension}`;
  await bucket.put(key, upload.bytes, {
    httpMetadata: { contentType: upload.contentType },
    customMetadata: { originalName: upload.name, uploadedBy: String(upload.uploadedBy ?? "") },
  });
  return key;
}

/** Cache lifetime of a download: a key is never reused for other bytes, so it never goes stale. */
export const DOWNLOAD_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * The response for a stored object: 304 (no body) when If-None-Match names its ETag, 200 with its bytes,
 * type, length, nosniff, ETag and the immutable cache lifetime, or null when there is no such object.
 * `headers` adds the route's own (Content-Disposition, a CSP, …) from the object's metadata; the 304 carries
 * them too, since a browser merges a 304's headers into the response it cached.
 */
export async function storedObjectResponse(
  bucket: R2Bucket,
  request: Request,
  key: string,
  headers: (meta: { originalName: string; contentType: string }) => Record<string, string>,
): Promise<Response | null> {
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch) {
    const head = await bucket.head(key);
    if (head && ifNoneMatch.split(/\s*,\s*/).includes(head.httpEtag)) {
      return new Response(null, {
        status: 304,
        headers: { ETag: head.httpEtag, "Cache-Control": DOWNLOAD_CACHE_CONTROL, ...headers(metaOf(head, key)) },
      });
    }
  }
  const object = await bucket.get(key);
  if (!object) return null;
  const meta = metaOf(object, key);
  return new Response(object.body, {
    status: 200,
    headers: {
      "Content-Type": meta.contentType,
      "Content-Length": String(object.size),
      "X-Content-Type-Options": "nosniff",
      ETag: object.httpEtag,
      "Cache-Control": DOWNLOAD_CACHE_CONTROL,
      ...headers(meta),
    },
  });
}

function metaOf(object: R2Object, key: string) {
  return {
    originalName: object.customMetadata?.originalName || key,
    contentType: object.httpMetadata?.contentType ?? "application/octet-stream",
  };
}
