import {
  DOCUMENT_KEY,
  DOCUMENT_PROBLEMS,
  MAX_DOCUMENT_BYTES,
  DOCUMENT_MIME,
  checkDocument,
  type StoredDocument,
} from "../../shared/document-file";
import { documentUrl } from "../../shared/paths";
import { canUploadDocuments } from "../../shared/permissions";
import { DOCUMENT_ERRORS } from "../../shared/texts";
import { contentDisposition } from "../storage/content-disposition";
import { storedFileRoutes } from "./stored-files";

// /api/v1/files: documents (PDF, DOCX) in R2.
// - POST /api/v1/files?name=<original file name>, the file's bytes as the raw request body (no multipart:
//   the SPA sends the File with XMLHttpRequest and reads upload progress events). Whoever may create a row
//   that links a document. One file per request, <= MAX_DOCUMENT_BYTES, type decided by its bytes.
//   201 {key, url, naziv, contentType, size}.
// - GET /api/v1/files/:key: public, like the rows that point at it (federation documents, competitions and
//   their result documents are readable by anonymous visitors); keys are unguessable uuids.
// Images (logos) live beside them at /api/v1/files/slike (worker/routes/images.ts): ":key" is one path
// segment, so /api/v1/files/slike/<key> never reaches this router's GET.

/** The files resource, mounted at /api/v1/files. */
export const files = storedFileRoutes({
  mayUpload: canUploadDocuments,
  maxBytes: MAX_DOCUMENT_BYTES,
  problems: DOCUMENT_PROBLEMS,
  texts: DOCUMENT_ERRORS,
  check: checkDocument,
  mime: DOCUMENT_MIME,
  stored: ({ key, name, contentType, size }): StoredDocument => ({
    key,
    url: documentUrl(key),
    naziv: name,
    contentType,
    size,
  }),
  key: DOCUMENT_KEY,
  // A PDF opens in the browser's viewer (the spec's 'Preuzmi' opens a new tab); a DOCX cannot be shown, so it saves.
  downloadHeaders: (key, originalName) => ({
    "Content-Disposition": contentDisposition(key.endsWith(".pdf") ? "inline" : "attachment", originalName),
  }),
  notFound: "No such document.",
});
