import { z } from "zod";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Subject } from "../../shared/permissions";
import type { AppEnv } from "../app-env";
import { requirePermission } from "../auth/require";
import { recordUpload } from "../data/write";
import { scopeOf } from "../data/scope";
import { ApiError } from "../errors";
import { putUpload, readLimited, receiveUpload, refusals, storedObjectResponse } from "../storage/uploads";
import { DescribedHono, getRoute } from "./openapi-hono";
import { binaryContent, refusals as refusalsOf } from "./openapi-schemas";

/** What a kind of stored file (documents, images) differs in; the routes around it are the same. */
export interface StoredFileKind<Problem extends string, Checked extends { kind: string; name: string }, Stored> {
  /** Who may upload. */
  mayUpload: (subject: Subject) => boolean;
  maxBytes: number;
  /** The HTTP status and the shown text of each refusal. */
  problems: Record<Problem, ContentfulStatusCode>;
  texts: Record<Problem, string>;
  /** The type decided by the bytes, or why they are refused. */
  check: (name: string, bytes: Uint8Array) => ({ ok: true } & Checked) | { ok: false; problem: Problem };
  /** A further refusal of a file that passed `check`, for this caller (staff upload photos, not SVGs), or null. */
  refuseFor?: (subject: Subject, checked: Checked) => ApiError | null;
  /** The Content-Type each detected kind is stored and served with. */
  mime: Record<Checked["kind"], string>;
  /** What the upload answers, from where it was stored. */
  stored: (file: { key: string; name: string; contentType: string; size: number }) => Stored;
  /** The keys the upload route issues; anything else is a 404 without touching R2. */
  key: RegExp;
  /** What a download adds to the stored object's headers (disposition, a stricter CSP). */
  downloadHeaders: (key: string, originalName: string) => Record<string, string>;
  notFound: string;
  /** How the public API's reference names the download (its OpenAPI summary and description). */
  download: { summary: string; description: string };
}

/**
 * POST / (the file's bytes as the raw body, `?name=` its original name: 201 with where it is stored) and
 * GET /:key (public, like the rows that link it) for one kind of file in R2. The type is decided by the bytes,
 * the size is enforced while reading, and nothing is stored on any refusal.
 */
export function storedFileRoutes<Problem extends string, Checked extends { kind: string; name: string }, Stored>(
  kind: StoredFileKind<Problem, Checked, Stored>,
) {
  const refuse = refusals(kind.problems, kind.texts);
  return new DescribedHono<AppEnv>()
    .describe(downloadRoute(kind), async (c) => {
      const { key } = c.req.valid("param");
      const response = kind.key.test(key)
        ? await storedObjectResponse(c.env.DOCUMENTS, c.req.raw, key, ({ originalName }) =>
            kind.downloadHeaders(key, originalName),
          )
        : null;
      if (!response) throw new ApiError(404, "not_found", kind.notFound);
      return response;
    })
    .post("/", (c) =>
      receiveUpload(c.req.raw, kind.maxBytes, async () => {
        const caller = requirePermission(c, kind.mayUpload);
        const bytes = await readLimited(c.req.raw, kind.maxBytes, () => refuse("file_too_large" as Problem));
        const checked = kind.check(c.req.query("name") ?? "", bytes);
        if (!checked.ok) refuse(checked.problem);
        const refusal = kind.refuseFor?.(caller, checked as Checked);
        if (refusal) throw refusal;
        const { kind: extension, name } = checked as Checked;
        const contentType = kind.mime[extension as Checked["kind"]];
        // Stored under a generated key (uuid + the extension its bytes showed), never under the user's name.
        const key = await putUpload(c.env.DOCUMENTS, {
          bytes,
          extension,
          contentType,
          name,
          uploadedBy: caller.userId,
        });
        // The upload is recorded with its owner (uploader, federation: only they may link it) and audited like
        // every write, never its bytes; R2 and D1 share no transaction, so a stored file whose record failed is
        // an unrecorded upload no row may link, which the sweep removes.
        await recordUpload(c.env.DB, scopeOf(caller, c.get("requestId")), key, {
          naziv: name,
          contentType,
          size: bytes.length,
        });
        return c.json(kind.stored({ key, name, contentType, size: bytes.length }), 201);
      }),
    );
}

/** GET /{key} of a kind of file, as the public API's reference describes it. */
function downloadRoute<Checked extends { kind: string; name: string }>(
  kind: Pick<StoredFileKind<string, Checked, unknown>, "mime" | "download">,
) {
  return getRoute("/{key}", "Datoteke", {
    ...kind.download,
    request: {
      params: z.object({
        key: z.string().openapi({
          param: { name: "key", in: "path" },
          description: "The key the upload answered (a generated uuid with the file's extension).",
        }),
      }),
    },
    responses: {
      200: binaryContent(Object.values<string>(kind.mime), "The stored bytes (ETag; If-None-Match answers 304)."),
      304: { description: "Not modified since the ETag sent in If-None-Match." },
      ...refusalsOf({ 404: "not_found: no file has that key." }),
    },
  });
}
