import { Hono } from "hono";
import {
  DOCUMENT_KEY,
  DOCUMENT_PROBLEMS,
  MAX_DOCUMENT_BYTES,
  checkDocument,
  type DocumentProblem,
} from "../../shared/document-file";
import { DOCUMENT_ERRORS } from "../../shared/texts";
import type { AppEnv } from "../app-env";
import { canUploadDocuments } from "../../shared/permissions";
import { requirePermission } from "../auth/require";
import { ApiError } from "../errors";
import { contentDisposition } from "../storage/content-disposition";
import { putDocument } from "../storage/documents";

// /api/v1/files: documents (PDF, DOCX) in R2.
// - POST /api/v1/files?name=<original file name>, the file's bytes as the raw request body (no multipart:
//   the SPA sends the File with XMLHttpRequest and reads upload progress events). Staff only. One file per
//   request, <= MAX_DOCUMENT_BYTES, type decided by its bytes. 201 {key, url, naziv, contentType, size}.
// - GET /api/v1/files/:key: public, like the rows that point at it (federation documents, competitions and
//   their result documents are readable by anonymous visitors); keys are unguessable uuids.

/** Cache lifetime of a download: a key is never reused for other bytes, so it never goes stale. */
const DOWNLOAD_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * How much of a refused upload is read and thrown away before answering. Answering without reading the body
 * makes some HTTP stacks (wrangler dev's proxy among them) drop the connection, so the client sees a reset or
 * a 500 instead of our 401/403/413; beyond this much, a reset is what an abusive upload gets.
 */
const DRAIN_LIMIT_BYTES = 4 * MAX_DOCUMENT_BYTES;

/** Reads and discards what is left of an unread request body, up to DRAIN_LIMIT_BYTES. */
async function drainUnread(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed) return;
  const reader = request.body.getReader();
  let drained = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      drained += value.byteLength;
      if (drained > DRAIN_LIMIT_BYTES) return void (await reader.cancel());
    }
  } catch {
    // the client went away: nothing left to be polite to
  }
}

function refuse(problem: DocumentProblem): never {
  throw new ApiError(DOCUMENT_PROBLEMS[problem], problem, DOCUMENT_ERRORS[problem]);
}

/** The request body, read until it would pass `limit` bytes (then 413, before the rest is buffered). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) refuse("file_too_large");
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
      refuse("file_too_large");
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

/** The files resource, mounted at /api/v1/files. */
export const files = new Hono<AppEnv>();

files.post("/", async (c) => {
  try {
    const caller = requirePermission(c, canUploadDocuments);
    const name = c.req.query("name") ?? "";
    const bytes = await readLimited(c.req.raw, MAX_DOCUMENT_BYTES);
    const check = checkDocument(name, bytes);
    if (!check.ok) refuse(check.problem);
    const stored = await putDocument(c.env.DOCUMENTS, bytes, check.kind, check.name, caller.userId);
    return c.json(stored, 201);
  } catch (error) {
    await drainUnread(c.req.raw);
    throw error;
  }
});

files.get("/:key", async (c) => {
  const key = c.req.param("key");
  if (!DOCUMENT_KEY.test(key)) throw new ApiError(404, "not_found", "No such document.");
  const ifNoneMatch = c.req.header("if-none-match");
  if (ifNoneMatch) {
    const head = await c.env.DOCUMENTS.head(key);
    if (head && ifNoneMatch.split(/\s*,\s*/).includes(head.httpEtag)) {
      return c.body(null, 304, { ETag: head.httpEtag, "Cache-Control": DOWNLOAD_CACHE_CONTROL });
    }
  }
  const object = await c.env.DOCUMENTS.get(key);
  if (!object) throw new ApiError(404, "not_found", "No such document.");
  const name = object.customMetadata?.originalName || key;
  // A PDF opens in the browser's viewer (the spec's 'Preuzmi' opens a new tab); a DOCX cannot be shown, so it saves.
  const disposition = key.endsWith(".pdf") ? "inline" : "attachment";
  return c.body(object.body, 200, {
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "Content-Length": String(object.size),
    "Content-Disposition": contentDisposition(disposition, name),
    "X-Content-Type-Options": "nosniff",
    ETag: object.httpEtag,
    "Cache-Control": DOWNLOAD_CACHE_CONTROL,
  });
});
