import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, inject, it, vi } from "vitest";
import { OPERATIONS } from "../../shared/graphql/operations";
import { createApp } from "../../worker/app";
import { VERSION_CONFLICT } from "../../worker/data/errors";
import { UPSERT_USER, UPSTREAM_REFUSAL } from "../../worker/graphql/hasura";
import { SAVEZ_A, TEST_USERS, bearer, signToken } from "./helpers/auth";

const upstream = inject("fakeHasuraUrl");
const SECRET = "test-admin-secret";
const TIMEOUT_MS = 400;

/** Sends one GraphQL request to a Worker configured for Hasura at `path` of the fake upstream. */
async function viaHasura(
  operationName: keyof typeof OPERATIONS,
  headers: Record<string, string>,
  path = "/v1/graphql",
  variables: Record<string, unknown> = { injected: "x" },
) {
  const hasuraEnv = {
    ...env,
    DATA_PROVIDER: "hasura",
    HASURA_GRAPHQL_URL: path.startsWith("http") ? path : `${upstream}${path}`,
    HASURA_ADMIN_SECRET: SECRET,
    HASURA_TIMEOUT_MS: String(TIMEOUT_MS),
  };
  const ctx = createExecutionContext();
  const started = Date.now();
  const response = await createApp().fetch(
    new Request("https://app.test/v1/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ operationName, variables, query: OPERATIONS[operationName] }),
    }),
    hasuraEnv,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return {
    status: response.status,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: (await response.json()) as any,
    ms: Date.now() - started,
    requestId: response.headers.get("x-request-id"),
  };
}

async function lastUpstreamRequest() {
  return (await (await fetch(`${upstream}/__last`)).json()) as {
    path: string;
    headers: Record<string, string>;
    body: { operationName: string; query: string; variables: unknown };
  };
}

describe("Hasura provider", () => {
  it("sends the admin secret and session variables from the verified token, and none of the client's headers", async () => {
    const authorization = await bearer("member");
    const { status, body, requestId } = await viaHasura("users", {
      authorization,
      "x-hasura-role": "admin",
      "x-hasura-user-id": "someone-else",
      "x-hasura-admin-secret": "guess",
      cookie: "session=1",
    });
    expect(status).toBe(200);
    expect(body.data.feed[0].subject).toBe("Iz Hasure");
    const sent = await lastUpstreamRequest();
    expect(sent.headers["x-hasura-admin-secret"]).toBe(SECRET);
    expect(sent.headers["x-hasura-role"]).toBe("member");
    expect(sent.headers["x-hasura-user-id"]).toBe(TEST_USERS.member.uid);
    expect(sent.headers.authorization).toBeUndefined();
    expect(sent.headers.cookie).toBeUndefined();
    expect(sent.body).toEqual({ operationName: "users", query: OPERATIONS.users, variables: {} });
    // The audit trigger of hasura/migrations records the request's id, as D1's audit rows do.
    expect(sent.headers["x-hasura-request-id"]).toBe(requestId);
    expect(requestId).toBeTruthy();
  });

  it("sends anonymous callers as role anonymous without a user id", async () => {
    await viaHasura("ReadFeed", { "x-hasura-role": "staff" });
    const sent = await lastUpstreamRequest();
    expect(sent.headers["x-hasura-role"]).toBe("anonymous");
    expect(sent.headers["x-hasura-user-id"]).toBeUndefined();
  });

  it("applies the same role rules before anything reaches Hasura", async () => {
    const before = await lastUpstreamRequest();
    const { status, body } = await viaHasura("CreateNajava", { authorization: await bearer("member") });
    expect(status).toBe(403);
    expect(body.errors[0].extensions.code).toBe("FORBIDDEN");
    expect(await lastUpstreamRequest()).toEqual(before);
  });

  // Signed-in reads below: anonymous ReadFeed may be answered by the edge cache without asking Hasura.
  it("relays upstream GraphQL errors with their code but never their text (it names tables and fields)", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { status, body } = await viaHasura("ReadFeed", { authorization: await bearer("member") }, "/errors");
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ message: UPSTREAM_REFUSAL, extensions: { code: "validation-failed" } }]);
    expect(JSON.stringify(body)).not.toMatch(/query_root|field 'feed'/);
    errors.mockRestore();
  });

  it("never sends Hasura its superuser role: the app's admins go upstream as platform_admin", async () => {
    await viaHasura("users", { authorization: await bearer("admin"), "x-hasura-role": "admin" });
    const sent = await lastUpstreamRequest();
    expect(sent.headers["x-hasura-role"]).toBe("platform_admin");
  });

  it("reads 'Obrisano' with the role's _obrisano twin (hasura/metadata), every other operation with the role", async () => {
    const staff = { authorization: await bearer("staff") };
    await viaHasura("Obrisano", staff, "/v1/graphql", { savez_id: SAVEZ_A });
    const trash = await lastUpstreamRequest();
    expect(trash.headers["x-hasura-role"]).toBe("staff_obrisano");
    expect(trash.headers["x-hasura-savezi"]).toBe(`{${SAVEZ_A}}`);
    await viaHasura("Najave", staff, "/v1/graphql", { savez_id: SAVEZ_A });
    expect((await lastUpstreamRequest()).headers["x-hasura-role"]).toBe("staff");
    await viaHasura("Obrisano", { authorization: await bearer("admin") }, "/v1/graphql", { savez_id: SAVEZ_A });
    expect((await lastUpstreamRequest()).headers["x-hasura-role"]).toBe("platform_admin_obrisano");
  });

  it("sends staff whose email is not verified as members, as D1 treats them, with an empty federation list", async () => {
    await viaHasura("users", { authorization: await bearer("unverified-staff") });
    const sent = await lastUpstreamRequest();
    expect(sent.headers["x-hasura-role"]).toBe("member");
    await viaHasura("users", { authorization: await bearer("member") });
    expect((await lastUpstreamRequest()).headers["x-hasura-savezi"]).toBe("{}");
  });

  it("sends the caller's verified email as x-hasura-email (memberships belong to an email), empty while unverified", async () => {
    await viaHasura("users", { authorization: await bearer("member") });
    expect((await lastUpstreamRequest()).headers["x-hasura-email"]).toBe(TEST_USERS.member.email);
    await viaHasura("users", { authorization: await bearer("unverified-staff") });
    expect((await lastUpstreamRequest()).headers["x-hasura-email"]).toBe("");
    await viaHasura("ReadFeed", {});
    // Anonymous callers have no email: ReadFeed may be served by the edge cache, so read what was last sent.
    const sent = await lastUpstreamRequest();
    if (sent.body.operationName === "ReadFeed") expect(sent.headers["x-hasura-email"]).toBeUndefined();
  });

  it("sends the register's function root fields their arguments as Hasura's args (hasura/metadata functions)", async () => {
    const variables = { savez_id: SAVEZ_A, search: "horvat", limit: 10 };
    const { status } = await viaHasura("Clanstva", { authorization: await bearer("staff") }, "/v1/graphql", variables);
    expect(status).toBe(200);
    const sent = await lastUpstreamRequest();
    expect(sent.body.operationName).toBe("Clanstva");
    expect(sent.body.variables).toEqual(variables);
    const flat = sent.body.query.replace(/\s+/g, " ");
    expect(flat).toContain(
      "memberships_register( args: {savez_id: $savez_id, search: $search, type: $type, status: $status, expiring: $expiring, after: $after, limit: $limit} )",
    );
    expect(flat).toContain("membership_register_settings(args: {savez_id: $savez_id})");
    // Every other operation goes as its trusted text, untouched.
    await viaHasura("users", { authorization: await bearer("member") });
    expect((await lastUpstreamRequest()).body.query).toBe(OPERATIONS.users);
  });

  it("upserts the caller's users row into Hasura on first sight and when its facts change, with the admin secret only", async () => {
    type Sent = {
      headers: Record<string, string>;
      body: { operationName: string; query: string; variables: { object: Record<string, unknown> } };
    };
    const log = async () => (await (await fetch(`${upstream}/__log`)).json()) as Sent[];
    await log();
    const uid = "test-hasura-sync-uid";
    const first = "Bearer " + (await signToken({ sub: uid, email: "Sync@Test.test", email_verified: false }));
    expect((await viaHasura("users", { authorization: first })).status).toBe(200);
    const [upsert, operation, ...rest] = await log();
    expect(rest).toEqual([]);
    expect(upsert.body.operationName).toBe("UpsertUser");
    expect(upsert.body.query).toBe(UPSERT_USER);
    expect(upsert.headers["x-hasura-admin-secret"]).toBe(SECRET);
    expect(upsert.headers["x-hasura-role"]).toBeUndefined();
    expect(upsert.headers.authorization).toBeUndefined();
    const object = upsert.body.variables.object;
    expect(object).toMatchObject({ firebase_user_id: uid, email: "Sync@Test.test", email_verified: 0 });
    expect(object.id).toEqual(expect.any(Number));
    expect(object.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(operation.body.operationName).toBe("users");
    // Known and unchanged: the operation only.
    await viaHasura("users", { authorization: first });
    expect((await log()).map((r) => r.body.operationName)).toEqual(["users"]);
    // The email verified since: the row again, same id, then the operation.
    const verified = "Bearer " + (await signToken({ sub: uid, email: "Sync@Test.test", email_verified: true }));
    await viaHasura("users", { authorization: verified });
    const again = await log();
    expect(again.map((r) => r.body.operationName)).toEqual(["UpsertUser", "users"]);
    expect(again[0].body.variables.object).toEqual({ ...object, email_verified: 1 });
  });

  it("answers an edit that matched no row (stale version, other federation) 409 version_conflict, as D1 does", async () => {
    const staff = { authorization: await bearer("staff") };
    const edit = { id: "f0000000-0000-4000-8000-000000000003", version: 1, set: { subject: "Novo" } };
    const stale = await viaHasura("UpdateNajava", staff, "/unchanged", edit);
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].extensions.code).toBe("version_conflict");
    expect(stale.body.errors[0].message).toBe(VERSION_CONFLICT);
    const applied = await viaHasura("UpdateNajava", staff, "/changed", edit);
    expect(applied.status).toBe(200);
    expect(applied.body.data).toEqual({ update_feed: { affected_rows: 1 } });
  });

  it("answers 502 when Hasura is down or broken, and 504 when it is slow, within the timeout", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const member = { authorization: await bearer("member") };
    const down = await viaHasura("ReadFeed", member, "http://127.0.0.1:9/v1/graphql");
    expect(down.status).toBe(502);
    expect(down.body.errors[0].extensions.code).toBe("BAD_GATEWAY");
    const broken = await viaHasura("ReadFeed", member, "/broken");
    expect(broken.status).toBe(502);
    const slow = await viaHasura("ReadFeed", member, "/slow");
    expect(slow.status).toBe(504);
    expect(slow.body.errors[0].extensions.code).toBe("GATEWAY_TIMEOUT");
    expect(slow.ms).toBeLessThan(TIMEOUT_MS + 1000);
    vi.restoreAllMocks();
  });
});
