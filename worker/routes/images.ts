import {
  IMAGE_KEY,
  IMAGE_MIME,
  IMAGE_PROBLEMS,
  MAX_LOGO_BYTES,
  isPhotoKind,
  checkImage,
  type StoredImage,
} from "../../shared/image-file";
import { imageUrl } from "../../shared/paths";
import { canManageFederations, canUploadPhotos } from "../../shared/permissions";
import { T_IMAGE_ERRORS, T_PHOTO_ERRORS } from "../../shared/texts";
import { ApiError } from "../errors";
import { SANDBOX_CSP } from "../security/headers";
import { contentDisposition } from "../storage/content-disposition";
import { storedFileRoutes } from "./stored-files";

// /api/v1/files/slike: images in R2, beside the documents: federation logos (PNG, JPEG, WebP, SVG) and
// announcements' pictures (PNG, JPEG, WebP: photos, never an SVG).
// - POST /api/v1/files/slike?name=<original file name>, the image's bytes as the raw request body (like
//   documents). Admins with a verified email (canManageFederations) upload any image; whoever may create an
//   announcement (canUploadPhotos: staff) uploads photos only, an SVG is refused with 415. One file per
//   request, <= MAX_LOGO_BYTES, type decided by its bytes. 201 {key, url, contentType, size}.
// - GET /api/v1/files/slike/:key: public (logos show on public federation pages); keys are unguessable
//   uuids. Every image, an SVG above all, is served with SANDBOX_CSP, so a script inside an SVG never runs,
//   not even when the SVG is opened directly as a page; nosniff keeps the browser to the stored type.

/** The images resource, mounted at /api/v1/files/slike. */
export const images = storedFileRoutes({
  mayUpload: (subject) => canManageFederations(subject) || canUploadPhotos(subject),
  maxBytes: MAX_LOGO_BYTES,
  problems: IMAGE_PROBLEMS,
  texts: T_IMAGE_ERRORS,
  check: checkImage,
  refuseFor: (subject, { kind }) =>
    canManageFederations(subject) || isPhotoKind(kind)
      ? null
      : new ApiError(IMAGE_PROBLEMS.unsupported_type, "unsupported_type", T_PHOTO_ERRORS.unsupported_type),
  mime: IMAGE_MIME,
  stored: ({ key, contentType, size }): StoredImage => ({ key, url: imageUrl(key), contentType, size }),
  key: IMAGE_KEY,
  downloadHeaders: (_key, originalName) => ({
    "Content-Disposition": contentDisposition("inline", originalName),
    "Content-Security-Policy": SANDBOX_CSP,
  }),
  notFound: "No such image.",
  download: {
    summary: "A stored image",
    description: "A federation's logo or an announcement's picture, served so that it can never run script.",
  },
});
