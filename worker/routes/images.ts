import { Hono } from "hono";
import { IMAGE_KEY, IMAGE_PROBLEMS, MAX_LOGO_BYTES, checkImage, type ImageProblem } from "../../shared/image-file";
import { canManageFederations } from "../../shared/permissions";
import { IMAGE_ERRORS } from "../../shared/texts";
import type { AppEnv } from "../app-env";
import { requirePermission } from "../auth/require";
import { ApiError } from "../errors";
import { SANDBOX_CSP } from "../security/headers";
import { contentDisposition } from "../storage/content-disposition";
import { putImage } from "../storage/images";
import { readLimited, receiveUpload, refusals, storedObjectResponse, type Refuse } from "../storage/uploads";

// /api/v1/files/slike: images (federation logos: PNG, JPEG, WebP, SVG) in R2, beside the documents.
// - POST /api/v1/files/slike?name=<original file name>, the image's bytes as the raw request body (like
//   documents). Admins with a verified email only (canManageFederations). One file per request,
//   <= MAX_LOGO_BYTES, type decided by its bytes. 201 {key, url, contentType, size}.
// - GET /api/v1/files/slike/:key: public (logos show on public federation pages); keys are unguessable
//   uuids. Every image, an SVG above all, is served with SANDBOX_CSP, so a script inside an SVG never runs,
//   not even when the SVG is opened directly as a page; nosniff keeps the browser to the stored type.

const refuse: Refuse<ImageProblem> = refusals(IMAGE_PROBLEMS, IMAGE_ERRORS);

/** The images resource, mounted at /api/v1/files/slike. */
export const images = new Hono<AppEnv>();

images.post("/", (c) =>
  receiveUpload(c.req.raw, MAX_LOGO_BYTES, async () => {
    const caller = requirePermission(c, canManageFederations);
    const name = c.req.query("name") ?? "";
    const bytes = await readLimited(c.req.raw, MAX_LOGO_BYTES, () => refuse("file_too_large"));
    const check = checkImage(name, bytes);
    if (!check.ok) refuse(check.problem);
    const stored = await putImage(c.env.DOCUMENTS, bytes, check.kind, check.name, caller.userId);
    return c.json(stored, 201);
  }),
);

images.get("/:key", async (c) => {
  const key = c.req.param("key");
  if (!IMAGE_KEY.test(key)) throw new ApiError(404, "not_found", "No such image.");
  const response = await storedObjectResponse(c.env.DOCUMENTS, c.req.raw, key, ({ originalName }) => ({
    "Content-Disposition": contentDisposition("inline", originalName),
    "Content-Security-Policy": SANDBOX_CSP,
  }));
  if (!response) throw new ApiError(404, "not_found", "No such image.");
  return response;
});
