// A consistent copy of a local state folder (its D1 and R2), taken while `npm start` may be writing to it:
// scripts/backup.mjs reads the copy, never the live folder. Each SQLite file is copied with SQLite's online
// backup API (node:sqlite) in one step, so under one read transaction: the copy is the database as a committed
// transaction left it. workerd keeps them in WAL mode, where a reader neither waits for the app's writers nor
// makes them wait; only a lock that keeps readers out (a connection in locking_mode=EXCLUSIVE, a writer of a
// database in rollback-journal mode) makes the copy wait, and it tries again with backoff up to a bound.
// Reading the live folder through Miniflare (the first version) started a second workerd on the same files,
// which takes the write lock even to read: beside a busy app it failed "database is locked: SQLITE_BUSY", and
// the app's own writes could fail while it read.
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** How long a backup waits for a database that keeps readers out, by default (--wait SECONDS). */
export const DEFAULT_WAIT_MS = 30_000;

/** The parts of a persist folder the app's D1 and R2 live in, D1 first (see snapshotState). */
const PARTS = ["d1", "r2"];
/** SQLite's side files: the backup API reads through them, the copy needs none. */
const SIDE_FILE = /\.sqlite-(wal|shm|journal)$/;

/** The copy could not be taken within the bound; the message is the one line the backup prints. */
export class LockedError extends Error {}

/** SQLITE_BUSY or SQLITE_LOCKED (extended codes included), as node:sqlite reports them. */
const isLocked = (error) => [5, 6].includes((error?.errcode ?? -1) & 0xff);

async function nodeSqlite() {
  const sqlite = await import("node:sqlite").catch(() => null);
  if (typeof sqlite?.backup !== "function") {
    throw new Error(`a local backup needs node:sqlite's backup() (Node >= 22.16; this is ${process.version})`);
  }
  return sqlite;
}

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * One SQLite file copied in one step of the online backup API (steps of a few pages would start over after
 * every write of the app), tried again with backoff while it is locked, until `deadline`.
 */
async function copyDatabase(sqlite, source, target, deadline, lockedMessage) {
  for (let pause = 50; ; pause = Math.min(pause * 2, 2_000)) {
    let db;
    try {
      // Read-only: such a connection never checkpoints the app's WAL into the file, even as the last one.
      const timeout = Math.max(0, Math.min(1_000, deadline - Date.now()));
      db = new sqlite.DatabaseSync(source, { readOnly: true, timeout });
      // A read transaction first, which waits out a lock for up to `timeout`; the backup then reads inside it.
      // (A step of the backup API gives up at once on a locked database, and node:sqlite reports that as
      // "not an error".)
      db.exec("BEGIN");
      db.prepare("SELECT 1 FROM sqlite_master LIMIT 1").get();
      await sqlite.backup(db, target, { rate: 0x7fffffff });
      return;
    } catch (error) {
      if (!isLocked(error)) throw error;
      if (Date.now() + pause > deadline) throw new LockedError(lockedMessage);
    } finally {
      db?.close();
    }
    await sleep(pause);
  }
}

/**
 * The blobs the copy's R2 objects name that the copy lacks: created after the first pass of links and
 * deleted (the object deleted or overwritten) before the second. Miniflare's R2 tables: an object's bytes are
 * its blob_id, or its multipart parts'. An unknown layout finds nothing missing (the read then says what failed).
 */
function missingBlobs(sqlite, into) {
  const files = filesUnder(join(into, "v3", "r2"));
  const present = new Set(files.filter((f) => basename(dirname(f)) === "blobs").map((f) => basename(f)));
  const missing = [];
  for (const file of files.filter((f) => f.endsWith(".sqlite"))) {
    const db = new sqlite.DatabaseSync(file);
    try {
      const ids = db
        .prepare(
          "SELECT blob_id FROM _mf_objects WHERE blob_id IS NOT NULL " +
            "UNION SELECT blob_id FROM _mf_multipart_parts WHERE object_key IS NOT NULL",
        )
        .all();
      missing.push(...ids.map((row) => row.blob_id).filter((id) => !present.has(id)));
    } catch {
      // not an R2 bucket's database (metadata.sqlite), or a layout this version does not know
    } finally {
      db.close();
    }
  }
  return missing;
}

/**
 * Copies the D1 and R2 parts of the persist folder `state` into the empty folder `into`, where a Miniflare
 * reads them as it would the original. Every SQLite file goes through the online backup API, D1's before
 * R2's (an object a row refers to was put before the row was written, so it is in the copy too). R2's blobs
 * are never rewritten (new bytes get a new blob) and are hard-linked (copied across file systems): those there
 * before the databases are copied, then those written meanwhile; should an object of the copy have lost its
 * blob in between, the copy is taken again. A database locked, or a bucket changing, for longer than `waitMs`
 * throws a LockedError with one line saying so.
 */
export async function snapshotState(state, into, { waitMs = DEFAULT_WAIT_MS } = {}) {
  const sqlite = await nodeSqlite();
  const deadline = Date.now() + waitMs;
  const listed = () => PARTS.flatMap((part) => filesUnder(join(state, "v3", part))).filter((f) => !SIDE_FILE.test(f));
  const target = (file) => {
    const path = join(into, relative(state, file));
    mkdirSync(dirname(path), { recursive: true });
    return path;
  };
  for (let pause = 50; ; pause = Math.min(pause * 2, 2_000)) {
    const linked = new Set();
    const linkBlobs = () => {
      for (const file of listed().filter((f) => !f.endsWith(".sqlite") && !linked.has(f))) {
        try {
          try {
            linkSync(file, target(file));
          } catch (error) {
            if (error.code === "ENOENT") throw error;
            copyFileSync(file, target(file));
          }
          linked.add(file);
        } catch (error) {
          if (error.code !== "ENOENT") throw error; // deleted since it was listed
        }
      }
    };
    linkBlobs();
    for (const file of listed().filter((f) => f.endsWith(".sqlite"))) {
      const part = relative(join(state, "v3"), file).split(/[\\/]/)[0].toUpperCase();
      const locked =
        `the local ${part} database in ${state} stayed locked for ${waitMs / 1000} s (something holds it ` +
        "exclusively: a long write, or a SQLite tool); no backup was written, try again";
      await copyDatabase(sqlite, file, target(file), deadline, locked);
    }
    linkBlobs();
    if (missingBlobs(sqlite, into).length === 0) return;
    if (Date.now() + pause > deadline) {
      throw new LockedError(
        `the local R2 bucket in ${state} kept deleting objects while it was copied, for ${waitMs / 1000} s; ` +
          "no backup was written, try again",
      );
    }
    rmSync(join(into, "v3"), { recursive: true, force: true });
    await sleep(pause);
  }
}
