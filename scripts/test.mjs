// `npm test`: typecheck → lint → format beside the unit tests, then the worker tests (workerd) beside the
// build and the browser tests' stack, then the browser tests (Chromium against that stack, on free ports,
// stopped afterwards). Exits non-zero on any failure; a summary at the end with each step's seconds and counts.
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  HOST,
  ROOT,
  freePort,
  migrateAndSeedQuietly,
  startEmulator,
  startWorker,
  stopAll,
  stopChild,
  stopOnSignals,
} from "./lib/stack.mjs";

const CHROMIUM = "/usr/bin/chromium";

/**
 * A random canary value for every secret of .dev.vars.example (the names under a "# Secret." comment): the
 * build runs with them in its environment, and tests/e2e/security.spec.ts checks none reached dist/client.
 */
function secretCanaries() {
  const lines = readFileSync(join(ROOT, ".dev.vars.example"), "utf8").split(/\r?\n/);
  // A secret's comment may run over several lines: its name is on the first line that is not a comment.
  const nameAfter = (i) => (lines.slice(i + 1).find((l) => !l.startsWith("#")) ?? "").split("=")[0].trim();
  const names = lines.flatMap((line, i) => (/^#\s*Secret\./i.test(line) ? [nameAfter(i)] : [])).filter(Boolean);
  return Object.fromEntries(names.map((name) => [name, `sz-canary-${name.toLowerCase()}-${randomUUID()}`]));
}

/** The build the browser tests run against (SPA and Worker, vite with the Cloudflare plugin). */
function buildStep(canaries, options = {}) {
  const env = { ...process.env, ...canaries };
  return step("build (vite build, secrets as canaries)", "vite", ["build", "--logLevel", "warn"], { ...options, env });
}

const results = [];

/**
 * Runs one step as a child process; resolves to its result (name, ok, seconds). A step run `beside` another
 * keeps its output and prints it in one piece when it ends, so the two do not interleave.
 */
function step(name, cmd, args, { beside, env = process.env } = {}) {
  const buffered = beside !== undefined;
  if (!buffered) console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const stdio = buffered ? ["ignore", "pipe", "pipe"] : "inherit";
  const child = spawn(cmd, args, { cwd: ROOT, stdio, env });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  return new Promise((done) => {
    let settled = false;
    const finish = (ok) => {
      if (settled) return;
      settled = true;
      if (buffered) {
        console.log(`\n=== ${name} (ran beside ${beside}) ===`);
        process.stdout.write(Buffer.concat(output));
      }
      done({ name, ok, seconds: (Date.now() - started) / 1000 });
    };
    child.on("error", (error) => {
      output.push(Buffer.from(`${cmd}: ${error.message}\n`));
      finish(false);
    });
    child.on("close", (code) => finish(code === 0));
  });
}

/** Runs steps one after another (each [name, cmd, args]); resolves to their results in that order. */
async function inSequence(steps, options) {
  const done = [];
  for (const [name, cmd, args] of steps) done.push(await step(name, cmd, args, options));
  return done;
}

/** Counts from a vitest JSON report, or null when the run wrote none. */
function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, "utf8"));
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

/** Counts from Playwright's JSON report. */
function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

function sumCounts(list) {
  const present = list.filter(Boolean);
  if (present.length === 0) return null;
  return present.reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed }));
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  console.log("Debian's chromium is missing: installing it with apt-get (once)...");
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  const install = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return update.status === 0 && install.status === 0 && existsSync(CHROMIUM);
}

/** True when a PostgreSQL server (initdb) is installed, as Debian's `postgresql` package puts it. */
function hasPostgres() {
  const base = "/usr/lib/postgresql";
  return existsSync(base) && readdirSync(base).some((version) => existsSync(join(base, version, "bin", "initdb")));
}

/**
 * The Hasura provider's PostgreSQL test (tests/unit/hasura-postgres.test.ts) starts its own cluster from
 * Debian's `postgresql` server: installed here with apt-get when missing (once). Where it cannot be, the unit
 * run goes on and that test prints that it was skipped.
 */
function ensurePostgres() {
  if (hasPostgres()) return true;
  console.log("Debian's postgresql is missing: installing it with apt-get (once) for the Hasura provider's test...");
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  const install = spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "postgresql"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  const ok = update.status === 0 && install.status === 0 && hasPostgres();
  if (!ok) console.log("postgresql could not be installed: the PostgreSQL test will be skipped (it says so).");
  return ok;
}

const STACK_STEP = "browser stack (D1 migrations + demo seed, Auth Emulator)";

/**
 * What the browser tests need before the Worker starts, made without blocking so it can run beside other
 * work: the build, then the D1 state (migrations, demo seed) and the Auth Emulator side by side. Resolves
 * to the steps' results and, when all went well, the stack (state folder and ports).
 */
async function prepareBrowserTier(canaries, beside) {
  const built = await buildStep(canaries, { beside });
  if (!built.ok) return { steps: [built] };
  const started = Date.now();
  const stackStep = (ok) => ({ name: STACK_STEP, ok, seconds: (Date.now() - started) / 1000 });
  const state = mkdtempSync(join(tmpdir(), "sz-e2e-"));
  try {
    const [auth, worker, hub, logging] = [await freePort(), await freePort(), await freePort(), await freePort()];
    await Promise.all([
      migrateAndSeedQuietly(join(state, "wrangler")),
      startEmulator({ port: auth, hubPort: hub, loggingPort: logging, dir: join(state, "emulator") }),
    ]);
    return { steps: [built, stackStep(true)], stack: { state, auth, worker } };
  } catch (error) {
    console.error(`the browser tests' stack could not start: ${error.message}`);
    stopAll();
    rmSync(state, { recursive: true, force: true });
    return { steps: [built, stackStep(false)] };
  }
}

/** Serves the build on the prepared stack and runs Playwright against it (not run without a stack). */
async function browserTier(canaries, stack) {
  console.log("\n=== browser tests (Playwright + Debian Chromium) ===");
  const started = Date.now();
  const record = (ok) => results.push({ name: "browser tests", ok, seconds: (Date.now() - started) / 1000 });
  if (!stack) {
    console.error("browser tests not run: their build or stack failed (above).");
    return record(false);
  }
  const { state, auth, worker } = stack;
  try {
    if (!ensureChromium()) return record(false);
    const workerOptions = {
      port: worker,
      persistTo: join(state, "wrangler"),
      vars: { FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${auth}` },
      quiet: true,
    };
    const env = {
      ...process.env,
      E2E_BASE_URL: `http://${HOST}:${worker}`,
      E2E_AUTH_EMULATOR: `${HOST}:${auth}`,
      E2E_STATE_DIR: state,
      E2E_SECRET_CANARIES: JSON.stringify(canaries),
    };
    // Asynchronous, not spawnSync: the worker tests run beside this tier, and their buffered output must
    // keep draining while Playwright runs (a blocked event loop would fill the pipe and stall vitest).
    const playwright = (project, report) =>
      new Promise((done) => {
        const child = spawn("playwright", ["test", ...E2E_FILTER, "--project", project], {
          cwd: ROOT,
          stdio: "inherit",
          env: { ...env, E2E_REPORT: join(ROOT, ".tmp", report) },
        });
        child.on("error", () => done(false));
        child.on("close", (code) => done(code === 0));
      });
    const first = await startWorker(workerOptions);
    const mainOk = await playwright("main", "e2e-results.json");
    // A filtered run is about the named specs; the restart check reads what a full run wrote.
    if (E2E_FILTER.length > 0) return record(mainOk);
    // Data must survive a restart of the Worker: the "after-restart" project reads what "main" wrote.
    await stopChild(first);
    await startWorker(workerOptions);
    const restartOk = await playwright("after-restart", "e2e-restart-results.json");
    record(mainOk && restartOk);
  } catch (error) {
    console.error(`browser tier could not start the Worker: ${error.message}`);
    record(false);
  } finally {
    stopAll();
    rmSync(state, { recursive: true, force: true });
  }
}

function summary() {
  const unit = sumCounts([
    vitestCounts(join(ROOT, ".tmp", "unit-results.json")),
    vitestCounts(join(ROOT, ".tmp", "unit-ahead-results.json")),
  ]);
  const worker = vitestCounts(join(ROOT, ".tmp", "worker-results.json"));
  const e2e = sumCounts([
    playwrightCounts(join(ROOT, ".tmp", "e2e-results.json")),
    playwrightCounts(join(ROOT, ".tmp", "e2e-restart-results.json")),
  ]);
  console.log("\n=== summary ===");
  for (const { name, ok, seconds } of results)
    console.log(`${ok ? "PASS" : "FAIL"}  ${name}  (${seconds.toFixed(1)} s)`);
  const tiers = { unit, worker, browser: e2e };
  let passed = 0;
  let failed = 0;
  for (const [tier, counts] of Object.entries(tiers)) {
    if (!counts) continue;
    console.log(`${tier}: ${counts.passed} passed, ${counts.failed} failed`);
    passed += counts.passed;
    failed += counts.failed;
  }
  const stepsFailed = results.filter((r) => !r.ok).length;
  console.log(`tests: ${passed} passed, ${failed + (failed === 0 && stepsFailed ? stepsFailed : 0)} failed`);
  return stepsFailed === 0;
}

/**
 * `node scripts/test.mjs --e2e [spec filters]` runs only the browser tier (for working on one screen);
 * `npm test` always runs every tier.
 */
const E2E_ONLY = process.argv[2] === "--e2e";
const E2E_FILTER = E2E_ONLY ? process.argv.slice(3) : [];

/** vitest's arguments for one project: the console report, and the JSON report the summary counts from. */
function vitestArgs(project, report = project) {
  const json = `--outputFile.json=.tmp/${report}-results.json`;
  return ["run", "--project", project, "--reporter=default", "--reporter=json", json];
}

/**
 * The day a year from today: the unit tier runs a second time with every test file's clock there (SZ_TEST_CLOCK,
 * tests/support/clock.ts), so a test that reads today's date without setting its clock fails now rather than
 * next year. Any day can be given instead (SZ_FUTURE_CLOCK=2029-03-01).
 */
const FUTURE_CLOCK =
  process.env.SZ_FUTURE_CLOCK ??
  (() => {
    const day = new Date();
    day.setUTCFullYear(day.getUTCFullYear() + 1);
    return day.toISOString().slice(0, 10);
  })();

/** One vitest project as on FUTURE_CLOCK's day; its counts go to `<project>-ahead-results.json`. */
const aheadStep = (project, label) =>
  step(`${label}, the clock on ${FUTURE_CLOCK}`, "vitest", vitestArgs(project, `${project}-ahead`), {
    env: { ...process.env, SZ_TEST_CLOCK: FUTURE_CLOCK },
  });

async function main() {
  stopOnSignals();
  rmSync(join(ROOT, ".tmp"), { recursive: true, force: true });
  const canaries = secretCanaries();
  if (E2E_ONLY) {
    const { steps, stack } = await prepareBrowserTier(canaries);
    results.push(...steps);
    await browserTier(canaries, stack);
    process.exit(summary() ? 0 : 1);
  }
  ensurePostgres();
  // Before the phases: apt-get (spawnSync) would otherwise block the event loop while the worker tests'
  // buffered output waits to be drained (the browser tier checks again, a no-op once installed).
  ensureChromium();
  // Two cores, and each phase keeps both busy: the checks (each single-threaded) beside the unit tests
  // (vitest keeps one worker on a 2-core machine), then the worker tests beside the build, the D1 state,
  // the Auth Emulator and the browser tests (Chromium, workerd and the emulator), which start as soon as
  // their stack is up: the browser tier is the longest step, so nothing waits for the worker tests to end.
  // docs/testing.md has the figures.
  const [checks, unit] = await Promise.all([
    inSequence(
      [
        ["typecheck (tsc -b)", "tsc", ["-b"]],
        ["lint (eslint)", "eslint", ["."]],
        ["format (prettier --check)", "prettier", ["--check", "--log-level", "warn", "."]],
      ],
      { beside: "the unit tests" },
    ),
    inSequence([["unit tests (node)", "vitest", vitestArgs("unit")]]).then(async (today) => [
      ...today,
      await aheadStep("unit", "unit tests (node)"),
    ]),
  ]);
  results.push(...checks, ...unit);
  const browser = async () => {
    const { steps, stack } = await prepareBrowserTier(canaries, "the worker tests");
    results.push(...steps);
    await browserTier(canaries, stack);
  };
  // The Worker tier runs on today only: a year ahead about 95 of its 3 387 tests still fail (docs/testing.md, "Time");
  // `SZ_TEST_CLOCK=<day> npx vitest run --project worker` runs it so.
  const [worker] = await Promise.all([
    step("worker tests (workerd)", "vitest", vitestArgs("worker"), { beside: "the browser tests" }),
    browser(),
  ]);
  results.push(worker);
  process.exit(summary() ? 0 : 1);
}

main();
