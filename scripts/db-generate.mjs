// `npm run db:generate -- <name>`: drizzle-kit diffs the entity tables (shared/entities) against its last
// snapshot (worker/db/drizzle/meta) and writes the migration's SQL; this moves that SQL into worker/migrations
// under wrangler's numbering (drizzle's index + 1: drizzle's 0000 is the baseline of
// worker/migrations/0001_initial.sql, which predates Drizzle), so each migration exists once. drizzle-kit
// needs only its snapshots to diff. `-- <name> --custom` makes an empty migration to write by hand
// (triggers, data moves). An applied migration is never edited (tests/unit/migrations.test.ts).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, renameSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./lib/stack.mjs";

const DRIZZLE = join(ROOT, "worker", "db", "drizzle");
const WRANGLER = join(ROOT, "worker", "migrations");

/** worker/migrations' file name of a drizzle journal tag ("0001_version_audit" → "0002_version_audit.sql"). */
function wranglerName(tag) {
  const [index, ...rest] = tag.split("_");
  return `${String(Number(index) + 1).padStart(4, "0")}_${rest.join("_")}.sql`;
}

function main() {
  const [name, ...flags] = process.argv.slice(2);
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    console.error("usage: npm run db:generate -- <snake_case_name> [--custom]");
    process.exit(2);
  }
  const args = ["drizzle-kit", "generate", "--name", name, ...(flags.includes("--custom") ? ["--custom"] : [])];
  const { status } = spawnSync("npx", args, { cwd: ROOT, stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
  const { entries } = JSON.parse(readFileSync(join(DRIZZLE, "meta", "_journal.json"), "utf8"));
  for (const { tag } of entries) {
    const generated = join(DRIZZLE, `${tag}.sql`);
    if (!existsSync(generated)) continue;
    renameSync(generated, join(WRANGLER, wranglerName(tag)));
    console.log(`[db] worker/migrations/${wranglerName(tag)}`);
  }
  // drizzle-kit writes its journal and snapshots in its own layout; npm test checks the repository's format.
  spawnSync("npx", ["prettier", "--write", "--log-level", "warn", join(DRIZZLE, "meta")], {
    cwd: ROOT,
    stdio: "inherit",
  });
}

main();
