// Fault tests on the content lifecycle's paths (issue 18, item 4): D1 failing inside an edit's batch, R2
// failing before the D1 write (an upload) and after it (a replaced document's old object), and the daily
// purge and sweep running twice at once. Nothing is ever half-written, no row references a missing object,
// and whatever R2 left behind is swept once it has been unreferenced for 24 hours.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ENTITIES } from "../../shared/entities";
import { type OperationName } from "../../shared/graphql/operations";
import { createApp } from "../../worker/app";
import { database } from "../../worker/data/db";
import { sweepUploads } from "../../worker/data/purge";
import { scopeOf } from "../../worker/data/scope";
import { createRows, deleteRow } from "../../worker/data/write";
import { runScheduled } from "../../worker/routes/scheduled";
import { pdfBytes } from "../fixtures/documents";
import { SAVEZ_A, bearer } from "./helpers/auth";
import { recordAsUploaded } from "./helpers/uploads";
import { graphqlInit, seedDemo } from "./helpers/graphql";
import { EDIT_ROWS, REGATA, VALID, prepareEdit } from "./helpers/matrix";
import { expectGraphqlError, snapshot } from "./catalogue/support";

const DAY = 86_400_000;
const TRIGGERS = ["break_audit_insert", "break_rezultati_update"];

beforeEach(async () => {
  await seedDemo();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await env.DB.batch(TRIGGERS.map((t) => env.DB.prepare(`DROP TRIGGER IF EXISTS ${t}`)));
});

const quiet = () => vi.spyOn(console, "error").mockImplementation(() => {});

/** Runs one request through a fresh app whose bindings are `env` with `bindings` over it. */
async function call(path: string, init: RequestInit, bindings: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const response = await createApp().fetch(new Request(`https://app.test${path}`, init), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const graphql = (operationName: OperationName, variables: unknown, authorization: string, bindings?: Partial<Env>) =>
  call("/v1/graphql", graphqlInit(operationName, { variables, authorization }), bindings);

/** env.DOCUMENTS with some methods failing the way a network error would (a rejected promise). */
function failing(...methods: ("put" | "delete")[]): R2Bucket {
  const bucket = env.DOCUMENTS;
  return new Proxy(bucket, {
    get(target, name) {
      if (methods.includes(name as "put" | "delete")) return () => Promise.reject(new Error("R2 unavailable"));
      const value = Reflect.get(target, name) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

const row = (table: string, id: string) => env.DB.prepare(`SELECT * FROM ${table} WHERE id = ?`).bind(id).first();
const auditCount = () =>
  env.DB.prepare("SELECT count(*) AS n FROM audit_log")
    .first<{ n: number }>()
    .then((r) => r!.n);

describe("D1 failing inside an edit's batch", () => {
  it("an audit insert that fails rolls the edit back: row and audit log unchanged, 500 without SQL", async () => {
    quiet();
    await prepareEdit("UpdateNatjecanje");
    await env.DB.prepare(
      "CREATE TRIGGER break_audit_insert BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'broken'); END",
    ).run();
    const staff = await bearer("staff");
    const before = await snapshot();
    const stored = await row("natjecanja", EDIT_ROWS.Natjecanje);
    const response = await graphql("UpdateNatjecanje", VALID.UpdateNatjecanje, staff);
    await expectGraphqlError(response, 500, "INTERNAL_SERVER_ERROR");
    expect(await row("natjecanja", EDIT_ROWS.Natjecanje)).toEqual(stored);
    expect(await snapshot()).toEqual(before);
  });

  it("an UPDATE that fails writes no audit row, for an update, a delete and a restore alike", async () => {
    quiet();
    await env.DB.prepare(
      "CREATE TRIGGER break_rezultati_update BEFORE UPDATE ON rezultati BEGIN SELECT RAISE(ABORT, 'broken'); END",
    ).run();
    const staff = await bearer("staff");
    for (const name of ["UpdateRezultat", "DeleteRezultat", "RestoreRezultat"] as const) {
      await env.DB.prepare("DROP TRIGGER break_rezultati_update").run();
      await prepareEdit(name);
      await env.DB.prepare(
        "CREATE TRIGGER break_rezultati_update BEFORE UPDATE ON rezultati BEGIN SELECT RAISE(ABORT, 'broken'); END",
      ).run();
      const stored = await row("rezultati", EDIT_ROWS.Rezultat);
      const audits = await auditCount();
      const response = await graphql(name, VALID[name], staff);
      await expectGraphqlError(response, 500, "INTERNAL_SERVER_ERROR");
      expect(await row("rezultati", EDIT_ROWS.Rezultat), name).toEqual(stored);
      expect(await auditCount(), name).toBe(audits);
    }
  });

  it("a document replacement whose batch fails keeps the old object (the row still points at it)", async () => {
    quiet();
    const old = `${crypto.randomUUID()}.pdf`;
    const replacement = `${crypto.randomUUID()}.pdf`;
    await env.DOCUMENTS.put(old, "%PDF-1.4 old");
    await env.DOCUMENTS.put(replacement, "%PDF-1.4 new");
    await recordAsUploaded(replacement, SAVEZ_A);
    await env.DB.prepare("UPDATE natjecanja SET dokument_key = ?, version = 1, deleted_at = NULL WHERE id = ?")
      .bind(old, EDIT_ROWS.Natjecanje)
      .run();
    await env.DB.prepare(
      "CREATE TRIGGER break_audit_insert BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'broken'); END",
    ).run();
    const response = await graphql(
      "UpdateNatjecanje",
      { id: EDIT_ROWS.Natjecanje, version: 1, set: { dokument_key: replacement, dokument_naziv: "Novi.pdf" } },
      await bearer("staff"),
    );
    await expectGraphqlError(response, 500, "INTERNAL_SERVER_ERROR");
    expect(await row("natjecanja", EDIT_ROWS.Natjecanje)).toMatchObject({ dokument_key: old, version: 1 });
    expect(await env.DOCUMENTS.head(old)).not.toBeNull();
  });
});

describe("R2 failing", () => {
  it("before the D1 write: an upload R2 refuses answers 5xx and leaves no object, no audit row, no reference", async () => {
    quiet();
    const staff = await bearer("staff");
    const before = await snapshot();
    const response = await call(
      `/api/v1/files?name=${encodeURIComponent("Rezultati.pdf")}`,
      {
        method: "POST",
        headers: { authorization: staff, "content-type": "application/octet-stream" },
        body: pdfBytes(),
      },
      { DOCUMENTS: failing("put") },
    );
    expect(response.status).toBeGreaterThanOrEqual(500);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
    expect(await snapshot()).toEqual(before);
  });

  it("after the D1 write: the replaced document's delete fails, the edit stands (200), the sweep removes the orphan after 24 h", async () => {
    const old = `${crypto.randomUUID()}.pdf`;
    const replacement = `${crypto.randomUUID()}.pdf`;
    await env.DOCUMENTS.put(old, "%PDF-1.4 old");
    await env.DOCUMENTS.put(replacement, "%PDF-1.4 new");
    await recordAsUploaded(replacement, SAVEZ_A);
    await env.DB.prepare("UPDATE natjecanja SET dokument_key = ?, version = 1, deleted_at = NULL WHERE id = ?")
      .bind(old, EDIT_ROWS.Natjecanje)
      .run();
    const audits = await auditCount();
    const response = await graphql(
      "UpdateNatjecanje",
      { id: EDIT_ROWS.Natjecanje, version: 1, set: { dokument_key: replacement, dokument_naziv: "Novi.pdf" } },
      await bearer("staff"),
      { DOCUMENTS: failing("delete") },
    );
    expect(response.status).toBe(200);
    expect(await row("natjecanja", EDIT_ROWS.Natjecanje)).toMatchObject({ dokument_key: replacement, version: 2 });
    expect(await auditCount()).toBe(audits + 1);
    expect(await env.DOCUMENTS.head(old)).not.toBeNull(); // the orphan, for now

    const db = database(env.DB);
    expect(await sweepUploads(db, env.DOCUMENTS)).not.toContain(old); // within 24 h a form may still use it
    const swept = await sweepUploads(db, env.DOCUMENTS, Date.now() + 25 * 3_600_000);
    expect(swept).toContain(old);
    expect(swept).not.toContain(replacement);
    expect(await env.DOCUMENTS.head(old)).toBeNull();
    expect(await env.DOCUMENTS.head(replacement)).not.toBeNull();
    const sweepAudits = await env.DB.prepare(
      "SELECT count(*) AS n FROM audit_log WHERE action = 'sweep' AND entity_id = ?",
    )
      .bind(old)
      .first<{ n: number }>();
    expect(sweepAudits!.n).toBe(1);
  });

  it("a sweep whose R2 delete fails writes no sweep audit and removes the files on the next run", async () => {
    const orphan = `${crypto.randomUUID()}.pdf`;
    await env.DOCUMENTS.put(orphan, "%PDF-1.4 orphan");
    const db = database(env.DB);
    const later = Date.now() + 25 * 3_600_000;
    await expect(sweepUploads(db, failing("delete"), later)).rejects.toThrow();
    expect(await env.DOCUMENTS.head(orphan)).not.toBeNull();
    const audited = () =>
      env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'sweep' AND entity_id = ?")
        .bind(orphan)
        .first<{ n: number }>()
        .then((r) => r!.n);
    expect(await audited()).toBe(0);
    expect(await sweepUploads(db, env.DOCUMENTS, later)).toContain(orphan);
    expect(await env.DOCUMENTS.head(orphan)).toBeNull();
    expect(await audited()).toBe(1);
  });
});

describe("the scheduled purge and sweep overlapping", () => {
  it("two runs at once reach the state one run reaches, with one audit row per purged row and per swept file", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const db = database(env.DB);
    const scope = scopeOf({ role: "admin", emailVerified: true, userId: null }, "test");
    const now = Date.now();
    const later = now + 25 * 3_600_000;
    // Five announcements 31 days in 'Obrisano' (due) and one 10 days (kept).
    const rows = await createRows(
      db,
      scope,
      ENTITIES.feed,
      Array.from({ length: 6 }, (_, i) => ({ subject: `Stara ${i}`, description: "x", savez_id: SAVEZ_A })),
    );
    const ids = rows.map((r) => String(r.id));
    for (const [i, id] of ids.entries()) {
      await deleteRow(db, scope, ENTITIES.feed, id, 1);
      const at = new Date(now - (i < 5 ? 31 : 10) * DAY).toISOString();
      await env.DB.prepare("UPDATE feed SET deleted_at = ? WHERE id = ?").bind(at, id).run();
    }
    // A competition due with its document (and the seed's result pointing at it), a results document of it.
    const competitionKey = `${crypto.randomUUID()}.pdf`;
    await env.DOCUMENTS.put(competitionKey, "%PDF-1.4 purged");
    await env.DB.prepare("UPDATE natjecanja SET dokument_key = ?, deleted_at = ? WHERE id = ?")
      .bind(competitionKey, new Date(now - 31 * DAY).toISOString(), EDIT_ROWS.Natjecanje)
      .run();
    // Three abandoned uploads and one a live row references.
    const abandoned = Array.from({ length: 3 }, () => `${crypto.randomUUID()}.pdf`);
    for (const key of abandoned) await env.DOCUMENTS.put(key, "%PDF-1.4 abandoned");
    const kept = `${crypto.randomUUID()}.pdf`;
    await env.DOCUMENTS.put(kept, "%PDF-1.4 kept");
    await env.DB.prepare("UPDATE natjecanja SET dokument_key = ? WHERE id = ?").bind(kept, REGATA).run();
    const due = await env.DB.prepare(
      "SELECT 'feed' AS entity, id FROM feed WHERE deleted_at < ?1 UNION ALL SELECT 'natjecanja', id FROM natjecanja WHERE deleted_at < ?1 UNION ALL SELECT 'rezultati', id FROM rezultati WHERE natjecanje_id IN (SELECT id FROM natjecanja WHERE deleted_at < ?1) OR deleted_at < ?1 UNION ALL SELECT 'natjecanja_dokumenti', id FROM natjecanja_dokumenti WHERE natjecanje_id IN (SELECT id FROM natjecanja WHERE deleted_at < ?1) OR deleted_at < ?1",
    )
      .bind(new Date(later - 30 * DAY).toISOString())
      .all<{ entity: string; id: string }>();
    const auditsBefore = await auditIds();

    const [a, b] = await Promise.all([runScheduled(env, later), runScheduled(env, later)]);

    expect(a.purged + b.purged).toBe(due.results.length);
    const added = (await auditRows()).filter((r) => !auditsBefore.has(r.id));
    const purges = added.filter((r) => r.action === "purge").map((r) => `${r.entity}/${r.entity_id}`);
    expect(purges.sort()).toEqual(due.results.map((r) => `${r.entity}/${r.id}`).sort()); // each exactly once
    for (const { entity, id } of due.results) expect(await row(entity, id), `${entity}/${id}`).toBeNull();
    expect(await row("feed", ids[5])).not.toBeNull();

    const swept = new Set([...a.swept, ...b.swept]);
    for (const key of abandoned) expect(swept.has(key), key).toBe(true);
    const sweeps = added.filter((r) => r.action === "sweep").map((r) => r.entity_id);
    expect(sweeps.sort()).toEqual([...swept].sort()); // each swept file exactly once
    expect(added.filter((r) => r.action !== "purge" && r.action !== "sweep")).toEqual([]);
    for (const key of [...abandoned, competitionKey]) expect(await env.DOCUMENTS.head(key), key).toBeNull();
    expect(await env.DOCUMENTS.head(kept)).not.toBeNull();

    // A third run finds nothing left to do.
    const again = await runScheduled(env, later);
    expect(again.purged).toBe(0);
    expect(again.swept).toEqual([]);
  });
});

/** Every audit row's id, action and subject. */
async function auditRows() {
  const { results } = await env.DB.prepare("SELECT id, action, entity, entity_id FROM audit_log").all<{
    id: string;
    action: string;
    entity: string;
    entity_id: string;
  }>();
  return results;
}

const auditIds = async () => new Set((await auditRows()).map((r) => r.id));
