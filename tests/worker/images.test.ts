import { SELF, createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_LOGO_BYTES } from "../../shared/image-file";
import { T_IMAGE_ERRORS, T_PHOTO_ERRORS } from "../../shared/texts";
import type { AppEnv } from "../../worker/app-env";
import { SANDBOX_CSP, contentSecurityPolicy, securityHeaders } from "../../worker/security/headers";
import { pdfBytes } from "../fixtures/documents";
import { bearer } from "./helpers/auth";
import { storedCount, uploadTo } from "./helpers/uploads";

const BASE = "https://app.test/api/v1/files/slike";

const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
const text = (s: string) => new TextEncoder().encode(s);

// A 1×1 PNG (70 bytes), a 1×1 JPEG, a 1×1 lossless WebP and a small SVG.
const PNG = fromBase64(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mM4w8DwHwAENAHM7EKZhwAAAABJRU5ErkJggg==",
);
const JPEG = fromBase64(
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
);
const WEBP = fromBase64("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==");
const SVG = text(
  '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- grb -->\n<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>',
);
/** An SVG that runs script when opened as a page, unless the response forbids it. */
const EVIL_SVG = text(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>fetch("/api/v1/me")</script></svg>',
);

let admin: string;
beforeAll(async () => {
  admin = await bearer("admin");
});

const upload = (name: string, body: BodyInit | null, authorization = admin, init: RequestInit = {}) =>
  uploadTo(BASE, name, body, authorization, init);

interface Stored {
  key: string;
  url: string;
  contentType: string;
  size: number;
}

/** The headers every served image carries, whatever its kind. */
function expectSafeImageHeaders(response: Response, contentType: string) {
  expect(response.headers.get("content-type")).toBe(contentType);
  expect(response.headers.get("content-security-policy")).toBe(SANDBOX_CSP);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("content-disposition")).toMatch(/^inline(;|$)/);
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
}

describe("POST /api/v1/files/slike, then GET the image: an admin's logos", () => {
  const kinds: [string, Uint8Array<ArrayBuffer>, string, string][] = [
    ["logo.png", PNG, "png", "image/png"],
    ["logo.jpeg", JPEG, "jpg", "image/jpeg"],
    ["logo.webp", WEBP, "webp", "image/webp"],
    ["Grb saveza.svg", SVG, "svg", "image/svg+xml"],
  ];

  it.each(kinds)("%s is stored under a generated key and served byte-identical", async (name, bytes, ext, type) => {
    const response = await upload(name, bytes);
    expect(response.status).toBe(201);
    const body = (await response.json()) as Stored;
    expect(body).toEqual({
      key: expect.stringMatching(new RegExp(`^[0-9a-f-]{36}\\.${ext}$`)),
      url: `/api/v1/files/slike/${body.key}`,
      contentType: type,
      size: bytes.length,
    });
    const object = await env.DOCUMENTS.get(body.key);
    expect(object?.httpMetadata?.contentType).toBe(type);
    expect(object?.customMetadata?.originalName).toBe(name);
    await object?.arrayBuffer();

    const served = await SELF.fetch(`https://app.test${body.url}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    expectSafeImageHeaders(served, type);
    expect(served.headers.get("etag")).toMatch(/^".+"$/);
  });

  it("stores an SVG holding <script> and serves it sandboxed, so the script can never run", async () => {
    const response = await upload("napad.svg", EVIL_SVG);
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as Stored;
    const served = await SELF.fetch(`https://app.test${url}`);
    expect(await served.text()).toContain("<script>");
    expectSafeImageHeaders(served, "image/svg+xml");
    const csp = served.headers.get("content-security-policy")!;
    expect(csp.split(/;\s*/)).toEqual(["default-src 'none'", "style-src 'unsafe-inline'", "sandbox"]);
    expect(csp).not.toContain("script-src");
  });

  it("answers If-None-Match with 304, still carrying the sandbox policy (a 304 updates the cached headers)", async () => {
    const { url } = (await (await upload("logo.svg", SVG)).json()) as Stored;
    const first = await SELF.fetch(`https://app.test${url}`);
    await first.arrayBuffer();
    const again = await SELF.fetch(`https://app.test${url}`, {
      headers: { "if-none-match": first.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("content-security-policy")).toBe(SANDBOX_CSP);
  });

  it("accepts exactly 1 MiB", async () => {
    const exact = new Uint8Array(MAX_LOGO_BYTES);
    exact.set(PNG);
    const response = await upload("velik.png", exact);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ size: MAX_LOGO_BYTES });
  });
});

describe("POST /api/v1/files/slike: who may upload (nothing reaches R2)", () => {
  const refused: [string, () => Promise<string>, number, string][] = [
    ["anonymous", async () => "", 401, "unauthenticated"],
    ["a member", () => bearer("member"), 403, "forbidden"],
    ["staff whose email is not verified", () => bearer("staff", { email_verified: false }), 403, "forbidden"],
    ["an admin whose email is not verified", () => bearer("admin", { email_verified: false }), 403, "forbidden"],
  ];

  it.each(refused)("%s is refused", async (_label, authorization, status, code) => {
    const before = await storedCount();
    const response = await upload("logo.png", PNG, await authorization());
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: { code, message: expect.any(String) } });
    expect(await storedCount()).toBe(before);
  });
});

describe("POST /api/v1/files/slike: staff upload an announcement's photo, never an SVG", () => {
  it.each([
    ["slika.png", PNG],
    ["slika.jpg", JPEG],
    ["slika.webp", WEBP],
  ] as const)("staff store %s", async (name, bytes) => {
    const response = await upload(name, bytes, await bearer("staff"));
    expect(response.status).toBe(201);
    const { key } = (await response.json()) as Stored;
    expect((await SELF.fetch(`${BASE}/${key}`)).status).toBe(200);
  });

  it.each([
    ["an SVG", SVG],
    ["an SVG holding <script>", EVIL_SVG],
  ])("staff are refused %s with 415, in the photo's words, and nothing is stored", async (_label, bytes) => {
    const before = await storedCount();
    const response = await upload("slika.svg", bytes, await bearer("staff"));
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: { code: "unsupported_type", message: T_PHOTO_ERRORS.unsupported_type },
    });
    expect(await storedCount()).toBe(before);
  });
});

describe("POST /api/v1/files/slike: what is refused (nothing reaches R2)", () => {
  const cases: [string, string, Uint8Array<ArrayBuffer>, number, keyof typeof T_IMAGE_ERRORS][] = [
    ["zero bytes", "logo.png", new Uint8Array(0), 400, "empty_file"],
    ["a path in the name", "../../logo.png", PNG, 400, "invalid_file_name"],
    ["a PDF named .png", "logo.png", pdfBytes(), 415, "unsupported_type"],
    ["an HTML page named .svg", "logo.svg", text("<html><script>alert(1)</script></html>"), 415, "unsupported_type"],
    ["a GIF", "logo.gif", text("GIF89a\u0001\u0000\u0001\u0000"), 415, "unsupported_type"],
    ["a PNG renamed .svg", "logo.svg", PNG, 415, "extension_mismatch"],
    ["an SVG renamed .png", "logo.png", SVG, 415, "extension_mismatch"],
  ];

  it.each(cases)("%s", async (_label, name, bytes, status, code) => {
    const before = await storedCount();
    const response = await upload(name, bytes);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: { code, message: T_IMAGE_ERRORS[code] } });
    expect(await storedCount()).toBe(before);
  });

  it("refuses a body over 1 MiB with 413", async () => {
    const before = await storedCount();
    const big = new Uint8Array(MAX_LOGO_BYTES + 1);
    big.set(PNG);
    const response = await upload("velik.png", big);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: "file_too_large", message: T_IMAGE_ERRORS.file_too_large },
    });
    expect(await storedCount()).toBe(before);
  });

  it("refuses a streamed body over 1 MiB that declares no length", async () => {
    const before = await storedCount();
    const chunk = new Uint8Array(256 * 1024);
    chunk.set(PNG);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_LOGO_BYTES) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await upload("velik.png", stream, admin, { duplex: "half" } as RequestInit);
    expect(response.status).toBe(413);
    expect(await storedCount()).toBe(before);
  });
});

describe("GET /api/v1/files/slike/:key", () => {
  it("answers a malformed, unknown or non-image key with the JSON 404", async () => {
    const keys = [
      "logo.png",
      "..%2F..%2Fsecret",
      `${crypto.randomUUID()}.png`,
      `${crypto.randomUUID()}.pdf`,
      `${crypto.randomUUID()}.jpeg`,
    ];
    for (const key of keys) {
      const response = await SELF.fetch(`${BASE}/${key}`);
      expect(response.status, key).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
    }
  });

  it("does not serve a stored document through the image route", async () => {
    const response = await SELF.fetch("https://app.test/api/v1/files?name=a.pdf", {
      method: "POST",
      headers: { authorization: await bearer("staff") },
      body: pdfBytes(),
    });
    const { key } = (await response.json()) as { key: string };
    const viaImages = await SELF.fetch(`${BASE}/${key}`);
    expect(viaImages.status).toBe(404);
    await viaImages.arrayBuffer();
  });
});

describe("the document route beside it (GET /api/v1/files/:key)", () => {
  it("still stores and serves a PDF, as a sandboxed attachment", async () => {
    const bytes = pdfBytes("Statut");
    const response = await SELF.fetch("https://app.test/api/v1/files?name=Statut.pdf", {
      method: "POST",
      headers: { authorization: await bearer("staff") },
      body: bytes,
    });
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const served = await SELF.fetch(`https://app.test${url}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-security-policy")).toBe(SANDBOX_CSP);
    expect(served.headers.get("content-disposition")).toMatch(/^attachment; /);
  });

  it("does not take /api/v1/files/slike (no key) or serve an image key as a document", async () => {
    const { key } = (await (await upload("logo.png", PNG)).json()) as Stored;
    for (const path of ["/api/v1/files/slike", `/api/v1/files/${key}`]) {
      const response = await SELF.fetch(`https://app.test${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
    }
  });
});

describe("securityHeaders() and a route's own policy", () => {
  async function fetchFrom(app: Hono<AppEnv>, path: string) {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(`https://app.test${path}`), env, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }

  const app = new Hono<AppEnv>();
  app.use("*", securityHeaders());
  app.get("/sandboxed", (c) => c.body("x", 200, { "content-security-policy": SANDBOX_CSP }));
  app.get("/weaker", (c) => c.body("x", 200, { "content-security-policy": "script-src *" }));
  app.get("/plain", (c) => c.body("x"));

  it("keeps SANDBOX_CSP when the route set it", async () => {
    const response = await fetchFrom(app, "/sandboxed");
    expect(response.headers.get("content-security-policy")).toBe(SANDBOX_CSP);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("replaces any other policy a route set, and sets the app's where there was none", async () => {
    for (const path of ["/weaker", "/plain"]) {
      const response = await fetchFrom(app, path);
      expect(response.headers.get("content-security-policy"), path).toBe(contentSecurityPolicy());
    }
  });
});
