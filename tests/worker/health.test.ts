import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("GET /api/v1/health", () => {
  it("answers with the status, version and configured providers", async () => {
    const response = await SELF.fetch("https://app.test/api/v1/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ok",
      version: expect.stringMatching(/hotbuild$/),
      dataProvider: "d1",
      aiProvider: "local",
    });
  });

  it("answers unknown API routes with the JSON error shape, not the SPA", async () => {
    const response = await SELF.fetch("https://app.test/api/v1/does-not-exist");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
  });
});

describe("D1 schema", () => {
  it("orders the feed newest first with nulls last, as ReadFeed needs", async () => {
    const { env } = await import("cloudflare:test");
    await env.DB.batch([
      env.DB.prepare("INSERT INTO feed (id, subject, created_at) VALUES ('a', 'old', '2024-01-01T00:00:00.000Z')"),
      env.DB.prepare("INSERT INTO feed (id, subject, created_at) VALUES ('b', 'none', NULL)"),
      env.DB.prepare("INSERT INTO feed (id, subject, created_at) VALUES ('c', 'new', '2025-01-01T00:00:00.000Z')"),
    ]);
    const { results } = await env.DB.prepare("SELECT id FROM feed ORDER BY created_at DESC NULLS LAST").all();
    expect(results.map((r) => r.id)).toEqual(["c", "a", "b"]);
  });
});
