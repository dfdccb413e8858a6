import { describe, expect, it } from "vitest";
import {
  GROWTH_IDS,
  LIGHTHOUSE_PAGES,
  combineRounds,
  compare,
  evaluateBudgets,
  growthTable,
  medianIndex,
  percentile,
  ratio,
  summariseBaseline,
  type BenchResults,
  type GrowthSet,
  type LighthousePage,
  type LoadResult,
} from "../bench/metrics";

const lighthouse = (performance: number, accessibility = 100): LighthousePage[] =>
  LIGHTHOUSE_PAGES.map((p) => ({
    path: p.path,
    label: p.label,
    result: { performance, accessibility, lcpMs: 1500, tbtMs: 50, cls: 0, performanceRuns: [performance] },
    failures: [],
  }));

const growth = (id: string, small: number, large: number, baseline = 2): GrowthSet => ({
  id,
  label: id,
  rowsLabel: "rows",
  points: [
    { rows: 100, p50: small, p99: small * 2, samples: 300 },
    { rows: 100_000, p50: large, p99: large * 2, samples: 300 },
  ],
  baseline: { rows: 0, p50: baseline, p99: baseline * 2, samples: 300 },
  baselineLimit: 4,
});

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
    scenarios: compare([load("readFeed", 1800, 120), load("users", 1300, 140)], baselines),
    initial: {
      files: [
        {
          path: "/assets/index.js",
          kind: "script",
          raw: 300_000,
          gzip: 100 * 1024,
          brotli: 90_000,
          firebase: [],
          zod: [],
        },
      ],
      raw: 300_000,
      gzip: 100 * 1024,
      brotli: 90_000,
    },
    workerBundle: { raw: 800_000, gzip: 180 * 1024 },
    lighthouse: lighthouse(98),
    growth: GROWTH_IDS.map((id) => growth(id, 4, 5)),
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

  it("misses ReadFeed below 0.8x and users below 0.6x of the baseline's req/s", () => {
    const r = goodRun();
    r.scenarios = compare([load("readFeed", 1500, 120), load("users", 1100, 140)], r.baseline.runs);
    expect(missed(r)).toEqual(["readFeed-rps", "users-rps"]);
  });

  it("misses a p99 above 1.5x the baseline's and any error, naming the scenario", () => {
    const r = goodRun();
    r.scenarios = compare(
      [load("readFeed", 1800, 151), load("users", 1300, 140, { errors: 3, statuses: { 200: 10, 429: 3 } })],
      r.baseline.runs,
    );
    const budgets = evaluateBudgets(r);
    expect(missed(r)).toEqual(["readFeed-p99", "errors"]);
    expect(budgets.find((b) => b.id === "errors")?.actual).toBe("users: 3 (3× 429)");
  });

  it("counts a scenario that could not be measured as missed, with the reason", () => {
    const r = goodRun();
    r.scenarios = compare(
      [load("readFeed", 0, 0, { skipped: "POST /v1/graphql → 404" }), load("users", 1300, 140)],
      r.baseline.runs,
    );
    const budget = evaluateBudgets(r).find((b) => b.id === "readFeed-rps");
    expect(budget).toMatchObject({ ok: false, actual: "not measured: POST /v1/graphql → 404" });
  });

  it("misses bundles over budget, and firebase or zod on the critical path", () => {
    const r = goodRun() as BenchResults;
    const file = { ...r.initial!.files[0], firebase: ["@firebase/auth"], zod: ["$ZodType"] };
    r.initial = { ...r.initial!, gzip: 121 * 1024, files: [file] };
    r.workerBundle = { raw: 2_000_000, gzip: 351 * 1024 };
    expect(missed(r)).toEqual(["initial-gzip", "firebase-off-critical-path", "zod-off-critical-path", "worker-gzip"]);
    expect(evaluateBudgets(r).find((b) => b.id === "zod-off-critical-path")?.actual).toBe("in /assets/index.js");
  });

  it("holds the Worker to 350 KB gzip (issue 32), every module of the upload counted", () => {
    const r = goodRun();
    r.workerBundle = { raw: 1_000_000, gzip: 350 * 1024 };
    expect(missed(r)).toEqual([]);
    r.workerBundle = { raw: 1_000_000, gzip: 350.2 * 1024 };
    expect(missed(r)).toEqual(["worker-gzip"]);
    expect(evaluateBudgets(r).find((b) => b.id === "worker-gzip")).toMatchObject({
      limit: "<= 350 KB",
      actual: "350.2 KB",
    });
  });

  it("misses Lighthouse below 97 / 100 on any page, and growth of any growth scenario", () => {
    const r = goodRun();
    r.lighthouse = lighthouse(98);
    r.lighthouse[1] = { ...r.lighthouse[1], result: { ...r.lighthouse[1].result!, performance: 96 } };
    r.lighthouse[2] = { ...r.lighthouse[2], result: { ...r.lighthouse[2].result!, accessibility: 99 } };
    r.growth = GROWTH_IDS.map((id) => (id === "people" ? growth(id, 4, 6.1) : growth(id, 4, 5)));
    expect(missed(r)).toEqual([
      `lighthouse-performance ${LIGHTHOUSE_PAGES[1].path}`,
      `lighthouse-accessibility ${LIGHTHOUSE_PAGES[2].path}`,
      "growth-p50 people",
    ]);
  });

  it("misses a growth scenario too slow against the baseline of its own loop", () => {
    const r = goodRun();
    r.growth = GROWTH_IDS.map((id) => (id === "revizija" ? growth(id, 8, 9, 2) : growth(id, 4, 5)));
    expect(missed(r)).toEqual(["growth-baseline revizija"]);
  });

  it("judges a growth scenario against its second reference (ReadFeed) only when it has a limit for it", () => {
    const r = goodRun();
    const withReference = (id: string, referenceP50: number, referenceLimit?: number): GrowthSet => ({
      ...growth(id, 4, 5),
      reference: { rows: 0, p50: referenceP50, p99: referenceP50 * 2, samples: 300 },
      referenceLabel: "ReadFeed as a member",
      ...(referenceLimit === undefined ? {} : { referenceLimit }),
    });
    r.growth = GROWTH_IDS.map((id) =>
      id === "kalendar" ? withReference(id, 1, 3) : id === "registar" ? withReference(id, 1) : growth(id, 4, 5),
    );
    expect(missed(r)).toEqual(["growth-reference kalendar"]);
    expect(evaluateBudgets(r).find((b) => b.id === "growth-reference kalendar")).toMatchObject({
      limit: "<= 3x",
      actual: "5.00x",
    });
    r.growth = GROWTH_IDS.map((id) => (id === "kalendar" ? withReference(id, 2, 3) : growth(id, 4, 5)));
    expect(missed(r)).toEqual([]);
  });

  it("prints each size's p50 ratio to the second reference, and the reference's own row", () => {
    const set: GrowthSet = {
      ...growth("natjecanja", 4, 5),
      reference: { rows: 0, p50: 2.5, p99: 5, samples: 300 },
      referenceLabel: "ReadFeed as a member",
    };
    const lines = growthTable(set).split("\n");
    expect(lines[0]).toContain("p50 vs ReadFeed as a member");
    expect(lines[2]).toMatch(/^\| 100 \| 4\.00 .*\| 1\.60x \|$/);
    expect(lines[3]).toMatch(/^\| 100000 \| 5\.00 .*\| 2\.00x \|$/);
    expect(lines.at(-1)).toMatch(/^\| ReadFeed as a member \| 2\.50 .*\| 1\.25x \| 1\.00x \|$/);
    expect(growthTable(growth("people", 4, 5))).not.toContain("ReadFeed");
  });

  it("counts a page whose Lighthouse runs kept failing as missed, with the reasons", () => {
    const r = goodRun();
    r.lighthouse = lighthouse(98).map((p, i) =>
      i === 0 ? { ...p, result: null, failures: ["2 of 3 runs succeeded", "Lighthouse: NO_NAVSTART"] } : p,
    );
    const budget = evaluateBudgets(r).find((b) => b.id === "lighthouse-performance /");
    expect(budget).toMatchObject({
      ok: false,
      actual: "not measured (2 of 3 runs succeeded; Lighthouse: NO_NAVSTART)",
    });
  });

  it("misses every budget whose part did not run", () => {
    const r = { ...goodRun(), initial: null, workerBundle: null, lighthouse: null, growth: [] };
    expect(missed(r)).toEqual([
      "initial-gzip",
      "firebase-off-critical-path",
      "zod-off-critical-path",
      "worker-gzip",
      ...LIGHTHOUSE_PAGES.flatMap((p) => [`lighthouse-performance ${p.path}`, `lighthouse-accessibility ${p.path}`]),
      ...GROWTH_IDS.flatMap((id) => [`growth-p50 ${id}`, `growth-baseline ${id}`]),
    ]);
  });
});

describe("rounds (issue 17: verdicts that hold)", () => {
  const baselines = [load("b1", 2000, 100), load("b2", 2000, 100)];
  const round = (rps: number, p99: number) => compare([load("users", rps, p99)], baselines);

  it("judges the median of the rounds' ratios and keeps their range", () => {
    const [users] = combineRounds([round(1000, 120), round(1600, 300), round(1300, 140)]);
    expect(users.rpsRatio).toBeCloseTo(0.65);
    expect(users.p99Ratio).toBeCloseTo(1.4);
    expect(users.rpsRange).toEqual([0.5, 0.8]);
    expect(users.p99Range).toEqual([1.2, 3]);
    expect(users.rounds).toBe(3);
    expect(users.requests).toBe(39_000);
  });

  it("one noisy round cannot fail a scenario, nor one lucky round pass it", () => {
    const r = goodRun();
    r.scenarios = combineRounds([
      compare([load("readFeed", 1800, 120), load("users", 400, 400)], [...baselines, load("b3", 2000, 100)]),
      compare([load("readFeed", 1800, 120), load("users", 1300, 120)], [...baselines, load("b3", 2000, 100)]),
      compare([load("readFeed", 1800, 120), load("users", 1300, 120)], [...baselines, load("b3", 2000, 100)]),
    ]);
    expect(missed(r)).toEqual([]);
    r.scenarios = combineRounds([
      compare([load("readFeed", 1800, 120), load("users", 2000, 100)], [...baselines, load("b3", 2000, 100)]),
      compare([load("readFeed", 1800, 120), load("users", 900, 160)], [...baselines, load("b3", 2000, 100)]),
      compare([load("readFeed", 1800, 120), load("users", 900, 160)], [...baselines, load("b3", 2000, 100)]),
    ]);
    expect(missed(r)).toEqual(["users-rps", "users-p99"]);
  });

  it("a scenario skipped in any round is not measured", () => {
    const [users] = combineRounds([
      round(1000, 120),
      compare([load("users", 0, 0, { skipped: "HTTP 500" })], baselines),
    ]);
    expect(users).toMatchObject({ skipped: "HTTP 500", rpsRatio: null, p99Ratio: null });
  });
});
