// Lighthouse (its default mobile preset: Moto G-class emulation, simulated slow 4G) on the home page, driven
// against Debian's Chromium, which we launch ourselves headless with a private profile and a debugging port.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { medianIndex, type LighthouseResult } from "./metrics.ts";

/** Debian's Chromium; the test script installs it with apt-get when it is missing. */
export const CHROMIUM = "/usr/bin/chromium";

const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-default-apps",
  "--disable-extensions",
  "--no-first-run",
  "--no-default-browser-check",
  "--remote-debugging-address=127.0.0.1",
];

async function waitForDevtools(port: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Chromium's debugging port ${port} did not open within ${timeoutMs / 1000} s`);
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Audits `url` once with the mobile preset in a fresh Chromium; Chromium is stopped whatever happens. */
async function auditOnce(url: string, debuggingPort: number): Promise<{ figures: LighthouseResult; lhr: unknown }> {
  const profile = mkdtempSync(join(tmpdir(), "sz-lh-"));
  const chrome = spawn(CHROMIUM, [...FLAGS, `--remote-debugging-port=${debuggingPort}`, `--user-data-dir=${profile}`], {
    stdio: "ignore",
  });
  try {
    await waitForDevtools(debuggingPort);
    const result = await lighthouse(url, {
      port: debuggingPort,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility"],
    });
    if (!result) throw new Error("Lighthouse returned no result");
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const figures = {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? NaN),
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? NaN),
      cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
    };
    return { figures, lhr: result.lhr };
  } finally {
    if (chrome.exitCode === null && chrome.signalCode === null) {
      const exited = new Promise((done) => chrome.once("exit", done));
      chrome.kill("SIGTERM");
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Lighthouse's own advice for noisy hosts: several runs, keep the median. Its simulated throttling scales
 * the CPU time this machine really spent, so a busy shared machine moves TBT and the score between runs.
 * Writes the median run's full report to `reportFile`.
 */
export async function audit(
  url: string,
  opts: { runs: number; port: () => Promise<number>; reportFile: string },
): Promise<LighthouseResult> {
  const all: { figures: LighthouseResult; lhr: unknown }[] = [];
  for (let i = 0; i < opts.runs; i++) all.push(await auditOnce(url, await opts.port()));
  const median = all[medianIndex(all.map((r) => r.figures.performance))];
  writeFileSync(opts.reportFile, JSON.stringify(median.lhr));
  return { ...median.figures, performanceRuns: all.map((r) => r.figures.performance) };
}
