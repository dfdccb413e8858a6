// `npm run db:generate -- <name>`: drizzle-kit diffs the entity tables (shared/entities) against
// its last snapshot and writes worker/db/drizzle/NNNN_<name>.sql; this copies every generated migration that
// wrangler does not have yet into worker/migrations under wrangler's numbering (drizzle's index + 1: drizzle's
// 0000 is the baseline of worker/migrations/0001_initial.sql). `-- <name> --custom` makes an empty one to
// write by hand (triggers, data moves) in worker/db/drizzle; `-- --copy` then copies it. An applied
// migration is never edited: tests/unit/migrations.test.ts checks that every copy equals its source.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./lib/stack.mjs";

const DRIZZLE = join(ROOT, "worker", "db", "drizzle");
const WRANGLER = join(ROOT, "worker", "migrations");

/** worker/migrations' file name of a drizzle journal tag ("0001_version_audit" → "0002_version_audit.sql"). */
function wranglerName(tag) {
  const [index, ...rest] = tag.split("_");
  return `${String(Number(index) + 1).padStart(4, "0")}_${rest.join("_")}.sql`;
}

/** Copies every drizzle migration wrangler does not have yet. */
function copyNew() {
  const { entries } = JSON.parse(readFileSync(join(DRIZZLE, "meta", "_journal.json"), "utf8"));
  for (const { idx, tag } of entries) {
    const target = join(WRANGLER, wranglerName(tag));
    if (idx === 0 || existsSync(target)) continue;
    copyFileSync(join(DRIZZLE, `${tag}.sql`), target);
    console.log(`[db] worker/migrations/${wranglerName(tag)}`);
  }
}

function main() {
  const [name, ...flags] = process.argv.slice(2);
  if (name === "--copy") return copyNew();
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    console.error("usage: npm run db:generate -- <snake_case_name> [--custom] | --copy");
    process.exit(2);
  }
  const custom = flags.includes("--custom");
  const args = ["drizzle-kit", "generate", "--name", name, ...(custom ? ["--custom"] : [])];
  const { status } = spawnSync("npx", args, { cwd: ROOT, stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
  if (custom)
    console.log("[db] write the SQL into the new worker/db/drizzle file, then: npm run db:generate -- --copy");
  else copyNew();
}

main();
