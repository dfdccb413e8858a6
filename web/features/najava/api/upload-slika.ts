// An announcement's picture goes to the image route (POST /api/v1/files/slike) before the announcement is
// stored; CreateNajava then names it by the key the route gave. The server checks the bytes again (a photo,
// never an SVG, for staff).
import type { StoredImage } from "../../../../shared/image-file";
import { imageUploadUrl } from "../../../../shared/paths";
import { T_ENTRY } from "../../../../shared/texts";
import { uploadFile } from "../../../lib/upload-document";

/** Uploads the (already resized) picture with the caller's token; returns where it is stored. */
export function uploadSlika(file: File, token: string | null): Promise<StoredImage> {
  return uploadFile(imageUploadUrl(file.name), file, token, () => {}, T_ENTRY.slikaUploadError);
}
