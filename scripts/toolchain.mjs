#!/usr/bin/env node
// Entry point of every npm command. It must run on the machine's Node 20, so it is plain JavaScript
// with no dependencies: it provides Node >= 22.12 (the toolchain's floor) from the npm registry when
// the running Node is older, installs dependencies when they are missing or stale, and then runs
// scripts/<command>.mjs with the right Node on PATH.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, statSync, mkdirSync } from "node:fs";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { MIN_NODE, isRecentEnough, nodePackagesFor, unknownMachineMessage } from "./lib/node-package.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const CACHE = join(ROOT, ".cache", "toolchain");
// npm is npm.cmd on Windows, which Node spawns only through a shell.
const SHELL = process.platform === "win32";

function say(message) {
  console.log(`[toolchain] ${message}`);
}

function fail(message) {
  console.error(`[toolchain] ${message}`);
  process.exit(1);
}

function run(cmd, args, env = process.env) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit", env, shell: SHELL });
  if (result.status !== 0) fail(`'${cmd} ${args.join(" ")}' failed (exit ${result.status}).`);
}

/** True when the registry has a version of the package matching the spec (asked only to choose a fallback). */
function onRegistry(spec) {
  const result = spawnSync("npm", ["view", spec, "version"], { cwd: ROOT, encoding: "utf8", shell: SHELL });
  return result.status === 0 && result.stdout.trim() !== "";
}

/** Returns the path of a Node binary that satisfies the toolchain, installing one when needed. */
function nodeBinary() {
  if (isRecentEnough(process.version)) return process.execPath;
  const candidates = nodePackagesFor(process.platform, process.arch);
  if (candidates.length === 0) fail(unknownMachineMessage(process.platform, process.arch, process.version));
  const installed = candidates.map((c) => join(CACHE, "node_modules", c.name, c.binary)).find(existsSync);
  if (installed) return installed;
  for (const [i, candidate] of candidates.entries()) {
    const last = i === candidates.length - 1;
    if (!last && !onRegistry(candidate.spec)) {
      say(`${candidate.spec} is not on the npm registry; trying the next package for this machine.`);
      continue;
    }
    const binary = join(CACHE, "node_modules", candidate.name, candidate.binary);
    say(
      `Node ${process.version} is older than ${MIN_NODE.join(".")}; installing ${candidate.spec}` +
        `${candidate.note ? ` (${candidate.note})` : ""} from the npm registry into .cache/toolchain (once).`,
    );
    mkdirSync(CACHE, { recursive: true });
    run("npm", ["install", "--no-save", "--no-package-lock", "--prefix", CACHE, candidate.spec]);
    if (!existsSync(binary)) fail(`${candidate.spec} installed but ${binary} is missing.`);
    return binary;
  }
}

/** True when node_modules is missing or older than package.json / the lockfile. */
function dependenciesStale() {
  const marker = join(ROOT, "node_modules", ".package-lock.json");
  if (!existsSync(marker)) return true;
  const installed = statSync(marker).mtimeMs;
  return ["package.json", "package-lock.json"].some((f) => statSync(join(ROOT, f)).mtimeMs > installed);
}

function main() {
  const [command = "start", ...args] = process.argv.slice(2);
  const script = join(ROOT, "scripts", `${command}.mjs`);
  if (!existsSync(script)) fail(`unknown command '${command}'.`);

  const node = nodeBinary();
  const env = {
    ...process.env,
    PATH: [dirname(node), join(ROOT, "node_modules", ".bin"), process.env.PATH].join(delimiter),
    WRANGLER_SEND_METRICS: "false",
    NPM_CONFIG_UPDATE_NOTIFIER: "false",
  };
  if (dependenciesStale()) {
    // `npm install` rather than `npm ci`: with the committed lockfile (complete for every platform, see
    // tests/unit/lockfile.test.ts) it installs exactly the locked versions and leaves the file as it is,
    // and after a change to package.json it adds what changed instead of deleting node_modules first.
    say("installing dependencies (npm install, locked versions)...");
    const started = Date.now();
    run("npm", ["install", "--no-audit", "--no-fund"], env);
    say(`dependencies installed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  }
  const child = spawn(node, [script, ...args], { cwd: ROOT, stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main();
