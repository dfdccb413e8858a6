// Fault tests: what the API answers when something it depends on fails. Each fault is survived with a clear
// error inside its timeout, never a stack trace or SQL, and never a half-done write. Upstreams are stood in
// for by stubbing fetch in this isolate (the app runs in-process via createApp().fetch), so nothing leaves
// the machine. Hasura down/slow/500 and the AI provider's down/500/garbage/timeout are in hasura.test.ts
// and najava-ai.test.ts; this file adds the remaining shapes of failure.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { SignJWT, exportJWK, generateKeyPair } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OPERATIONS } from "../../shared/graphql/operations";
import { graphqlInit } from "./helpers/graphql";
import { T_MEMBERSHIP } from "../../shared/texts";
import { createApp } from "../../worker/app";
import { GOOGLE_JWKS_URL } from "../../worker/config";
import { KeysUnavailableError, RETRY_AFTER_FAILURE_MS, remoteKeySource } from "../../worker/auth/keys";
import { verifyIdToken } from "../../worker/auth/verify-token";
import { bearer, defaultClaims, seedUser } from "./helpers/auth";
import { expectApiError, expectGraphqlError, expectNoLeak, snapshot } from "./catalogue/support";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const quiet = () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
};

/** Runs one request through a fresh app with these bindings; returns the response and how long it took. */
async function call(path: string, init: RequestInit, bindings: Partial<Env> | Record<string, unknown> = {}) {
  const ctx = createExecutionContext();
  const started = Date.now();
  const response = await createApp().fetch(new Request(`https://app.test${path}`, init), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return { response, ms: Date.now() - started };
}

const request = (operationName: keyof typeof OPERATIONS, variables: unknown, authorization?: string) =>
  graphqlInit(operationName, { variables, authorization });

describe("JWKS endpoint down", () => {
  async function keyAndToken(kid: string) {
    const { publicKey, privateKey } = await generateKeyPair("RS256");
    const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: "RS256" }] };
    const claims = defaultClaims();
    const token = await new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid }).sign(privateKey);
    return { jwks, token, projectId: String(claims.aud) };
  }

  it("keeps verifying with the cached keys after they expire while the endpoint fails", async () => {
    quiet();
    const { jwks, token, projectId } = await keyAndToken("k1");
    let clock = 0;
    let up = true;
    const fetcher = vi.fn(async () => {
      if (!up) throw new Error("connect ECONNREFUSED");
      return Response.json(jwks, { headers: { "cache-control": "max-age=60" } });
    });
    const keys = remoteKeySource({ url: "https://keys.test", fetch: fetcher, now: () => clock });
    const verify = () => verifyIdToken(token, { projectId, keys, allowEmulatorTokens: false });
    await expect(verify()).resolves.toMatchObject({ uid: expect.any(String) });
    up = false;
    clock = 3_600_000; // long past max-age
    await expect(verify()).resolves.toMatchObject({ uid: expect.any(String) });
    expect(fetcher).toHaveBeenCalledTimes(2);
    // It does not retry on every request while the endpoint is down.
    await verify();
    expect(fetcher).toHaveBeenCalledTimes(2);
    clock += RETRY_AFTER_FAILURE_MS;
    up = true;
    await verify();
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  const failures: [string, () => Promise<Response>][] = [
    ["refuses connections", async () => Promise.reject(new TypeError("Network connection lost."))],
    ["answers 500", async () => new Response("<html>oops</html>", { status: 500 })],
    ["answers invalid JSON", async () => new Response("{keys: [", { status: 200 })],
    ["times out", async () => Promise.reject(new DOMException("The operation timed out.", "TimeoutError"))],
  ];
  it.each(failures)("with no cached keys, an endpoint that %s is KeysUnavailableError", async (_name, fetcher) => {
    quiet();
    const keys = remoteKeySource({ url: "https://keys.test", fetch: fetcher });
    await expect(keys.getKey("k1")).rejects.toBeInstanceOf(KeysUnavailableError);
  });

  it("answers 503 JSON (not 401, not 500) through the API when Google's keys cannot be had", async () => {
    quiet();
    const fetcher = vi.fn(async (input: RequestInfo | URL) => {
      expect(String(input instanceof Request ? input.url : input)).toBe(GOOGLE_JWKS_URL);
      throw new TypeError("Network connection lost.");
    });
    vi.stubGlobal("fetch", fetcher);
    await seedUser("member");
    const before = await snapshot();
    const { response, ms } = await call(
      "/api/v1/me",
      { headers: { authorization: await bearer("member") } },
      {
        TRUSTED_JWKS: "",
      },
    );
    await expectApiError(response, 503, "auth_unavailable");
    expect(response.headers.get("retry-after")).toBe(String(RETRY_AFTER_FAILURE_MS / 1000));
    expect(ms).toBeLessThan(6000);
    expect(fetcher).toHaveBeenCalled();
    expect(await snapshot()).toEqual(before);
    // Anonymous visitors need no keys and are served as usual.
    const anonymous = await call("/api/v1/me", {}, { TRUSTED_JWKS: "" });
    expect(anonymous.response.status).toBe(200);
  });
});

describe("Hasura answering nonsense", () => {
  const hasura = {
    DATA_PROVIDER: "hasura",
    HASURA_GRAPHQL_URL: "http://hasura.test/v1/graphql",
    HASURA_ADMIN_SECRET: "s3cret-admin",
    HASURA_TIMEOUT_MS: "500",
  };
  const answers: [string, () => Response][] = [
    ["200 with a non-JSON body", () => new Response("<html>maintenance</html>", { status: 200 })],
    [
      "200 with JSON null",
      () => new Response("null", { status: 200, headers: { "content-type": "application/json" } }),
    ],
    ["200 with a JSON array", () => Response.json([{ data: {} }])],
    ["200 with a JSON string", () => Response.json("ok")],
    ["503 with JSON that is not GraphQL", () => Response.json({ message: "overloaded" }, { status: 503 })],
  ];
  it.each(answers)("answers 502 BAD_GATEWAY for %s, without the admin secret", async (_name, answer) => {
    quiet();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer()),
    );
    const { response, ms } = await call("/v1/graphql", request("ReadFeed", {}, await bearer("member")), hasura);
    const text = await response.clone().text();
    await expectGraphqlError(response, 502, "BAD_GATEWAY");
    expect(text).not.toContain("s3cret-admin");
    expect(ms).toBeLessThan(2000);
  });
});

describe("AI provider answering nonsense", () => {
  const openai = { AI_PROVIDER: "openai", OPENAI_BASE_URL: "http://ai.test/v1", OPENAI_API_KEY: "sk-secret-key" };
  const answers: [string, () => Response][] = [
    ["200 with a non-JSON body", () => new Response("<html>gateway</html>", { status: 200 })],
    ["200 with JSON null", () => new Response("null", { status: 200 })],
    [
      "200 with a chat answer whose content is not JSON",
      () => Response.json({ choices: [{ message: { content: "Ne znam." } }] }),
    ],
    ["503 overloaded", () => Response.json({ error: { message: "overloaded" } }, { status: 503 })],
  ];
  it.each(answers)("answers 502 JSON for %s, without the API key, and writes nothing", async (_name, answer) => {
    quiet();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer()),
    );
    const authorization = await bearer("staff");
    const before = await snapshot();
    const { response } = await call(
      "/api/v1/najava",
      {
        method: "POST",
        headers: { "content-type": "application/json", authorization },
        body: JSON.stringify({ ulaz: "Regata u subotu." }),
      },
      openai,
    );
    const text = await response.clone().text();
    await expectApiError(response, 502, /^ai_/);
    expect(text).not.toContain("sk-secret-key");
    expect(await snapshot()).toEqual(before);
  });
});

/**
 * A D1 binding that works for `healthy` statements, then fails every later one like a lost database; with
 * `writesOnly`, reads always work and only writes (a batch, or an INSERT/UPDATE/DELETE) count and fail.
 */
function failingDb(healthy: number, { writesOnly = false } = {}): D1Database {
  let used = 0;
  const fail = (isWrite: boolean) => {
    if (writesOnly && !isWrite) return;
    used += 1;
    if (used > healthy)
      throw new Error("D1_ERROR: no such table: feed: SQLITE_ERROR (INSERT INTO feed (id, subject) VALUES (?, ?))");
  };
  const wrap = (statement: D1PreparedStatement, isWrite: boolean): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, prop) {
        if (prop === "bind") return (...args: unknown[]) => wrap(target.bind(...args), isWrite);
        if (prop === "run" || prop === "all" || prop === "first" || prop === "raw") {
          return async (...args: unknown[]) => {
            fail(isWrite);
            return (target[prop] as (...a: unknown[]) => unknown)(...args);
          };
        }
        return Reflect.get(target, prop);
      },
    });
  // The Worker runs each request in a D1 session (worker/storage/d1-session.ts): the session must fail too.
  const wrapDb = <T extends D1Database | D1DatabaseSession>(db: T): T =>
    new Proxy(db, {
      get(target, prop) {
        if (prop === "prepare") {
          return (sql: string) => wrap(target.prepare(sql), /^\s*(INSERT|UPDATE|DELETE)\b/i.test(sql));
        }
        if (prop === "batch") {
          return async (statements: D1PreparedStatement[]) => {
            fail(true);
            return target.batch(statements);
          };
        }
        if (prop === "withSession" && "withSession" in target) {
          return (...args: Parameters<D1Database["withSession"]>) => wrapDb(target.withSession(...args));
        }
        // Native methods (a session's getBookmark) must run on the binding itself, not on the proxy.
        const value: unknown = Reflect.get(target, prop);
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  return wrapDb(env.DB);
}

describe("D1 failing mid-request", () => {
  it("answers a GraphQL write with a generic 500 and no SQL when D1 fails after the caller was resolved", async () => {
    quiet();
    const authorization = await bearer("staff");
    // The caller's row is provisioned and its token facts stored first, so the failing request only reads it.
    expect((await call("/api/v1/me", { headers: { authorization } })).response.status).toBe(200);
    const before = await snapshot();
    // Every read works (the caller is resolved), the INSERT's batch fails.
    const { response } = await call(
      "/v1/graphql",
      request("CreateNajava", { subject: "S", description: "D" }, authorization),
      {
        DB: failingDb(0, { writesOnly: true }),
      },
    );
    const text = await response.clone().text();
    await expectGraphqlError(response, 500, "INTERNAL_SERVER_ERROR");
    expect(text).not.toMatch(/D1_ERROR|SQLITE|INSERT INTO|no such table/);
    expect(await snapshot()).toEqual(before);
  });

  it("answers a REST route with the generic 500 JSON when D1 fails on the first statement", async () => {
    quiet();
    const authorization = await bearer("member");
    const { response } = await call("/api/v1/me", { headers: { authorization } }, { DB: failingDb(0) });
    const text = await response.clone().text();
    const body = await expectApiError(response, 500, "internal");
    expect(body).toEqual({ error: { code: "internal", message: "Internal server error" } });
    expectNoLeak(text);
    expect(text).not.toMatch(/D1_ERROR|SQLITE|INSERT/);
  });
});

describe("a multi-row write interrupted", () => {
  it("writes none of 2 500 competitors when a row in the last chunk fails inside D1", async () => {
    quiet();
    const authorization = await bearer("staff");
    // A real failure inside D1 at row 2 300, in the third statement of the batch (1 000 rows each).
    await env.DB.exec(
      "CREATE TRIGGER interrupt_import BEFORE INSERT ON natjecatelji WHEN NEW.ime = 'Prekid' BEGIN SELECT RAISE(ABORT, 'interrupted'); END",
    );
    try {
      const objects = Array.from({ length: 2500 }, (_, i) => ({
        ime: i === 2300 ? "Prekid" : `Ime ${i}`,
        prezime: "Prezime",
        team: "Tim",
      }));
      const before = await snapshot();
      const { response } = await call("/v1/graphql", request("InsertNatjecatelji", { objects }, authorization));
      const text = await response.clone().text();
      await expectGraphqlError(response, 500, "INTERNAL_SERVER_ERROR");
      expect(text).not.toContain("interrupted");
      expect(await snapshot()).toEqual(before);
    } finally {
      await env.DB.exec("DROP TRIGGER interrupt_import");
    }
    // The same import without the failing row goes through whole.
    const objects = Array.from({ length: 2500 }, (_, i) => ({ ime: `Ime ${i}`, prezime: "Cijeli", team: "Tim" }));
    const { response } = await call("/v1/graphql", request("InsertNatjecatelji", { objects }, authorization));
    expect(response.status).toBe(200);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM natjecatelji WHERE prezime = 'Cijeli'").first<{
      n: number;
    }>();
    expect(stored!.n).toBe(2500);
  });
});

describe("the card key set unusable (issue 18 item 4)", () => {
  const broken = {
    "a secret that is not JSON": { CARD_SIGNING_KEYS: "{not json" },
    "a key that is not Ed25519": {
      CARD_SIGNING_KEYS: JSON.stringify({ keys: [{ kty: "RSA", kid: "r1", n: "x".repeat(50), e: "AQAB" }] }),
    },
  };
  for (const [what, bindings] of Object.entries(broken)) {
    it(`answers 503 with the catalogue's message, no stack, for ${what}: JWKS, a verification and one's own cards`, async () => {
      quiet();
      const before = await snapshot();
      const member = await bearer("member");
      for (const [path, init] of [
        ["/.well-known/jwks.json", {}],
        ["/api/v1/provjera/eyJhbGciOiJFZERTQSIsImtpZCI6ImRlbW8xIn0.e30.c2ln", {}],
        ["/api/v1/iskaznice", { headers: { authorization: member } }],
      ] as const) {
        const { response } = await call(path, init, bindings);
        const text = await response.clone().text();
        // One's own cards need a key only when there are cards to sign: none for a member with none is 200.
        if (path === "/api/v1/iskaznice" && response.status === 200) continue;
        const body = (await expectApiError(response, 503, "no_signing_key")) as { error: { message: string } };
        expect(body.error.message, path).toBe(T_MEMBERSHIP.noSigningKey);
        expectNoLeak(text);
      }
      expect(await snapshot()).toEqual(before);
    });
  }
});
