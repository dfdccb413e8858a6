import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import seedSql from "../../worker/seed/demo.sql?raw";
import { DEFINED, OPERATIONS, type OperationName } from "../../shared/graphql/operations";
import { T_UREDI } from "../../shared/texts";
import { createApp } from "../../worker/app";
import { NOT_YOUR_FEDERATION, VERSION_CONFLICT } from "../../worker/data/errors";
import { UPSERT_USER, UPSTREAM_REFUSAL, rowEditOf } from "../../worker/graphql/hasura";
import { hasuraUpstream } from "../support/hasura-upstream";
import { postgresSeed } from "../support/postgres-seed";
import { SAVEZ_A, TEST_USERS, bearer, signToken, type UserKind } from "./helpers/auth";
import { seedDemo } from "./helpers/graphql";
import { EDIT_ROWS, VALID } from "./helpers/matrix";
import { variablesOf } from "../../shared/graphql/define";

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

  it("answers an edit that matched no row in D1's shape, asking why in one admin read; a changed one in one request", async () => {
    type Sent = { headers: Record<string, string>; body: { operationName: string; query: string; variables: unknown } };
    const log = async () =>
      ((await (await fetch(`${upstream}/__log`)).json()) as Sent[]).filter(
        (r) => r.body.operationName !== "UpsertUser",
      );
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const staff = { authorization: await bearer("staff") };
    const edit = { id: "f0000000-0000-4000-8000-000000000003", version: 1, set: { subject: "Novo" } };
    await log();
    const applied = await viaHasura("UpdateNajava", staff, "/changed", edit);
    expect(applied.status).toBe(200);
    expect(applied.body.data).toEqual({ update_feed: { affected_rows: 1 } });
    // The common path: the operation, and nothing more.
    expect((await log()).map((r) => r.body.operationName)).toEqual(["UpdateNajava"]);

    // Nothing changed: the Worker asks the upstream for the row's federation, with the admin secret only. This
    // fake's answer says nothing of the row, so the client is told what is certain: 409, reload.
    const stale = await viaHasura("UpdateNajava", staff, "/unchanged", edit);
    expect(stale.status).toBe(409);
    expect(stale.body.data).toEqual({ update_feed: null });
    expect(stale.body.errors).toHaveLength(1);
    expect(stale.body.errors[0]).toMatchObject({
      message: VERSION_CONFLICT,
      path: ["update_feed"],
      extensions: { code: "version_conflict" },
    });
    const [operation, read, ...rest] = await log();
    expect(rest).toEqual([]);
    expect(operation!.body.operationName).toBe("UpdateNajava");
    expect(read!.body.operationName).toBe("EditedRow");
    expect(read!.body.variables).toEqual({ id: edit.id });
    expect(read!.body.query.replace(/\s+/g, " ")).toContain("feed(where: {id: {_eq: $id}}, limit: 1) { id savez_id }");
    expect(read!.headers["x-hasura-admin-secret"]).toBe(SECRET);
    expect(read!.headers["x-hasura-role"]).toBeUndefined();
    expect(read!.headers["x-hasura-user-id"]).toBeUndefined();
    expect(read!.headers.authorization).toBeUndefined();
    errors.mockRestore();
  });

  it("knows every edit of one row by id and version from its operation, whatever its name", () => {
    const names = Object.keys(OPERATIONS) as OperationName[];
    const byVersion = names.filter((name) => {
      const shape = (variablesOf(DEFINED[name]) as { shape?: Record<string, unknown> }).shape ?? {};
      return OPERATIONS[name].startsWith("mutation") && "id" in shape && "version" in shape;
    });
    expect(names.filter((name) => rowEditOf(name) !== null)).toEqual(byVersion);
    expect(byVersion).toEqual(expect.arrayContaining(["ObnoviClanstvo", "UpdateSavez", "RestoreNajava"]));
    expect(rowEditOf("SuspendirajClanstvo")).toMatchObject({
      key: "update_memberships",
      need: { action: "update", entity: "memberships" },
      idVariable: "id",
    });
    expect(rowEditOf("DeleteDokumentRezultata")?.need).toEqual({ action: "delete", entity: "natjecanja_dokumenti" });
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

/**
 * Edits Hasura's row filter or version check leaves unchanged, on the emulated Hasura (a real PostgreSQL with
 * hasura/migrations and the metadata's permissions): each must be refused as D1 refuses it, never answered 200.
 * The register's one-step edits were told 200 `affected_rows: 0` (renewed, suspended, activated) for nothing.
 */
describe("Hasura provider on PostgreSQL: an edit that changed nothing", () => {
  const postgres = hasuraUpstream("hasura_edits");
  const MEMBERSHIP = EDIT_ROWS.Clanstvo;
  const STEPS = ["ObnoviClanstvo", "SuspendirajClanstvo", "AktivirajClanstvo"] as const;

  async function onPostgres(who: UserKind, operationName: OperationName, variables: Record<string, unknown>) {
    const ctx = createExecutionContext();
    const response = await createApp().fetch(
      new Request("https://app.test/v1/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: await bearer(who) },
        body: JSON.stringify({ operationName, variables, query: OPERATIONS[operationName] }),
      }),
      { ...env, ...postgres.env },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: (await response.json()) as any };
  }

  const stored = async () =>
    (
      await postgres.sql<{ version: number; status: string; expiry: string; suspension_reason: string | null }>(
        `SELECT version, status, expiry, suspension_reason FROM memberships WHERE id = '${MEMBERSHIP}'`,
      )
    )[0];

  // D1 holds the accounts and their federations (A's and B's staff), PostgreSQL the rows.
  beforeAll(seedDemo);

  beforeEach(async () => {
    // Federation A's membership at version 1, suspended, so that every step would change it.
    await postgres.reset(
      `${postgresSeed(seedSql)};\nUPDATE memberships SET version = 1, status = 'suspendirana', ` +
        `suspension_reason = 'Neplaćena članarina', deleted_at = NULL WHERE id = '${MEMBERSHIP}'`,
    );
  });

  /** The refusal D1 gives: its status, the root field null, one error with D1's code and text. */
  const refused = (status: number, code: string, message: string) => ({
    status,
    body: {
      data: { update_memberships: null },
      errors: [expect.objectContaining({ message, path: ["update_memberships"], extensions: { code } })],
    },
  });

  for (const name of STEPS) {
    it(`${name} by staff of another federation answers 403 and changes nothing`, async () => {
      const before = await stored();
      expect(await onPostgres("staff-b", name, VALID[name])).toEqual(refused(403, "FORBIDDEN", NOT_YOUR_FEDERATION));
      expect(await stored()).toEqual(before);
    });

    it(`${name} with a stale version answers 409 and changes nothing`, async () => {
      const before = await stored();
      const stale = { ...VALID[name], version: 2 };
      expect(await onPostgres("staff", name, stale)).toEqual(refused(409, "version_conflict", VERSION_CONFLICT));
      expect(await stored()).toEqual(before);
    });
  }

  it("an edit of a row that does not exist answers 404, for its federation's staff and another's", async () => {
    const missing = { ...VALID.ObnoviClanstvo, id: "a1000000-0000-4000-8000-000000000999" };
    const notFound = refused(404, "NOT_FOUND", T_UREDI.zapisNePostoji);
    expect(await onPostgres("staff", "ObnoviClanstvo", missing)).toEqual(notFound);
    expect(await onPostgres("staff-b", "ObnoviClanstvo", missing)).toEqual(notFound);
  });

  it("the emulated Hasura refuses a column its table lacks, to its admin too, as Hasura does", async () => {
    // The Worker's read of an edited row names its federation: a column a table lacked would be a refusal,
    // never an undefined federation (which would read as another federation's row).
    const ask = async (column: string) =>
      (await (
        await fetch(postgres.env.HASURA_GRAPHQL_URL, {
          method: "POST",
          headers: { "content-type": "application/json", "x-hasura-admin-secret": postgres.env.HASURA_ADMIN_SECRET },
          body: JSON.stringify({ query: `query { memberships(where: {id: {_eq: "nobody"}}) { id ${column} } }` }),
        })
      ).json()) as { data?: unknown; errors?: { extensions: { code: string } }[] };
    expect(await ask("savez_id")).toEqual({ data: { memberships: [] } });
    expect((await ask("federation")).errors?.[0]?.extensions.code).toBe("validation-failed");
  });

  it("an edit that went through answers 200 and the row moved on", async () => {
    const done = await onPostgres("staff", "ObnoviClanstvo", VALID.ObnoviClanstvo);
    expect(done).toEqual({ status: 200, body: { data: { update_memberships: { affected_rows: 1 } } } });
    expect(await stored()).toMatchObject({ version: 2, expiry: "2027-12-31" });
  });
});
