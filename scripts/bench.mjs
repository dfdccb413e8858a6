// `npm run bench`: builds the production bundle, serves it in workerd with local D1 (wrangler dev, temp
// state, free ports, 127.0.0.1 only) and measures issue 6's scenarios side by side with the Worker's own
// ceiling (the health route), in several interleaved rounds judged by their median ratio (issue 17), plus
// bundle sizes, Lighthouse on every page of LIGHTHOUSE_PAGES (retried until three runs succeed) and the
// growth scenarios of tests/bench/growth.ts. Prints the tables and exits non-zero naming every missed
// budget; writes the results to git-ignored files (tests/bench/results/run.tmp.json, .tmp/performance.md)
// so that a run leaves `git status` clean. `--record` writes tests/bench/results/latest.json and the results
// section of docs/performance.md instead: the figures to commit. Not part of `npm test`; bounded well under 10 minutes.
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
import "./lib/resolve-ts.mjs";

if (!process.features?.typescript) {
  console.error("npm run bench needs a Node with TypeScript type stripping (>= 22.18); run it through npm.");
  process.exit(1);
}
const { homeInitialAssets, largestJsAsset } = await import("../tests/bench/sizes.ts");
const { measure, sequentialLatencies } = await import("../tests/bench/load.ts");
const { BASELINE, scenarios } = await import("../tests/bench/scenarios.ts");
const { benchCardKey, benchKeys } = await import("../tests/bench/tokens.ts");
const { cardClaims, growthScenarios } = await import("../tests/bench/growth.ts");
const { auditPage, CHROMIUM } = await import("../tests/bench/lighthouse.ts");
const { SESSION_STORE_KEY } = await import("../shared/constants.ts");
const { groupCpuMs } = await import("../tests/bench/cpu.ts");
const { publishCompetition } = await import("../tests/bench/competition.ts");
const metrics = await import("../tests/bench/metrics.ts");

// `--quick` (development only) shortens every window; its figures are not for the record.
const QUICK = process.argv.includes("--quick");
/** `--only=users,authHealth` (development only): just these load scenarios, and no other part. */
const ONLY =
  process.argv
    .find((a) => a.startsWith("--only="))
    ?.slice(7)
    .split(",")
    .filter(Boolean) ?? null;
/**
 * `--only-growth=natjecanja,registar` (development only): just these growth scenarios (ids of growth.ts),
 * and no other part: no sizes, Lighthouse or load; only their budgets are judged.
 */
const ONLY_GROWTH =
  process.argv
    .find((a) => a.startsWith("--only-growth="))
    ?.slice(14)
    .split(",")
    .filter(Boolean) ?? null;
/**
 * `--only-lighthouse=/natjecanja,/membership` (development only): just Lighthouse on these pages of
 * LIGHTHOUSE_PAGES (every page when the list is empty), no sizes, load or growth; only their budgets are judged.
 * With `--quick`, one successful run per page: alternate it between two checkouts to compare them in pairs.
 */
const ONLY_LIGHTHOUSE =
  process.argv
    .find((a) => a.startsWith("--only-lighthouse"))
    ?.replace(/^--only-lighthouse=?/, "")
    .split(",")
    .filter(Boolean) ?? null;
/** `--rounds=N`: rounds of the interleaved load measurement (default 5; the verdict is their median). */
/** `--record`: write the committed results (latest.json, docs/performance.md); a full run only. */
const RECORD = process.argv.includes("--record") && !QUICK && !ONLY && !ONLY_GROWTH && !ONLY_LIGHTHOUSE;
const ROUNDS = Number(process.argv.find((a) => a.startsWith("--rounds="))?.slice(9) ?? (QUICK ? 1 : 5));
const SETTINGS = {
  connections: 32,
  warmupSeconds: QUICK ? 1 : 2,
  durationSeconds: QUICK ? 3 : 5,
  rounds: ROUNDS,
};
const GROWTH_SAMPLES = QUICK ? 60 : 300;
const GROWTH_WARMUP = QUICK ? 10 : 30;
const ADMIN = { uid: "demo-admin-uid", email: "admin@demo.test" };
const RESULTS_FILE = join(
  ROOT,
  "tests",
  "bench",
  "results",
  RECORD ? "latest.json" : QUICK || ONLY || ONLY_GROWTH || ONLY_LIGHTHOUSE ? "quick.tmp.json" : "run.tmp.json",
);
/** The full Lighthouse report of each page's median run, for diagnosis (git-ignored). */
const lighthouseReport = (path) =>
  join(ROOT, "tests", "bench", "results", `lighthouse${path.replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "")}.tmp.json`);
const DOC_FILE = RECORD
  ? join(ROOT, "docs", "performance.md")
  : QUICK || ONLY || ONLY_GROWTH || ONLY_LIGHTHOUSE
    ? join(tmpdir(), "sz-bench-quick.md")
    : join(ROOT, ".tmp", "performance.md");
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

/**
 * Alternates baseline runs with the scenarios (B S1 B S2 … B), so every ratio compares neighbours in time,
 * and repeats that in ROUNDS rounds: each scenario's verdict is the median of its rounds' ratios, printed
 * with their range, so one noisy window on a shared machine cannot decide it.
 */
async function loadScenarios(base, keys, worker, competition) {
  // wrangler is started in its own process group, so the group is wrangler + workerd.
  const settings = { ...SETTINGS, serverCpuMs: () => groupCpuMs(worker.pid) };
  const largestJs = largestJsAsset(join(ROOT, "dist", "client")).path;
  const memberBearer = `Bearer ${await keys.sign(MEMBER)}`;
  const staffBearer = `Bearer ${await keys.sign(STAFF)}`;
  const list = scenarios({ memberBearer, staffBearer, largestJs, competition: competition ?? NO_COMPETITION }).filter(
    (s) => !ONLY || ONLY.includes(s.id),
  );
  log(
    `load: ${ROUNDS} rounds, ${SETTINGS.connections} connections, ${SETTINGS.warmupSeconds} s warm-up + ` +
      `${SETTINGS.durationSeconds} s each`,
  );
  const rounds = [];
  const allBaselines = [];
  for (let round = 0; round < ROUNDS; round++) {
    const baseline = (i) =>
      measure(
        base,
        { ...BASELINE, id: `baseline-${round + 1}-${i + 1}`, label: `baseline round ${round + 1} run ${i + 1}` },
        settings,
      );
    const baselines = [await baseline(0)];
    const results = [];
    for (const [i, s] of list.entries()) {
      log(`load round ${round + 1}/${ROUNDS}: ${s.label} (baseline ${baselines.at(-1).rps.toFixed(0)} req/s)`);
      results.push(await measure(base, s, settings));
      baselines.push(await baseline(i + 1));
    }
    rounds.push(metrics.compare(results, baselines));
    allBaselines.push(...baselines);
  }
  return { baselines: allBaselines, scenarios: metrics.combineRounds(rounds) };
}

/** Starts one Worker on its own D1 state, migrated (and seeded when asked) and grown by `sql`. */
async function startSized(state, name, { seed, sql }, vars, config) {
  const persistTo = join(state, name);
  migrateAndSeed(persistTo, { seed });
  if (sql) executeSql(persistTo, sql);
  const port = await freePort();
  return { base: `http://${HOST}:${port}`, child: await startWorker({ port, persistTo, vars, config, quiet: true }) };
}

/** Starts one Worker per size of a growth scenario's data (migrated, seeded when asked, grown by its SQL). */
async function startGrowthData(state, vars, config, g) {
  const workers = [];
  try {
    for (const rows of g.sizes) {
      const name = `${g.data ?? g.id}-${rows}`;
      workers.push({ rows, ...(await startSized(state, name, { seed: g.seed, sql: g.sql(rows) }, vars, config)) });
    }
    return workers;
  } catch (error) {
    await stopWorkers(workers);
    throw error;
  }
}

async function stopWorkers(workers) {
  for (const w of workers) await stopChild(w.child);
}

/**
 * One growth scenario (tests/bench/growth.ts) on its Workers (one per size, all running at once): the
 * request sent round-robin across them one at a time, together with the health route on the first Worker
 * (the baseline of the same loop) and, when the scenario has one, its second reference (ReadFeed) there too,
 * so machine noise hits every size and both references alike.
 */
async function growthScenario(workers, g) {
  const targets = [
    ...workers.map((w) => ({ base: w.base, request: g.request })),
    { base: workers[0].base, request: BASELINE },
    ...(g.reference ? [{ base: workers[0].base, request: g.reference }] : []),
  ];
  const samples = await roundRobin(targets);
  const point = (rows, list) => ({
    rows,
    p50: metrics.percentile(list, 50),
    p99: metrics.percentile(list, 99),
    samples: list.length,
  });
  const baselineAt = workers.length;
  return {
    id: g.id,
    label: g.label,
    rowsLabel: g.rowsLabel,
    request: g.request.label,
    points: workers.map((w, i) => point(w.rows, samples[i])),
    baseline: point(0, samples[baselineAt]),
    baselineLimit: g.baselineLimit,
    ...(g.unbudgeted ? { unbudgeted: g.unbudgeted } : {}),
    ...(g.reference
      ? {
          reference: point(0, samples[baselineAt + 1]),
          referenceLabel: g.reference.label,
          ...(g.referenceLimit !== undefined ? { referenceLimit: g.referenceLimit } : {}),
        }
      : {}),
  };
}

/** Sends each target's request in turn, one at a time, and returns each one's latencies. */
async function roundRobin(targets) {
  const samples = targets.map(() => []);
  for (let round = 0; round < GROWTH_WARMUP + GROWTH_SAMPLES; round++) {
    for (const [i, t] of targets.entries()) {
      const [ms] = await sequentialLatencies(t.base, t.request, 1);
      if (round >= GROWTH_WARMUP) samples[i].push(ms);
    }
  }
  return samples;
}

/**
 * Every growth scenario in turn, grouped by their data: the Workers of one data set are built once and
 * serve every scenario that reads it, then stop. A scenario (or a data set) that fails is recorded and
 * misses its budgets.
 */
async function growthAll(state, vars, config, tokens) {
  const list = growthScenarios(tokens).filter((g) => !ONLY_GROWTH || ONLY_GROWTH.includes(g.id));
  const groups = Map.groupBy(list, (g) => g.data ?? g.id);
  const out = [];
  for (const [data, entries] of groups) {
    const workers = await part(`growth data ${data}`, () => startGrowthData(state, vars, config, entries[0]));
    if (!workers) continue;
    try {
      for (const g of entries) {
        const set = await part(`growth ${g.id}`, () => growthScenario(workers, g));
        if (set) out.push(set);
      }
    } finally {
      await stopWorkers(workers);
    }
  }
  return out;
}

/** The growth scenarios' tokens: signed with the run's keys (a card with its CARD_SIGNING_KEYS key). */
async function growthTokens(keys, cardKey) {
  return {
    member: `Bearer ${await keys.sign(MEMBER)}`,
    admin: `Bearer ${await keys.sign(ADMIN)}`,
    staff: `Bearer ${await keys.sign(STAFF)}`,
    card: await cardKey.sign(cardClaims(1)),
  };
}

/** When the bench's competition could not be published: its page's scenarios and audit then fail, with that reason. */
const NO_COMPETITION = { id: "", naziv: "the bench's competition", path: "/natjecanja/not-published" };

/**
 * Lighthouse on every page of LIGHTHOUSE_PAGES (`:id` is the bench's competition); a signed-in page gets the
 * member's session first. For each page, whether its LCP element is in the HTML the Worker answers with.
 */
async function lighthouseAll(base, keys, competition) {
  ensureChromium();
  const session = {
    [SESSION_STORE_KEY]: JSON.stringify({ state: { token: await keys.sign(MEMBER) }, version: 0 }),
    user: JSON.stringify({ uid: MEMBER.uid, email: MEMBER.email, emailVerified: true }),
  };
  const pages = [];
  const chosen = metrics.LIGHTHOUSE_PAGES.filter((p) => !ONLY_LIGHTHOUSE?.length || ONLY_LIGHTHOUSE.includes(p.path));
  for (const page of chosen) {
    log(`lighthouse: ${page.label}`);
    const path = page.path === metrics.COMPETITION_PAGE ? (competition ?? NO_COMPETITION).path : page.path;
    const audited = await auditPage({ ...page, path }, base, {
      successes: QUICK ? 1 : metrics.LIGHTHOUSE_SUCCESSES,
      port: freePort,
      reportFile: lighthouseReport(page.path),
      storage: page.signedIn ? session : undefined,
    });
    const element = audited.result?.lcpElement;
    const lcpInFirstHtml = element ? metrics.lcpInHtml(await (await fetch(base + path)).text(), element) : null;
    pages.push({ ...audited, path: page.path, lcpInFirstHtml });
  }
  return pages;
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
      `${results.settings.durationSeconds} s per scenario, ${results.settings.rounds} interleaved rounds (verdicts on ` +
      `the median ratio; the range is the rounds' lowest and highest); whole run ${results.seconds} s.`,
    "### Load (127.0.0.1, wrangler dev = workerd + local D1)\n\n" + metrics.loadTable(results),
    results.initial
      ? "### Home route: initial JS+CSS (critical path from dist/client/index.html)\n\n" +
        metrics.sizeTable(results.initial)
      : "### Home route: initial JS+CSS\n\nnot measured",
    "### Worker bundle (`wrangler deploy --dry-run --outdir`)\n\n" +
      (results.workerBundle
        ? `${kb(results.workerBundle.raw)} KB raw, ${kb(results.workerBundle.gzip)} KB gzip`
        : "not measured"),
    "### Lighthouse (mobile preset; median of three successful runs per page)\n\n" +
      (lh ? metrics.lighthouseTable(lh) : "not measured"),
    ...results.growth.map(
      (g) =>
        `### Growth: ${g.label} with N ${g.rowsLabel}\n\n${g.request ? `${g.request}. ` : ""}One Worker and D1 state per size, requests ` +
        "round-robin across them one at a time with the health route (the baseline)" +
        (g.reference ? ` and ${g.referenceLabel} (the second reference, on the smallest size's Worker)` : "") +
        " in the same loop." +
        (g.unbudgeted ? ` No budget: ${g.unbudgeted}.` : "") +
        "\n\n" +
        metrics.growthTable(g),
    ),
    "### Budgets\n\n" + metrics.budgetTable(results.budgets),
  ];
  if (results.problems.length) sections.push("### Problems\n\n" + results.problems.map((p) => `- ${p}`).join("\n"));
  return sections.join("\n\n");
}

function writeDoc(markdown) {
  const start = "<!-- bench:start (written by npm run bench) -->";
  const end = "<!-- bench:end -->";
  const block = `${start}\n\n${markdown}\n\n${end}`;
  const committed = join(ROOT, "docs", "performance.md");
  // A plain run's copy starts from the committed document each time, so it reads whole beside its figures.
  const from = RECORD ? DOC_FILE : committed;
  const current = existsSync(from) ? readFileSync(from, "utf8") : "# Performance\n\n";
  const next = current.includes(start)
    ? current.slice(0, current.indexOf(start)) + block + current.slice(current.indexOf(end) + end.length)
    : `${current.trimEnd()}\n\n## Latest results\n\n${block}\n`;
  mkdirSync(dirname(DOC_FILE), { recursive: true });
  writeFileSync(DOC_FILE, next);
}

async function main() {
  const started = Date.now();
  stopOnSignals();
  const state = mkdtempSync(join(tmpdir(), "sz-bench-"));
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  const out = { initial: null, workerBundle: null, lighthouse: null, growth: [], load: null };
  try {
    build();
    if (!ONLY && !ONLY_GROWTH && !ONLY_LIGHTHOUSE) {
      out.initial = await part("home route sizes", () => homeInitialAssets(join(ROOT, "dist", "client")));
      out.workerBundle = await part("worker bundle", () => workerBundleSize({ quiet: true }));
    }
    const keys = await benchKeys(PROJECT_ID);
    const config = benchConfig(state);
    const cardKey = await benchCardKey();
    const vars = { TRUSTED_JWKS: keys.jwks, CARD_SIGNING_KEYS: cardKey.secret };
    if (ONLY_GROWTH) out.load = { baselines: [], scenarios: [] };
    else {
      const main = await startSized(state, "main", { seed: true }, vars, config);
      const staffBearer = `Bearer ${await keys.sign(STAFF)}`;
      const competition = await part("the bench's competition", () => publishCompetition(main.base, staffBearer));
      // Lighthouse first: the load's write scenario adds hundreds of announcements the home page would show.
      if (!ONLY) out.lighthouse = await part("lighthouse", () => lighthouseAll(main.base, keys, competition));
      out.load = ONLY_LIGHTHOUSE
        ? { baselines: [], scenarios: [] }
        : await part("load scenarios", () => loadScenarios(main.base, keys, main.child, competition));
      await stopChild(main.child);
    }
    if (!ONLY && !ONLY_LIGHTHOUSE) out.growth = await growthAll(state, vars, config, await growthTokens(keys, cardKey));
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
    scenarios: out.load.scenarios,
    initial: out.initial,
    workerBundle: out.workerBundle,
    lighthouse: out.lighthouse,
    growth: out.growth,
    problems,
    budgets: [],
    seconds: Math.round((Date.now() - started) / 1000),
  };
  results.budgets = metrics
    .evaluateBudgets(results)
    .filter((b) => !ONLY_GROWTH || ONLY_GROWTH.includes(b.id.split(" ")[1]))
    .filter(
      (b) =>
        !ONLY_LIGHTHOUSE ||
        (b.id.startsWith("lighthouse-") && (!ONLY_LIGHTHOUSE.length || ONLY_LIGHTHOUSE.includes(b.id.split(" ")[1]))),
    );
  writeFileSync(RESULTS_FILE, JSON.stringify(results, null, 2) + "\n");
  const markdown = report(results);
  writeDoc(markdown);
  // With --record both files are committed, so they leave the bench in the repository's own format (npm
  // test checks it); a plain run's copies are git-ignored and left as written.
  if (RECORD) run("prettier", ["--write", "--log-level", "warn", RESULTS_FILE, DOC_FILE]);
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
