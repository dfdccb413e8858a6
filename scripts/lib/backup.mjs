// The backup file and the local state it is read from and written to (scripts/backup.mjs, scripts/restore.mjs).
// One file: gzip'd JSON {format, manifest, d1: {schema, data}, r2: [{key, httpMetadata, customMetadata, body}]}.
// The dump is kept as schema and data apart: a whole dump creates tables in their creation order and fills
// each at once, and a row whose table refers to a later table (feed → savezi) fails "no such table" on
// import, deferred foreign keys or not; every table is created before any row goes in. The
// manifest holds each table's row count and every part's SHA-256, so a restore refuses a damaged file before
// it writes anything. Local state is read with Miniflare over the same persist folder `wrangler dev
// --persist-to` uses (the D1 dump is the PRAGMA `wrangler d1 export --local` runs, which has no --persist-to).
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
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

/** Writes the backup file (gzip'd JSON; object bodies base64). */
export function writeBackup(file, { manifest, d1, objects }) {
  const r2 = objects.map((o) => ({ ...o, body: o.body.toString("base64") }));
  writeFileSync(file, gzipSync(JSON.stringify({ format: FORMAT, manifest, d1, r2 })));
}

/**
 * Reads and checks a backup file: its format, and every part against the manifest's sizes and SHA-256.
 * Throws on the first disagreement, so nothing is restored from a damaged file.
 */
export function readBackup(file) {
  const data = JSON.parse(gunzipSync(readFileSync(file)).toString("utf8"));
  if (data.format !== FORMAT) throw new Error(`${file} is not a ${FORMAT} file`);
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

/**
 * The data dump made ready for a fresh database (pure): its rows fill the AUTOINCREMENT counters as they go
 * in, so the dump's own sqlite_sequence rows would be second copies; the counters are cleared just before
 * them, so they end exactly as they were (an id freed by a deleted row is never handed out again).
 */
export function dataForFreshDatabase(data) {
  const first = data.search(/^INSERT INTO "sqlite_sequence"/m);
  return first < 0 ? data : `${data.slice(0, first)}DELETE FROM sqlite_sequence;\n${data.slice(first)}`;
}
