// The generator's files on disk: the Hasura migrations it checks, the metadata files it compares and writes.
// Shared by scripts/hasura-generate.mjs and the drift test (tests/unit/hasura-generate.test.ts).
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { FUNCTIONS_FILE, TABLES_DIR } from "./generate";
import type { AddedColumns } from "./added-columns";
import type { Migration } from "./sql-schema";

export const MIGRATIONS_DIR = "hasura/migrations/default";

/** Every migration's up.sql, in the order Hasura applies them (their folder names start with a timestamp). */
export function readMigrations(root: string): Migration[] {
  return readdirSync(join(root, MIGRATIONS_DIR))
    .filter((name) => existsSync(join(root, MIGRATIONS_DIR, name, "up.sql")))
    .sort()
    .map((name) => ({ name, up: readFileSync(join(root, MIGRATIONS_DIR, name, "up.sql"), "utf8") }));
}

/** The committed files the generator owns: every file under TABLES_DIR, and FUNCTIONS_FILE. */
export function readCommitted(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(join(root, TABLES_DIR)).sort()) {
    files.set(`${TABLES_DIR}/${name}`, readFileSync(join(root, TABLES_DIR, name), "utf8"));
  }
  if (existsSync(join(root, FUNCTIONS_FILE))) {
    files.set(FUNCTIONS_FILE, readFileSync(join(root, FUNCTIONS_FILE), "utf8"));
  }
  return files;
}

/**
 * Writes the generated files whose text changed and removes the owned files no longer generated; returns
 * the paths it touched (none when the committed files are already what it writes).
 */
export function writeGenerated(root: string, generated: ReadonlyMap<string, string>): string[] {
  const committed = readCommitted(root);
  const touched: string[] = [];
  for (const [path, text] of generated) {
    if (committed.get(path) === text) continue;
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
    touched.push(path);
  }
  for (const path of committed.keys()) {
    if (generated.has(path)) continue;
    rmSync(join(root, path));
    touched.push(path);
  }
  return touched;
}

/** Writes a generated migration's folder (up.sql, down.sql) under MIGRATIONS_DIR; returns its path. */
export function writeMigration(root: string, migration: AddedColumns): string {
  const folder = `${MIGRATIONS_DIR}/${migration.folder}`;
  mkdirSync(join(root, folder), { recursive: true });
  writeFileSync(join(root, folder, "up.sql"), migration.up);
  writeFileSync(join(root, folder, "down.sql"), migration.down);
  return folder;
}
