// `npm run hasura:generate`: writes the Hasura metadata (hasura/metadata/databases/default/tables/*, tables.yaml
// and functions/functions.yaml) from the entity descriptions (shared/entities) and the permission table
// (shared/permissions.ts), after checking the Hasura SQL migrations column for column against the entities;
// on a mismatch it writes nothing and names each table and column. Running it again changes nothing.
// `-- <name>` first writes the Hasura migration of the columns an entity gained (hasura/migrations/default/
// <timestamp>_<name>: ALTER TABLE … ADD COLUMN, scripts/lib/hasura/added-columns.ts), so a new field needs no
// PostgreSQL written by hand; a change it cannot generate is still named by the check.
// `-- --check` writes nothing and fails when a committed file differs (tests/unit/hasura-generate.test.ts
// checks the same in `npm test`). The generator is TypeScript (scripts/lib/hasura) importing the app's
// modules, which import each other without file extensions: Vite's module runner loads it (a devDependency
// already), where Node's own type stripping could not resolve them.
import { join } from "node:path";
import { runnerImport } from "vite";
import { ROOT } from "./lib/stack.mjs";

/** Loads a TypeScript module of the repository with Vite's resolution (no config file, no plugins). */
async function load(path) {
  const { module } = await runnerImport(join(ROOT, path), { configFile: false, root: ROOT, logLevel: "error" });
  return module;
}

async function main() {
  const check = process.argv.includes("--check");
  const [name = "added_columns"] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  if (!/^[a-z0-9_]+$/.test(name)) {
    console.error("usage: npm run hasura:generate [-- <snake_case_name>] [--check]");
    process.exit(2);
  }
  const hasura = await load("scripts/lib/hasura/index.ts");
  const { generateHasura, driftOf, HasuraSchemaError, readCommitted, readMigrations, writeGenerated } = hasura;
  let migrations = readMigrations(ROOT);
  const added = check ? null : hasura.addedColumnsMigration(migrations, name, Date.now());
  if (added) {
    console.log(`[hasura] ${hasura.writeMigration(ROOT, added)}`);
    migrations = readMigrations(ROOT);
  }
  let generated;
  try {
    generated = generateHasura(migrations);
  } catch (error) {
    if (!(error instanceof HasuraSchemaError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  if (check) {
    const drift = driftOf(readCommitted(ROOT), generated);
    for (const line of drift) console.error(`[hasura] ${line}`);
    if (drift.length > 0) {
      console.error("[hasura] run `npm run hasura:generate` and commit its files");
      process.exit(1);
    }
    console.log(`[hasura] ${generated.size} metadata files are what hasura:generate writes`);
    return;
  }
  const touched = writeGenerated(ROOT, generated);
  for (const path of touched) console.log(`[hasura] ${path}`);
  console.log(`[hasura] ${generated.size} metadata files generated, ${touched.length} changed`);
}

await main();
