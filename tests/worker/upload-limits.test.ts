// A staff upload refused as too large is not drained (issue 28: a refused 10 MB document still pulled 40 MB):
// a Content-Length over the limit is refused at once and the body's stream cancelled; a body that outgrows a
// smaller declared length is cut off as it passes the limit. Bodies are streamed and counted as they are read.
import { describe, expect, it } from "vitest";
import { MAX_DOCUMENT_BYTES } from "../../shared/document-file";
import { T_DOCUMENT_ERRORS, T_IMAGE_ERRORS } from "../../shared/texts";
import { pdfBytes } from "../fixtures/documents";
import { bearer } from "./helpers/auth";
import { storedCount, uploadTo } from "./helpers/uploads";

const MB = 1024 * 1024;

/** A body of `size` bytes starting with `head`, counting what the Worker pulls of it. */
function counted(head: Uint8Array, size: number) {
  const chunk = new Uint8Array(256 * 1024);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      const next = sent === 0 ? head : chunk.subarray(0, Math.min(chunk.byteLength, size - sent));
      sent += next.byteLength;
      controller.enqueue(next);
    },
  });
  return { body, sent: () => sent };
}

/** Uploads `size` streamed bytes to `base` as staff, declaring `declared` as the Content-Length. */
async function upload(base: string, name: string, size: number, declared: number) {
  const { body, sent } = counted(pdfBytes().subarray(0, 8), size);
  const response = await uploadTo(base, name, null, await bearer("admin"), {
    body,
    duplex: "half",
    headers: { authorization: await bearer("admin"), "content-length": String(declared) },
  } as RequestInit);
  return { response, sent };
}

describe("an upload refused as too large", () => {
  it("answers a document declaring 50 MB with 413 at once, pulling almost nothing of it", async () => {
    const before = await storedCount();
    const { response, sent } = await upload("https://app.test/api/v1/files", "velik.pdf", 50 * MB, 50 * MB);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: "file_too_large", message: T_DOCUMENT_ERRORS.file_too_large },
    });
    expect(sent()).toBeLessThan(2 * MB);
    expect(await storedCount()).toBe(before);
  });

  it("answers an image declaring 20 MB (the limit is 1 MiB) with 413 at once, pulling almost nothing of it", async () => {
    const { response, sent } = await upload("https://app.test/api/v1/files/slike", "logo.png", 20 * MB, 20 * MB);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      T_IMAGE_ERRORS.file_too_large,
    );
    expect(sent()).toBeLessThan(2 * MB);
  });

  it("cuts off a document whose stream outgrows the limit, not reading on to drain it", async () => {
    const { response, sent } = await upload(
      "https://app.test/api/v1/files",
      "lazni.pdf",
      50 * MB,
      MAX_DOCUMENT_BYTES + MB,
    );
    expect(response.status).toBe(413);
    expect(sent()).toBeLessThan(MAX_DOCUMENT_BYTES + 2 * MB);
  });
});
