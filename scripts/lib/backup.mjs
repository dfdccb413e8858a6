// The backup file and the local state it is read from and written to (scripts/backup.mjs, scripts/restore.mjs).
// One file: gzip'd JSON {format, manifest, d1: {schema, data}, r2: [{key, httpMetadata, customMetadata, body}]},
// encrypted in the age format (age-encryption.org/v1) for a passphrase or age public keys, unless the operator
// asked for --unencrypted; beside it `<file>.sha256` in sha256sum's format, so a damaged or truncated copy is
// refused before anything is decrypted (the manifest inside can only be read once decryption worked).
// The dump is kept as schema and data apart: a whole dump creates tables in their creation order and fills
// each at once, and a row whose table refers to a later table (feed → savezi) fails "no such table" on
// import, deferred foreign keys or not; every table is created before any row goes in. The
// manifest holds each table's row count and every part's SHA-256, so a restore refuses a damaged file before
// it writes anything. Local state is read with Miniflare over the same persist folder `wrangler dev
// --persist-to` uses (the D1 dump is the PRAGMA `wrangler d1 export --local` runs, which has no --persist-to);
// the backup reads a copy of that folder taken while the app may run (scripts/lib/snapshot.mjs).
import { Decrypter, Encrypter } from "age-encryption";
import { createHash } from "node:crypto";
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import { registerHooks } from "node:module";
import { basename, join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { Miniflare, convertV4MiniflareOptions } from "miniflare";
import { unstable_readConfig } from "wrangler";
import { ROOT } from "./stack.mjs";

/** What the first bytes of a backup say it is (a restore refuses anything else). */
export const FORMAT = "sportski-zagreb-backup/1";
/** The default local state (`npm start`); SZ_STATE_DIR points elsewhere (the test stack's). */
export const DEFAULT_STATE = process.env.SZ_STATE_DIR || join(ROOT, ".wrangler", "state");
/** wrangler, from this checkout (the scripts also run outside `npm run`). */
export const WRANGLER = join(ROOT, "node_modules", ".bin", "wrangler");

export const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

/** The D1 database id and R2 bucket name of wrangler.toml (the top level, or `env`'s). */
export function bindings(env) {
  const config = unstable_readConfig({ config: join(ROOT, "wrangler.toml"), env });
  const db = config.d1_databases.find((d) => d.binding === "DB");
  const bucket = config.r2_buckets.find((b) => b.binding === "DOCUMENTS");
  return { dbName: db.database_name, dbId: db.preview_database_id ?? db.database_id, bucket: bucket.bucket_name };
}

/** A Miniflare over a local persist folder, with the app's D1 and R2; dispose() it when done. */
export function openLocal(persistTo) {
  const { dbId, bucket } = bindings();
  return new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: "export default {}",
      resourcePersistencePath: join(persistTo, "v3"),
      d1Databases: { DB: dbId },
      r2Buckets: { DOCUMENTS: bucket },
    }),
  );
}

/** Every user table of a D1 database (wrangler's and SQLite's own excluded) with its row count. */
export async function tableCounts(query) {
  const tables = await query(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
  );
  const counts = {};
  for (const { name } of tables) {
    const [row] = await query(`SELECT COUNT(*) AS n FROM "${name.replaceAll('"', '""')}"`);
    counts[name] = row.n;
  }
  return counts;
}

/** The manifest of a backup's parts (pure). */
export function manifestOf({ source, d1, tables, objects }) {
  const part = (text) => ({ bytes: Buffer.byteLength(text, "utf8"), sha256: sha256(Buffer.from(text, "utf8")) });
  return {
    created_at: new Date().toISOString(),
    source,
    d1: {
      tables,
      rows: Object.values(tables).reduce((a, b) => a + b, 0),
      schema: part(d1.schema),
      data: part(d1.data),
    },
    r2: {
      count: objects.length,
      bytes: objects.reduce((sum, o) => sum + o.body.length, 0),
      objects: objects.map((o) => ({ key: o.key, size: o.body.length, sha256: sha256(o.body) })),
    },
  };
}

/** The backup's plain bytes: gzip'd JSON, object bodies base64 (pure). */
export function packBackup({ manifest, d1, objects }) {
  const r2 = objects.map((o) => ({ ...o, body: o.body.toString("base64") }));
  return gzipSync(JSON.stringify({ format: FORMAT, manifest, d1, r2 }));
}

/**
 * Unpacks and checks a backup's plain bytes: its format, and every part against the manifest's sizes and
 * SHA-256. Throws on the first disagreement, so nothing is restored from a damaged file.
 */
export function unpackBackup(bytes, name) {
  const data = JSON.parse(gunzipSync(bytes).toString("utf8"));
  if (data.format !== FORMAT) throw new Error(`${name} is not a ${FORMAT} file`);
  const { manifest } = data;
  for (const part of ["schema", "data"]) {
    if (sha256(Buffer.from(data.d1[part], "utf8")) !== manifest.d1[part].sha256) {
      throw new Error(`the D1 ${part} dump's checksum differs from the manifest`);
    }
  }
  const objects = data.r2.map((o) => ({ ...o, body: Buffer.from(o.body, "base64") }));
  if (objects.length !== manifest.r2.count) throw new Error("the number of R2 objects differs from the manifest");
  objects.forEach((o, i) => {
    const want = manifest.r2.objects[i];
    if (o.key !== want.key || o.body.length !== want.size || sha256(o.body) !== want.sha256) {
      throw new Error(`R2 object ${o.key}: its size or checksum differs from the manifest`);
    }
  });
  return { manifest, d1: data.d1, objects };
}

/** A passphrase shorter than this is refused: scrypt slows guessing down, it does not make a short one safe. */
export const MIN_PASSPHRASE = 12;

/** How age files begin (the binary format; `npm run backup` never writes the armored one). */
const AGE_MAGIC = "age-encryption.org/v1\n";

/** Recipients from BACKUP_RECIPIENT and --recipient: age public keys, separated by commas or spaces. */
const recipientList = (values) => values.flatMap((v) => v.split(/[\s,]+/)).filter(Boolean);

/**
 * What a backup is encrypted for, from the environment and the arguments (pure): {passphrase}, {recipients}
 * or {unencrypted: true}. Without a key it refuses: a backup holds personal data, so leaving it in the clear
 * takes an explicit --unencrypted, and never for production.
 */
export function sealingKey(env, { recipients = [], unencrypted = false, remote = false } = {}) {
  const passphrase = env.BACKUP_PASSPHRASE || null;
  const publicKeys = recipientList([env.BACKUP_RECIPIENT ?? "", ...recipients]);
  if (unencrypted) {
    if (remote) throw new Error("--unencrypted is for local demo data; a --remote backup is always encrypted");
    if (passphrase || publicKeys.length) throw new Error("--unencrypted and a key at once: choose one");
    return { unencrypted: true };
  }
  if (passphrase && publicKeys.length) {
    throw new Error("BACKUP_PASSPHRASE and a recipient at once: age encrypts to one or the other, choose one");
  }
  if (passphrase) {
    if ([...passphrase].length < MIN_PASSPHRASE) {
      throw new Error(
        `BACKUP_PASSPHRASE is too short: use at least ${MIN_PASSPHRASE} characters (e.g. five random words)`,
      );
    }
    return { passphrase };
  }
  if (publicKeys.length) return { recipients: publicKeys };
  throw new Error(
    "no key to encrypt with: set BACKUP_PASSPHRASE or BACKUP_RECIPIENT (an age1… public key), " +
      "or add --unencrypted for local demo data (the file then holds personal data in the clear)",
  );
}

/** The file's bytes as written: age-encrypted for the key, or the plain bytes when asked (--unencrypted). */
export async function seal(plain, key) {
  if (key.unencrypted) return plain;
  const encrypter = new Encrypter();
  if (key.passphrase) encrypter.setPassphrase(key.passphrase);
  for (const recipient of key.recipients ?? []) {
    try {
      encrypter.addRecipient(recipient);
    } catch (error) {
      throw new Error(`${recipient} is not an age public key (age1…): ${error.message}`, { cause: error });
    }
  }
  return Buffer.from(await encrypter.encrypt(plain));
}

/** Identities of an age identity file (`age-keygen -o FILE`): one AGE-SECRET-KEY-… a line, # comments. */
export function identitiesOf(text) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
}

/**
 * The plain bytes of a backup file, with the passphrase or identities given; one clear message when the file is
 * not encrypted (restored only with --unencrypted), no key was given, or the key does not open it.
 */
export async function unseal(bytes, name, { passphrase, identities = [], unencrypted = false }) {
  const isAge = bytes.subarray(0, AGE_MAGIC.length).toString("latin1") === AGE_MAGIC;
  if (!isAge) {
    if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw new Error(`${name} is not a backup of npm run backup`);
    if (!unencrypted) throw new Error(`${name} is not encrypted; add --unencrypted if that is expected`);
    return bytes;
  }
  if (!passphrase && identities.length === 0) {
    throw new Error(`${name} is encrypted: set BACKUP_PASSPHRASE, or BACKUP_IDENTITY / --identity FILE`);
  }
  const decrypter = new Decrypter();
  if (passphrase) decrypter.addPassphrase(passphrase);
  for (const identity of identities) {
    try {
      decrypter.addIdentity(identity);
    } catch (error) {
      throw new Error(`the identity given is not an age secret key (AGE-SECRET-KEY-1…): ${error.message}`, {
        cause: error,
      });
    }
  }
  try {
    return Buffer.from(await decrypter.decrypt(bytes));
  } catch (error) {
    const wrongKey = /no identity matched/.test(error.message);
    throw new Error(
      wrongKey
        ? `the passphrase or identity given does not open ${name} (wrong key); nothing was restored`
        : `${name} could not be decrypted (${error.message}); it is damaged; nothing was restored`,
      { cause: error },
    );
  }
}

/** The checksum file beside a backup. */
export const checksumFile = (file) => `${file}.sha256`;

/** A file only its owner reads (0600), written whole: a temporary file beside it, then renamed over it. */
export function writePrivate(file, bytes) {
  const temporary = `${file}.${process.pid}.partial`;
  rmSync(temporary, { force: true });
  try {
    // "wx": created here, never an existing file or a link someone left in its place.
    const fd = openSync(temporary, "wx", 0o600);
    try {
      writeSync(fd, bytes);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    // The mode given to open is masked by the umask, which can only take permissions away; set it exactly.
    chmodSync(temporary, 0o600);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** Writes the backup and its checksum beside it (`sha256sum -c` reads it in the backup's folder). */
export function writeBackupFile(file, bytes) {
  const sums = checksumFile(file);
  rmSync(sums, { force: true }); // a stale checksum must not outlive the file it was made for
  writePrivate(file, bytes);
  writePrivate(sums, `${sha256(bytes)}  ${basename(file)}\n`);
}

/**
 * A backup file's bytes, checked against the checksum beside it first: a missing or different checksum is
 * refused (nothing decrypted, nothing restored) unless the operator says --no-checksum.
 */
export function readBackupFile(file, { checksum = true } = {}) {
  const bytes = readFileSync(file);
  if (!checksum) return bytes;
  const sums = checksumFile(file);
  if (!existsSync(sums)) {
    throw new Error(
      `${sums} is missing (npm run backup writes it beside the file); add --no-checksum to restore without it`,
    );
  }
  const want = /^([0-9a-f]{64})\s/i.exec(readFileSync(sums, "utf8"))?.[1]?.toLowerCase();
  if (!want) throw new Error(`${sums} holds no SHA-256 line`);
  if (sha256(bytes) !== want) {
    throw new Error(
      `${file} differs from its checksum in ${sums}: the file is damaged or not the one written; nothing was restored`,
    );
  }
  return bytes;
}

/**
 * The data dump made ready for a fresh database (pure): its rows fill the AUTOINCREMENT counters as they go
 * in, so the dump's own sqlite_sequence rows would be second copies; the counters are cleared just before
 * them, so they end exactly as they were (an id freed by a deleted row is never handed out again).
 */
export function dataForFreshDatabase(data) {
  const first = data.search(/^INSERT INTO "sqlite_sequence"/m);
  return first < 0 ? data : `${data.slice(0, first)}DELETE FROM sqlite_sequence;\n${data.slice(first)}`;
}

/**
 * Node resolves the TypeScript of shared/ the way the bundlers do: an import without an extension is tried
 * as `.ts`, then as a folder's `index.ts` (Node strips the types itself; the code uses `import type` for types).
 */
let typescriptResolution = false;
function resolveSharedTypeScript() {
  if (typescriptResolution) return;
  typescriptResolution = true;
  const shared = new URL("../../shared/", import.meta.url).href;
  registerHooks({
    resolve(specifier, context, next) {
      try {
        return next(specifier, context);
      } catch (error) {
        if (!specifier.startsWith(".") || !context.parentURL?.startsWith(shared)) throw error;
        for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
          try {
            return next(candidate, context);
          } catch {
            // the next candidate
          }
        }
        throw error;
      }
    },
  });
}

/**
 * Every column that holds an R2 key, from the entity descriptions themselves (shared/entities: each entity's
 * `files`), so a new file column is backed up without anyone remembering this script: [{table, column}].
 */
export async function fileColumns() {
  if (!process.features?.typescript) {
    throw new Error(
      "reading shared/entities needs a Node with TypeScript type stripping (>= 22.18); run it through npm",
    );
  }
  resolveSharedTypeScript();
  const { ENTITIES } = await import("../../shared/entities/index.ts");
  return Object.values(ENTITIES).flatMap((entity) =>
    (entity.files ?? []).map((column) => ({ table: entity.name, column })),
  );
}

const quoted = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every R2 key the rows refer to, once each and sorted, read column by column through `query` (SQL → rows).
 * One SELECT per column rather than one UNION: D1 refuses a compound SELECT of more than five terms ("too many
 * terms in compound SELECT"), and there are six file columns already.
 */
export async function referencedKeys(query, columns) {
  const keys = new Set();
  for (const { table, column } of columns) {
    const sql = `SELECT DISTINCT ${quoted(column)} AS key FROM ${quoted(table)} WHERE ${quoted(column)} IS NOT NULL`;
    for (const row of await query(sql)) keys.add(row.key);
  }
  return [...keys].sort();
}
