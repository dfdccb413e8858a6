import { SELF, createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";

async function fetchWith(bindings: Partial<Env>, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await createApp().fetch(new Request(`https://app.test${path}`, init), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("security headers", () => {
  // The test runtime has no built assets: a stand-in ASSETS binding answers like the SPA fallback does.
  const assets = { fetch: async () => new Response("<!doctype html>", { headers: { "content-type": "text/html" } }) };
  for (const path of ["/api/v1/health", "/v1/graphql", "/api/v1/does-not-exist", "/", "/membership", "/assets/x.js"]) {
    it(`are on ${path}`, async () => {
      const response = await fetchWith({ ASSETS: assets as unknown as Fetcher }, path);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain(
        "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
      );
      expect(csp).not.toContain("http://");
      expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
    });
  }

  it("allow the Auth Emulator only when it is configured", async () => {
    const response = await fetchWith({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" }, "/api/v1/health");
    expect(response.headers.get("content-security-policy")).toContain(
      "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com http://127.0.0.1:9099",
    );
  });

  it("are on errors too, including a broken configuration", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await fetchWith({ ENVIRONMENT: "staging" }, "/api/v1/health");
    expect(response.status).toBe(500);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    vi.restoreAllMocks();
  });
});

describe("CORS", () => {
  const preflight = (origin: string) => ({
    method: "OPTIONS",
    headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization" },
  });

  it("gives other origins no CORS grant by default", async () => {
    const response = await SELF.fetch("https://app.test/v1/graphql", preflight("https://evil.test"));
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    const get = await SELF.fetch("https://app.test/api/v1/health", { headers: { origin: "https://evil.test" } });
    expect(get.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("grants the origins of CORS_ALLOWED_ORIGINS only", async () => {
    const allow = { CORS_ALLOWED_ORIGINS: "https://partner.test, https://other.test" } as Partial<Env>;
    const ok = await fetchWith(allow, "/v1/graphql", preflight("https://partner.test"));
    expect(ok.headers.get("access-control-allow-origin")).toBe("https://partner.test");
    expect(ok.headers.get("access-control-allow-headers")).toContain("authorization");
    const no = await fetchWith(allow, "/v1/graphql", preflight("https://evil.test"));
    expect(no.headers.get("access-control-allow-origin")).toBeNull();
  });
});
