import { describe, expect, it } from "vitest";
import {
  compare,
  evaluateBudgets,
  medianIndex,
  percentile,
  ratio,
  summariseBaseline,
  type BenchResults,
  type LoadResult,
} from "../bench/metrics";

const load = (id: string, rps: number, p99: number, extra: Partial<LoadResult> = {}): LoadResult => ({
  id,
  label: id,
  rps,
  p50: p99 / 4,
  p99,
  requests: rps * 10,
  errors: 0,
  non2xx: 0,
  socketErrors: 0,
  timeouts: 0,
  cpuMsPerRequest: 1,
  statuses: { 200: rps * 10 },
  ...extra,
});

/** A run where every budget holds; tests break one thing at a time. */
function goodRun(): Parameters<typeof evaluateBudgets>[0] {
  const baselines = [load("b1", 2000, 100), load("b2", 2000, 100), load("b3", 2000, 100)];
  return {
    baseline: summariseBaseline(baselines),
    scenarios: compare([load("readFeed", 1800, 120), load("users", 1100, 140)], baselines),
    initial: {
      files: [
        { path: "/assets/index.js", kind: "script", raw: 300_000, gzip: 100 * 1024, brotli: 90_000, firebase: [] },
      ],
      raw: 300_000,
      gzip: 100 * 1024,
      brotli: 90_000,
    },
    workerBundle: { raw: 800_000, gzip: 180 * 1024 },
    lighthouse: { performance: 98, accessibility: 100, lcpMs: 1500, tbtMs: 50, cls: 0 },
    growth: [
      { rows: 100, p50: 4, p99: 9, samples: 400 },
      { rows: 100_000, p50: 5, p99: 10, samples: 400 },
    ],
    auditGrowth: [
      { rows: 100, p50: 6, p99: 12, samples: 400 },
      { rows: 100_000, p50: 7, p99: 14, samples: 400 },
    ],
  };
}

const missed = (r: Parameters<typeof evaluateBudgets>[0]) =>
  evaluateBudgets(r)
    .filter((b) => !b.ok)
    .map((b) => b.id);

describe("bench arithmetic", () => {
  it("takes percentiles by nearest rank, whatever the sample order", () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 99)).toBe(10);
    expect(percentile(samples, 0)).toBe(1);
    expect(percentile([], 50)).toBeNaN();
  });

  it("picks the median run", () => {
    expect(medianIndex([85, 96, 91])).toBe(2);
    expect(medianIndex([90])).toBe(0);
    expect(medianIndex([3, 1, 2, 4])).toBe(2);
    expect(medianIndex([])).toBe(-1);
  });

  it("refuses a ratio against nothing", () => {
    expect(ratio(1600, 2000)).toBeCloseTo(0.8);
    expect(ratio(1600, 0)).toBeNull();
    expect(ratio(null, 2000)).toBeNull();
    expect(ratio(1, NaN)).toBeNull();
  });

  it("compares each scenario with the baseline runs on either side of it", () => {
    const baselines = [load("b1", 1000, 100), load("b2", 3000, 300), load("b3", 2000, 200)];
    const [first, second] = compare([load("a", 1000, 100), load("b", 1250, 500)], baselines);
    expect(first.rpsRatio).toBeCloseTo(0.5);
    expect(first.p99Ratio).toBeCloseTo(0.5);
    expect(second.rpsRatio).toBeCloseTo(0.5);
    expect(second.p99Ratio).toBeCloseTo(2);
    expect(summariseBaseline(baselines).rps).toBe(2000);
    expect(compare([load("c", 1, 1, { cpuMsPerRequest: 3 })], baselines.slice(0, 2))[0].cpuRatio).toBeCloseTo(3);
    const unknownCpu = [load("b1", 1, 1, { cpuMsPerRequest: null }), load("b2", 1, 1)];
    expect(compare([load("c", 1, 1)], unknownCpu)[0].cpuRatio).toBeNull();
    expect(() => compare([load("a", 1, 1)], baselines)).toThrow();
  });
});

describe("bench budgets (issue 6)", () => {
  it("passes a run that meets every budget", () => {
    expect(missed(goodRun())).toEqual([]);
  });

  it("misses ReadFeed below 0.8x and users below 0.5x of the baseline's req/s", () => {
    const r = goodRun();
    r.scenarios = compare([load("readFeed", 1500, 120), load("users", 900, 140)], r.baseline.runs);
    expect(missed(r)).toEqual(["readFeed-rps", "users-rps"]);
  });

  it("misses a p99 above 1.5x the baseline's and any error, naming the scenario", () => {
    const r = goodRun();
    r.scenarios = compare(
      [load("readFeed", 1800, 151), load("users", 1100, 140, { errors: 3, statuses: { 200: 10, 429: 3 } })],
      r.baseline.runs,
    );
    const budgets = evaluateBudgets(r);
    expect(missed(r)).toEqual(["readFeed-p99", "errors"]);
    expect(budgets.find((b) => b.id === "errors")?.actual).toBe("users: 3 (3× 429)");
  });

  it("counts a scenario that could not be measured as missed, with the reason", () => {
    const r = goodRun();
    r.scenarios = compare(
      [load("readFeed", 0, 0, { skipped: "POST /v1/graphql → 404" }), load("users", 1100, 140)],
      r.baseline.runs,
    );
    const budget = evaluateBudgets(r).find((b) => b.id === "readFeed-rps");
    expect(budget).toMatchObject({ ok: false, actual: "not measured: POST /v1/graphql → 404" });
  });

  it("misses bundles over budget and firebase on the critical path", () => {
    const r = goodRun() as BenchResults;
    r.initial = { ...r.initial!, gzip: 126 * 1024, files: [{ ...r.initial!.files[0], firebase: ["@firebase/auth"] }] };
    r.workerBundle = { raw: 2_000_000, gzip: 401 * 1024 };
    expect(missed(r)).toEqual(["initial-gzip", "firebase-off-critical-path", "worker-gzip"]);
  });

  it("misses Lighthouse below 95 / 100 and a feed read that grows with the table", () => {
    const r = goodRun();
    r.lighthouse = { performance: 94, accessibility: 99, lcpMs: 3000, tbtMs: 300, cls: 0.2 };
    r.growth = [
      { rows: 100, p50: 4, p99: 9, samples: 400 },
      { rows: 10_000, p50: 5, p99: 9, samples: 400 },
      { rows: 100_000, p50: 6.1, p99: 12, samples: 400 },
    ];
    expect(missed(r)).toEqual(["lighthouse-performance", "lighthouse-accessibility", "growth-p50"]);
  });

  it("misses an audit list whose first page grows with the log", () => {
    const r = goodRun();
    r.auditGrowth = [
      { rows: 100, p50: 4, p99: 9, samples: 400 },
      { rows: 100_000, p50: 6.1, p99: 12, samples: 400 },
    ];
    expect(missed(r)).toEqual(["audit-growth-p50"]);
  });

  it("misses every budget whose part did not run", () => {
    const r = { ...goodRun(), initial: null, workerBundle: null, lighthouse: null, growth: [], auditGrowth: [] };
    expect(missed(r)).toEqual([
      "initial-gzip",
      "firebase-off-critical-path",
      "worker-gzip",
      "lighthouse-performance",
      "lighthouse-accessibility",
      "growth-p50",
      "audit-growth-p50",
    ]);
  });
});
