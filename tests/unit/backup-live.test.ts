// `npm run backup` while the app runs (issue 50, item 7): the local backup copies the state with SQLite's
// online backup API instead of starting a second workerd on the app's files (scripts/lib/snapshot.mjs).
// A writer that is the app's own runtime (Miniflare's workerd over the same persist folder, as `wrangler dev`)
// writes all the time (a transaction of three rows every 5 ms, R2 objects put and deleted) while the backup runs
// five times: each attempt writes a file whose dump agrees with its own manifest, the row counts grow from one
// to the next, the last one restores, and none of the writer's writes failed. The first version (Miniflare over
// the live folder) fails the first attempt beside this writer with "database is locked: SQLITE_BUSY" and a
// workerd stack trace (5 attempts of 5 when run on without stopping), and made the app's writes fail too.
// Then a connection that keeps readers out: held past --wait, the backup ends with one line and writes
// nothing; released within it, the copy waits and is taken.
import { Decrypter, generateIdentity, identityToRecipient } from "age-encryption";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript scripts without types
import { snapshotState } from "../../scripts/lib/snapshot.mjs";
// @ts-expect-error: plain JavaScript scripts without types
import { ROOT, migrateAndSeedQuietly } from "../../scripts/lib/stack.mjs";

const dir = mkdtempSync(join(tmpdir(), "sz-backup-live-"));
const state = join(dir, "state");
const ATTEMPTS = 5;
/** The keys of the caller's environment are none of the scripts' business. */
const NO_KEYS = { BACKUP_PASSPHRASE: "", BACKUP_RECIPIENT: "", BACKUP_IDENTITY: "" };
const children = new Set<ChildProcess>();

/** A child Node process (the scripts, the writer, the lock holder), its output gathered. */
function start(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...NO_KEYS, WRANGLER_SEND_METRICS: "false", ...env },
    stdio: ["pipe", "pipe", "pipe"],
    detached: true, // its own process group, so that afterAll can stop the writer's workerd with it
  });
  children.add(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const done = new Promise<{ status: number | null; output: string }>((resolve) =>
    child.on("close", (status) => {
      children.delete(child);
      resolve({ status, output });
    }),
  );
  /** Resolves when the child has printed `line`, rejects if it ends first. */
  const printed = (line: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => output.split("\n").includes(line) && resolve();
      child.stdout!.on("data", check);
      check();
      void done.then(() => reject(new Error(`ended before printing ${line}: ${output}`)));
    });
  return { child, done, printed };
}

/** One run of a script, timed. */
async function script(name: string, args: string[], env: Record<string, string> = {}) {
  const began = performance.now();
  const result = await start([join(ROOT, "scripts", `${name}.mjs`), ...args], env).done;
  return { ...result, ms: performance.now() - began };
}

const LIB = pathToFileURL(join(ROOT, "scripts", "lib", "backup.mjs")).href;

/**
 * The app's writes, by the app's runtime: Miniflare's workerd over the state, as `wrangler dev` runs it. Three
 * audit rows a transaction every 5 ms, and every tenth time an R2 object put and the one of ten before
 * deleted, until its stdin ends; then it prints how many transactions it wrote and which failed.
 */
const WRITER = `
import { openLocal } from ${JSON.stringify(LIB)};
const mf = openLocal(process.argv[2]);
const db = await mf.getD1Database("DB");
const bucket = await mf.getR2Bucket("DOCUMENTS");
let stopping = false;
process.stdin.on("end", () => (stopping = true)).resume();
const insert = db.prepare(
  "INSERT INTO audit_log (id, actor_id, role, action, entity, entity_id, changed_fields, request_id) " +
    "VALUES (?, 1, 'staff', 'create', 'feed', ?, '{}', ?)",
);
let writes = 0;
const failures = [];
while (!stopping) {
  try {
    await db.batch([0, 1, 2].map((i) => insert.bind(crypto.randomUUID(), writes + "-" + i, crypto.randomUUID())));
    if (writes % 10 === 0) {
      await bucket.put("live/" + writes + ".txt", "bytes of " + writes);
      await bucket.delete("live/" + (writes - 10) + ".txt");
    }
  } catch (error) {
    failures.push(error.message);
  }
  if (writes++ === 0) console.log("writing");
  await new Promise((resolve) => setTimeout(resolve, 5));
}
console.log(JSON.stringify({ writes, failures }));
await mf.dispose();
`;

/** Holds the D1 database so that no one else can even read it (locking_mode=EXCLUSIVE) until stdin ends. */
const HOLDER = `
import { DatabaseSync } from "node:sqlite";
const db = new DatabaseSync(process.argv[2]);
db.exec("PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE;");
console.log("holding");
process.stdin.on("end", () => { db.exec("COMMIT"); db.close(); }).resume();
`;

function file(name: string, text: string) {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** The state's D1 database file (Miniflare names it after the database's Durable Object id). */
function d1File() {
  const folder = join(state, "v3", "d1", "miniflare-D1DatabaseObject");
  const name = readdirSync(folder).find((n) => /^[0-9a-f]{64}\.sqlite$/.test(n));
  if (!name) throw new Error(`no D1 database in ${folder}`);
  return join(folder, name);
}

let identity: string;
let recipient: string;

beforeAll(async () => {
  await migrateAndSeedQuietly(state, { seed: false });
  identity = await generateIdentity();
  recipient = await identityToRecipient(identity);
}, 180_000);

afterAll(() => {
  for (const child of children) {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // already gone
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

describe("npm run backup while the app writes", () => {
  it(`writes a consistent backup ${ATTEMPTS} times of ${ATTEMPTS} that restores, and no write of the app fails`, async () => {
    const writer = start([file("writer.mjs", WRITER), state]);
    const counts: number[] = [];
    let written: Awaited<typeof writer.done>;
    try {
      await writer.printed("writing");
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const out = join(dir, `live-${attempt}.sz-backup.gz.age`);
        const backup = await script("backup", ["--state", state, "--out", out], { BACKUP_RECIPIENT: recipient });
        expect(backup.status, `attempt ${attempt}: ${backup.output}`).toBe(0);
        expect(backup.output).not.toMatch(/SQLITE_BUSY|workerd/);
        const decrypter = new Decrypter();
        decrypter.addIdentity(identity);
        const plain = await decrypter.decrypt(readFileSync(out));
        const { manifest, d1 } = JSON.parse(gunzipSync(plain).toString("utf8"));
        // One snapshot: the dump holds exactly the rows the manifest counted, whole transactions only.
        const dumped = d1.data.split("\n").filter((line: string) => line.startsWith('INSERT INTO "audit_log"'));
        expect(dumped.length).toBe(manifest.d1.tables.audit_log);
        expect(manifest.d1.tables.audit_log % 3).toBe(0);
        counts.push(manifest.d1.tables.audit_log);
      }
    } finally {
      writer.child.stdin!.end();
      written = await writer.done;
    }
    // The app wrote throughout: every backup holds more rows than the one before.
    expect(new Set(counts).size).toBe(ATTEMPTS);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    // And the backup never got in its way.
    expect(written.status, written.output).toBe(0);
    expect(JSON.parse(written.output.trim().split("\n").at(-1)!).failures).toEqual([]);

    const last = join(dir, `live-${ATTEMPTS}.sz-backup.gz.age`);
    const restore = await script("restore", [last, "--state", join(dir, "restored")], { BACKUP_IDENTITY: identity });
    // The restore compares every table's row count with the manifest itself.
    expect(restore.status, restore.output).toBe(0);
    expect(restore.output).toMatch(/\[restore\] .*: \d+ rows in \d+ tables and \d+ objects from local backup/);
  }, 300_000);
});

describe("npm run backup when the database keeps readers out", () => {
  it("ends with one line and writes nothing once --wait has passed", async () => {
    const holder = start([file("holder.mjs", HOLDER), d1File()]);
    await holder.printed("holding");
    const out = join(dir, "locked.sz-backup.gz.age");
    const backup = await script("backup", ["--state", state, "--out", out, "--wait", "2"], {
      BACKUP_RECIPIENT: recipient,
    });
    holder.child.stdin!.end();
    await holder.done;

    expect(backup.status).toBe(1);
    expect(backup.output.trim().split("\n")).toEqual([
      `[backup] the local D1 database in ${state} stayed locked for 2 s (something holds it exclusively: ` +
        "a long write, or a SQLite tool); no backup was written, try again",
    ]);
    expect(backup.ms).toBeGreaterThanOrEqual(2_000);
    expect(existsSync(out)).toBe(false);
    expect(existsSync(`${out}.sha256`)).toBe(false);
  }, 60_000);

  it("waits for a lock released within the bound, then copies the database", async () => {
    const holder = start([file("holder.mjs", HOLDER), d1File()]);
    await holder.printed("holding");
    // In this process, so the first attempt is certainly made while the lock is held.
    const into = mkdtempSync(join(dir, "copy-"));
    const began = performance.now();
    const copied = snapshotState(state, into, { waitMs: 20_000 });
    setTimeout(() => holder.child.stdin!.end(), 1_500);
    await copied;
    await holder.done;
    expect(performance.now() - began).toBeGreaterThanOrEqual(1_500);
    expect(readdirSync(join(into, "v3", "d1", "miniflare-D1DatabaseObject"))).toContain(basename(d1File()));
  }, 60_000);
});
