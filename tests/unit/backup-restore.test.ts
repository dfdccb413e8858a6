// `npm run backup` → `npm run restore` round trip (scripts/backup.mjs, scripts/restore.mjs) on a real local
// state: migrations + demo seed + generated content in every table (audit rows included) and R2 objects
// (documents, an image, random bytes), then every row of every table and every object's bytes and metadata
// are compared between the original state and the restored one. Also: a damaged backup restores nothing.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript scripts without types
import { openLocal } from "../../scripts/lib/backup.mjs";
// @ts-expect-error: plain JavaScript scripts without types
import { ROOT, migrateAndSeed } from "../../scripts/lib/stack.mjs";

type Row = Record<string, unknown>;
interface LocalState {
  dispose(): Promise<void>;
  getD1Database(name: string): Promise<D1Like>;
  getR2Bucket(name: string): Promise<R2Like>;
}
interface D1Like {
  prepare(sql: string): { bind(...v: unknown[]): { run(): Promise<unknown> }; all(): Promise<{ results: Row[] }> };
}
interface R2Like {
  put(key: string, body: Uint8Array, options?: object): Promise<unknown>;
  list(options?: object): Promise<{ objects: { key: string }[]; truncated: boolean; cursor?: string }>;
  get(
    key: string,
  ): Promise<{ arrayBuffer(): Promise<ArrayBuffer>; httpMetadata?: object; customMetadata?: object } | null>;
}

const node = process.execPath;
const dir = mkdtempSync(join(tmpdir(), "sz-backup-test-"));
const original = join(dir, "original");
const restored = join(dir, "restored");
const file = join(dir, "backup.sz-backup.gz");

function script(name: string, args: string[]) {
  const result = spawnSync(node, [join(ROOT, "scripts", `${name}.mjs`), ...args], { cwd: ROOT, encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function withState<T>(state: string, work: (db: D1Like, bucket: R2Like) => Promise<T>): Promise<T> {
  const mf = openLocal(state) as LocalState;
  try {
    return await work(await mf.getD1Database("DB"), await mf.getR2Bucket("DOCUMENTS"));
  } finally {
    await mf.dispose();
  }
}

const TRICKY = "Navodnici ' \" i ; -- komentar\nnovi red\t tab, emoji 🏉, Đurđevac, \u202Eobrnuto";

/** Rows in the tables the seed leaves empty, awkward text, and audit rows; three objects in R2. */
async function generate(db: D1Like, bucket: R2Like) {
  const run = (sql: string, ...values: unknown[]) =>
    db
      .prepare(sql)
      .bind(...values)
      .run();
  const savez = "b0000000-0000-4000-8000-000000000001";
  const natjecanje = (await db.prepare("SELECT id FROM natjecanja LIMIT 1").all()).results[0]!.id;
  await run(
    "INSERT INTO users (uuid, firebase_user_id, email, email_verified, role, name) VALUES (?, ?, NULL, 0, 'member', ?)",
    crypto.randomUUID(),
    "gen-uid",
    TRICKY,
  );
  await run(
    "INSERT INTO feed (id, subject, description, savez_id, created_at) VALUES (?, ?, ?, ?, NULL)",
    crypto.randomUUID(),
    TRICKY,
    "x".repeat(20_000),
    savez,
  );
  const natjecatelj = crypto.randomUUID();
  await run(
    "INSERT INTO natjecatelji (id, ime, prezime, team, match_key, savez_id) VALUES (?, ?, ?, ?, ?, ?)",
    natjecatelj,
    '=HYPERLINK("x")',
    TRICKY,
    "Klub",
    "k",
    savez,
  );
  await run(
    "INSERT INTO natjecanja_dokumenti (id, natjecanje_id, naziv, dokument_key, savez_id) VALUES (?, ?, ?, ?, ?)",
    crypto.randomUUID(),
    natjecanje,
    "Poredak",
    "11111111-1111-4111-8111-111111111111.pdf",
    savez,
  );
  await run(
    "INSERT INTO pozivnice (id, email, role, savez_id) VALUES (?, ?, 'staff', ?)",
    crypto.randomUUID(),
    "p@x.hr",
    savez,
  );
  for (let i = 0; i < 3; i++) {
    await run(
      "INSERT INTO audit_log (id, actor_id, role, action, entity, entity_id, changed_fields, request_id) VALUES (?, 1, 'staff', 'create', 'feed', ?, ?, ?)",
      crypto.randomUUID(),
      String(i),
      JSON.stringify({ subject: TRICKY }),
      crypto.randomUUID(),
    );
  }
  // A start list entry (issue 16) and a membership's photo under its private prefix (issue 15).
  await run(
    "INSERT INTO natjecanja_natjecatelji (id, natjecanje_id, natjecatelj_id, savez_id) VALUES (?, ?, ?, ?)",
    crypto.randomUUID(),
    natjecanje,
    natjecatelj,
    savez,
  );
  await bucket.put("clanstva/44444444-4444-4444-8444-444444444444.webp", new Uint8Array(randomBytes(2_000)), {
    httpMetadata: { contentType: "image/webp" },
  });
  const pdf = new TextEncoder().encode("%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
  await bucket.put("11111111-1111-4111-8111-111111111111.pdf", pdf, {
    httpMetadata: { contentType: "application/pdf" },
    customMetadata: { originalName: "Poredak – Đurđevac.pdf" },
  });
  await bucket.put(
    "22222222-2222-4222-8222-222222222222.svg",
    new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"),
    {
      httpMetadata: { contentType: "image/svg+xml" },
    },
  );
  await bucket.put("33333333-3333-4333-8333-333333333333.docx", new Uint8Array(randomBytes(300_000)), {
    httpMetadata: { contentType: "application/octet-stream" },
  });
}

/** Every table's schema and rows, and every object's bytes and metadata, of one state. */
async function snapshot(state: string) {
  return withState(state, async (db, bucket) => {
    const tables = (
      await db
        .prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE '_cf_%' ORDER BY type, name")
        .all()
    ).results;
    const rows: Record<string, Row[]> = {};
    for (const t of tables.filter((t) => t.type === "table")) {
      rows[t.name as string] = (await db.prepare(`SELECT * FROM "${t.name as string}" ORDER BY rowid`).all()).results;
    }
    const objects: Record<string, { bytes: Buffer; httpMetadata?: object; customMetadata?: object }> = {};
    for (const { key } of (await bucket.list()).objects) {
      const object = (await bucket.get(key))!;
      const bytes = Buffer.from(await object.arrayBuffer());
      objects[key] = { bytes, httpMetadata: object.httpMetadata, customMetadata: object.customMetadata };
    }
    return { tables, rows, objects };
  });
}

beforeAll(async () => {
  migrateAndSeed(original);
  await withState(original, generate);
}, 240_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run backup → npm run restore", () => {
  it("restores every table's rows and every object byte for byte into a fresh state", async () => {
    const backup = script("backup", ["--state", original, "--out", file]);
    expect(backup.status, backup.output).toBe(0);
    const restore = script("restore", [file, "--state", restored]);
    expect(restore.status, restore.output).toBe(0);

    const before = await snapshot(original);
    const after = await snapshot(restored);
    // Every entity has rows to compare (the seed's plus the generated ones), audit included.
    for (const table of [
      "users",
      "savezi",
      "staff_savezi",
      "pozivnice",
      "memberships",
      "feed",
      "natjecanja",
      "rezultati",
      "natjecatelji",
      "natjecanja_dokumenti",
      "natjecanja_natjecatelji",
      "dokumenti_saveza",
      "audit_log",
      "d1_migrations",
    ]) {
      expect(before.rows[table]?.length ?? 0, table).toBeGreaterThan(0);
    }
    expect(after.tables).toEqual(before.tables);
    expect(after.rows).toEqual(before.rows);
    expect(Object.keys(after.objects).sort()).toEqual(Object.keys(before.objects).sort());
    expect(Object.keys(before.objects)).toHaveLength(4);
    for (const [key, object] of Object.entries(before.objects)) {
      expect(Buffer.compare(after.objects[key]!.bytes, object.bytes), key).toBe(0);
      expect(after.objects[key]!.httpMetadata, key).toEqual(object.httpMetadata);
      expect(after.objects[key]!.customMetadata, key).toEqual(object.customMetadata);
    }
  }, 240_000);

  it("writes a manifest with the row counts and checksums, and refuses a damaged file without restoring anything", () => {
    const data = JSON.parse(gunzipSync(readFileSync(file)).toString("utf8"));
    expect(data.manifest.d1.tables.audit_log).toBe(3);
    expect(data.manifest.r2.count).toBe(4);
    expect(data.manifest.r2.objects[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    // One byte of one object changed: the checksum no longer matches.
    const body = Buffer.from(data.r2[0].body, "base64");
    body[0] = body[0]! ^ 0xff;
    data.r2[0].body = body.toString("base64");
    const damaged = join(dir, "damaged.sz-backup.gz");
    writeFileSync(damaged, gzipSync(JSON.stringify(data)));
    const target = join(dir, "from-damaged");
    const restore = script("restore", [damaged, "--state", target]);
    expect(restore.status).not.toBe(0);
    expect(restore.output).toMatch(/checksum/);
    expect(existsSync(target)).toBe(false);
  });
});
