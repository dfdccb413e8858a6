// Starts and stops the local stack: D1 migrations + demo seed, the Firebase Auth Emulator with the demo
// accounts, and the production build served by `wrangler dev`. Shared by start, test and bench.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer } from "node:net";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { zagrebDay } from "../../shared/dates.ts";
import { seedShift, shiftSeed } from "../../worker/seed/relative.ts";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const PROJECT_ID = "demo-sportski-zagreb";
export const HOST = "127.0.0.1";
/** The Worker config the build writes (what `wrangler dev` and `wrangler deploy` read). */
export const BUILT_CONFIG = join(ROOT, "dist", "sportski_zagreb", "wrangler.json");

/** The demo accounts of DESIGN.md; uids match worker/seed/demo.sql. */
export const DEMO_ACCOUNTS = [
  { localId: "demo-staff-uid", email: "staff@demo.test", password: "demo-staff-1", role: "staff" },
  { localId: "demo-clan-uid", email: "clan@demo.test", password: "demo-clan-1", role: "member" },
  { localId: "demo-admin-uid", email: "admin@demo.test", password: "demo-admin-1", role: "admin" },
  // The season (issue 29): staff of Rukometni savez Zagreba, and the tajnik of three clubs.
  { localId: "demo-rukomet-uid", email: "rukomet@demo.test", password: "demo-rukomet-1", role: "staff" },
  { localId: "demo-klub-uid", email: "klub@demo.test", password: "demo-klub-1", role: "official" },
  { localId: "demo-klub2-uid", email: "klub2@demo.test", password: "demo-klub2-1", role: "official" },
  { localId: "demo-veslanje-uid", email: "veslanje@demo.test", password: "demo-veslanje-1", role: "official" },
];

const children = new Set();

export function log(message) {
  console.log(`[stack] ${message}`);
}

/** Runs a command to completion, inheriting output; throws with the command line when it fails. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit", ...options });
  if (result.status !== 0) {
    throw new Error(`'${cmd} ${args.join(" ")}' exited with ${result.status ?? result.signal}`);
  }
  return result;
}

/** True when nothing listens on host:port. */
export function portIsFree(port, host = HOST) {
  return new Promise((done) => {
    const server = createServer();
    server.once("error", () => done(false));
    server.listen(port, host, () => server.close(() => done(true)));
  });
}

/** A port the OS says is free right now. */
export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Fails with a plain message (no stack) when a port we need is taken. */
export async function requireFreePorts(ports) {
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portIsFree(port))) {
      console.error(`Port ${port} (${name}) is already in use on ${HOST}. Stop whatever uses it and try again.`);
      process.exit(1);
    }
  }
}

/** Starts a long-running child; its output is prefixed so the three services stay readable. */
export function startChild(name, cmd, args, options = {}) {
  const child = spawn(cmd, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], detached: true, ...options });
  children.add(child);
  const prefix = (chunk) =>
    chunk
      .toString()
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => `[${name}] ${line}`)
      .join("\n");
  const quiet = options.quiet;
  child.stdout.on("data", (chunk) => quiet || console.log(prefix(chunk)));
  child.stderr.on("data", (chunk) => quiet || console.error(prefix(chunk)));
  child.on("exit", () => children.delete(child));
  return child;
}

/** Stops every child we started (the whole process group, so grandchildren such as workerd go too). */
export function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  }
  children.clear();
}

/** Polls a URL until it answers (any status) or the time runs out. */
export async function waitForHttp(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Builds the SPA and the Worker bundle (vite with the Cloudflare plugin). */
export function build() {
  log("building the SPA and the Worker (vite build)...");
  run("vite", ["build", "--logLevel", "warn"]);
}

/**
 * The seed files moved to today's date, written to a temporary folder; their paths in the order given. The day is
 * left in SZ_SEEDED_ON for the browser tests this process starts (tests/e2e/support/demo-dates.ts).
 */
function todaysSeedFiles(names) {
  const today = zagrebDay();
  process.env.SZ_SEEDED_ON = today;
  const shift = seedShift(today);
  const dir = mkdtempSync(join(tmpdir(), "sz-seed-"));
  return names.map((name) => {
    const file = join(dir, name);
    writeFileSync(file, shiftSeed(readFileSync(join(ROOT, "worker/seed", name), "utf8"), shift));
    return file;
  });
}

/** The wrangler commands that apply the D1 migrations and (with `seed`) the idempotent demo seed. */
function migrationCommands(persistTo, seed) {
  const common = ["--local", "--persist-to", persistTo, "-c", join(ROOT, "wrangler.toml")];
  const commands = [
    ["wrangler", ["d1", "migrations", "apply", "DB", ...common], { env: { ...process.env, CI: "true" } }],
  ];
  // The execute command prints every statement's result as JSON; only its errors are worth showing.
  // demo.sql, then the seed's modules that build on it (demo-lige.sql: the demo league of issue 31;
  // demo-prijave.sql: the rowing regatta whose entries are open, issue 30).
  // Each is moved to today first (worker/seed/relative.ts): the demo stands on any day as on the day it was written.
  if (seed) {
    for (const file of todaysSeedFiles(["demo.sql", "demo-lige.sql", "demo-prijave.sql"])) {
      commands.push([
        "wrangler",
        ["d1", "execute", "DB", ...common, "--file", file],
        { stdio: ["ignore", "ignore", "inherit"] },
      ]);
    }
  }
  return commands;
}

/** Applies D1 migrations and the idempotent demo seed to the local state folder. */
export function migrateAndSeed(persistTo, { seed = true } = {}) {
  log(`applying D1 migrations${seed ? " and the demo seed" : ""} (${persistTo})...`);
  for (const [cmd, args, options] of migrationCommands(persistTo, seed)) run(cmd, args, options);
}

/**
 * migrateAndSeed without blocking and without output (for a run beside other work): resolves when done,
 * rejects with the failing command and its output.
 */
export async function migrateAndSeedQuietly(persistTo, { seed = true } = {}) {
  for (const [cmd, args, options] of migrationCommands(persistTo, seed)) {
    const child = spawn(cmd, args, { cwd: ROOT, ...options, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    const code = await new Promise((done) => {
      child.on("error", () => done(-1));
      child.on("close", done);
    });
    if (code !== 0) throw new Error(`'${cmd} ${args.join(" ")}' exited with ${code}:\n${Buffer.concat(output)}`);
  }
}

/** Starts the Firebase Auth Emulator on the given ports and creates the demo accounts (verified). */
export async function startEmulator({ port, hubPort, loggingPort, dir }) {
  mkdirSync(dir, { recursive: true });
  const config = join(dir, "firebase.json");
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: HOST, port },
        hub: { host: HOST, port: hubPort },
        logging: { host: HOST, port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  log(`starting the Firebase Auth Emulator on ${HOST}:${port}...`);
  startChild("auth", "firebase", ["emulators:start", "--only", "auth", "--project", PROJECT_ID, "--config", config], {
    cwd: dir,
    quiet: true,
  });
  await waitForHttp(`http://${HOST}:${port}/`);
  await createDemoAccounts(`${HOST}:${port}`);
  await enableEmailPrivacy(`${HOST}:${port}`);
}

/**
 * Turns on email-enumeration protection, the default of Firebase projects since 2023, so that a wrong
 * password answers auth/invalid-credential here as it does in production (not auth/wrong-password).
 */
async function enableEmailPrivacy(emulatorHost) {
  const url = `http://${emulatorHost}/emulator/v1/projects/${PROJECT_ID}/config`;
  const response = await fetch(url, {
    method: "PATCH",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
  });
  if (!response.ok) throw new Error(`could not configure the Auth Emulator: HTTP ${response.status}`);
}

async function createDemoAccounts(emulatorHost) {
  const url = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`;
  for (const { localId, email, password } of DEMO_ACCOUNTS) {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({ localId, email, password, emailVerified: true }),
    });
    // The emulator keeps accounts in memory; a second start finds none, so any error is real.
    if (!response.ok && !(await response.text()).includes("DUPLICATE")) {
      throw new Error(`could not create demo account ${email}: HTTP ${response.status}`);
    }
  }
}

/**
 * Serves the production build through the Worker (wrangler dev, workerd, local D1/R2 state); `config` is
 * another copy of the built config (the bench raises a rate limit in one).
 */
export async function startWorker({ port, persistTo, vars = {}, quiet = false, config = BUILT_CONFIG }) {
  if (!existsSync(config)) throw new Error("dist/ is missing: build first");
  const varArgs = Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
  log(`starting the Worker on http://${HOST}:${port} ...`);
  const child = startChild(
    "worker",
    "wrangler",
    [
      "dev",
      "-c",
      config,
      "--ip",
      HOST,
      "--port",
      String(port),
      "--persist-to",
      persistTo,
      "--inspector-port",
      "0",
      "--show-interactive-dev-session=false",
      ...varArgs,
    ],
    { quiet },
  );
  await waitForHttp(`http://${HOST}:${port}/api/v1/health`);
  return child;
}

/** Stops one child (its whole process group) and waits until it has exited. */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once("exit", done));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return;
  }
  await exited;
}

/** Stops the children on Ctrl-C / SIGTERM and on exit. */
export function stopOnSignals() {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      log("stopping...");
      stopAll();
      process.exit(0);
    });
  }
  process.on("exit", stopAll);
}
