// `npm run backup [-- --out FILE] [--remote] [--recipient age1…] [--unencrypted] [--wait SECONDS]`: one file
// with the D1 dump, every R2 object and a manifest (row counts per table, sizes and SHA-256 of every part),
// encrypted in the age format for BACKUP_PASSPHRASE or BACKUP_RECIPIENT / --recipient (age public keys), readable
// by its owner only (0600), with `<file>.sha256` beside it. Without a key it refuses, unless --unencrypted (local
// demo data only). Local by default: the state `npm start` uses (.wrangler/state, or SZ_STATE_DIR), read from a
// consistent copy taken while the app runs (scripts/lib/snapshot.mjs; a database locked for longer than --wait
// SECONDS, 30 by default, is refused in one line). With --remote, production
// (`--env production`): `wrangler d1 export --remote` and `wrangler r2 object get --remote` for every object a
// row refers to, by the file columns of the entity descriptions (wrangler cannot list a remote bucket; objects
// no row refers to are orphans and are not kept; remote objects keep their bytes and their type by extension,
// not their upload metadata). Restore with `npm run restore FILE`. docs/operations.md.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import {
  DEFAULT_STATE,
  WRANGLER,
  bindings,
  checksumFile,
  fileColumns,
  manifestOf,
  openLocal,
  packBackup,
  referencedKeys,
  seal,
  sealingKey,
  tableCounts,
  writeBackupFile,
} from "./lib/backup.mjs";
import { DEFAULT_WAIT_MS, snapshotState } from "./lib/snapshot.mjs";
import { ROOT } from "./lib/stack.mjs";

const CONTENT_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
};

function parseArgs(argv) {
  const args = {
    remote: false,
    out: null,
    state: DEFAULT_STATE,
    recipients: [],
    unencrypted: false,
    waitMs: DEFAULT_WAIT_MS,
  };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--remote") args.remote = true;
    else if (argv[i] === "--out") args.out = argv[++i];
    else if (argv[i] === "--state") args.state = argv[++i];
    else if (argv[i] === "--recipient") args.recipients.push(argv[++i]);
    else if (argv[i] === "--unencrypted") args.unencrypted = true;
    else if (argv[i] === "--wait") {
      const seconds = Number(argv[++i]);
      if (!(seconds >= 0)) throw new Error("--wait takes the seconds to wait for a locked database, e.g. --wait 30");
      args.waitMs = seconds * 1000;
    } else {
      throw new Error(
        `unknown argument ${argv[i]} (use --out FILE, --remote, --state DIR, --recipient age1…, --unencrypted, ` +
          "--wait SECONDS)",
      );
    }
  }
  const name = `backup-${new Date().toISOString().replace(/[:.]/g, "-")}.sz-backup.gz${args.unencrypted ? "" : ".age"}`;
  args.out = resolve(args.out ?? name);
  return args;
}

/** Every object of the local bucket, with its metadata and bytes. */
async function localObjects(bucket) {
  const objects = [];
  let cursor;
  do {
    const page = await bucket.list({ cursor, include: ["httpMetadata", "customMetadata"] });
    for (const { key } of page.objects) {
      const object = await bucket.get(key);
      const body = Buffer.from(await object.arrayBuffer());
      objects.push({ key, httpMetadata: object.httpMetadata ?? {}, customMetadata: object.customMetadata ?? {}, body });
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return objects.sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * The local D1 dump, row counts and objects, read by a Miniflare over a copy of the state (snapshotState): the
 * live folder may be in use by `npm start`, whose workerd a second one beside it would fight for the lock.
 */
async function fromLocal(state, waitMs) {
  const copy = mkdtempSync(join(tmpdir(), "sz-backup-state-"));
  try {
    await snapshotState(resolve(state), copy, { waitMs });
    return await readLocal(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

async function readLocal(state) {
  const mf = openLocal(state);
  try {
    const db = await mf.getD1Database("DB");
    // The dump `wrangler d1 export --local` writes (its --no-data, then its --no-schema), from this folder.
    const dump = async (noSchema, noData) =>
      (await db.prepare("PRAGMA miniflare_d1_export(?,?,?);").bind(noSchema, noData).raw())[0].join("\n");
    const d1 = { schema: await dump(false, true), data: await dump(true, false) };
    const tables = await tableCounts(async (q) => (await db.prepare(q).all()).results);
    const objects = await localObjects(await mf.getR2Bucket("DOCUMENTS"));
    return { d1, tables, objects };
  } finally {
    await mf.dispose();
  }
}

function wrangler(args) {
  const result = spawnSync(WRANGLER, args, { cwd: ROOT, encoding: "utf8", maxBuffer: 1 << 30 });
  if (result.status !== 0)
    throw new Error(`wrangler ${args.slice(0, 3).join(" ")} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

async function fromRemote() {
  const { dbName, bucket } = bindings("production");
  const env = ["--remote", "--env", "production", "-c", join(ROOT, "wrangler.toml")];
  const dir = mkdtempSync(join(tmpdir(), "sz-backup-"));
  try {
    wrangler(["d1", "export", dbName, ...env, "--no-data", "--output", join(dir, "schema.sql"), "-y"]);
    wrangler(["d1", "export", dbName, ...env, "--no-schema", "--output", join(dir, "data.sql"), "-y"]);
    const d1 = {
      schema: readFileSync(join(dir, "schema.sql"), "utf8"),
      data: readFileSync(join(dir, "data.sql"), "utf8"),
    };
    const query = async (q) =>
      JSON.parse(wrangler(["d1", "execute", dbName, ...env, "--json", "--command", q]))[0].results;
    const tables = await tableCounts(query);
    const objects = [];
    for (const key of await referencedKeys(query, await fileColumns())) {
      const file = join(dir, "object");
      wrangler(["r2", "object", "get", `${bucket}/${key}`, ...env, "--file", file]);
      const contentType = CONTENT_TYPES[key.split(".").pop()] ?? "application/octet-stream";
      objects.push({ key, httpMetadata: { contentType }, customMetadata: {}, body: readFileSync(file) });
    }
    return { d1, tables, objects };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  // The key first: a backup that cannot be encrypted is refused before production is read.
  const key = sealingKey(process.env, args);
  const parts = args.remote ? await fromRemote() : await fromLocal(args.state, args.waitMs);
  const manifest = manifestOf({ source: args.remote ? "remote" : "local", ...parts });
  writeBackupFile(args.out, await seal(packBackup({ manifest, ...parts }), key));
  const sealed = key.unencrypted
    ? "NOT encrypted (--unencrypted)"
    : `encrypted for ${key.passphrase ? "the passphrase" : `${key.recipients.length} recipient(s)`}`;
  console.log(
    `[backup] ${args.out} (${sealed}; checksum in ${checksumFile(args.out)}): ${manifest.d1.rows} rows in ` +
      `${Object.keys(manifest.d1.tables).length} tables, ${manifest.r2.count} objects (${manifest.r2.bytes} bytes)`,
  );
}

main().catch((error) => {
  console.error(`[backup] ${error.message}`);
  process.exit(1);
});
