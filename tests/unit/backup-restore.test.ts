// `npm run backup` → `npm run restore` round trip (scripts/backup.mjs, scripts/restore.mjs) on a real local
// state: migrations + demo seed + generated content in every table (audit rows included) and R2 objects
// (documents, an image, random bytes), then every row of every table and every object's bytes and metadata
// are compared between the original state and the restored one. Also (issue 28, item 6): the file is the
// owner's only, age-encrypted for a passphrase or a public key, checksummed beside itself; a damaged, tampered
// or wrongly keyed backup restores nothing; the remote backup's key list is every entity's file columns.
import { Decrypter, Encrypter, generateIdentity, identityToRecipient } from "age-encryption";
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript scripts without types
import { openLocal, referencedKeys } from "../../scripts/lib/backup.mjs";
// @ts-expect-error: plain JavaScript scripts without types
import { ROOT, migrateAndSeed } from "../../scripts/lib/stack.mjs";
import { ENTITIES } from "../../shared/entities";
import type { Entity } from "../../shared/entities/entity";

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
const file = join(dir, "backup.sz-backup.gz.age");
const PASSPHRASE = "kamen-more-zvono-sidro-bura";
/** The keys of the environment the scripts run in: none from the caller's, the ones a test gives. */
const NO_KEYS = { BACKUP_PASSPHRASE: "", BACKUP_RECIPIENT: "", BACKUP_IDENTITY: "" };
const WITH_PASSPHRASE = { BACKUP_PASSPHRASE: PASSPHRASE };

function script(name: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(node, [join(ROOT, "scripts", `${name}.mjs`), ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, ...NO_KEYS, ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The plain JSON inside an encrypted backup, opened with the passphrase (as the age tool would). */
async function decrypted(bytes: Uint8Array) {
  const decrypter = new Decrypter();
  decrypter.addPassphrase(PASSPHRASE);
  return JSON.parse(gunzipSync(await decrypter.decrypt(bytes)).toString("utf8"));
}

/** Writes `bytes` as a backup encrypted for the passphrase, with a checksum beside it that matches. */
async function writeEncrypted(target: string, plain: Uint8Array) {
  const encrypter = new Encrypter();
  encrypter.setPassphrase(PASSPHRASE);
  const bytes = await encrypter.encrypt(plain);
  writeFileSync(target, bytes);
  writeFileSync(`${target}.sha256`, `${sha256(bytes)}  ${basename(target)}\n`);
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const mode = (path: string) => statSync(path).mode & 0o777;
/** The line a script ends on when it refuses (its last line of output). */
const lastLine = (output: string) => output.trim().split("\n").at(-1) ?? "";

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
  // A feed item with its image (feed.slika_key), one of the file columns the first remote backups missed.
  await run(
    "INSERT INTO feed (id, subject, description, savez_id, created_at, slika_key) VALUES (?, ?, ?, ?, NULL, ?)",
    crypto.randomUUID(),
    TRICKY,
    "x".repeat(20_000),
    savez,
    "22222222-2222-4222-8222-222222222222.svg",
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
  await run(
    "UPDATE memberships SET photo_key = ? WHERE id = (SELECT id FROM memberships ORDER BY id LIMIT 1)",
    "clanstva/44444444-4444-4444-8444-444444444444.webp",
  );
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
    const backup = script("backup", ["--state", original, "--out", file], WITH_PASSPHRASE);
    expect(backup.status, backup.output).toBe(0);
    const restore = script("restore", [file, "--state", restored], WITH_PASSPHRASE);
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

  it("writes a manifest with the row counts and checksums, and refuses a damaged file without restoring anything", async () => {
    const data = await decrypted(readFileSync(file));
    expect(data.manifest.d1.tables.audit_log).toBe(3);
    expect(data.manifest.r2.count).toBe(4);
    expect(data.manifest.r2.objects[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    // One byte of one object changed (encrypted again, with a checksum beside it that matches): the
    // manifest's checksum no longer does.
    const body = Buffer.from(data.r2[0].body, "base64");
    body[0] = body[0]! ^ 0xff;
    data.r2[0].body = body.toString("base64");
    const damaged = join(dir, "damaged.sz-backup.gz.age");
    await writeEncrypted(damaged, gzipSync(JSON.stringify(data)));
    const target = join(dir, "from-damaged");
    const restore = script("restore", [damaged, "--state", target], WITH_PASSPHRASE);
    expect(restore.status).not.toBe(0);
    expect(restore.output).toMatch(/checksum/);
    expect(existsSync(target)).toBe(false);
  }, 60_000);

  it("writes a file only its owner reads, whose bytes say nothing of the data (age-encrypted)", () => {
    expect(mode(file).toString(8)).toBe("600");
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 22).toString("latin1")).toBe("age-encryption.org/v1\n");
    // Neither the JSON nor its gzip: no table name, no text of a row, not even compressed.
    expect(() => gunzipSync(bytes)).toThrow();
    for (const plain of ["audit_log", "memberships", "CREATE TABLE", "sportski-zagreb-backup", "Đurđevac"]) {
      expect(bytes.includes(Buffer.from(plain)), plain).toBe(false);
    }
  });

  it("writes the file's SHA-256 beside it (sha256sum's format, owner only) and restores nothing from a file that differs", () => {
    const sums = `${file}.sha256`;
    expect(existsSync(sums)).toBe(true);
    expect(mode(sums).toString(8)).toBe("600");
    expect(readFileSync(sums, "utf8")).toBe(`${sha256(readFileSync(file))}  ${basename(file)}\n`);

    // One byte of the encrypted file changed: refused by the checksum beside it before anything is opened.
    const tampered = join(dir, "tampered.sz-backup.gz.age");
    const bytes = readFileSync(file);
    bytes[bytes.length - 100] = bytes[bytes.length - 100]! ^ 0x01;
    writeFileSync(tampered, bytes);
    writeFileSync(`${tampered}.sha256`, readFileSync(sums));
    const target = join(dir, "from-tampered");
    const refused = script("restore", [tampered, "--state", target], WITH_PASSPHRASE);
    expect(refused.status).not.toBe(0);
    expect(lastLine(refused.output)).toMatch(/differs from its checksum in .*tampered\.sz-backup\.gz\.age\.sha256/);

    // Without its checksum: refused too, saying so, unless --no-checksum (then age's own check refuses it).
    rmSync(`${tampered}.sha256`);
    const missing = script("restore", [tampered, "--state", target], WITH_PASSPHRASE);
    expect(missing.status).not.toBe(0);
    expect(lastLine(missing.output)).toMatch(/\.sha256 is missing.*--no-checksum/);
    const unchecked = script("restore", [tampered, "--state", target, "--no-checksum"], WITH_PASSPHRASE);
    expect(unchecked.status).not.toBe(0);
    expect(lastLine(unchecked.output)).toMatch(/could not be decrypted .*damaged; nothing was restored/);
    expect(existsSync(target)).toBe(false);
  }, 60_000);

  it("refuses a wrong passphrase, or none, in one line and leaves the existing state as it was", async () => {
    const before = await snapshot(restored);
    const wrong = script("restore", [file, "--state", restored, "--force"], {
      BACKUP_PASSPHRASE: "nije-ta-lozinka-nikako",
    });
    expect(wrong.status).toBe(1);
    expect(wrong.output.trim()).toBe(
      `[restore] the passphrase or identity given does not open ${file} (wrong key); nothing was restored`,
    );
    const none = script("restore", [file, "--state", restored, "--force"]);
    expect(none.status).toBe(1);
    expect(none.output.trim()).toBe(
      `[restore] ${file} is encrypted: set BACKUP_PASSPHRASE, or BACKUP_IDENTITY / --identity FILE`,
    );
    expect(await snapshot(restored)).toEqual(before);
  }, 120_000);

  it("encrypts for an age public key: restored with its identity file, refused with another key", async () => {
    const identity = await generateIdentity();
    const other = await generateIdentity();
    const forKey = join(dir, "for-key.sz-backup.gz.age");
    const backup = script("backup", ["--state", original, "--out", forKey], {
      BACKUP_RECIPIENT: await identityToRecipient(identity),
    });
    expect(backup.status, backup.output).toBe(0);
    expect(mode(forKey).toString(8)).toBe("600");

    const target = join(dir, "from-key");
    const wrong = script("restore", [forKey, "--state", target], { BACKUP_IDENTITY: other });
    expect(wrong.status).toBe(1);
    expect(lastLine(wrong.output)).toMatch(/does not open .*\(wrong key\); nothing was restored$/);
    expect(existsSync(target)).toBe(false);

    const identityFile = join(dir, "key.txt");
    writeFileSync(identityFile, `# created: now\n# public key: ${await identityToRecipient(identity)}\n${identity}\n`);
    const restore = script("restore", [forKey, "--state", target, "--identity", identityFile]);
    expect(restore.status, restore.output).toBe(0);
    // The restore itself compares every table's row count and every object's checksum with the manifest.
    expect(restore.output).toMatch(/and 4 objects from local backup/);
  }, 240_000);

  it("refuses to write a backup without a key, unless --unencrypted (never for --remote), which restore then asks for too", () => {
    const plain = join(dir, "plain.sz-backup.gz");
    const refused = script("backup", ["--state", original, "--out", plain]);
    expect(refused.status).toBe(1);
    expect(lastLine(refused.output)).toMatch(
      /no key to encrypt with: set BACKUP_PASSPHRASE or BACKUP_RECIPIENT .*--unencrypted/,
    );
    expect(existsSync(plain)).toBe(false);
    const remote = script("backup", ["--remote", "--unencrypted", "--out", plain]);
    expect(remote.status).toBe(1);
    expect(lastLine(remote.output)).toMatch(
      /--unencrypted is for local demo data; a --remote backup is always encrypted/,
    );
    const short = script("backup", ["--state", original, "--out", plain], { BACKUP_PASSPHRASE: "kratka" });
    expect(short.status).toBe(1);
    expect(lastLine(short.output)).toMatch(/BACKUP_PASSPHRASE is too short/);
    expect(existsSync(plain)).toBe(false);

    const backup = script("backup", ["--state", original, "--out", plain, "--unencrypted"]);
    expect(backup.status, backup.output).toBe(0);
    expect(backup.output).toMatch(/NOT encrypted/);
    expect(mode(plain).toString(8)).toBe("600");
    expect(JSON.parse(gunzipSync(readFileSync(plain)).toString("utf8")).manifest.r2.count).toBe(4);
    const target = join(dir, "from-plain");
    const restore = script("restore", [plain, "--state", target], WITH_PASSPHRASE);
    expect(restore.status).toBe(1);
    expect(lastLine(restore.output)).toMatch(/is not encrypted; add --unencrypted if that is expected/);
    expect(existsSync(target)).toBe(false);
  }, 120_000);
});

describe("the R2 keys a remote backup fetches", () => {
  it("are every entity's file columns (feed.slika_key and memberships.photo_key included), read by Node from shared/entities", async () => {
    // The list as the backup script reads it: plain Node, no bundler, straight from the TypeScript.
    const lib = join(ROOT, "scripts", "lib", "backup.mjs");
    const listed = spawnSync(
      node,
      [
        "--input-type=module",
        "-e",
        `console.log(JSON.stringify(await (await import(${JSON.stringify(lib)})).fileColumns()))`,
      ],
      { cwd: ROOT, encoding: "utf8" },
    );
    expect(listed.status, listed.stderr).toBe(0);
    const columns: { table: string; column: string }[] = JSON.parse(listed.stdout);
    const described = (Object.values(ENTITIES) as Entity[]).flatMap((entity) =>
      (entity.files ?? []).map((column) => ({ table: entity.name, column })),
    );
    expect(columns).toEqual(described);
    expect(columns).toContainEqual({ table: "feed", column: "slika_key" });
    expect(columns).toContainEqual({ table: "memberships", column: "photo_key" });

    // Run on the original state, the queries find every object a row links: the feed image, the membership
    // photo and the result document (the DOCX is linked by no row: an orphan a remote backup cannot list).
    const keys = await withState(original, async (db) =>
      referencedKeys(async (sql: string) => (await db.prepare(sql).all()).results, columns),
    );
    expect(keys).toEqual([
      "11111111-1111-4111-8111-111111111111.pdf",
      "22222222-2222-4222-8222-222222222222.svg",
      "clanstva/44444444-4444-4444-8444-444444444444.webp",
    ]);
  }, 60_000);
});
