import { IMAGE_MIME, type ImageKind, type StoredImage } from "../../shared/image-file";
import { imageUrl } from "../../shared/paths";
import { putUpload } from "./uploads";

// Images (federation logos) in R2, in the documents' bucket: stored under a generated key (uuid + the
// extension of the kind their bytes showed), never under the uploader's file name.

/** Stores checked bytes under a fresh key; `uploadedBy` is the admin's users.id (for audits). */
export async function putImage(
  bucket: R2Bucket,
  bytes: Uint8Array,
  kind: ImageKind,
  name: string,
  uploadedBy: number | null,
): Promise<StoredImage> {
  const contentType = IMAGE_MIME[kind];
  const key = await putUpload(bucket, { bytes, extension: kind, contentType, name, uploadedBy });
  return { key, url: imageUrl(key), contentType, size: bytes.length };
}
