// Erasure of anyone who used the season (issue 44, MEDIUM "erasure fails"): DELETE /api/v1/me and the admin's
// erasure answered 500 for whoever decided a licence, entered or answered a result, made an entry or set up a
// league: the erasure cleared a hand-kept list of references, and licence.odlucio, utakmice.unio/odgovorio and
// the season tables' created_by were not on it (a foreign-key failure). The demo's rukomet@demo.test and
// veslanje@demo.test were in that state. Now the references come from the schema (worker/data/personal-data.ts);
// this test finds them on its own, in the migrated database (sqlite_master on D1, pg_constraint on PostgreSQL),
// points one row of each at one account, and erases it: on D1 and on Hasura.
import { SELF, createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import entriesSql from "../../worker/seed/demo-prijave.sql?raw";
import { OPERATIONS } from "../../shared/graphql/operations";
import { createApp } from "../../worker/app";
import { forgetRows } from "../../worker/auth/caller-cache";
import { hasuraUpstream } from "../support/hasura-upstream";
import { SAVEZ_A, bearer, signToken } from "./helpers/auth";
import { seedDemoLeague, seedStatements } from "./helpers/demo-lige";
import { copyD1ToPostgres } from "./helpers/postgres-copy";

interface Reference {
  table: string;
  column: string;
  /** The database removes or clears it itself when the users row goes (ON DELETE CASCADE / SET NULL). */
  byDatabase: boolean;
}

/** Every foreign key to users in D1's own schema, read off each table's CREATE TABLE (migrations applied). */
async function d1References(): Promise<Reference[]> {
  const { results } = await env.DB.prepare(
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name <> 'users'",
  ).all<{ name: string; sql: string }>();
  const found: Reference[] = [];
  const constraint = /FOREIGN KEY\s*\(\s*[`"]?(\w+)[`"]?\s*\)\s*REFERENCES\s*[`"]?users[`"]?\s*\([^)]*\)([^,]*)/gi;
  const inline = /[`"]?(\w+)[`"]?\s+integer\b[^,]*?\bREFERENCES\s+[`"]?users[`"]?\s*\([^)]*\)([^,]*)/gi;
  for (const { name, sql } of results) {
    for (const pattern of [constraint, inline]) {
      for (const [, column, rest] of sql.matchAll(pattern)) {
        if (column === "KEY") continue;
        found.push({ table: name, column: column!, byDatabase: /ON DELETE (CASCADE|SET NULL)/i.test(rest!) });
      }
    }
  }
  return found;
}

/** The demo seed with its league and entries, and a row in each table the demo leaves empty. */
async function seedEverything() {
  await seedDemoLeague();
  await env.DB.batch(seedStatements(entriesSql).map((s) => env.DB.prepare(s)));
  const natjecanje = (await env.DB.prepare("SELECT id FROM natjecanja LIMIT 1").first<{ id: string }>())!.id;
  const natjecatelj = crypto.randomUUID();
  await env.DB.batch(
    [
      `INSERT INTO natjecatelji (id, ime, prezime, team, match_key, savez_id)
       VALUES ('${natjecatelj}', 'Ana', 'Kovač', 'HVK Mladost', 'ana|kovac|hvk mladost', '${SAVEZ_A}')`,
      `INSERT INTO natjecanja_dokumenti (id, natjecanje_id, naziv, dokument_key, savez_id)
       VALUES ('${crypto.randomUUID()}', '${natjecanje}', 'Rezultati', '5f0c2a1e-3b4d-4c6e-8f90-a1b2c3d4e5f7.pdf', '${SAVEZ_A}')`,
      `INSERT INTO natjecanja_natjecatelji (id, natjecanje_id, natjecatelj_id, savez_id)
       VALUES ('${crypto.randomUUID()}', '${natjecanje}', '${natjecatelj}', '${SAVEZ_A}')`,
      `INSERT INTO pozivnice (id, email, role, savez_id) VALUES ('${crypto.randomUUID()}', 'netko@test.test', 'staff', '${SAVEZ_A}')`,
    ].map((s) => env.DB.prepare(s)),
  );
}

/** A new verified account in D1: its users.id and Authorization. */
async function account(): Promise<{ id: number; authorization: string }> {
  const uid = `erased-${crypto.randomUUID()}`;
  const email = `${uid}@test.test`;
  const row = await env.DB.prepare(
    "INSERT INTO users (uuid, firebase_user_id, email, email_verified, search_email) VALUES (?, ?, ?, 1, ?) RETURNING id",
  )
    .bind(crypto.randomUUID(), uid, email, email)
    .first<{ id: number }>();
  forgetRows();
  return { id: row!.id, authorization: `Bearer ${await signToken({ sub: uid, email, email_verified: true })}` };
}

/** Points one row of every reference (not the database's own) at users row `id`: the account "did" each. */
async function touchEverything(references: Reference[], id: number) {
  const results = await env.DB.batch(
    references
      .filter((r) => !r.byDatabase)
      .map((r) =>
        env.DB.prepare(`UPDATE ${r.table} SET ${r.column} = ? WHERE rowid = (SELECT min(rowid) FROM ${r.table})`).bind(
          id,
        ),
      ),
  );
  const untouched = references.filter((r) => !r.byDatabase).filter((_, i) => results[i]!.meta.changes !== 1);
  expect(untouched, "every referencing table has a row to point at the account (add one to seedEverything)").toEqual(
    [],
  );
}

const erase = (authorization: string) =>
  SELF.fetch("https://app.test/api/v1/me", { method: "DELETE", headers: { authorization } });

describe("erasure on D1", () => {
  beforeEach(seedEverything);

  it("finds the references the issue names, so the sweep below covers them", async () => {
    const names = (await d1References()).map((r) => `${r.table}.${r.column}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "licence.odlucio",
        "utakmice.unio",
        "utakmice.odgovorio",
        "nastupi.created_by",
        "skupine.created_by",
      ]),
    );
  });

  it("erases rukomet@demo.test and veslanje@demo.test on the demo seed (their decisions and entries stay, unattributed)", async () => {
    const references = await d1References();
    for (const [uid, email, id] of [
      ["demo-rukomet-uid", "rukomet@demo.test", 4],
      ["demo-veslanje-uid", "veslanje@demo.test", 7],
    ] as const) {
      forgetRows();
      const response = await erase(`Bearer ${await signToken({ sub: uid, email, email_verified: true })}`);
      expect(response.status, `${email}: ${await response.clone().text()}`).toBe(200);
      for (const { table, column } of references) {
        const left = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`).bind(id).first();
        expect(left, `${table}.${column} still names ${email}`).toEqual({ n: 0 });
      }
    }
  });

  it("erases an account that every reference to users points at, and keeps the rows", async () => {
    const references = await d1References();
    const { id, authorization } = await account();
    await touchEverything(references, id);
    const counts = async () =>
      Promise.all(references.map((r) => env.DB.prepare(`SELECT count(*) AS n FROM ${r.table}`).first<{ n: number }>()));
    const before = await counts();
    const response = await erase(authorization);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await env.DB.prepare("SELECT id FROM users WHERE id = ?").bind(id).first()).toBeNull();
    for (const { table, column } of references) {
      const left = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`).bind(id).first();
      expect(left, `${table}.${column}`).toEqual({ n: 0 });
    }
    expect(await counts(), "the rows the person touched stay").toEqual(before);
  });

  it("is the admin's erasure too", async () => {
    const { id } = await account();
    await touchEverything(await d1References(), id);
    const response = await SELF.fetch(`https://app.test/api/v1/admin/people/${id}`, {
      method: "DELETE",
      headers: { authorization: await bearer("admin") },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await env.DB.prepare("SELECT id FROM users WHERE id = ?").bind(id).first()).toBeNull();
  });
});

describe("erasure on Hasura (PostgreSQL)", { timeout: 60_000 }, () => {
  const upstream = hasuraUpstream("erasure_references");
  const hasuraEnv = () => ({ ...env, ...upstream.env }) as Env;

  async function call(authorization: string, path: string, init: { method?: string; body?: string } = {}) {
    const ctx = createExecutionContext();
    const response = await createApp().fetch(
      new Request(`https://erasure-references.test${path}`, {
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

  /** Every foreign key to users in PostgreSQL's own schema. */
  const pgReferences = () =>
    upstream.sql<{ table: string; column: string; ondelete: string }>(
      `SELECT c.conrelid::regclass::text AS table, a.attname AS column, c.confdeltype AS ondelete
         FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
        WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass`,
    );

  it("erases an account that every reference to users points at, in PostgreSQL as in D1", async () => {
    await seedEverything();
    const references = await d1References();
    const { id, authorization } = await account();
    await touchEverything(references, id);
    // PostgreSQL holds the same rows, the account's among them.
    await copyD1ToPostgres(upstream, [...new Set(["users", "savezi", ...references.map((r) => r.table)])]);
    const inPostgres = await pgReferences();
    expect(inPostgres.length).toBeGreaterThanOrEqual(references.length);
    for (const r of inPostgres.filter((r) => r.ondelete === "a")) {
      const [named] = await upstream.sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${r.table} WHERE ${r.column} = ${id}`,
      );
      expect(named!.n, `${r.table}.${r.column} names the account before`).toBeGreaterThan(0);
    }
    const response = await call(authorization, "/api/v1/me", { method: "DELETE" });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await upstream.sql(`SELECT id FROM users WHERE id = ${id}`)).toEqual([]);
    for (const r of inPostgres) {
      const [left] = await upstream.sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${r.table} WHERE ${r.column} = ${id}`,
      );
      expect(left!.n, `${r.table}.${r.column}`).toBe(0);
    }
    // The Worker still answers the same person's new account (the uid's row was not left behind).
    const again = await call(authorization, "/v1/graphql", {
      method: "POST",
      body: JSON.stringify({ operationName: "Najave", variables: { savez_id: SAVEZ_A }, query: OPERATIONS.Najave }),
    });
    expect(again.status).toBe(200);
  });
});
