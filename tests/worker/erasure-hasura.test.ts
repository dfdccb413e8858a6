// Erasure reaches the provider (issue 28, item 3): with DATA_PROVIDER=hasura, DELETE /api/v1/me erases the
// person's copy in PostgreSQL too (worker/data/hasura-erasure.ts). Against the PostgreSQL-backed Hasura
// emulation: the users row is gone, what pointed at it stays unattributed, and a new account of the same
// person (same Firebase uid, new D1 id) is copied into PostgreSQL again instead of conflicting forever.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS } from "../../shared/graphql/operations";
import { createApp } from "../../worker/app";
import { hasuraUpstream } from "../support/hasura-upstream";
import { SAVEZ_A, signToken } from "./helpers/auth";

const upstream = hasuraUpstream("erasure_hasura");
const hasuraEnv = () => ({ ...env, ...upstream.env }) as Env;

async function call(authorization: string, path: string, init: { method?: string; body?: string } = {}) {
  const ctx = createExecutionContext();
  const response = await createApp().fetch(
    new Request(`https://erasure.test${path}`, {
      method: init.method ?? "GET",
      headers: { authorization, "content-type": "application/json" },
      body: init.body,
    }),
    hasuraEnv(),
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

/** A trusted query through the Worker: on Hasura, it copies the caller's users row into PostgreSQL first. */
async function readFeed(authorization: string) {
  const response = await call(authorization, "/v1/graphql", {
    method: "POST",
    body: JSON.stringify({ operationName: "Najave", variables: { savez_id: SAVEZ_A }, query: OPERATIONS.Najave }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const pgUsers = (uid: string) =>
  upstream.sql<{ id: number; email: string }>(
    `SELECT id, email FROM users WHERE firebase_user_id = '${uid}' ORDER BY id`,
  );
const d1Id = async (uid: string) =>
  (await env.DB.prepare("SELECT id FROM users WHERE firebase_user_id = ?").bind(uid).first<{ id: number }>())?.id;

beforeAll(async () => {
  await upstream.reset(`INSERT INTO savezi (id, slug, naziv) VALUES ('${SAVEZ_A}', 'savez-a', 'Savez A')`);
});

describe("DELETE /api/v1/me with DATA_PROVIDER=hasura", () => {
  it("erases the PostgreSQL users row, keeps what pointed at it unattributed, and a new account of the same email works", async () => {
    const uid = `erased-${crypto.randomUUID()}`;
    const email = `${uid}@test.test`;
    const authorization = `Bearer ${await signToken({ sub: uid, email, email_verified: true })}`;
    await readFeed(authorization);
    const id = (await d1Id(uid))!;
    expect(await pgUsers(uid)).toEqual([{ id, email }]);
    // What the person wrote in PostgreSQL: a federation's row (created_by) and an audit row under their email.
    await upstream.sql(
      `INSERT INTO feed (id, subject, description, savez_id, created_by) VALUES ('f-${uid}', 'Najava', 'Opis', '${SAVEZ_A}', ${id});
       INSERT INTO audit_log (actor_id, actor_email, role, action, entity, entity_id, changed_fields)
         VALUES (${id}, '${email}', 'member', 'create', 'feed', 'f-${uid}', '{}')`,
    );

    const erased = await call(authorization, "/api/v1/me", { method: "DELETE" });
    expect(erased.status, await erased.clone().text()).toBe(200);

    expect(await pgUsers(uid)).toEqual([]);
    expect(await upstream.sql(`SELECT id FROM users WHERE id = ${id}`)).toEqual([]);
    expect(await upstream.sql(`SELECT created_by FROM feed WHERE id = 'f-${uid}'`)).toEqual([{ created_by: null }]);
    // The person's audit row keeps the id, not the email (the trigger also records the cleared author).
    expect(await upstream.sql(`SELECT actor_email FROM audit_log WHERE actor_id = ${id}`)).toEqual([
      { actor_email: null },
    ]);

    // Signing in again: a new D1 account with the same uid and email, copied into PostgreSQL under its new id.
    await readFeed(authorization);
    const again = (await d1Id(uid))!;
    expect(again).not.toBe(id);
    expect(await pgUsers(uid)).toEqual([{ id: again, email }]);
  });
});
