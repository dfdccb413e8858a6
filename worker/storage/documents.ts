import { DOCUMENT_MIME, type DocumentKind, type StoredDocument } from "../../shared/document-file";
import { documentUrl } from "../../shared/paths";
import { putUpload } from "./uploads";

// Documents in R2: stored under a generated key (uuid + extension) so names chosen by users never become
// paths; the original name travels in customMetadata for display and Content-Disposition.

/** Stores checked bytes under a fresh key; `uploadedBy` is the staff member's users.id (for audits). */
export async function putDocument(
  bucket: R2Bucket,
  bytes: Uint8Array,
  kind: DocumentKind,
  name: string,
  uploadedBy: number | null,
): Promise<StoredDocument> {
  const contentType = DOCUMENT_MIME[kind];
  const key = await putUpload(bucket, { bytes, extension: kind, contentType, name, uploadedBy });
  return { key, url: documentUrl(key), naziv: name, contentType, size: bytes.length };
}
