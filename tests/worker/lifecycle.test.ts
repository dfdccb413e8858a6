// Content lifecycle: every edit names the version it read (stale → 409, nothing written), deletes are soft
// ('Obrisano', restorable, gone from public reads at once), every edit is audited in its own batch, replaced
// documents leave R2 after the commit, and the scheduled purge and sweep are exact and safe to overlap.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { ENTITIES } from "../../shared/entities";
import type { OperationName } from "../../shared/graphql/operations";
import { T_STAFF } from "../../shared/texts";
import { database } from "../../worker/data/db";
import { purgeDeleted, sweepUploads } from "../../worker/data/purge";
import { scopeOf } from "../../worker/data/scope";
import { createRows, deleteRow } from "../../worker/data/write";
import worker from "../../worker/index";
import { snapshot } from "./catalogue/support";
import { SAVEZ_A, TEST_USERS, bearer } from "./helpers/auth";
import { recordAsUploaded } from "./helpers/uploads";
import { gql, seedDemo } from "./helpers/graphql";
import { EDIT_ROWS, VALID, editOf, prepareEdit } from "./helpers/matrix";

const EDIT_OPERATIONS = (Object.keys(VALID) as OperationName[]).filter((name) => editOf(name));
const NAJAVA = EDIT_ROWS.Najava;
const DAY = 86_400_000;

const versionOf = async (table: string, id: string) =>
  (await env.DB.prepare(`SELECT version, deleted_at FROM ${table} WHERE id = ?`).bind(id).first<{
    version: number;
    deleted_at: string | null;
  }>())!;
/** When this test began: the audit log is append-only, so earlier tests' entries stay and are skipped. */
let testStart = "";
const auditFor = async (id: string) =>
  (
    await env.DB.prepare(
      "SELECT action, changed_fields, request_id, actor_email, savez_id FROM audit_log WHERE entity_id = ? AND at >= ? ORDER BY at, rowid",
    )
      .bind(id, testStart)
      .all<{ action: string; changed_fields: string; request_id: string; actor_email: string; savez_id: string }>()
  ).results;
const feedIds = async () => ((await gql("ReadFeed")).body.data.feed as { id: string }[]).map((f) => f.id);

/** Makes every insert into `table` fail inside D1, the way a constraint or an outage would. */
const breakInserts = (table: string) =>
  env.DB.prepare(
    `CREATE TRIGGER IF NOT EXISTS break_${table} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'broken'); END`,
  ).run();
const breakUpdates = (table: string) =>
  env.DB.prepare(
    `CREATE TRIGGER IF NOT EXISTS break_upd_${table} BEFORE UPDATE ON ${table} BEGIN SELECT RAISE(ABORT, 'broken'); END`,
  ).run();
const mend = () =>
  env.DB.batch([
    env.DB.prepare("DROP TRIGGER IF EXISTS break_audit_log"),
    env.DB.prepare("DROP TRIGGER IF EXISTS break_upd_feed"),
  ]);

beforeEach(async () => {
  testStart = new Date().toISOString();
  await mend();
  await seedDemo();
});

describe("versions", () => {
  for (const name of EDIT_OPERATIONS) {
    it(`${name} with a stale version is 409 with the conflict text, and nothing is written`, async () => {
      await prepareEdit(name);
      const authorization = await bearer("staff");
      await gql("users", { authorization }); // signs the caller in (provisions its users row) first
      const before = await snapshot();
      const variables = { ...VALID[name], version: 7 };
      const { status, body } = await gql(name, { authorization, variables });
      expect(status).toBe(409);
      expect(body.errors[0].message).toBe(T_STAFF.sukobVerzija);
      expect(await snapshot()).toEqual(before);
    });
  }

  it("of two concurrent edits of one row exactly one wins, and the row's version counts the winner", async () => {
    const staff = await bearer("staff");
    const edit = (subject: string) =>
      gql("UpdateNajava", { authorization: staff, variables: { id: NAJAVA, version: 1, set: { subject } } });
    const statuses = (await Promise.all([edit("Prvi"), edit("Drugi"), edit("Treći")])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect((await versionOf("feed", NAJAVA)).version).toBe(2);
    expect((await auditFor(NAJAVA)).filter((a) => a.action === "update")).toHaveLength(1);
  });

  it("an unknown row is 404 with a clear message", async () => {
    const { status, body } = await gql("DeleteNajava", {
      authorization: await bearer("staff"),
      variables: { id: "f0000000-0000-4000-8000-000000000999", version: 1 },
    });
    expect(status).toBe(404);
    expect(body.errors[0].message).toMatch(/ne postoji/);
  });
});

describe("delete and restore", () => {
  it("a deleted announcement leaves home at once, shows in 'Obrisano' and comes back on restore", async () => {
    const staff = await bearer("staff");
    expect(await feedIds()).toContain(NAJAVA); // cached at the edge now
    expect((await gql("DeleteNajava", { authorization: staff, variables: { id: NAJAVA, version: 1 } })).status).toBe(
      200,
    );
    expect(await feedIds()).not.toContain(NAJAVA);

    const trash = await gql("Obrisano", { authorization: staff, variables: { savez_id: SAVEZ_A } });
    expect(trash.body.data.feed).toEqual([expect.objectContaining({ id: NAJAVA, version: 2 })]);
    expect(
      (await gql("Obrisano", { authorization: await bearer("member"), variables: { savez_id: SAVEZ_A } })).status,
    ).toBe(403);

    expect((await gql("RestoreNajava", { authorization: staff, variables: { id: NAJAVA, version: 2 } })).status).toBe(
      200,
    );
    expect(await feedIds()).toContain(NAJAVA);
    expect((await auditFor(NAJAVA)).map((a) => a.action)).toEqual(["delete", "restore"]);
  });

  it("an edit is audited with before and after, the actor's email, the federation and the request id", async () => {
    const { response } = await gql("UpdateRezultat", {
      authorization: await bearer("staff"),
      variables: VALID.UpdateRezultat,
    });
    expect(response.status).toBe(200);
    const [audit] = await auditFor(EDIT_ROWS.Rezultat);
    expect(audit).toMatchObject({
      action: "update",
      actor_email: TEST_USERS.staff.email,
      savez_id: SAVEZ_A,
      request_id: response.headers.get("x-request-id"),
    });
    const changed = JSON.parse(audit.changed_fields);
    expect(changed.payload.to).toEqual((VALID.UpdateRezultat.set as { payload: unknown }).payload);
    expect(changed.payload.from.naziv).toBe("Zagrebačka regata 2025");
  });

  it("a result of a deleted competition leaves home too", async () => {
    const staff = await bearer("staff");
    const results = async () =>
      ((await gql("ReadFeed")).body.data.rezultati as { payload: { naziv: string } }[]).map((r) => r.payload.naziv);
    expect(await results()).toContain("Kup grada Zagreba u rukometu");
    await prepareEdit("DeleteNatjecanje");
    expect((await gql("DeleteNatjecanje", { authorization: staff, variables: VALID.DeleteNatjecanje })).status).toBe(
      200,
    );
    expect(await results()).not.toContain("Kup grada Zagreba u rukometu");
  });
});

describe("atomic audit", () => {
  it("an audit insert that fails leaves the row unchanged", async () => {
    await breakInserts("audit_log");
    const { status } = await gql("UpdateNajava", {
      authorization: await bearer("staff"),
      variables: VALID.UpdateNajava,
    });
    expect(status).toBe(500);
    expect(await versionOf("feed", NAJAVA)).toEqual({ version: 1, deleted_at: null });
  });

  it("an edit that fails leaves no audit row", async () => {
    await breakUpdates("feed");
    const { status } = await gql("DeleteNajava", {
      authorization: await bearer("staff"),
      variables: VALID.DeleteNajava,
    });
    expect(status).toBe(500);
    expect(await auditFor(NAJAVA)).toEqual([]);
  });
});

describe("documents", () => {
  it("a replaced competition document leaves R2 once the new one is saved", async () => {
    const old = `${crypto.randomUUID()}.pdf`;
    const replacement = `${crypto.randomUUID()}.pdf`;
    await env.DOCUMENTS.put(old, "%PDF-1.4 old");
    await env.DOCUMENTS.put(replacement, "%PDF-1.4 new");
    await recordAsUploaded(replacement, SAVEZ_A);
    await env.DB.prepare("UPDATE natjecanja SET dokument_key = ?, version = 1 WHERE id = ?")
      .bind(old, EDIT_ROWS.Natjecanje)
      .run();
    const { status } = await gql("UpdateNatjecanje", {
      authorization: await bearer("staff"),
      variables: {
        id: EDIT_ROWS.Natjecanje,
        version: 1,
        set: { dokument_key: replacement, dokument_naziv: "Novi.pdf" },
      },
    });
    expect(status).toBe(200);
    expect(await env.DOCUMENTS.head(old)).toBeNull();
    expect(await env.DOCUMENTS.head(replacement)).not.toBeNull();
  });
});

describe("the scheduled purge and sweep", () => {
  const scope = scopeOf({ role: "admin", emailVerified: true, userId: null }, "test");

  /** Three announcements: deleted 31 days ago (with a document-less row), 29 days ago, and published. */
  async function trashAt() {
    const db = database(env.DB);
    const rows = await createRows(db, scope, ENTITIES.feed, [
      { subject: "Stara", description: "x", savez_id: SAVEZ_A },
      { subject: "Nedavna", description: "x", savez_id: SAVEZ_A },
      { subject: "Objavljena", description: "x", savez_id: SAVEZ_A },
    ]);
    for (const [i, days] of [31, 29].entries()) {
      await deleteRow(db, scope, ENTITIES.feed, String(rows[i].id), 1);
      const at = new Date(Date.now() - days * DAY).toISOString();
      await env.DB.prepare("UPDATE feed SET deleted_at = ? WHERE id = ?").bind(at, rows[i].id).run();
    }
    // A competition 31 days in 'Obrisano' with its document, a result and a result document pointing at it.
    const key = `${crypto.randomUUID()}.pdf`;
    await env.DOCUMENTS.put(key, "%PDF-1.4 purged");
    const at = new Date(Date.now() - 31 * DAY).toISOString();
    await env.DB.prepare("UPDATE natjecanja SET dokument_key = ?, deleted_at = ? WHERE id = ?")
      .bind(key, at, EDIT_ROWS.Natjecanje)
      .run();
    return { ids: rows.map((r) => String(r.id)), key };
  }

  it("purges exactly the rows past 30 days, their children and their R2 objects, once however often it runs", async () => {
    const { ids, key } = await trashAt();
    const runs = await Promise.all([
      purgeDeleted(database(env.DB), env.DOCUMENTS),
      purgeDeleted(database(env.DB), env.DOCUMENTS),
    ]);
    expect(runs[0].purged + runs[1].purged).toBe(3); // the announcement, the competition and its seeded result
    const left = await env.DB.prepare("SELECT id FROM feed WHERE id IN (?, ?, ?)")
      .bind(...ids)
      .all<{ id: string }>();
    expect(left.results.map((r) => r.id).sort()).toEqual([ids[1], ids[2]].sort());
    expect(
      await env.DB.prepare("SELECT id FROM natjecanja WHERE id = ?").bind(EDIT_ROWS.Natjecanje).first(),
    ).toBeNull();
    expect(await env.DOCUMENTS.head(key)).toBeNull();
    const purges = await env.DB.prepare("SELECT entity, entity_id FROM audit_log WHERE action = 'purge' AND at >= ?")
      .bind(testStart)
      .all();
    expect(purges.results).toHaveLength(3);
    expect((await purgeDeleted(database(env.DB), env.DOCUMENTS)).purged).toBe(0);
  });

  it("sweeps uploads unreferenced for 24 hours and keeps referenced and fresh ones, once however often it runs", async () => {
    const abandoned = `${crypto.randomUUID()}.pdf`;
    const referenced = `${crypto.randomUUID()}.pdf`;
    await env.DOCUMENTS.put(abandoned, "%PDF-1.4 a");
    await env.DOCUMENTS.put(referenced, "%PDF-1.4 b");
    await env.DB.prepare("UPDATE natjecanja SET dokument_key = ? WHERE id = ?")
      .bind(referenced, EDIT_ROWS.Natjecanje)
      .run();
    const db = database(env.DB);
    expect(await sweepUploads(db, env.DOCUMENTS)).not.toContain(abandoned); // fresh: a form may still use it
    const later = Date.now() + 25 * 3_600_000;
    const [first, second] = await Promise.all([
      sweepUploads(db, env.DOCUMENTS, later),
      sweepUploads(db, env.DOCUMENTS, later),
    ]);
    expect([...new Set([...first, ...second])]).toContain(abandoned);
    expect(await env.DOCUMENTS.head(abandoned)).toBeNull();
    expect(await env.DOCUMENTS.head(referenced)).not.toBeNull();
    const audits = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'sweep' AND entity_id = ?")
      .bind(abandoned)
      .first<{ n: number }>();
    expect(audits!.n).toBe(1);
  });

  it("runs from the Worker's cron trigger", async () => {
    const { ids } = await trashAt();
    const waits: Promise<unknown>[] = [];
    const ctx = {
      waitUntil: (p: Promise<unknown>) => waits.push(p),
      passThroughOnException() {},
    } as unknown as ExecutionContext;
    worker.scheduled!(
      { cron: "30 3 * * *", scheduledTime: Date.now(), noRetry() {} } as ScheduledController,
      env as Env,
      ctx,
    );
    await Promise.all(waits);
    expect(await env.DB.prepare("SELECT id FROM feed WHERE id = ?").bind(ids[0]).first()).toBeNull();
  });
});
