import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bearer, unsignedToken } from "./helpers/auth";

const me = (authorization = "") => SELF.fetch("https://app.test/api/v1/me", { headers: { authorization } });

describe("GET /api/v1/me (the role the SPA mirrors)", () => {
  it("answers anonymous without a token", async () => {
    const response = await me();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(await response.json()).toEqual({ role: "anonymous", email: null, emailVerified: false });
  });

  it("answers the role from D1, not from the token", async () => {
    const response = await me(await bearer("staff", { role: "member", admin: true }));
    expect(await response.json()).toEqual({ role: "staff", email: "staff@test.test", emailVerified: true });
  });

  it("answers member for a verified member", async () => {
    expect(await (await me(await bearer("member"))).json()).toMatchObject({ role: "member" });
  });

  it("refuses a forged token instead of guessing a role", async () => {
    const response = await me(`Bearer ${unsignedToken()}`);
    expect(response.status).toBe(401);
  });
});
