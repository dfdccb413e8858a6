// The secret names of .dev.vars.example and a scan of the built SPA for their values.
// secretNames and findInFiles are pure apart from reading the files they are given.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Names whose comment line in .dev.vars.example starts with "Secret." (the example's own marker). */
export function secretNames(example: string): string[] {
  const names: string[] = [];
  const lines = example.split(/\r?\n/);
  lines.forEach((line, i) => {
    if (!/^#\s*Secret\./i.test(line)) return;
    const next = lines.slice(i + 1).find((l) => !l.startsWith("#"));
    const name = next?.split("=")[0]?.trim();
    if (name) names.push(name);
  });
  return names;
}

/** KEY=value pairs of a dotenv file (quotes stripped), or {} when it does not exist. */
export function readDotenv(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const pairs = readFileSync(file, "utf8")
    .split(/\r?\n/)
    .filter((l) => /^[A-Z0-9_]+=/.test(l))
    .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1).replace(/^"(.*)"$/, "$1")]);
  return Object.fromEntries(pairs);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every [file, needle] where a needle occurs in a file under `dir` (binary files included). */
export function findInFiles(dir: string, needles: string[]): [string, string][] {
  const hits: [string, string][] = [];
  for (const file of filesUnder(dir)) {
    const text = readFileSync(file).toString("latin1");
    for (const needle of needles) if (text.includes(Buffer.from(needle).toString("latin1"))) hits.push([file, needle]);
  }
  return hits;
}
