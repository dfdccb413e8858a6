// Lighthouse (its default mobile preset: Moto G-class emulation, simulated slow 4G) on the home page, driven
// against Debian's Chromium, which we launch ourselves headless with a private profile and a debugging port.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import {
  LIGHTHOUSE_SUCCESSES,
  lcpElementOf,
  medianIndex,
  type LighthousePage,
  type LighthouseResult,
} from "./metrics.ts";

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

/** What a signed-in page needs in localStorage before it loads (the SPA's session store, web/lib/session-store.ts). */
export type Storage = Record<string, string>;

/** Sends one DevTools command over a page target's WebSocket and waits for its answer. */
async function devtools(wsUrl: string, commands: { method: string; params?: object }[]): Promise<void> {
  const ws = new WebSocket(wsUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error("DevTools WebSocket failed"));
  });
  try {
    for (const [id, command] of commands.entries()) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`DevTools ${command.method} timed out`)), 15_000);
        ws.onmessage = (event) => {
          const message = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
          if (message.id !== id) return;
          clearTimeout(timer);
          if (message.error) reject(new Error(`${command.method}: ${message.error.message}`));
          else resolve();
        };
        ws.send(JSON.stringify({ id, ...command }));
      });
    }
  } finally {
    ws.close();
  }
}

/**
 * Puts `storage` into the origin's localStorage from a same-origin JSON route (so no SPA asset is loaded
 * and cached before the audit), then empties the HTTP cache: the audited load stays a cold one.
 */
async function seedStorage(debuggingPort: number, url: string, storage: Storage): Promise<void> {
  const origin = new URL(url).origin;
  const response = await fetch(`http://127.0.0.1:${debuggingPort}/json/new?${origin}/api/v1/health`, { method: "PUT" });
  const target = (await response.json()) as { webSocketDebuggerUrl: string };
  const script = Object.entries(storage)
    .map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`)
    .join("");
  await new Promise((r) => setTimeout(r, 500));
  await devtools(target.webSocketDebuggerUrl, [
    { method: "Runtime.evaluate", params: { expression: `(async () => { ${script} })()`, awaitPromise: true } },
    { method: "Network.enable" },
    { method: "Network.clearBrowserCache" },
  ]);
}

/** Audits `url` once with the mobile preset in a fresh Chromium; Chromium is stopped whatever happens. */
async function auditOnce(
  url: string,
  debuggingPort: number,
  storage?: Storage,
): Promise<{ figures: LighthouseResult; lhr: unknown; trace: unknown }> {
  const profile = mkdtempSync(join(tmpdir(), "sz-lh-"));
  const chrome = spawn(CHROMIUM, [...FLAGS, `--remote-debugging-port=${debuggingPort}`, `--user-data-dir=${profile}`], {
    stdio: "ignore",
  });
  try {
    await waitForDevtools(debuggingPort);
    if (storage) await seedStorage(debuggingPort, url, storage);
    const result = await lighthouse(url, {
      port: debuggingPort,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility"],
      // A signed-in page keeps the session just stored; the HTTP cache was emptied by seedStorage.
      ...(storage ? { disableStorageReset: true } : {}),
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
      lcpElement: lcpElementOf(audits),
    };
    return { figures, lhr: result.lhr, trace: result.artifacts.Trace };
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
 * A run that fails (NO_NAVSTART, a Chromium that did not start, …) is retried, up to `maxAttempts` in all,
 * until LIGHTHOUSE_SUCCESSES runs succeed; with fewer the page is not measured (and misses its budgets).
 * Writes the median run's full report to `reportFile`.
 */
export async function auditPage(
  page: { path: string; label: string },
  base: string,
  opts: {
    successes?: number;
    maxAttempts?: number;
    port: () => Promise<number>;
    reportFile: string;
    storage?: Storage;
  },
): Promise<LighthousePage> {
  const successes = opts.successes ?? LIGHTHOUSE_SUCCESSES;
  const maxAttempts = opts.maxAttempts ?? successes * 2;
  const all: { figures: LighthouseResult; lhr: unknown; trace: unknown }[] = [];
  const failures: string[] = [];
  for (let attempt = 0; attempt < maxAttempts && all.length < successes; attempt++) {
    try {
      all.push(await auditOnce(base + page.path, await opts.port(), opts.storage));
    } catch (error) {
      failures.push((error as Error).message.slice(0, 160));
    }
  }
  if (all.length < successes) {
    return {
      path: page.path,
      label: page.label,
      result: null,
      failures: [`${all.length} of ${successes} runs succeeded`, ...failures],
    };
  }
  const median = all[medianIndex(all.map((r) => r.figures.performance))];
  writeFileSync(opts.reportFile, JSON.stringify(median.lhr));
  // Development: the median run's trace too (where a page's blocking time goes, task by task), when asked for.
  if (process.env.LIGHTHOUSE_TRACE)
    writeFileSync(opts.reportFile.replace(/\.tmp\.json$/, ".trace.tmp.json"), JSON.stringify(median.trace));
  return {
    path: page.path,
    label: page.label,
    result: { ...median.figures, performanceRuns: all.map((r) => r.figures.performance) },
    failures,
  };
}
