import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SAVEZ_A, bearer, unsignedToken } from "./helpers/auth";
import { seedDemo } from "./helpers/graphql";

const me = (authorization = "") => SELF.fetch("https://app.test/api/v1/me", { headers: { authorization } });

describe("GET /api/v1/me (the role the SPA mirrors)", () => {
  it("answers anonymous without a token", async () => {
    const response = await me();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(await response.json()).toEqual({ role: "anonymous", email: null, emailVerified: false, savezi: [] });
  });

  it("answers the role from D1, not from the token", async () => {
    const response = await me(await bearer("staff", { role: "member", admin: true }));
    expect(await response.json()).toEqual({
      role: "staff",
      email: "staff@test.test",
      emailVerified: true,
      savezi: [{ id: SAVEZ_A, slug: "zicer-savez", naziv: "Zicer Savez" }],
    });
  });

  it("offers an admin every federation, and unverified staff none", async () => {
    await seedDemo();
    const admin = (await (await me(await bearer("admin"))).json()) as { savezi: { slug: string }[] };
    expect(admin.savezi.map((s) => s.slug).sort()).toEqual([
      "rukometni-savez-zagreba",
      "zagrebacki-veslacki-savez",
      "zicer-savez",
    ]);
    expect(await (await me(await bearer("unverified-staff"))).json()).toMatchObject({ role: "staff", savezi: [] });
  });

  it("answers member for a verified member", async () => {
    expect(await (await me(await bearer("member"))).json()).toMatchObject({ role: "member" });
  });

  it("refuses a forged token instead of guessing a role", async () => {
    const response = await me(`Bearer ${unsignedToken()}`);
    expect(response.status).toBe(401);
  });
});
