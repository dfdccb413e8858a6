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
  /** With several rounds: the ratios above are the rounds' medians, and these are their lowest and highest. */
  rounds?: number;
  rpsRange?: [number, number] | null;
  p99Range?: [number, number] | null;
  cpuRange?: [number, number] | null;
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
  /** Markers of zod found in the file (empty when none; absent in results recorded before it was checked). */
  zod?: string[];
}

/** Growth: ReadFeed latency (single connection, edge cache bypassed) with N feed rows. */
export interface GrowthPoint {
  rows: number;
  p50: number;
  p99: number;
  samples: number;
}

/**
 * One growth scenario (issue 17 item 5): the same request against a small and a large data set, one Worker
 * per size, round-robin one request at a time with the health route (the baseline, on the same Workers),
 * so machine noise hits all alike. Budgets: large p50 / small p50 <= growthP50Ratio, and large p50 /
 * baseline p50 <= `baselineLimit`.
 */
export interface GrowthSet {
  id: string;
  label: string;
  /** What the sizes count ("feed rows", "users", …). */
  rowsLabel: string;
  /** The request measured, as a reader would name it. */
  request?: string;
  points: GrowthPoint[];
  /** The health route's latencies, sampled in the same loop. */
  baseline: GrowthPoint | null;
  baselineLimit: number;
  /** A second reference sampled in the same loop (ReadFeed for issue 16's surfaces), with its name. */
  reference?: GrowthPoint | null;
  referenceLabel?: string;
  /** When set, a budget: the largest size's p50 at most this many times the reference's p50. */
  referenceLimit?: number;
  /** Why this entry has no budget (figures only), when it has none. */
  unbudgeted?: string;
}

/** The element Lighthouse names as the page's largest contentful paint (its `largest-contentful-paint-element`). */
export interface LcpElement {
  /** A CSS path to it (`main > ul > li > article.event-card > img`). */
  selector: string;
  /** Its opening tag as Chromium serialised it. */
  snippet: string;
  /** Its text (an image's alt or file name when it has none). */
  nodeLabel: string;
}

/** Lighthouse mobile figures for one page (scores 0..100, times in milliseconds). */
export interface LighthouseResult {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The performance score of every run; the figures above are those of the median run. */
  performanceRuns?: number[];
  /** The median run's LCP element (issue 32); null when Lighthouse named none. */
  lcpElement?: LcpElement | null;
}

/** Lighthouse on one page of LIGHTHOUSE_PAGES: the median of the successful runs, or null with the failures. */
export interface LighthousePage {
  path: string;
  label: string;
  result: LighthouseResult | null;
  /** Why runs failed (NO_NAVSTART, …): retried until LIGHTHOUSE_SUCCESSES runs succeed or attempts run out. */
  failures: string[];
  /** Whether the LCP element's text is in #root of the HTML the Worker answers the page with (no script run). */
  lcpInFirstHtml?: boolean | null;
}

/** Everything one `npm run bench` measured; null where a part could not be measured (see `problems`). */
export interface BenchResults {
  date: string;
  machine: { cpu: string; cores: number; memoryGb: number; os: string; node: string };
  settings: { connections: number; warmupSeconds: number; durationSeconds: number; rounds: number };
  /** Every baseline run (one before each scenario and one after the last) and their means. */
  baseline: { runs: LoadResult[]; rps: number; p99: number; cpuMsPerRequest: number | null };
  scenarios: ComparedResult[];
  initial: { files: CriticalFile[]; raw: number; gzip: number; brotli: number } | null;
  workerBundle: { raw: number; gzip: number } | null;
  lighthouse: LighthousePage[] | null;
  growth: GrowthSet[];
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

/** The budgets of issue 6, raised by issues 17 and 32. */
export const BUDGETS = {
  readFeedRpsRatio: 0.8,
  /** A server-rendered public page answered from the edge cache, against the health route (issue 32). */
  cachedPageRpsRatio: 0.8,
  usersRpsRatio: 0.6,
  p99Ratio: 1.5,
  initialGzipKb: 120,
  workerGzipKb: 350,
  lighthousePerformance: 98,
  lighthouseAccessibility: 100,
  growthP50Ratio: 1.5,
} as const;

/** Successful Lighthouse runs judged per page (their median); failed runs are retried. */
export const LIGHTHOUSE_SUCCESSES = 3;

/**
 * What a server-rendered page's LCP element must be (issue 32): content, named by `what` and recognised by
 * `pattern` in its selector or opening tag, and its text present in the first HTML.
 */
export interface LcpExpectation {
  what: string;
  pattern: RegExp;
}

/** A page Lighthouse measures. `:id` in a path is the bench's own competition (tests/bench/competition.ts). */
export interface LighthousePageSpec {
  path: string;
  label: string;
  signedIn: boolean;
  /** The LCP budget of a server-rendered page; a signed-in page is rendered by the browser and has none. */
  lcp?: LcpExpectation;
}

/** The bench's competition page (its id is known once the run has published it). */
export const COMPETITION_PAGE = "/natjecanja/:id";

/** The pages Lighthouse must measure; one that could not be measured misses all its budgets. */
export const LIGHTHOUSE_PAGES: readonly LighthousePageSpec[] = [
  {
    path: "/",
    label: "/",
    signedIn: false,
    // Home's largest text is its heading (SPEC's hero line) above the cards: server-rendered content too.
    lcp: {
      what: "home's heading or an event or result card",
      pattern: /event-card|result-card|^div#root > main#main > div\.page > h[12]\b/,
    },
  },
  {
    path: "/natjecanja",
    label: "/natjecanja",
    signedIn: false,
    lcp: {
      what: "the list's heading or text, or a competition card",
      pattern: /^div#root > main#main > div\.page > (h1|h2|p)\b|natjecanje-card/,
    },
  },
  {
    path: COMPETITION_PAGE,
    label: "/natjecanja/:id (documents and a start list)",
    signedIn: false,
    lcp: { what: "the competition's name", pattern: /^div#root > main#main > div\.page > h1\b/ },
  },
  { path: "/membership", label: "/membership (signed in)", signedIn: true },
];

/** The growth scenarios every run must measure (tests/bench/growth.ts defines them). */
export const GROWTH_IDS = [
  "readFeed",
  "people",
  "revizija",
  "natjecanja",
  "kalendar",
  "natjecanjeStranica",
  "registar",
  "provjera",
  "ljestvica",
  "licenceQueue",
  "klubSportasi",
  "klubovi",
  "startneListe",
  "prijaveKluba",
] as const;

/** The scenarios whose p99 and throughput the budgets bound (the API routes behind the baseline). */
const API_BUDGETS = [
  { id: "readFeed", min: BUDGETS.readFeedRpsRatio, label: "anonymous ReadFeed" },
  { id: "users", min: BUDGETS.usersRpsRatio, label: "authenticated users" },
  { id: "cachedPage", min: BUDGETS.cachedPageRpsRatio, label: "cached public page /natjecanja/:id" },
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

/** The median of some numbers (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function medianOrNull(values: readonly (number | null)[]): number | null {
  return values.length === 0 || values.some((v) => v == null) ? null : median(values as number[]);
}

function rangeOf(values: readonly (number | null)[]): [number, number] | null {
  return values.length === 0 || values.some((v) => v == null)
    ? null
    : [Math.min(...(values as number[])), Math.max(...(values as number[]))];
}

/**
 * Several rounds of the same scenarios (each already compared with its neighbouring baselines) as one
 * result per scenario: its ratios are the rounds' medians, with their range; its figures are the medians
 * of the rounds' figures. A scenario skipped in any round is skipped, with the first reason.
 */
export function combineRounds(rounds: readonly (readonly ComparedResult[])[]): ComparedResult[] {
  if (rounds.length === 0) return [];
  return rounds[0].map((first) => {
    const all = rounds.map((round) => round.find((r) => r.id === first.id)).filter((r) => r !== undefined);
    const skipped =
      all.find((r) => r.skipped)?.skipped ?? (all.length < rounds.length ? "missing in a round" : undefined);
    const mid = (key: "rps" | "p50" | "p99" | "baselineRps" | "baselineP99") => median(all.map((r) => r[key]));
    const sum = (key: "requests" | "errors" | "non2xx" | "socketErrors" | "timeouts") =>
      all.reduce((n, r) => n + r[key], 0);
    const statuses: Record<string, number> = {};
    for (const r of all)
      for (const [code, n] of Object.entries(r.statuses ?? {})) statuses[code] = (statuses[code] ?? 0) + n;
    const ratios = (key: "rpsRatio" | "p99Ratio" | "cpuRatio") => all.map((r) => r[key]);
    return {
      ...first,
      rps: mid("rps"),
      p50: mid("p50"),
      p99: mid("p99"),
      baselineRps: mid("baselineRps"),
      baselineP99: mid("baselineP99"),
      requests: sum("requests"),
      errors: sum("errors"),
      non2xx: sum("non2xx"),
      socketErrors: sum("socketErrors"),
      timeouts: sum("timeouts"),
      statuses,
      cpuMsPerRequest: medianOrNull(all.map((r) => r.cpuMsPerRequest)),
      ...(skipped ? { skipped } : {}),
      rpsRatio: skipped ? null : medianOrNull(ratios("rpsRatio")),
      p99Ratio: skipped ? null : medianOrNull(ratios("p99Ratio")),
      cpuRatio: skipped ? null : medianOrNull(ratios("cpuRatio")),
      rounds: all.length,
      rpsRange: skipped ? null : rangeOf(ratios("rpsRatio")),
      p99Range: skipped ? null : rangeOf(ratios("p99Ratio")),
      cpuRange: skipped ? null : rangeOf(ratios("cpuRatio")),
    };
  });
}

const kb = (bytes: number) => bytes / 1024;
const fmt = (n: number, digits = 1) => n.toFixed(digits);
const fmtRatio = (r: number | null) => (r == null ? "n/a" : `${r.toFixed(2)}x`);
const fmtRange = (r: [number, number] | null | undefined) => (r ? ` (${r[0].toFixed(2)}–${r[1].toFixed(2)})` : "");
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
  const withZod = initial?.files.filter((f) => (f.zod ?? []).length > 0).map((f) => f.path) ?? [];
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
      "zod-off-critical-path",
      "zod (the input schemas) off the critical path",
      "absent",
      initial ? (withZod.length ? `in ${withZod.join(", ")}` : "absent") : "not measured",
      initial != null && withZod.length === 0,
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

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Text with HTML's character references decoded (named ones React writes, and numeric ones). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== "#") return ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
  });
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** #root's markup in a page's HTML, from its opening tag to the end of the body; null when it has none. */
export function rootMarkup(html: string): string | null {
  const open = /<div\b[^>]*\bid="root"[^>]*>/.exec(html);
  if (!open) return null;
  const rest = html.slice(open.index + open[0].length);
  const end = rest.lastIndexOf("</body>");
  return end < 0 ? rest : rest.slice(0, end);
}

/**
 * Whether the LCP element is in the HTML the Worker answered with, before any script: its text (Lighthouse's
 * node label, which it cuts at 80 characters with an ellipsis) in #root's text, or for an image its `src` in
 * #root's markup.
 */
export function lcpInHtml(html: string, element: LcpElement): boolean {
  const root = rootMarkup(html);
  if (root == null) return false;
  const src = /^<img\b[^>]*\bsrc="([^"]+)"/.exec(element.snippet)?.[1];
  if (src && root.includes(src)) return true;
  const label = collapse(element.nodeLabel.replace(/…$/, ""));
  if (!label) return false;
  const text = collapse(decodeEntities(root.replace(/<script\b[\s\S]*?<\/script>/gi, " ").replace(/<[^>]*>/g, " ")));
  return text.includes(label);
}

/**
 * The LCP element of a Lighthouse report's audits: the node of `lcp-breakdown-insight` (Lighthouse 13, which
 * replaced `largest-contentful-paint-element` with it), or of that older audit; null when neither names one.
 */
export function lcpElementOf(audits: Record<string, { details?: unknown } | undefined>): LcpElement | null {
  const find = (value: unknown): LcpElement | null => {
    if (!value || typeof value !== "object") return null;
    const node = value as Partial<LcpElement> & { type?: string; items?: unknown[]; node?: unknown };
    if (node.type === "node" && typeof node.selector === "string") {
      return { selector: node.selector, snippet: node.snippet ?? "", nodeLabel: node.nodeLabel ?? "" };
    }
    for (const item of [node.node, ...(Array.isArray(node.items) ? node.items : [])]) {
      const found = find(item);
      if (found) return found;
    }
    return null;
  };
  return find(audits["lcp-breakdown-insight"]?.details) ?? find(audits["largest-contentful-paint-element"]?.details);
}

/** Whether an LCP element is the content a page's budget asks for. */
export function lcpIsContent(element: LcpElement, expected: LcpExpectation): boolean {
  return expected.pattern.test(element.selector) || expected.pattern.test(element.snippet);
}

const describeElement = (e: LcpElement) =>
  `${e.selector || e.snippet}${e.nodeLabel ? ` "${collapse(e.nodeLabel).slice(0, 48)}"` : ""}`;

function lcpCheck(spec: LighthousePageSpec, page: LighthousePage | undefined, why: string): BudgetCheck[] {
  if (!spec.lcp) return [];
  const element = page?.result?.lcpElement ?? null;
  const content = element != null && lcpIsContent(element, spec.lcp);
  const inHtml = page?.lcpInFirstHtml === true;
  const verdicts = [content ? null : "not that content", inHtml ? null : "not in the first HTML"].filter(Boolean);
  return [
    check(
      `lighthouse-lcp ${spec.path}`,
      `LCP element on ${spec.label}: content, in the first HTML`,
      `${spec.lcp.what}, in the first HTML`,
      element ? describeElement(element) + (verdicts.length ? ` (${verdicts.join(", ")})` : "") : why,
      content && inHtml,
    ),
  ];
}

function lighthouseChecks(pages: readonly LighthousePage[] | null): BudgetCheck[] {
  return LIGHTHOUSE_PAGES.flatMap((spec) => {
    const { path, label } = spec;
    const page = pages?.find((p) => p.path === path);
    const lh = page?.result ?? null;
    const why = page?.failures.length ? `not measured (${page.failures.join("; ")})` : "not measured";
    return [
      check(
        `lighthouse-performance ${path}`,
        `Lighthouse mobile performance on ${label}`,
        `>= ${BUDGETS.lighthousePerformance}`,
        lh ? String(lh.performance) : why,
        lh != null && lh.performance >= BUDGETS.lighthousePerformance,
      ),
      check(
        `lighthouse-accessibility ${path}`,
        `Lighthouse accessibility on ${label}`,
        `= ${BUDGETS.lighthouseAccessibility}`,
        lh ? String(lh.accessibility) : why,
        lh != null && lh.accessibility >= BUDGETS.lighthouseAccessibility,
      ),
      ...lcpCheck(spec, page, lh ? "Lighthouse named no LCP element" : why),
    ];
  });
}

/** The load scenario that renders /natjecanja/:id afresh at every request (a new query string each time). */
export const PAGE_MISS_SCENARIO = "pageMiss";

/** Issue 32: a page cache miss's server CPU per request, stated beside ReadFeed's (no limit: a figure). */
function missCpuCheck(r: Pick<BenchResults, "scenarios">): BudgetCheck {
  const miss = r.scenarios.find((s) => s.id === PAGE_MISS_SCENARIO && !s.skipped)?.cpuMsPerRequest ?? null;
  const feed = r.scenarios.find((s) => s.id === "readFeed" && !s.skipped)?.cpuMsPerRequest ?? null;
  return check(
    "page-miss-cpu",
    "cache miss of /natjecanja/:id: server CPU per request beside anonymous ReadFeed's",
    "stated",
    miss == null || feed == null
      ? "not measured"
      : `${fmtCpu(miss)} ms vs ${fmtCpu(feed)} ms (${fmtRatio(ratio(miss, feed))})`,
    miss != null && feed != null,
  );
}

function growthChecks(sets: readonly GrowthSet[]): BudgetCheck[] {
  return GROWTH_IDS.flatMap((id) => {
    const set = sets.find((g) => g.id === id);
    const points = set?.points ?? [];
    const sizes = points.map((x) => x.rows);
    const small = points.find((g) => g.rows === Math.min(...sizes));
    const large = points.find((g) => g.rows === Math.max(...sizes));
    const growth = points.length >= 2 ? ratio(large?.p50, small?.p50) : null;
    const vsBaseline = ratio(large?.p50, set?.baseline?.p50);
    const what = set?.label ?? id;
    const limit = set?.baselineLimit ?? NaN;
    const vsReference = ratio(large?.p50, set?.reference?.p50);
    const referenceLimit = set?.referenceLimit;
    const referenceCheck =
      referenceLimit === undefined
        ? []
        : [
            check(
              `growth-reference ${id}`,
              `${what}: p50 at ${large?.rows ?? "the largest size"} ${set!.rowsLabel} vs ${set!.referenceLabel ?? "reference"} p50`,
              `<= ${referenceLimit}x`,
              vsReference == null ? "not measured" : fmtRatio(vsReference),
              vsReference != null && vsReference <= referenceLimit,
            ),
          ];
    return [
      check(
        `growth-p50 ${id}`,
        small && large ? `${what}: p50 at ${large.rows} ${set!.rowsLabel} vs ${small.rows}` : `${what}: p50 growth`,
        `<= ${BUDGETS.growthP50Ratio}x`,
        growth == null ? "not measured" : fmtRatio(growth),
        growth != null && growth <= BUDGETS.growthP50Ratio,
      ),
      check(
        `growth-baseline ${id}`,
        large ? `${what}: p50 at ${large.rows} ${set!.rowsLabel} vs baseline p50` : `${what}: p50 vs baseline`,
        Number.isFinite(limit) ? `<= ${limit}x` : "a limit",
        vsBaseline == null ? "not measured" : fmtRatio(vsBaseline),
        vsBaseline != null && vsBaseline <= limit,
      ),
      ...referenceCheck,
    ];
  });
}

/** Every budget against these results; a part that was not measured misses its budget. */
export function evaluateBudgets(
  r: Pick<BenchResults, "scenarios" | "baseline" | "initial" | "workerBundle" | "lighthouse" | "growth">,
): BudgetCheck[] {
  return [
    ...apiChecks(r),
    missCpuCheck(r),
    errorCheck(r),
    ...bundleChecks(r),
    ...lighthouseChecks(r.lighthouse),
    ...growthChecks(r.growth),
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
          fmtRatio(s.rpsRatio) + fmtRange(s.rpsRange),
          fmtRatio(s.p99Ratio) + fmtRange(s.p99Range),
          fmtCpu(s.cpuMsPerRequest),
          fmtRatio(s.cpuRatio) + fmtRange(s.cpuRange),
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
      "req/s vs baseline: median (range)",
      "p99 vs baseline: median (range)",
      "server CPU ms/req",
      "CPU vs baseline: median (range)",
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
    f.zod?.length ? f.zod.join(", ") : "no",
  ]);
  rows.push(["total", "", fmt(kb(initial.raw)), fmt(kb(initial.gzip)), fmt(kb(initial.brotli)), "", ""]);
  return table(["file", "how", "raw KB", "gzip KB", "brotli KB", "firebase", "zod"], rows);
}

/**
 * One growth scenario as a table: each size, then the baseline sampled in the same loop, and the second
 * reference (with its own ratio column) when the scenario has one.
 */
export function growthTable(set: GrowthSet): string {
  const first = set.points[0];
  const reference = set.reference ?? null;
  const vsReference = (p50: number) => (reference ? [fmtRatio(ratio(p50, reference.p50))] : []);
  const rows = set.points.map((g) => [
    String(g.rows),
    fmt(g.p50, 2),
    fmt(g.p99, 2),
    String(g.samples),
    fmtRatio(ratio(g.p50, first?.p50)),
    fmtRatio(ratio(g.p50, set.baseline?.p50)),
    ...vsReference(g.p50),
  ]);
  if (set.baseline) {
    const b = set.baseline;
    rows.push([
      "baseline (health)",
      fmt(b.p50, 2),
      fmt(b.p99, 2),
      String(b.samples),
      "–",
      "1.00x",
      ...vsReference(b.p50),
    ]);
  }
  if (reference) {
    const r = reference;
    const name = set.referenceLabel ?? "reference";
    rows.push([
      name,
      fmt(r.p50, 2),
      fmt(r.p99, 2),
      String(r.samples),
      "–",
      fmtRatio(ratio(r.p50, set.baseline?.p50)),
      "1.00x",
    ]);
  }
  const header = [set.rowsLabel, "p50 ms", "p99 ms", "samples", "p50 vs smallest", "p50 vs baseline"];
  return table(reference ? [...header, `p50 vs ${set.referenceLabel ?? "reference"}`] : header, rows);
}

/** Lighthouse per page: the median run's figures and every run's performance score. */
export function lighthouseTable(pages: readonly LighthousePage[]): string {
  return table(
    [
      "page",
      "performance",
      "accessibility",
      "LCP ms",
      "TBT ms",
      "CLS",
      "LCP element",
      "in first HTML",
      "performance per run",
      "failed runs",
    ],
    pages.map((p) =>
      p.result
        ? [
            p.label,
            String(p.result.performance),
            String(p.result.accessibility),
            String(p.result.lcpMs),
            String(p.result.tbtMs),
            String(p.result.cls),
            p.result.lcpElement ? describeElement(p.result.lcpElement).replace(/\|/g, "\\|") : "–",
            p.lcpInFirstHtml == null ? "–" : p.lcpInFirstHtml ? "yes" : "no",
            (p.result.performanceRuns ?? []).join(", "),
            p.failures.length ? p.failures.join("; ") : "0",
          ]
        : [p.label, "–", "–", "–", "–", "–", "–", "–", "–", p.failures.join("; ") || "not measured"],
    ),
  );
}

/** The budgets as a table with a verdict per line. */
export function budgetTable(budgets: readonly BudgetCheck[]): string {
  return table(
    ["budget", "limit", "measured", "verdict"],
    budgets.map((b) => [b.label, b.limit, b.actual, b.ok ? "met" : "**MISSED**"]),
  );
}
