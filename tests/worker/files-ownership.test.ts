// Files belong to someone (issue 28, items 1 and 2). Keys are public (slika_url, logo_key, a document's URL),
// so staff of federation A must not be able to link federation B's file, nor delete an object another row
// links by unlinking, replacing or purging their own row; and in Hasura mode the sweep and the purge keep
// what PostgreSQL's rows link.
import { SELF, applyD1Migrations, createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, inject, it } from "vitest";
import { OPERATIONS } from "../../shared/graphql/operations";
import { T_FILE_LINK } from "../../shared/texts";
import { createApp } from "../../worker/app";
import { database } from "../../worker/data/db";
import { purgeDeleted, sweepUploads } from "../../worker/data/purge";
import { runScheduled } from "../../worker/routes/scheduled";
import { pdfBytes } from "../fixtures/documents";
import { SAVEZ_A, SAVEZ_B, bearer, seedUser } from "./helpers/auth";
import { gql, seedDemo } from "./helpers/graphql";
import { NEW_MEMBERSHIP, REGATA } from "./helpers/matrix";
import { uploadTo } from "./helpers/uploads";

const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mM4w8DwHwAENAHM7EKZhwAAAABJRU5ErkJggg=="),
  (ch) => ch.charCodeAt(0),
);
const IMAGES = "https://app.test/api/v1/files/slike";
const DOCUMENTS = "https://app.test/api/v1/files";
const DAY = 86_400_000;

let staffA: string;
let staffB: string;
beforeEach(async () => {
  await seedDemo();
  staffA = await bearer("staff");
  staffB = await bearer("staff-b");
});

async function upload(base: string, name: string, bytes: Uint8Array<ArrayBuffer>, authorization: string) {
  const response = await uploadTo(base, name, bytes, authorization);
  expect(response.status).toBe(201);
  return ((await response.json()) as { key: string }).key;
}
const photoOf = (authorization: string) => upload(IMAGES, "slika.png", PNG, authorization);
const documentOf = (authorization: string, marker = "B") =>
  upload(DOCUMENTS, "Pravilnik.pdf", pdfBytes(`Pravilnik ${marker}`), authorization);

const bytesOf = async (key: string) => {
  const object = await env.DOCUMENTS.get(key);
  return object ? new Uint8Array(await object.arrayBuffer()) : null;
};
const count = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

const createNajava = (authorization: string, savez_id: string, slika_key?: string) =>
  gql("CreateNajava", {
    authorization,
    variables: { subject: "Regata", description: "Na Jarunu.", savez_id, ...(slika_key ? { slika_key } : {}) },
  });

/** B's announcement with B's own photo: the object staff of A go after. */
async function najavaOfB(): Promise<{ id: string; key: string; bytes: Uint8Array }> {
  const key = await photoOf(staffB);
  const { status, body } = await createNajava(staffB, SAVEZ_B, key);
  expect(status).toBe(200);
  return { id: body.data.insert_feed_one.id as string, key, bytes: (await bytesOf(key))! };
}

const expectFieldRefusal = (
  result: Awaited<ReturnType<typeof gql>>,
  field: string,
  message: string = T_FILE_LINK.notYours,
) => {
  expect(result.status).toBe(400);
  expect(result.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  expect(result.body.errors[0].extensions.fields).toEqual({ [field]: [message] });
};

describe("an upload is recorded", () => {
  it("with its kind, uploader, federation and size", async () => {
    const key = await photoOf(staffA);
    const record = await env.DB.prepare("SELECT * FROM uploads WHERE key = ?").bind(key).first();
    expect(record).toEqual({
      key,
      kind: "image",
      uploaded_by: await seedUser("staff"),
      savez_id: SAVEZ_A,
      size: PNG.length,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });
});

describe("linking another federation's file", () => {
  it("CreateNajava {slika_key: B's key, savez_id: A} by staff of A: 400 at the field, nothing written, B's object byte-identical", async () => {
    const b = await najavaOfB();
    const feed = await count("feed");
    const result = await createNajava(staffA, SAVEZ_A, b.key);
    expectFieldRefusal(result, "object.slika_key");
    expect(await count("feed")).toBe(feed);
    expect(await bytesOf(b.key)).toEqual(b.bytes);
    // …so A has nothing to unlink: B's row keeps its picture, served as before.
    expect(await env.DB.prepare("SELECT slika_key FROM feed WHERE id = ?").bind(b.id).first()).toEqual({
      slika_key: b.key,
    });
    const served = await SELF.fetch(`${IMAGES}/${b.key}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(b.bytes);
  });

  it("refuses B's upload no row links yet, too", async () => {
    const key = await photoOf(staffB);
    expectFieldRefusal(await createNajava(staffA, SAVEZ_A, key), "object.slika_key");
    expect(await bytesOf(key)).toEqual(PNG);
  });

  it("refuses a key that was never uploaded", async () => {
    const key = `${crypto.randomUUID()}.png`;
    await env.DOCUMENTS.put(key, PNG);
    expectFieldRefusal(await createNajava(staffA, SAVEZ_A, key), "object.slika_key");
  });

  it("refuses a key another row of the same federation links (a file belongs to one row)", async () => {
    const key = await photoOf(staffA);
    expect((await createNajava(staffA, SAVEZ_A, key)).status).toBe(200);
    expectFieldRefusal(await createNajava(staffA, SAVEZ_A, key), "object.slika_key", T_FILE_LINK.taken);
  });

  it("UpdateNajava setting B's key on A's announcement: 400, the row unchanged", async () => {
    const b = await najavaOfB();
    const own = await createNajava(staffA, SAVEZ_A);
    const id = own.body.data.insert_feed_one.id as string;
    const result = await gql("UpdateNajava", {
      authorization: staffA,
      variables: { id, version: 1, set: { slika_key: b.key } },
    });
    expectFieldRefusal(result, "_set.slika_key");
    expect(await env.DB.prepare("SELECT slika_key, version FROM feed WHERE id = ?").bind(id).first()).toEqual({
      slika_key: null,
      version: 1,
    });
  });

  it("documents, competitions and result documents refuse B's document the same way", async () => {
    const key = await documentOf(staffB);
    const bytes = await bytesOf(key);
    const cases: [string, Record<string, unknown>, string][] = [
      [
        "CreateDokumentSaveza",
        {
          object: {
            naziv: "Statut",
            opis: "",
            dokument_url: `/api/v1/files/${key}`,
            dokument_key: key,
            savez_id: SAVEZ_A,
          },
        },
        "object.dokument_key",
      ],
      [
        "CreateNatjecanje",
        {
          object: {
            naziv: "Kup",
            datum_od: "2026-06-01",
            datum_do: "2026-06-02",
            lokacija: "Jarun",
            dokument_key: key,
            savez_id: SAVEZ_A,
          },
        },
        "object.dokument_key",
      ],
      [
        "CreateDokumentRezultata",
        { object: { natjecanje_id: REGATA, naziv: "Rezultati", dokument_key: key, savez_id: SAVEZ_A } },
        "object.dokument_key",
      ],
    ];
    for (const [name, variables, field] of cases) {
      const before = await count(name === "CreateNatjecanje" ? "natjecanja" : "natjecanja_dokumenti");
      expectFieldRefusal(await gql(name, { authorization: staffA, variables }), field);
      expect(await count(name === "CreateNatjecanje" ? "natjecanja" : "natjecanja_dokumenti"), name).toBe(before);
    }
    expect(await bytesOf(key)).toEqual(bytes);
  });

  it("a membership refuses B's register photo", async () => {
    const key = await upload("https://app.test/api/v1/clanstva/fotografije", "slika.png", PNG, staffB);
    const record = await env.DB.prepare("SELECT kind, savez_id FROM uploads WHERE key = ?").bind(key).first();
    expect(record).toEqual({ kind: "photo", savez_id: SAVEZ_B });
    const before = await count("memberships");
    const result = await gql("CreateClanstvo", {
      authorization: staffA,
      variables: { object: { ...NEW_MEMBERSHIP, photo_key: key } },
    });
    expectFieldRefusal(result, "object.photo_key");
    expect(await count("memberships")).toBe(before);
    expect(await bytesOf(key)).toEqual(PNG);
  });

  it("an import links each of its federation's photos once: many keys at once, and the same key twice refused", async () => {
    const keys = Array.from({ length: 150 }, () => `clanstva/${crypto.randomUUID()}.png`);
    await env.DB.batch(
      keys.map((key) =>
        env.DB.prepare("INSERT INTO uploads (key, kind, savez_id, size) VALUES (?, 'photo', ?, 1)").bind(key, SAVEZ_A),
      ),
    );
    const member = (i: number, photo_key: string) => ({ ...NEW_MEMBERSHIP, email: `m${i}@test.test`, photo_key });
    const twice = await gql("ImportClanstva", {
      authorization: staffA,
      variables: { objects: [member(0, keys[0]), member(1, keys[0])] },
    });
    expectFieldRefusal(twice, "objects.1.photo_key", T_FILE_LINK.taken);
    const all = await gql("ImportClanstva", {
      authorization: staffA,
      variables: { objects: keys.map((key, i) => member(i, key)) },
    });
    expect(all.status).toBe(200);
    expect(all.body.data.insert_memberships.affected_rows).toBe(150);
  });

  it("a row keeps its own key through an edit, and links its federation's fresh upload", async () => {
    const key = await photoOf(staffA);
    const id = (await createNajava(staffA, SAVEZ_A, key)).body.data.insert_feed_one.id as string;
    const same = await gql("UpdateNajava", {
      authorization: staffA,
      variables: { id, version: 1, set: { subject: "Novo", slika_key: key } },
    });
    expect(same.status).toBe(200);
    // Another member of A's staff (here: the same federation's upload) may link it.
    const next = await photoOf(staffA);
    const replaced = await gql("UpdateNajava", {
      authorization: staffA,
      variables: { id, version: 2, set: { slika_key: next } },
    });
    expect(replaced.status).toBe(200);
    expect(await bytesOf(key)).toBeNull(); // released: no row links it any more
    expect(await env.DB.prepare("SELECT count(*) AS n FROM uploads WHERE key = ?").bind(key).first()).toEqual({
      n: 0,
    });
  });
});

/**
 * Rows that share a key can exist only from before migration 0012 (or a restore): each delete path must
 * still leave the object while another row links it.
 */
describe("an object another row links is never deleted", () => {
  /** A's announcement linking B's key, as a row written before the check existed would. */
  async function sharedWithA(key: string): Promise<string> {
    const id = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO feed (id, subject, description, slika_key, savez_id, version) VALUES (?, 'Tuđa', 'x', ?, ?, 1)",
    )
      .bind(id, key, SAVEZ_A)
      .run();
    return id;
  }

  it("UpdateNajava {slika_key: null} on A's row keeps B's photo", async () => {
    const b = await najavaOfB();
    const id = await sharedWithA(b.key);
    const result = await gql("UpdateNajava", {
      authorization: staffA,
      variables: { id, version: 1, set: { slika_key: null } },
    });
    expect(result.status).toBe(200);
    expect(await bytesOf(b.key)).toEqual(b.bytes);
    // B's row still links it: B's own removal is the last reference, and that one goes.
    const own = await gql("UpdateNajava", {
      authorization: staffB,
      variables: { id: b.id, version: 1, set: { slika_key: null } },
    });
    expect(own.status).toBe(200);
    expect(await bytesOf(b.key)).toBeNull();
  });

  it("replacing a competition's document keeps the old one while B's result document links it", async () => {
    const key = await documentOf(staffB);
    const bytes = await bytesOf(key);
    const competition = crypto.randomUUID();
    const competitionOfB = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO natjecanja (id, naziv, datum_od, datum_do, lokacija, savez_id, version) VALUES (?, 'Regata B', '2026-06-01', '2026-06-02', 'Jarun', ?, 1)",
      ).bind(competitionOfB, SAVEZ_B),
      env.DB.prepare(
        "INSERT INTO natjecanja (id, naziv, datum_od, datum_do, lokacija, dokument_key, savez_id, version) VALUES (?, 'Kup', '2026-06-01', '2026-06-02', 'Jarun', ?, ?, 1)",
      ).bind(competition, key, SAVEZ_A),
      env.DB.prepare(
        "INSERT INTO natjecanja_dokumenti (id, natjecanje_id, naziv, dokument_key, savez_id) VALUES (?, ?, 'Rezultati', ?, ?)",
      ).bind(crypto.randomUUID(), competitionOfB, key, SAVEZ_B),
    ]);
    const replacement = await documentOf(staffA, "A");
    const result = await gql("UpdateNatjecanje", {
      authorization: staffA,
      variables: { id: competition, version: 1, set: { dokument_key: replacement, dokument_naziv: "Novi.pdf" } },
    });
    expect(result.status).toBe(200);
    expect(await bytesOf(key)).toEqual(bytes);
  });

  it("replacing a federation document keeps the old one while another row links it", async () => {
    const key = await documentOf(staffB);
    const bytes = await bytesOf(key);
    const doc = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO dokumenti_saveza (id, naziv, opis, dokument_url, dokument_key, savez_id, version) VALUES (?, 'Statut', '', ?, ?, ?, 1)",
    )
      .bind(doc, `/api/v1/files/${key}`, key, SAVEZ_A)
      .run();
    await sharedWithA(key); // any other row: here an announcement
    const replacement = await documentOf(staffA, "A");
    const result = await gql("UpdateDokumentSaveza", {
      authorization: staffA,
      variables: {
        id: doc,
        version: 1,
        set: { dokument_key: replacement, dokument_url: `/api/v1/files/${replacement}` },
      },
    });
    expect(result.status).toBe(200);
    expect(await bytesOf(key)).toEqual(bytes);
  });

  it("the purge after 30 days keeps an object another row links, and takes one nobody links", async () => {
    const b = await najavaOfB();
    const id = await sharedWithA(b.key);
    const own = await photoOf(staffA);
    const ownId = (await createNajava(staffA, SAVEZ_A, own)).body.data.insert_feed_one.id as string;
    const longAgo = new Date(Date.now() - 31 * DAY).toISOString();
    await env.DB.prepare("UPDATE feed SET deleted_at = ? WHERE id IN (?, ?)").bind(longAgo, id, ownId).run();
    const { purged, files } = await purgeDeleted(database(env.DB), env.DOCUMENTS);
    expect(purged).toBe(2);
    expect(files).toEqual([own]);
    expect(await bytesOf(b.key)).toEqual(b.bytes);
    expect(await bytesOf(own)).toBeNull();
    // B's record stays with B's row: B may still edit it, and no one else may link it.
    expect(await env.DB.prepare("SELECT savez_id FROM uploads WHERE key = ?").bind(b.key).first()).toEqual({
      savez_id: SAVEZ_B,
    });
  });

  it("the sweep a day later keeps every linked upload and removes the abandoned one", async () => {
    const b = await najavaOfB();
    const abandoned = await photoOf(staffA);
    const swept = await sweepUploads(database(env.DB), env.DOCUMENTS, Date.now() + 25 * 3_600_000);
    expect(swept).toContain(abandoned);
    expect(swept).not.toContain(b.key);
    expect(await bytesOf(b.key)).toEqual(b.bytes);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM uploads WHERE key = ?").bind(abandoned).first()).toEqual({
      n: 0,
    });
  });
});

describe("Hasura mode keeps files PostgreSQL's rows link", () => {
  const upstream = inject("fakeHasuraUrl");
  const hasuraEnv = (path = "/v1/graphql") => ({
    ...env,
    DATA_PROVIDER: "hasura",
    HASURA_GRAPHQL_URL: `${upstream}${path}`,
    HASURA_ADMIN_SECRET: "test-admin-secret",
    HASURA_TIMEOUT_MS: "2000",
  });

  async function viaWorker(request: Request, workerEnv = hasuraEnv()): Promise<Response> {
    const ctx = createExecutionContext();
    const response = await createApp().fetch(request, workerEnv, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("upload, link (CreateNajava goes to PostgreSQL), the sweep a day later: the file is still served", async () => {
    const uploaded = await viaWorker(
      new Request(`${IMAGES}?name=slika.png`, {
        method: "POST",
        headers: { authorization: staffA, "content-type": "application/octet-stream" },
        body: PNG,
      }),
    );
    expect(uploaded.status).toBe(201);
    const { key } = (await uploaded.json()) as { key: string };
    const linked = await viaWorker(
      new Request("https://app.test/v1/graphql", {
        method: "POST",
        headers: { authorization: staffA, "content-type": "application/json" },
        body: JSON.stringify({
          operationName: "CreateNajava",
          variables: { subject: "Regata", description: "Na Jarunu.", savez_id: SAVEZ_A, slika_key: key },
          query: OPERATIONS.CreateNajava,
        }),
      }),
    );
    expect(linked.status).toBe(200);
    await linked.arrayBuffer();
    const abandoned = await photoOf(staffA); // linked by nothing anywhere

    const { swept } = await runScheduled(hasuraEnv(), Date.now() + 25 * 3_600_000);
    expect(swept).toContain(abandoned);
    expect(swept).not.toContain(key);
    const served = await viaWorker(new Request(`${IMAGES}/${key}`));
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it("the purge of a D1 row keeps its file while a PostgreSQL row links it", async () => {
    const key = await photoOf(staffA);
    const id = (await createNajava(staffA, SAVEZ_A, key)).body.data.insert_feed_one.id as string;
    await fetch(`${upstream}/__references`, { method: "POST", body: JSON.stringify({ keys: [key] }) });
    const longAgo = new Date(Date.now() - 31 * DAY).toISOString();
    await env.DB.prepare("UPDATE feed SET deleted_at = ? WHERE id = ?").bind(longAgo, id).run();
    const { purged, files } = await runScheduled(hasuraEnv());
    expect(purged).toBe(1);
    expect(files).not.toContain(key);
    expect(await bytesOf(key)).toEqual(PNG);
  });

  it("deletes nothing when PostgreSQL's references cannot be read", async () => {
    const abandoned = await photoOf(staffA);
    await expect(runScheduled(hasuraEnv("/broken"), Date.now() + 25 * 3_600_000)).rejects.toThrow();
    expect(await bytesOf(abandoned)).toEqual(PNG);
  });
});

describe("files stored before migration 0012", () => {
  it("keys rows link become their row's federation's; a recent unlinked upload its uploader's; older ones nobody's", async () => {
    const db = env.UPGRADE_DB;
    const before = env.TEST_MIGRATIONS.filter((m) => m.name < "0012");
    const rest = env.TEST_MIGRATIONS.filter((m) => m.name >= "0012");
    await applyD1Migrations(db, before);
    const [photo, document, recent, old] = ["png", "pdf", "pdf", "pdf"].map((ext) => `${crypto.randomUUID()}.${ext}`);
    const uploadAudit = (key: string, at: string) =>
      db
        .prepare(
          "INSERT INTO audit_log (id, at, actor_id, role, action, entity, entity_id, changed_fields) VALUES (?, ?, 7, 'staff', 'upload', 'files', ?, ?)",
        )
        .bind(crypto.randomUUID(), at, key, JSON.stringify({ naziv: "x", contentType: "image/png", size: 68 }));
    const now = Date.now();
    await db.batch([
      db.prepare("INSERT INTO savezi (id, slug, naziv) VALUES (?, 'b', 'B')").bind(SAVEZ_B),
      db
        .prepare("INSERT INTO feed (id, subject, description, slika_key, savez_id) VALUES ('f-1', 's', 'd', ?, ?)")
        .bind(photo, SAVEZ_B),
      db
        .prepare(
          "INSERT INTO natjecanja (id, naziv, datum_od, datum_do, lokacija, dokument_key, savez_id) VALUES ('n-1', 'K', '2025-01-01', '2025-01-02', 'J', ?, ?)",
        )
        .bind(document, SAVEZ_A),
      uploadAudit(photo, new Date(now - 40 * DAY).toISOString()),
      uploadAudit(recent, new Date(now - 2 * 3_600_000).toISOString()),
      uploadAudit(old, new Date(now - 3 * DAY).toISOString()),
    ]);
    await applyD1Migrations(db, rest);
    const { results } = await db.prepare("SELECT key, kind, uploaded_by, savez_id, size FROM uploads").all();
    expect(results).toEqual(
      expect.arrayContaining([
        { key: photo, kind: "image", uploaded_by: 7, savez_id: SAVEZ_B, size: 68 },
        { key: document, kind: "document", uploaded_by: null, savez_id: SAVEZ_A, size: null },
        { key: recent, kind: "image", uploaded_by: 7, savez_id: null, size: 68 },
      ]),
    );
    expect(results).toHaveLength(3); // the 3-day-old upload nobody linked stays unrecorded: the sweep's
  });
});
