// The one write path: every create stores version 1 and exactly one audit row per row, in the same D1
// batch as the row; an update must name the version it read; the audit log is append-only.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { ENTITIES } from "../../shared/entities";
import { T_STAFF } from "../../shared/texts";
import { database } from "../../worker/data/db";
import { DataError } from "../../worker/data/errors";
import { scopeOf } from "../../worker/data/scope";
import { createRows, updateRow } from "../../worker/data/write";
import { SAVEZ_A, TEST_USERS, bearer } from "./helpers/auth";
import { gql, seedDemo } from "./helpers/graphql";
import { buildSdl } from "../../worker/graphql/schema";

interface AuditRow {
  actor_id: number;
  role: string;
  action: string;
  entity: string;
  entity_id: string;
  changed_fields: string;
  request_id: string;
}

const count = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
const auditOf = (id: string) => env.DB.prepare("SELECT * FROM audit_log WHERE entity_id = ?").bind(id).all<AuditRow>();

/** Makes every insert into `table` fail inside D1, the way a constraint or an outage would. */
const breakInserts = (table: string) =>
  env.DB.prepare(
    `CREATE TRIGGER IF NOT EXISTS break_${table} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'broken'); END`,
  ).run();
const mendInserts = (table: string) => env.DB.prepare(`DROP TRIGGER IF EXISTS break_${table}`).run();

const staffScope = async () => {
  const { userId } = await staffUser();
  return scopeOf({ role: "staff", emailVerified: true, userId, federations: [SAVEZ_A] }, "req-test");
};
async function staffUser() {
  await gql("ReadFeed", { authorization: await bearer("staff") }); // provisions the staff row
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?")
    .bind(TEST_USERS.staff.email)
    .first<{ id: number }>();
  return { userId: row!.id };
}

beforeEach(async () => {
  await mendInserts("audit_log");
  await mendInserts("feed");
  await seedDemo();
});

describe("creates", () => {
  it("store version 1 and one audit row naming who, what, the fields and the request", async () => {
    const { response, body } = await gql("CreateNajava", {
      authorization: await bearer("staff"),
      variables: { subject: "Regata", description: "Na Jarunu." },
    });
    const id = body.data.insert_feed_one.id as string;
    const row = await env.DB.prepare("SELECT version FROM feed WHERE id = ?").bind(id).first<{ version: number }>();
    expect(row?.version).toBe(1);
    const { results } = await auditOf(id);
    expect(results).toHaveLength(1);
    const staff = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(TEST_USERS.staff.email).first();
    expect(results[0]).toMatchObject({ actor_id: staff!.id, role: "staff", action: "create", entity: "feed" });
    expect(JSON.parse(results[0].changed_fields)).toEqual({ subject: "Regata", description: "Na Jarunu." });
    expect(results[0].request_id).toBe(response.headers.get("x-request-id"));
  });

  it("of many rows write one audit row each, in the same batch", async () => {
    const objects = ["Ana", "Iva", "Eva"].map((ime) => ({ ime, prezime: "Kovač", team: "HVK Mladost" }));
    const before = await count("audit_log");
    const { status } = await gql("InsertNatjecatelji", {
      authorization: await bearer("staff"),
      variables: { objects },
    });
    expect(status).toBe(200);
    expect((await count("audit_log")) - before).toBe(3);
    const { results } = await env.DB.prepare(
      "SELECT n.version, a.action FROM natjecatelji n JOIN audit_log a ON a.entity_id = n.id WHERE n.prezime = 'Kovač'",
    ).all<{ version: number; action: string }>();
    expect(results).toEqual(Array(3).fill({ version: 1, action: "create" }));
  });

  it("store no row when the audit insert fails", async () => {
    const feedBefore = await count("feed");
    await breakInserts("audit_log");
    const { status, body } = await gql("CreateNajava", {
      authorization: await bearer("staff"),
      variables: { subject: "Izgubljena", description: "Ne smije ostati." },
    });
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toMatch(/audit|broken|SQL/i);
    expect(await count("feed")).toBe(feedBefore);
  });

  it("store no audit row when the row's insert fails", async () => {
    const auditBefore = await count("audit_log");
    await breakInserts("feed");
    const { status } = await gql("CreateNajava", {
      authorization: await bearer("staff"),
      variables: { subject: "Izgubljena", description: "Ne smije ostati." },
    });
    expect(status).toBe(500);
    expect(await count("audit_log")).toBe(auditBefore);
  });

  it("are refused for a scope without the permission, before anything is written", async () => {
    const member = scopeOf({ role: "member", emailVerified: true, userId: null }, null);
    const before = [await count("feed"), await count("audit_log")];
    await expect(
      createRows(database(env.DB), member, ENTITIES.feed, [{ subject: "x", description: "y" }]),
    ).rejects.toMatchObject({ code: "forbidden" });
    expect([await count("feed"), await count("audit_log")]).toEqual(before);
  });
});

describe("updates", () => {
  it("raise the version and audit each changed field's before and after", async () => {
    const db = database(env.DB);
    const scope = await staffScope();
    const [row] = await createRows(db, scope, ENTITIES.feed, [{ subject: "Prije", description: "Opis" }]);
    const updated = await updateRow(db, scope, ENTITIES.feed, String(row.id), 1, { subject: "Poslije" });
    expect(updated.after.version).toBe(2);
    const { results } = await auditOf(String(row.id));
    expect(results.map((r) => r.action)).toEqual(["create", "update"]);
    expect(JSON.parse(results[1].changed_fields)).toEqual({ subject: { from: "Prije", to: "Poslije" } });
  });

  it("with a stale version change nothing and say version_conflict", async () => {
    const db = database(env.DB);
    const scope = await staffScope();
    const [row] = await createRows(db, scope, ENTITIES.feed, [{ subject: "Prije", description: "Opis" }]);
    await updateRow(db, scope, ENTITIES.feed, String(row.id), 1, { subject: "Prvi" });
    const stale = updateRow(db, scope, ENTITIES.feed, String(row.id), 1, { subject: "Drugi" });
    await expect(stale).rejects.toBeInstanceOf(DataError);
    await expect(stale).rejects.toMatchObject({ code: "version_conflict" });
    const stored = await env.DB.prepare("SELECT subject, version FROM feed WHERE id = ?").bind(row.id).first();
    expect(stored).toEqual({ subject: "Prvi", version: 2 });
    expect((await auditOf(String(row.id))).results).toHaveLength(2);
  });

  it("of one row at once: exactly one of two edits with the same version wins", async () => {
    const db = database(env.DB);
    const scope = await staffScope();
    const [row] = await createRows(db, scope, ENTITIES.feed, [{ subject: "Prije", description: "Opis" }]);
    const outcomes = await Promise.allSettled(
      ["A", "B"].map((subject) => updateRow(db, scope, ENTITIES.feed, String(row.id), 1, { subject })),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === "rejected")).toHaveLength(1);
    expect((await auditOf(String(row.id))).results.filter((r) => r.action === "update")).toHaveLength(1);
  });

  it("of one date against the row's other: the table's CHECK answers as the field its rule names", async () => {
    const db = database(env.DB);
    const scope = await staffScope();
    const natjecanje = { naziv: "Kup", lokacija: "Jarun", datum_od: "2026-06-01", datum_do: "2026-06-10" };
    const [row] = await createRows(db, scope, ENTITIES.natjecanja, [natjecanje]);
    const edit = updateRow(db, scope, ENTITIES.natjecanja, String(row.id), 1, { datum_do: "2026-05-31" });
    await expect(edit).rejects.toMatchObject({
      code: "invalid",
      message: T_STAFF.datumDoPrijeOd,
      field: "_set.datum_do",
    });
    const stored = await env.DB.prepare("SELECT datum_do, version FROM natjecanja WHERE id = ?").bind(row.id).first();
    expect(stored).toEqual({ datum_do: "2026-06-10", version: 1 });
  });
});

describe("the audit log", () => {
  it("refuses updates and deletes", async () => {
    await gql("CreateNajava", { authorization: await bearer("staff"), variables: { subject: "a", description: "b" } });
    await expect(env.DB.prepare("UPDATE audit_log SET role = 'admin'").run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("DELETE FROM audit_log").run()).rejects.toThrow(/append-only/);
  });

  it("lets only an erased account's email go (actor_email to NULL), nothing else", async () => {
    await gql("CreateNajava", { authorization: await bearer("staff"), variables: { subject: "a", description: "b" } });
    const set = (assignments: string) => env.DB.prepare(`UPDATE audit_log SET ${assignments}`).run();
    await expect(set("actor_email = 'someone@else.test'")).rejects.toThrow(/append-only/);
    await expect(set("actor_email = NULL, changed_fields = '{}'")).rejects.toThrow(/append-only/);
    await expect(set("actor_email = NULL")).resolves.toBeDefined();
  });

  it("is reachable by no GraphQL operation: the schema has no audit type or field", () => {
    expect(buildSdl()).not.toMatch(/audit/i);
  });
});
