import { SELF, createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { Hono } from "hono";
import { SignJWT, base64url, exportJWK, generateKeyPair } from "jose";
import { describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../../worker/app-env";
import { createApp } from "../../worker/app";
import { getCaller } from "../../worker/auth/require";
import { authenticate } from "../../worker/auth/middleware";
import { REFETCH_COOLDOWN_MS, remoteKeySource } from "../../worker/auth/keys";
import { handleError } from "../../worker/errors";
import { TEST_USERS, bearer, defaultClaims, seedUser, signToken, unsignedToken } from "./helpers/auth";

// A probe app: the real middleware, and a route that shows which caller it established.
const probe = new Hono<AppEnv>()
  .use(authenticate())
  .get("/me", (c) => c.json(getCaller(c)))
  .onError(handleError);

const me = (authorization?: string, bindings: Partial<Env> = {}) =>
  probe.request("/me", { headers: authorization === undefined ? {} : { authorization } }, { ...env, ...bindings });

const t = () => Math.floor(Date.now() / 1000);

async function expect401(response: Response) {
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ error: { code: "unauthenticated", message: expect.any(String) } });
}

describe("token verification", () => {
  it("accepts a valid RS256 token and resolves the seeded user and role", async () => {
    const id = await seedUser("staff");
    const authTime = t() - 120; // signed in two minutes ago, the token refreshed since
    const response = await me(await bearer("staff", { auth_time: authTime }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      role: "staff",
      userId: id,
      uid: TEST_USERS.staff.uid,
      email: TEST_USERS.staff.email,
      emailVerified: true,
      federations: [TEST_USERS.staff.savez],
      clubs: [],
      signedInAt: authTime,
    });
  });

  it("treats a missing or empty Authorization header as anonymous", async () => {
    for (const header of [undefined, "", "Bearer", "Bearer "]) {
      const response = await me(header);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ role: "anonymous", userId: null });
    }
  });

  it("refuses an HS256 token signed with the public key (algorithm confusion)", async () => {
    const publicJwk = JSON.parse(env.TRUSTED_JWKS).keys[0];
    const secret = new TextEncoder().encode(JSON.stringify(publicJwk));
    const token = await new SignJWT(defaultClaims())
      .setProtectedHeader({ alg: "HS256", kid: publicJwk.kid })
      .sign(secret);
    await expect401(await me(`Bearer ${token}`));
  });

  it("refuses an unsigned (alg none) token when no emulator is configured", async () => {
    await expect401(await me(`Bearer ${unsignedToken()}`));
  });

  it("refuses a token whose kid is not in the key set", async () => {
    const { privateKey } = await generateKeyPair("RS256");
    const token = await new SignJWT(defaultClaims())
      .setProtectedHeader({ alg: "RS256", kid: "unknown-kid" })
      .sign(privateKey);
    await expect401(await me(`Bearer ${token}`));
  });

  it("refuses a token signed by another key under the trusted kid", async () => {
    const { privateKey } = await generateKeyPair("RS256");
    const kid = JSON.parse(env.TRUSTED_JWKS).keys[0].kid;
    const token = await new SignJWT(defaultClaims()).setProtectedHeader({ alg: "RS256", kid }).sign(privateKey);
    await expect401(await me(`Bearer ${token}`));
  });

  const badClaims: [string, Record<string, unknown>][] = [
    ["expired", { exp: t() - 10 }],
    ["missing exp", { exp: undefined }],
    ["iat in the future", { iat: t() + 60 }],
    ["auth_time in the future", { auth_time: t() + 60 }],
    ["missing auth_time", { auth_time: undefined }],
    ["wrong aud", { aud: "another-project" }],
    ["wrong iss", { iss: "https://securetoken.google.com/another-project" }],
    ["empty sub", { sub: "" }],
    ["129-char sub", { sub: "u".repeat(129) }],
  ];
  for (const [name, claims] of badClaims) {
    it(`refuses a token with ${name}`, async () => {
      await expect401(await me(`Bearer ${await signToken(claims)}`));
    });
  }

  it("accepts iat a few seconds ahead (clock skew) and a 128-char sub", async () => {
    expect((await me(`Bearer ${await signToken({ iat: t() + 3, sub: "u".repeat(128) })}`)).status).toBe(200);
  });

  it("refuses malformed tokens and other schemes with 401 JSON, never 500", async () => {
    const valid = await signToken();
    const [h, p, s] = valid.split(".");
    for (const header of [
      "Bearer abc",
      "Bearer %%%.@@@.###",
      `Bearer ${h}.${p}!!.${s}`,
      `Bearer ${base64url.encode("{not json")}.${p}.${s}`,
      `Bearer ${h}.${p}.${s}x`,
      `Basic ${btoa("a:b")}`,
      `Bearer ${valid} extra`,
    ]) {
      await expect401(await me(header));
    }
  });

  it("answers the real API with 401 JSON for a bad token", async () => {
    const response = await SELF.fetch("https://app.test/api/v1/health", { headers: { authorization: "Bearer x.y.z" } });
    await expect401(response);
    expect(response.headers.get("www-authenticate")).toContain("invalid_token");
  });
});

describe("provisioning", () => {
  it("creates a member row on the first verified request and keeps email in sync", async () => {
    const sub = "brand-new-uid";
    const first = await me(`Bearer ${await signToken({ sub, email: "new@test.test", email_verified: false })}`);
    expect(await first.json()).toMatchObject({ role: "member", uid: sub, emailVerified: false });
    await me(`Bearer ${await signToken({ sub, email: "renamed@test.test", email_verified: true })}`);
    const row = await env.DB.prepare("SELECT email, email_verified, role FROM users WHERE firebase_user_id = ?")
      .bind(sub)
      .first();
    expect(row).toEqual({ email: "renamed@test.test", email_verified: 1, role: "member" });
    const { count } = (await env.DB.prepare("SELECT count(*) AS count FROM users WHERE firebase_user_id = ?")
      .bind(sub)
      .first<{ count: number }>())!;
    expect(count).toBe(1);
  });
});

describe("emulator tokens", () => {
  const emulator = { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" };

  it("accepts an unsigned emulator token only when the emulator is configured", async () => {
    const token = unsignedToken({ sub: "emulator-uid", email: "emu@test.test" });
    const response = await me(`Bearer ${token}`, emulator);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ role: "member", uid: "emulator-uid" });
  });

  it("still checks the claims of emulator tokens", async () => {
    await expect401(await me(`Bearer ${unsignedToken({ aud: "other" })}`, emulator));
    await expect401(await me(`Bearer ${unsignedToken({ exp: t() - 1 })}`, emulator));
  });

  it("refuses the emulator setting outright with ENVIRONMENT=production", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const production = { ...env, ...emulator, ENVIRONMENT: "production", TRUSTED_JWKS: "" };
    const ctx = createExecutionContext();
    const request = new Request("https://app.test/v1/graphql", {
      method: "POST",
      headers: { authorization: `Bearer ${unsignedToken()}`, "content-type": "application/json" },
      body: JSON.stringify({ operationName: "ReadFeed", query: "query ReadFeed { feed { id } }" }),
    });
    const response = await createApp().fetch(request, production, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: "internal", message: "Internal server error" } });
    expect(String(errors.mock.calls[0])).toContain("FIREBASE_AUTH_EMULATOR_HOST is refused in production");
    errors.mockRestore();
  });

  it("refuses TRUSTED_JWKS in production too", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await me(await bearer("member"), { ENVIRONMENT: "production" });
    expect(response.status).toBe(500);
    vi.restoreAllMocks();
  });
});

describe("Google key source", () => {
  async function jwks(kid: string) {
    const { publicKey } = await generateKeyPair("RS256");
    return { keys: [{ ...(await exportJWK(publicKey)), kid, alg: "RS256" }] };
  }

  it("caches keys for the response's max-age, then fetches again", async () => {
    let clock = 0;
    const body = await jwks("k1");
    const fetcher = vi.fn(async () => Response.json(body, { headers: { "cache-control": "public, max-age=100" } }));
    const source = remoteKeySource({ url: "https://keys.test", fetch: fetcher, now: () => clock });
    expect(await source.getKey("k1")).toBeInstanceOf(CryptoKey);
    clock = 99_000;
    await source.getKey("k1");
    expect(fetcher).toHaveBeenCalledTimes(1);
    clock = 100_000;
    await source.getKey("k1");
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("refetches once for an unknown kid, then not again within the cooldown", async () => {
    let clock = 0;
    const rotated = await jwks("k2");
    let calls = 0;
    const fetcher = vi.fn(async () => {
      calls += 1;
      const body = calls === 1 ? await jwks("k1") : rotated;
      return Response.json(body, { headers: { "cache-control": "max-age=3600" } });
    });
    const source = remoteKeySource({ url: "https://keys.test", fetch: fetcher, now: () => clock });
    await source.getKey("k1");
    clock = REFETCH_COOLDOWN_MS;
    expect(await source.getKey("k2")).toBeInstanceOf(CryptoKey); // rotation picked up by one refetch
    expect(await source.getKey("forged")).toBeNull();
    expect(await source.getKey("forged-2")).toBeNull();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
