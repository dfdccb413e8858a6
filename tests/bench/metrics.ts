// The benchmark's arithmetic: percentiles, ratios against the baseline, the issue's budgets and the
// table printed by `npm run bench` and written into docs/performance.md. This module is pure: no I/O.

/** One load scenario as measured by the load generator (latencies in milliseconds). */
export interface LoadResult {
  id: string;
  label: string;
  /** Mean requests per second over the measured window. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** non2xx + socket errors + timeouts. */
  errors: number;
  non2xx: number;
  socketErrors: number;
  timeouts: number;
  /** CPU milliseconds the server (wrangler + workerd) spent per request; steadier than req/s on a busy machine. */
  cpuMsPerRequest: number | null;
  /** Answers by HTTP status, so an error count can be told apart (429 from 500 from 401). */
  statuses: Record<string, number>;
  /** Why the scenario was not measured (route missing, probe answered wrongly); the figures are then 0. */
  skipped?: string;
  /** Anything a reader must know to interpret the figures. */
  note?: string;
}

/** A load result with its ratios to the baseline runs on either side of it. */
export interface ComparedResult extends LoadResult {
  /** Mean req/s and p99 of the two baseline runs around this scenario. */
  baselineRps: number;
  baselineP99: number;
  /** CPU per request / the adjacent baselines' CPU per request (lower is better; informative, no budget). */
  cpuRatio: number | null;
  /** rps / baseline rps (higher is better). */
  rpsRatio: number | null;
  /** p99 / baseline p99 (lower is better). */
  p99Ratio: number | null;
}

/** One file the browser fetches before the home route can render. */
export interface CriticalFile {
  path: string;
  kind: "script" | "modulepreload" | "stylesheet" | "import";
  raw: number;
  gzip: number;
  brotli: number;
  /** Markers of the Firebase SDK found in the file (empty when none). */
  firebase: string[];
}

/** Growth: ReadFeed latency (single connection, edge cache bypassed) with N feed rows. */
export interface GrowthPoint {
  rows: number;
  p50: number;
  p99: number;
  samples: number;
}

/** Lighthouse mobile figures for `/` (scores 0..100, times in milliseconds). */
export interface LighthouseResult {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The performance score of every run; the figures above are those of the median run. */
  performanceRuns?: number[];
}

/** Everything one `npm run bench` measured; null where a part could not be measured (see `problems`). */
export interface BenchResults {
  date: string;
  machine: { cpu: string; cores: number; memoryGb: number; os: string; node: string };
  settings: { connections: number; warmupSeconds: number; durationSeconds: number };
  /** Every baseline run (one before each scenario and one after the last) and their means. */
  baseline: { runs: LoadResult[]; rps: number; p99: number; cpuMsPerRequest: number | null };
  scenarios: ComparedResult[];
  initial: { files: CriticalFile[]; raw: number; gzip: number; brotli: number } | null;
  workerBundle: { raw: number; gzip: number } | null;
  lighthouse: LighthouseResult | null;
  growth: GrowthPoint[];
  /** The audit list's first page at 100 and 100 000 audit rows (issue 14). */
  auditGrowth?: GrowthPoint[];
  /** Parts that failed to run, with the reason; each one also fails its budget. */
  problems: string[];
  budgets: BudgetCheck[];
  seconds: number;
}

/** One budget of issue 6 and whether this run met it. */
export interface BudgetCheck {
  id: string;
  label: string;
  limit: string;
  actual: string;
  ok: boolean;
}

/** The budgets of issue 6. */
export const BUDGETS = {
  readFeedRpsRatio: 0.8,
  usersRpsRatio: 0.5,
  p99Ratio: 1.5,
  initialGzipKb: 125,
  workerGzipKb: 400,
  lighthousePerformance: 95,
  lighthouseAccessibility: 100,
  growthP50Ratio: 1.5,
} as const;

/** The scenarios whose p99 and throughput the budgets bound (the API routes behind the baseline). */
const API_BUDGETS = [
  { id: "readFeed", min: BUDGETS.readFeedRpsRatio, label: "anonymous ReadFeed" },
  { id: "users", min: BUDGETS.usersRpsRatio, label: "authenticated users" },
] as const;

/** The p-th percentile (0..100) of samples by nearest rank; NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((Math.min(Math.max(p, 0), 100) / 100) * sorted.length);
  return sorted[Math.max(rank - 1, 0)];
}

/** Index of the median of `values` (the lower middle one for an even count); -1 for none. */
export function medianIndex(values: readonly number[]): number {
  if (values.length === 0) return -1;
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  return order[Math.floor((order.length - 1) / 2)][1];
}

/** a / b, or null when either is missing or b is not positive (a ratio against nothing means nothing). */
export function ratio(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a == null || b == null || !Number.isFinite(a) || !Number.isFinite(b) || b <= 0) return null;
  return a / b;
}

/** The baseline runs summarised: mean req/s and p99 over every run (they alternate with the scenarios). */
export function summariseBaseline(runs: readonly LoadResult[]): BenchResults["baseline"] {
  const mean = (key: "rps" | "p99") => runs.reduce((n, r) => n + r[key], 0) / runs.length;
  return {
    runs: [...runs],
    rps: mean("rps"),
    p99: mean("p99"),
    cpuMsPerRequest: meanOrNull(runs.map((r) => r.cpuMsPerRequest)),
  };
}

function meanOrNull(values: readonly (number | null)[]): number | null {
  if (values.length === 0 || values.some((v) => v == null)) return null;
  return (values as number[]).reduce((a, b) => a + b, 0) / values.length;
}

/**
 * Adds the ratios to the baseline: scenario i ran between baseline runs i and i+1, so it is compared with
 * their mean, not with a ceiling measured minutes away while other load came and went on the machine.
 */
export function compare(results: readonly LoadResult[], baselines: readonly LoadResult[]): ComparedResult[] {
  if (baselines.length !== results.length + 1) {
    throw new Error(`need ${results.length + 1} baseline runs around ${results.length} scenarios`);
  }
  return results.map((r, i) => {
    const rps = (baselines[i].rps + baselines[i + 1].rps) / 2;
    const p99 = (baselines[i].p99 + baselines[i + 1].p99) / 2;
    const cpu = meanOrNull([baselines[i].cpuMsPerRequest, baselines[i + 1].cpuMsPerRequest]);
    return {
      ...r,
      baselineRps: rps,
      baselineP99: p99,
      cpuRatio: r.skipped ? null : ratio(r.cpuMsPerRequest, cpu),
      rpsRatio: r.skipped ? null : ratio(r.rps, rps),
      p99Ratio: r.skipped ? null : ratio(r.p99, p99),
    };
  });
}

const kb = (bytes: number) => bytes / 1024;
const fmt = (n: number, digits = 1) => n.toFixed(digits);
const fmtRatio = (r: number | null) => (r == null ? "n/a" : `${r.toFixed(2)}x`);
const fmtCpu = (ms: number | null) => (ms == null ? "n/a" : ms.toFixed(2));

function check(id: string, label: string, limit: string, actual: string, ok: boolean): BudgetCheck {
  return { id, label, limit, actual, ok };
}

function apiChecks(r: Pick<BenchResults, "scenarios">): BudgetCheck[] {
  const out: BudgetCheck[] = [];
  for (const { id, min, label } of API_BUDGETS) {
    const s = r.scenarios.find((x) => x.id === id);
    const missing = !s ? "not measured" : s.skipped ? `not measured: ${s.skipped}` : null;
    out.push(
      check(
        `${id}-rps`,
        `${label} req/s vs baseline`,
        `>= ${min}x`,
        missing ?? fmtRatio(s!.rpsRatio),
        !missing && s!.rpsRatio != null && s!.rpsRatio >= min,
      ),
      check(
        `${id}-p99`,
        `${label} p99 vs baseline p99`,
        `<= ${BUDGETS.p99Ratio}x`,
        missing ?? fmtRatio(s!.p99Ratio),
        !missing && s!.p99Ratio != null && s!.p99Ratio <= BUDGETS.p99Ratio,
      ),
    );
  }
  return out;
}

function statusList(s: LoadResult): string {
  const bad = Object.entries(s.statuses ?? {}).filter(([code]) => !code.startsWith("2"));
  return bad.length ? ` (${bad.map(([code, n]) => `${n}× ${code}`).join(", ")})` : "";
}

function errorCheck(r: Pick<BenchResults, "scenarios" | "baseline">): BudgetCheck {
  const all = [...r.baseline.runs, ...r.scenarios].filter((s) => !s.skipped);
  const failing = all.filter((s) => s.errors > 0).map((s) => `${s.label}: ${s.errors}${statusList(s)}`);
  return check("errors", "errors under load", "0", failing.length ? failing.join(", ") : "0", failing.length === 0);
}

function bundleChecks(r: Pick<BenchResults, "initial" | "workerBundle">): BudgetCheck[] {
  const initial = r.initial;
  const withFirebase = initial?.files.filter((f) => f.firebase.length > 0).map((f) => f.path) ?? [];
  return [
    check(
      "initial-gzip",
      "home route initial JS+CSS (gzip)",
      `<= ${BUDGETS.initialGzipKb} KB`,
      initial ? `${fmt(kb(initial.gzip))} KB` : "not measured",
      initial != null && kb(initial.gzip) <= BUDGETS.initialGzipKb,
    ),
    check(
      "firebase-off-critical-path",
      "firebase/auth off the critical path",
      "absent",
      initial ? (withFirebase.length ? `in ${withFirebase.join(", ")}` : "absent") : "not measured",
      initial != null && withFirebase.length === 0,
    ),
    check(
      "worker-gzip",
      "Worker bundle (gzip)",
      `<= ${BUDGETS.workerGzipKb} KB`,
      r.workerBundle ? `${fmt(kb(r.workerBundle.gzip))} KB` : "not measured",
      r.workerBundle != null && kb(r.workerBundle.gzip) <= BUDGETS.workerGzipKb,
    ),
  ];
}

function lighthouseChecks(lh: LighthouseResult | null): BudgetCheck[] {
  return [
    check(
      "lighthouse-performance",
      "Lighthouse mobile performance on /",
      `>= ${BUDGETS.lighthousePerformance}`,
      lh ? String(lh.performance) : "not measured",
      lh != null && lh.performance >= BUDGETS.lighthousePerformance,
    ),
    check(
      "lighthouse-accessibility",
      "Lighthouse accessibility on /",
      `= ${BUDGETS.lighthouseAccessibility}`,
      lh ? String(lh.accessibility) : "not measured",
      lh != null && lh.accessibility >= BUDGETS.lighthouseAccessibility,
    ),
  ];
}

function growthCheck(growth: readonly GrowthPoint[], id = "growth-p50", what = "ReadFeed"): BudgetCheck {
  const small = growth.find((g) => g.rows === Math.min(...growth.map((x) => x.rows)));
  const large = growth.find((g) => g.rows === Math.max(...growth.map((x) => x.rows)));
  const r = growth.length >= 2 ? ratio(large?.p50, small?.p50) : null;
  const label = small && large ? `${what} p50 at ${large.rows} rows vs ${small.rows} rows` : `${what} p50 growth`;
  return check(
    id,
    label,
    `<= ${BUDGETS.growthP50Ratio}x`,
    r == null ? "not measured" : fmtRatio(r),
    r != null && r <= BUDGETS.growthP50Ratio,
  );
}

/** Every budget of issue 6 against these results; a part that was not measured misses its budget. */
export function evaluateBudgets(
  r: Pick<
    BenchResults,
    "scenarios" | "baseline" | "initial" | "workerBundle" | "lighthouse" | "growth" | "auditGrowth"
  >,
): BudgetCheck[] {
  return [
    ...apiChecks(r),
    errorCheck(r),
    ...bundleChecks(r),
    ...lighthouseChecks(r.lighthouse),
    growthCheck(r.growth),
    growthCheck(r.auditGrowth ?? [], "audit-growth-p50", "Audit list first page"),
  ];
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/** The load scenarios as a Markdown table (also readable on a terminal), each with its adjacent baseline. */
export function loadTable(r: Pick<BenchResults, "baseline" | "scenarios">): string {
  const runs = r.baseline.runs;
  const spread = runs.length
    ? `${fmt(Math.min(...runs.map((b) => b.rps)), 0)}–${fmt(Math.max(...runs.map((b) => b.rps)), 0)}`
    : "";
  const baselineRow = [
    `baseline (mean of ${runs.length} runs)`,
    fmt(r.baseline.rps, 0),
    runs.length ? fmt(runs.reduce((n, b) => n + b.p50, 0) / runs.length) : "–",
    fmt(r.baseline.p99),
    String(runs.reduce((n, b) => n + b.errors, 0)),
    "1.00x",
    "1.00x",
    fmtCpu(r.baseline.cpuMsPerRequest),
    "1.00x",
    `req/s range ${spread}`,
  ];
  const rows = r.scenarios.map((s) =>
    s.skipped
      ? [s.label, "–", "–", "–", "–", "–", "–", "–", "–", `not measured: ${s.skipped}`]
      : [
          s.label,
          fmt(s.rps, 0),
          fmt(s.p50),
          fmt(s.p99),
          String(s.errors),
          fmtRatio(s.rpsRatio),
          fmtRatio(s.p99Ratio),
          fmtCpu(s.cpuMsPerRequest),
          fmtRatio(s.cpuRatio),
          [s.note, `adjacent baseline ${fmt(s.baselineRps, 0)} req/s, p99 ${fmt(s.baselineP99)} ms`]
            .filter(Boolean)
            .join("; "),
        ],
  );
  return table(
    [
      "scenario",
      "req/s",
      "p50 ms",
      "p99 ms",
      "errors",
      "req/s vs baseline",
      "p99 vs baseline",
      "server CPU ms/req",
      "CPU vs baseline",
      "note",
    ],
    [baselineRow, ...rows],
  );
}

/** The files on the home route's critical path with their sizes. */
export function sizeTable(initial: NonNullable<BenchResults["initial"]>): string {
  const rows = initial.files.map((f) => [
    f.path,
    f.kind,
    fmt(kb(f.raw)),
    fmt(kb(f.gzip)),
    fmt(kb(f.brotli)),
    f.firebase.length ? f.firebase.join(", ") : "no",
  ]);
  rows.push(["total", "", fmt(kb(initial.raw)), fmt(kb(initial.gzip)), fmt(kb(initial.brotli)), ""]);
  return table(["file", "how", "raw KB", "gzip KB", "brotli KB", "firebase"], rows);
}

/** The growth measurement as a table. */
export function growthTable(growth: readonly GrowthPoint[], rowsLabel = "feed rows"): string {
  const first = growth[0];
  return table(
    [rowsLabel, "p50 ms", "p99 ms", "samples", "p50 vs first"],
    growth.map((g) => [
      String(g.rows),
      fmt(g.p50, 2),
      fmt(g.p99, 2),
      String(g.samples),
      fmtRatio(ratio(g.p50, first?.p50)),
    ]),
  );
}

/** The budgets as a table with a verdict per line. */
export function budgetTable(budgets: readonly BudgetCheck[]): string {
  return table(
    ["budget", "limit", "measured", "verdict"],
    budgets.map((b) => [b.label, b.limit, b.actual, b.ok ? "met" : "**MISSED**"]),
  );
}
