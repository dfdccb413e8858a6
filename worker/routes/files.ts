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
import { T_DOCUMENT_ERRORS } from "../../shared/texts";
import { SANDBOX_CSP } from "../security/headers";
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
  texts: T_DOCUMENT_ERRORS,
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
  // Every document is saved, never shown on the app's origin, where the ID token sits in local storage: a PDF
  // viewer runs the PDF's scripts and links in the origin's context. The sandbox policy gives the response an
  // opaque origin should a browser render it anyway (docs/security.md, "Stored documents").
  downloadHeaders: (_key, originalName) => ({
    "Content-Disposition": contentDisposition("attachment", originalName),
    "Content-Security-Policy": SANDBOX_CSP,
  }),
  notFound: "No such document.",
  download: {
    summary: "A stored document",
    description:
      "A document (PDF, DOCX) a public row links (a federation's documents, a competition's announcement and results), always as an attachment.",
  },
});
