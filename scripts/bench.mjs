// `npm run bench`: builds the production bundle, serves it in workerd with local D1 (wrangler dev, temp
// state, free ports, 127.0.0.1 only) and measures issue 6's scenarios side by side with the Worker's own
// ceiling (the health route), plus bundle sizes, Lighthouse and feed growth. Writes
// tests/bench/results/latest.json and the results section of docs/performance.md, prints the tables, and
// exits non-zero naming every missed budget. Not part of `npm test`; bounded well under 10 minutes.
// The measuring code lives in tests/bench/ (TypeScript, loaded with Node's type stripping).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { cpus, totalmem, tmpdir, type as osType, release } from "node:os";
import { dirname, join, resolve } from "node:path";
import {
  BUILT_CONFIG,
  HOST,
  PROJECT_ID,
  ROOT,
  build,
  freePort,
  log,
  migrateAndSeed,
  run,
  startWorker,
  stopAll,
  stopChild,
  stopOnSignals,
} from "./lib/stack.mjs";
import { workerBundleSize } from "./lib/worker-bundle.mjs";

if (!process.features?.typescript) {
  console.error("npm run bench needs a Node with TypeScript type stripping (>= 22.18); run it through npm.");
  process.exit(1);
}
const { homeInitialAssets, largestJsAsset } = await import("../tests/bench/sizes.ts");
const { measure, sequentialLatencies } = await import("../tests/bench/load.ts");
const { BASELINE, scenarios } = await import("../tests/bench/scenarios.ts");
const { benchKeys } = await import("../tests/bench/tokens.ts");
const { auditRowsSql, feedRowsSql, RESULTS_SQL } = await import("../tests/bench/growth-sql.ts");
const { audit, CHROMIUM } = await import("../tests/bench/lighthouse.ts");
const { groupCpuMs } = await import("../tests/bench/cpu.ts");
const metrics = await import("../tests/bench/metrics.ts");

// `--quick` (development only) shortens every window; its figures are not for the record.
const QUICK = process.argv.includes("--quick");
const SETTINGS = { connections: 32, warmupSeconds: QUICK ? 1 : 3, durationSeconds: QUICK ? 3 : 10 };
const GROWTH_ROWS = [100, 10_000, 100_000];
const GROWTH_SAMPLES = 400;
const GROWTH_WARMUP = 30;
/** The audit screen's first page with a small and a large log (issue 14: growth <= 1.5x). */
const AUDIT_ROWS = [100, 100_000];
const ADMIN = { uid: "demo-admin-uid", email: "admin@demo.test" };
const RESULTS_FILE = join(ROOT, "tests", "bench", "results", QUICK ? "quick.tmp.json" : "latest.json");
const LIGHTHOUSE_RUNS = QUICK ? 1 : 3;
/** The full Lighthouse report of the last run, for diagnosis (git-ignored). */
const LIGHTHOUSE_REPORT = join(ROOT, "tests", "bench", "results", "lighthouse.tmp.json");
const DOC_FILE = QUICK ? join(tmpdir(), "sz-bench-quick.md") : join(ROOT, "docs", "performance.md");
const MEMBER = { uid: "demo-clan-uid", email: "clan@demo.test" };
const STAFF = { uid: "demo-staff-uid", email: "staff@demo.test" };
/** The AI route's per-user limit (10 a minute) would answer 429 after ten requests; raised for the run only. */
const BENCH_RATE_LIMIT = 10_000_000;

const problems = [];

/** Runs one part of the bench; a failure is recorded (and fails its budget) instead of ending the run. */
async function part(name, fn, fallback = null) {
  const started = Date.now();
  try {
    const value = await fn();
    log(`${name}: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return value;
  } catch (error) {
    problems.push(`${name}: ${error.message}`);
    console.error(`[bench] ${name} failed: ${error.message}`);
    return fallback;
  }
}

/**
 * A copy of the built Worker config in the run's temp folder, with absolute paths and the AI route's rate
 * limit raised: the limiter binding and its per-request check stay on, only its threshold changes.
 */
function benchConfig(dir) {
  const config = JSON.parse(readFileSync(BUILT_CONFIG, "utf8"));
  const base = dirname(BUILT_CONFIG);
  config.main = resolve(base, config.main);
  if (config.assets?.directory) config.assets.directory = resolve(base, config.assets.directory);
  for (const db of config.d1_databases ?? []) {
    if (db.migrations_dir) db.migrations_dir = resolve(base, db.migrations_dir);
  }
  config.ratelimits = (config.ratelimits ?? []).map((r) => ({
    ...r,
    simple: { ...r.simple, limit: BENCH_RATE_LIMIT },
  }));
  const file = join(dir, "wrangler.json");
  writeFileSync(file, JSON.stringify(config));
  return file;
}

function executeSql(persistTo, sql) {
  const common = ["--local", "--persist-to", persistTo, "-c", join(ROOT, "wrangler.toml")];
  run("wrangler", ["d1", "execute", "DB", ...common, "--command", sql], { stdio: ["ignore", "ignore", "inherit"] });
}

function machine() {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model ?? "unknown",
    cores: cpu.length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    os: `${osType()} ${release()}`,
    node: process.version,
  };
}

/** Alternates baseline runs with the scenarios (B S1 B S2 … B), so every ratio compares neighbours in time. */
async function loadScenarios(base, keys, worker) {
  // wrangler is started in its own process group, so the group is wrangler + workerd.
  const settings = { ...SETTINGS, serverCpuMs: () => groupCpuMs(worker.pid) };
  const largestJs = largestJsAsset(join(ROOT, "dist", "client")).path;
  const memberBearer = `Bearer ${await keys.sign(MEMBER)}`;
  const staffBearer = `Bearer ${await keys.sign(STAFF)}`;
  const list = scenarios({ memberBearer, staffBearer, largestJs });
  log(
    `load: ${SETTINGS.connections} connections, ${SETTINGS.warmupSeconds} s warm-up + ${SETTINGS.durationSeconds} s each`,
  );
  const baseline = (i) =>
    measure(base, { ...BASELINE, id: `baseline-${i + 1}`, label: `baseline run ${i + 1}` }, settings);
  const baselines = [await baseline(0)];
  const results = [];
  for (const [i, s] of list.entries()) {
    log(`load: ${s.label} (baseline ${baselines.at(-1).rps.toFixed(0)} req/s)`);
    results.push(await measure(base, s, settings));
    baselines.push(await baseline(i + 1));
  }
  return { baselines, results };
}

/**
 * Feed growth: one D1 state (and one Worker) per size, all running at once, and ReadFeed requests sent
 * round-robin across them one at a time, so machine noise hits every size alike. The request carries a
 * member token: the edge cache serves anonymous callers only, so every one of these reaches D1.
 */
async function growth(state, vars, config, keys) {
  const memberBearer = `Bearer ${await keys.sign(MEMBER)}`;
  const readFeed = scenarios({ memberBearer, staffBearer: "", largestJs: "" }).find((s) => s.id === "readFeed");
  const uncached = { ...readFeed, headers: { ...readFeed.headers, authorization: memberBearer } };
  const workers = [];
  try {
    for (const rows of GROWTH_ROWS) {
      const persistTo = join(state, `growth-${rows}`);
      migrateAndSeed(persistTo, { seed: false });
      executeSql(persistTo, `${RESULTS_SQL}\n${feedRowsSql(1, rows)}`);
      const port = await freePort();
      workers.push({
        rows,
        base: `http://${HOST}:${port}`,
        child: await startWorker({ port, persistTo, vars, config, quiet: true }),
      });
    }
    return await roundRobin(workers, uncached);
  } finally {
    for (const w of workers) await stopChild(w.child);
  }
}

/**
 * Audit growth: the audit screen's first page (GET /api/v1/revizija as an admin, every federation, newest
 * first) with 100 and with 100 000 audit rows, one Worker each, requests round-robin as for the feed.
 */
async function auditGrowth(state, vars, config, keys) {
  const request = {
    id: "revizija",
    label: "audit list, first page",
    path: "/api/v1/revizija",
    method: "GET",
    headers: { authorization: `Bearer ${await keys.sign(ADMIN)}` },
    verify: (status, body) => (status === 200 && body.includes('"entries"') ? null : body.slice(0, 200)),
  };
  const workers = [];
  try {
    for (const rows of AUDIT_ROWS) {
      const persistTo = join(state, `audit-${rows}`);
      migrateAndSeed(persistTo);
      executeSql(persistTo, auditRowsSql(rows));
      const port = await freePort();
      workers.push({
        rows,
        base: `http://${HOST}:${port}`,
        child: await startWorker({ port, persistTo, vars, config, quiet: true }),
      });
    }
    return await roundRobin(workers, request);
  } finally {
    for (const w of workers) await stopChild(w.child);
  }
}

/** Sends `request` to each Worker in turn, one at a time, and summarises each one's latencies. */
async function roundRobin(workers, request) {
  const samples = workers.map(() => []);
  for (let round = 0; round < GROWTH_WARMUP + GROWTH_SAMPLES; round++) {
    for (const [i, w] of workers.entries()) {
      const [ms] = await sequentialLatencies(w.base, request, 1);
      if (round >= GROWTH_WARMUP) samples[i].push(ms);
    }
  }
  return workers.map((w, i) => ({
    rows: w.rows,
    p50: metrics.percentile(samples[i], 50),
    p99: metrics.percentile(samples[i], 99),
    samples: samples[i].length,
  }));
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  log("Debian's chromium is missing: installing it with apt-get (once)...");
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing and apt-get could not install it`);
}

function report(results) {
  const kb = (n) => (n / 1024).toFixed(1);
  const m = results.machine;
  const lh = results.lighthouse;
  const sections = [
    `Run ${results.date} on ${m.cpu} (${m.cores} cores, ${m.memoryGb} GB, ${m.os}), Node ${m.node}; ` +
      `${results.settings.connections} connections, ${results.settings.warmupSeconds} s warm-up + ` +
      `${results.settings.durationSeconds} s per scenario; whole run ${results.seconds} s.`,
    "### Load (127.0.0.1, wrangler dev = workerd + local D1)\n\n" + metrics.loadTable(results),
    results.initial
      ? "### Home route: initial JS+CSS (critical path from dist/client/index.html)\n\n" +
        metrics.sizeTable(results.initial)
      : "### Home route: initial JS+CSS\n\nnot measured",
    "### Worker bundle (`wrangler deploy --dry-run --outdir`)\n\n" +
      (results.workerBundle
        ? `${kb(results.workerBundle.raw)} KB raw, ${kb(results.workerBundle.gzip)} KB gzip`
        : "not measured"),
    "### Lighthouse (mobile preset, `/`)\n\n" +
      (lh
        ? `performance ${lh.performance}, accessibility ${lh.accessibility}, LCP ${lh.lcpMs} ms, TBT ${lh.tbtMs} ms, ` +
          `CLS ${lh.cls} (median of ${lh.performanceRuns?.length ?? 1} runs; performance per run: ` +
          `${(lh.performanceRuns ?? [lh.performance]).join(", ")})`
        : "not measured"),
    "### Growth: ReadFeed with N feed rows\n\nOne Worker and D1 state per size, requests round-robin across them one at a " +
      "time; a member token, so the edge cache (anonymous only) is bypassed.\n\n" +
      (results.growth.length ? metrics.growthTable(results.growth) : "not measured"),
    "### Growth: the audit list's first page with N audit rows\n\nGET /api/v1/revizija as an admin (every federation, " +
      "newest first, 50 a page), one Worker per size, round-robin as above.\n\n" +
      (results.auditGrowth?.length ? metrics.growthTable(results.auditGrowth, "audit rows") : "not measured"),
    "### Budgets\n\n" + metrics.budgetTable(results.budgets),
  ];
  if (results.problems.length) sections.push("### Problems\n\n" + results.problems.map((p) => `- ${p}`).join("\n"));
  return sections.join("\n\n");
}

function writeDoc(markdown) {
  const start = "<!-- bench:start (written by npm run bench) -->";
  const end = "<!-- bench:end -->";
  const block = `${start}\n\n${markdown}\n\n${end}`;
  const current = existsSync(DOC_FILE) ? readFileSync(DOC_FILE, "utf8") : "# Performance\n\n";
  const next = current.includes(start)
    ? current.slice(0, current.indexOf(start)) + block + current.slice(current.indexOf(end) + end.length)
    : `${current.trimEnd()}\n\n## Latest results\n\n${block}\n`;
  writeFileSync(DOC_FILE, next);
}

async function main() {
  const started = Date.now();
  stopOnSignals();
  const state = mkdtempSync(join(tmpdir(), "sz-bench-"));
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  const out = { initial: null, workerBundle: null, lighthouse: null, growth: [], auditGrowth: [], load: null };
  try {
    build();
    out.initial = await part("home route sizes", () => homeInitialAssets(join(ROOT, "dist", "client")));
    out.workerBundle = await part("worker bundle", () => workerBundleSize({ quiet: true }));
    const keys = await benchKeys(PROJECT_ID);
    const config = benchConfig(state);
    const vars = { TRUSTED_JWKS: keys.jwks };
    const persistTo = join(state, "main");
    migrateAndSeed(persistTo);
    const port = await freePort();
    const worker = await startWorker({ port, persistTo, vars, config, quiet: true });
    const base = `http://${HOST}:${port}`;
    out.load = await part("load scenarios", () => loadScenarios(base, keys, worker));
    out.lighthouse = await part("lighthouse", async () => {
      ensureChromium();
      return audit(`${base}/`, { runs: LIGHTHOUSE_RUNS, port: freePort, reportFile: LIGHTHOUSE_REPORT });
    });
    await stopChild(worker);
    out.growth = await part("growth", () => growth(state, vars, config, keys), []);
    out.auditGrowth = await part("audit growth", () => auditGrowth(state, vars, config, keys), []);
  } finally {
    stopAll();
    rmSync(state, { recursive: true, force: true });
  }
  if (!out.load) throw new Error(`the load scenarios did not run: ${problems.join("; ")}`);
  const baseline = metrics.summariseBaseline(out.load.baselines);
  const results = {
    date: new Date().toISOString(),
    machine: machine(),
    settings: SETTINGS,
    baseline,
    scenarios: metrics.compare(out.load.results, out.load.baselines),
    initial: out.initial,
    workerBundle: out.workerBundle,
    lighthouse: out.lighthouse,
    growth: out.growth,
    auditGrowth: out.auditGrowth,
    problems,
    budgets: [],
    seconds: Math.round((Date.now() - started) / 1000),
  };
  results.budgets = metrics.evaluateBudgets(results);
  writeFileSync(RESULTS_FILE, JSON.stringify(results, null, 2) + "\n");
  const markdown = report(results);
  writeDoc(markdown);
  // Both files are committed, so they leave the bench in the repository's own format (npm test checks it).
  run("prettier", ["--write", "--log-level", "warn", RESULTS_FILE, DOC_FILE]);
  console.log(`\n${markdown}\n`);
  console.log(`[bench] wrote ${RESULTS_FILE} and ${DOC_FILE}`);
  const missed = results.budgets.filter((b) => !b.ok);
  if (missed.length) {
    console.error(`\n[bench] ${missed.length} budget(s) missed:`);
    for (const b of missed) console.error(`  - ${b.label}: ${b.actual} (budget ${b.limit})`);
    process.exit(1);
  }
  console.log("[bench] every budget met");
}

main().catch((error) => {
  console.error(`[bench] ${error.message}`);
  stopAll();
  process.exit(1);
});
