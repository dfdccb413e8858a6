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
import { readLimited, receiveUpload, refusals, storedObjectResponse, type Refuse } from "../storage/uploads";

// /api/v1/files: documents (PDF, DOCX) in R2.
// - POST /api/v1/files?name=<original file name>, the file's bytes as the raw request body (no multipart:
//   the SPA sends the File with XMLHttpRequest and reads upload progress events). Staff only. One file per
//   request, <= MAX_DOCUMENT_BYTES, type decided by its bytes. 201 {key, url, naziv, contentType, size}.
// - GET /api/v1/files/:key: public, like the rows that point at it (federation documents, competitions and
//   their result documents are readable by anonymous visitors); keys are unguessable uuids.
// Images (logos) live beside them at /api/v1/files/slike (worker/routes/images.ts): ":key" is one path
// segment, so /api/v1/files/slike/<key> never reaches this router's GET.

const refuse: Refuse<DocumentProblem> = refusals(DOCUMENT_PROBLEMS, DOCUMENT_ERRORS);

/** The files resource, mounted at /api/v1/files. */
export const files = new Hono<AppEnv>();

files.post("/", (c) =>
  receiveUpload(c.req.raw, MAX_DOCUMENT_BYTES, async () => {
    const caller = requirePermission(c, canUploadDocuments);
    const name = c.req.query("name") ?? "";
    const bytes = await readLimited(c.req.raw, MAX_DOCUMENT_BYTES, () => refuse("file_too_large"));
    const check = checkDocument(name, bytes);
    if (!check.ok) refuse(check.problem);
    const stored = await putDocument(c.env.DOCUMENTS, bytes, check.kind, check.name, caller.userId);
    return c.json(stored, 201);
  }),
);

files.get("/:key", async (c) => {
  const key = c.req.param("key");
  if (!DOCUMENT_KEY.test(key)) throw new ApiError(404, "not_found", "No such document.");
  // A PDF opens in the browser's viewer (the spec's 'Preuzmi' opens a new tab); a DOCX cannot be shown, so it saves.
  const disposition = key.endsWith(".pdf") ? "inline" : "attachment";
  const response = await storedObjectResponse(c.env.DOCUMENTS, c.req.raw, key, ({ originalName }) => ({
    "Content-Disposition": contentDisposition(disposition, originalName),
  }));
  if (!response) throw new ApiError(404, "not_found", "No such document.");
  return response;
});
