// package-lock.json holds the native binaries of every platform (issue 33): npm drops the optional platform
// packages of the machine's neighbours when it rewrites the lockfile over a node_modules installed for one
// platform, and a Mac or Windows machine then gets no workerd, rollup or esbuild binary from `npm install`.
// Regenerate with `npm install --package-lock-only` from a copy without node_modules (see README).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

interface Entry {
  version?: string;
  optionalDependencies?: Record<string, string>;
}
const LOCK_PATH = join(import.meta.dirname, "..", "..", "package-lock.json");
const packages: Record<string, Entry> = JSON.parse(readFileSync(LOCK_PATH, "utf8")).packages;

/** The lockfile path Node would load `name` from when required by the package at `from` (walking up). */
function resolveFrom(from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf("/node_modules/");
    base = parent < 0 ? "" : base.slice(0, parent);
  }
}

/** Every optional dependency of the package at `path` the lockfile does not hold (or holds another version of). */
function missingOptionals(path: string): string[] {
  return Object.entries(packages[path].optionalDependencies ?? {}).flatMap(([name, spec]) => {
    const found = resolveFrom(path, name);
    // Platform packages are pinned to the exact version of the package that lists them.
    const wrongVersion = found && /^\d+\.\d+\.\d+$/.test(spec) && packages[found].version !== spec;
    return !found || wrongVersion ? [`${name}@${spec}`] : [];
  });
}

describe("package-lock.json", () => {
  it.each(["workerd", "rollup", "esbuild", "lightningcss", "rolldown"])("holds every platform binary of %s", (name) => {
    const path = `node_modules/${name}`;
    expect(packages[path], `${name} is not in the lockfile`).toBeDefined();
    const optionals = Object.keys(packages[path].optionalDependencies ?? {});
    expect(optionals.length, `${name} lists no platform packages`).toBeGreaterThan(1);
    expect(missingOptionals(path)).toEqual([]);
  });

  it("holds every optional dependency of every locked package (sharp, nested esbuilds, fsevents ...)", () => {
    const missing = Object.keys(packages).flatMap((path) => missingOptionals(path).map((dep) => `${path} → ${dep}`));
    expect(missing).toEqual([]);
  });

  it("has the workerd binaries of Linux, macOS and Windows", () => {
    for (const platform of ["linux-64", "linux-arm64", "darwin-64", "darwin-arm64", "windows-64"])
      expect(packages[`node_modules/@cloudflare/workerd-${platform}`], platform).toBeDefined();
  });
});
