import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_DOCUMENT_BYTES } from "../../shared/document-file";
import { T_DOCUMENT_ERRORS } from "../../shared/texts";
import { REFUSED_CALLER_DRAIN_BYTES } from "../../worker/storage/uploads";
import { docxBytes, notWordZipBytes, pdfBytes, pngBytes } from "../fixtures/documents";
import { bearer } from "./helpers/auth";
import { storedCount, uploadTo } from "./helpers/uploads";

const BASE = "https://app.test/api/v1/files";

const upload = (name: string, body: Uint8Array<ArrayBuffer> | null, authorization = "", init: RequestInit = {}) =>
  uploadTo(BASE, name, body, authorization, init);

describe("POST /api/v1/files: who may upload", () => {
  it("refuses an anonymous caller with 401 and stores nothing", async () => {
    const before = await storedCount();
    const response = await upload("a.pdf", pdfBytes());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthenticated", message: expect.any(String) } });
    expect(await storedCount()).toBe(before);
  });

  it("refuses a member with 403 and stores nothing", async () => {
    const before = await storedCount();
    const response = await upload("a.pdf", pdfBytes(), await bearer("member"));
    expect(response.status).toBe(403);
    expect(await storedCount()).toBe(before);
  });

  it("refuses staff whose email is not verified with 403", async () => {
    const before = await storedCount();
    const response = await upload("a.pdf", pdfBytes(), await bearer("unverified-staff"));
    expect(response.status).toBe(403);
    expect(await storedCount()).toBe(before);
  });

  it("stores a staff member's PDF under a generated key, with its type and original name", async () => {
    const bytes = pdfBytes("Pravilnik");
    const response = await upload("Pravilnik o natjecanjima 2025.pdf", bytes, await bearer("staff"));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { key: string; url: string; naziv: string; size: number };
    expect(body).toEqual({
      key: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/),
      url: `/api/v1/files/${body.key}`,
      naziv: "Pravilnik o natjecanjima 2025.pdf",
      contentType: "application/pdf",
      size: bytes.length,
    });
    const object = await env.DOCUMENTS.get(body.key);
    expect(object?.httpMetadata?.contentType).toBe("application/pdf");
    expect(object?.customMetadata?.originalName).toBe("Pravilnik o natjecanjima 2025.pdf");
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytes);
  });

  it("stores a DOCX from an admin", async () => {
    const response = await upload("Rezultati.docx", docxBytes(), await bearer("admin"));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      key: expect.stringMatching(/\.docx$/),
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
  });
});

describe("POST /api/v1/files: what is refused (nothing reaches R2)", () => {
  const cases: [string, string, Uint8Array<ArrayBuffer>, number, keyof typeof T_DOCUMENT_ERRORS][] = [
    ["zero bytes", "prazno.pdf", new Uint8Array(0), 400, "empty_file"],
    ["a PNG renamed .pdf", "slika.pdf", pngBytes(), 415, "unsupported_type"],
    ["a ZIP that is not a Word document", "tablica.docx", notWordZipBytes(), 415, "unsupported_type"],
    ["a double extension", "rezultati.pdf.exe", pdfBytes(), 415, "unsupported_type"],
    ["a PDF named .docx", "rezultati.docx", pdfBytes(), 415, "extension_mismatch"],
    ["a path in the name", "../../etc/rezultati.pdf", pdfBytes(), 400, "invalid_file_name"],
    ["a backslash path in the name", "C:\\temp\\rezultati.pdf", pdfBytes(), 400, "invalid_file_name"],
    ["a control character in the name", "rez\u0007ultati.pdf", pdfBytes(), 400, "invalid_file_name"],
    ["no name at all", "", pdfBytes(), 400, "invalid_file_name"],
  ];

  it.each(cases)("%s", async (_label, name, bytes, status, code) => {
    const before = await storedCount();
    const response = await upload(name, bytes, await bearer("staff"));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: { code, message: T_DOCUMENT_ERRORS[code] } });
    expect(await storedCount()).toBe(before);
  });

  it("refuses a body over 10 MB with 413", async () => {
    const before = await storedCount();
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set(pdfBytes().subarray(0, 8));
    const response = await upload("velik.pdf", big, await bearer("staff"));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: "file_too_large", message: T_DOCUMENT_ERRORS.file_too_large },
    });
    expect(await storedCount()).toBe(before);
  });

  it("refuses a streamed body over 10 MB that declares no length", async () => {
    const before = await storedCount();
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_DOCUMENT_BYTES) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await upload("velik.pdf", null, await bearer("staff"), {
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await storedCount()).toBe(before);
  });

  it("accepts exactly 10 MB", async () => {
    const exact = new Uint8Array(MAX_DOCUMENT_BYTES);
    exact.set(pdfBytes());
    const response = await upload("tocno.pdf", exact, await bearer("staff"));
    expect(response.status).toBe(201);
  });
});

describe("GET /api/v1/files/:key", () => {
  async function stored(name: string, bytes: Uint8Array<ArrayBuffer>) {
    const response = await upload(name, bytes, await bearer("staff"));
    return ((await response.json()) as { key: string }).key;
  }

  it("serves a PDF byte-identical to anyone, as an attachment in a sandbox, with safe headers", async () => {
    const bytes = pdfBytes("Statut");
    const key = await stored("Statut saveza – Đurđevac.pdf", bytes);
    const response = await SELF.fetch(`${BASE}/${key}`);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Statut saveza _ Durdevac.pdf"; filename*=UTF-8''Statut%20saveza%20%E2%80%93%20%C4%90ur%C4%91evac.pdf`,
    );
    // Nothing in the PDF may run on the app's origin, even if a browser renders it despite the attachment.
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("etag")).toMatch(/^".+"$/);
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it("serves a DOCX as an attachment", async () => {
    const key = await stored("Rezultati.docx", docxBytes());
    const response = await SELF.fetch(`${BASE}/${key}`);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="Rezultati.docx"/);
    await response.arrayBuffer();
  });

  it("answers a matching If-None-Match with 304 and no body", async () => {
    const key = await stored("a.pdf", pdfBytes());
    const first = await SELF.fetch(`${BASE}/${key}`);
    await first.arrayBuffer();
    const again = await SELF.fetch(`${BASE}/${key}`, { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("answers an unknown or malformed key with the JSON 404", async () => {
    for (const key of [`${crypto.randomUUID()}.pdf`, "..%2F..%2Fsecret", "x.exe"]) {
      const response = await SELF.fetch(`${BASE}/${key}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
    }
  });
});

describe("a caller who may not upload at all", () => {
  it("gets 401/403 after a small read of the body, not after tens of megabytes", async () => {
    const CHUNK = 16 * 1024;
    for (const authorization of [undefined, await bearer("member")]) {
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled >= 40 * 1024 * 1024) return controller.close();
          pulled += CHUNK;
          controller.enqueue(new Uint8Array(CHUNK));
        },
      });
      const response = await SELF.fetch("https://app.test/api/v1/files?name=velik.pdf", {
        method: "POST",
        headers: { "content-type": "application/pdf", ...(authorization ? { authorization } : {}) },
        body,
        // @ts-expect-error: workerd's fetch takes a stream body with duplex half, as browsers do
        duplex: "half",
      });
      expect(response.status).toBe(authorization ? 403 : 401);
      await response.body?.cancel();
      // The drain bound plus what the stream had buffered ahead: far below the 40 MB the client offered.
      expect(pulled, "bytes the server pulled").toBeLessThan(REFUSED_CALLER_DRAIN_BYTES + 1024 * 1024);
    }
  });
});
