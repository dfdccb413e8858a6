// `npm run restore FILE [-- --state DIR] [--force] [--identity FILE] [--no-checksum] [--unencrypted]`: rebuilds a
// fresh local state (.wrangler/state, or SZ_STATE_DIR, or --state) from a backup of `npm run backup`. The file is
// checked first, in this order, and refused with one line and nothing written on the first failure: its SHA-256
// against `<file>.sha256` beside it (--no-checksum skips that, e.g. for a file whose checksum was lost);
// decryption with BACKUP_PASSPHRASE or the age identities of BACKUP_IDENTITY / --identity FILE (an unencrypted
// file only with --unencrypted); its format, and the dump and every object against the manifest inside. Then the
// D1 dump runs through `wrangler d1 execute --local --file` and the objects go into the local bucket through
// Miniflare; finally every table's row count is compared with the manifest. An existing state is replaced only
// with --force, and only once the file has passed every check.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import {
  DEFAULT_STATE,
  WRANGLER,
  bindings,
  dataForFreshDatabase,
  identitiesOf,
  openLocal,
  readBackupFile,
  tableCounts,
  unpackBackup,
  unseal,
} from "./lib/backup.mjs";
import { ROOT } from "./lib/stack.mjs";

function parseArgs(argv) {
  const args = { file: null, state: DEFAULT_STATE, force: false, identity: null, checksum: true, unencrypted: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--state") args.state = resolve(argv[++i]);
    else if (argv[i] === "--force") args.force = true;
    else if (argv[i] === "--identity") args.identity = resolve(argv[++i]);
    else if (argv[i] === "--no-checksum") args.checksum = false;
    else if (argv[i] === "--unencrypted") args.unencrypted = true;
    else if (!args.file && !argv[i].startsWith("--")) args.file = resolve(argv[i]);
    else {
      throw new Error(
        `unknown argument ${argv[i]} (use FILE, --state DIR, --force, --identity FILE, --no-checksum, --unencrypted)`,
      );
    }
  }
  if (!args.file) throw new Error("name the backup file: npm run restore FILE");
  return args;
}

/** The keys to try: BACKUP_PASSPHRASE, and the identities of BACKUP_IDENTITY (the key itself) and --identity. */
function openingKey(env, args) {
  const identities = [
    ...identitiesOf(env.BACKUP_IDENTITY ?? ""),
    ...(args.identity ? identitiesOf(readFileSync(args.identity, "utf8")) : []),
  ];
  return { passphrase: env.BACKUP_PASSPHRASE || null, identities, unencrypted: args.unencrypted };
}

/** The backup's parts, after the outside checksum, decryption and the manifest inside have all agreed. */
async function checkedBackup(args) {
  const sealed = readBackupFile(args.file, { checksum: args.checksum });
  const plain = await unseal(sealed, args.file, openingKey(process.env, args));
  return unpackBackup(plain, args.file);
}

/** A fresh state folder: an existing, non-empty one is replaced only when asked (it may be someone's data). */
function freshState(state, force) {
  if (existsSync(state) && readdirSync(state).length > 0) {
    if (!force) throw new Error(`${state} already holds a local state; stop the app and add --force to replace it`);
    rmSync(state, { recursive: true, force: true });
  }
}

/** Every table first (the schema dump), then every row (the data dump), each through `wrangler d1 execute`. */
function restoreD1(state, d1) {
  const dir = mkdtempSync(join(tmpdir(), "sz-restore-"));
  try {
    for (const part of ["schema", "data"]) {
      const file = join(dir, `${part}.sql`);
      writeFileSync(file, part === "data" ? dataForFreshDatabase(d1.data) : d1.schema);
      const common = ["--local", "--persist-to", state, "-c", join(ROOT, "wrangler.toml")];
      const args = ["d1", "execute", bindings().dbName, ...common, "--file", file, "-y"];
      const result = spawnSync(WRANGLER, args, { cwd: ROOT, encoding: "utf8", maxBuffer: 1 << 30 });
      if (result.status !== 0)
        throw new Error(`wrangler d1 execute (${part}) failed: ${result.stderr || result.stdout}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function restoreR2AndCount(state, objects) {
  const mf = openLocal(state);
  try {
    const bucket = await mf.getR2Bucket("DOCUMENTS");
    for (const o of objects) {
      await bucket.put(o.key, o.body, { httpMetadata: o.httpMetadata, customMetadata: o.customMetadata });
    }
    const db = await mf.getD1Database("DB");
    return await tableCounts(async (q) => (await db.prepare(q).all()).results);
  } finally {
    await mf.dispose();
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const { manifest, d1, objects } = await checkedBackup(args);
  freshState(args.state, args.force);
  restoreD1(args.state, d1);
  const counts = await restoreR2AndCount(args.state, objects);
  const differ = Object.keys({ ...counts, ...manifest.d1.tables }).filter((t) => counts[t] !== manifest.d1.tables[t]);
  if (differ.length) throw new Error(`row counts differ from the manifest in: ${differ.join(", ")}`);
  console.log(
    `[restore] ${args.state}: ${manifest.d1.rows} rows in ${Object.keys(counts).length} tables and ` +
      `${objects.length} objects from ${manifest.source} backup of ${manifest.created_at}`,
  );
}

main().catch((error) => {
  console.error(`[restore] ${error.message}`);
  process.exit(1);
});
