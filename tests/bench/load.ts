// Load scenarios against the local Worker with autocannon (in this process, 127.0.0.1 only): a probe that
// proves the route answers what a client expects, a warm-up that is thrown away, then the measured window.
import autocannon from "autocannon";
import { Agent, request } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { gunzipSync } from "node:zlib";
import type { LoadResult } from "./metrics.ts";

/** One HTTP scenario: the request, and what a correct answer looks like. */
export interface Scenario {
  id: string;
  label: string;
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Null when the answer is what a client expects, else why not (a fast 404 must not pass for speed). */
  verify: (status: number, body: string) => string | null;
  note?: string;
  /**
   * Under load, each request gets `?<this>=<counter>` (a URL never asked before): for a page the edge cache
   * keeps per URL, every request is a miss. The probe sends the plain path.
   */
  uniqueQuery?: string;
  /** Connections for this scenario when not the run's (a slow path measured for its CPU, not its queue). */
  connections?: number;
  /**
   * The answer is kept at the edge and the scenario measures hits: the probe is repeated until one comes from
   * the cache (`x-edge-cache: HIT`). The probe's own miss stores its copy after answering, so a warm-up started
   * at once had every connection miss and render together, a stall that could outlast the warm-up.
   */
  cached?: boolean;
}

/** How long the probe waits for a cached scenario's answer to come from the edge cache. */
const CACHED_WITHIN_MS = 5_000;

/** How hard and how long each scenario runs. */
export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** Total CPU milliseconds the server has used so far (null when it cannot be read). */
  serverCpuMs?: () => number | null;
}

/**
 * Sends the scenario's request (a cached scenario's until it comes from the edge cache); null when the answer
 * is right, else the reason it is not.
 */
export async function probe(base: string, s: Scenario, cachedWithinMs = CACHED_WITHIN_MS): Promise<string | null> {
  const until = Date.now() + cachedWithinMs;
  for (;;) {
    const { problem, hit } = await probeOnce(base, s);
    if (problem || hit || !s.cached) return problem;
    if (Date.now() > until) return `${requestLine(s)} never came from the edge cache within ${cachedWithinMs} ms`;
    await sleep(50);
  }
}

const requestLine = (s: Scenario) => `${s.method ?? "GET"} ${s.path}`;

/** One request: why its answer is wrong (null when right), and whether it came from the edge cache. */
async function probeOnce(base: string, s: Scenario): Promise<{ problem: string | null; hit: boolean }> {
  const request = requestLine(s);
  try {
    const response = await fetch(base + s.path, {
      method: s.method ?? "GET",
      headers: s.headers,
      body: s.body,
      signal: AbortSignal.timeout(10_000),
    });
    const body = await response.text();
    const problem = s.verify(response.status, body);
    return {
      problem: problem && `${request} → ${response.status}: ${problem}`,
      hit: response.headers.get("x-edge-cache") === "HIT",
    };
  } catch (error) {
    return { problem: `${request} failed: ${(error as Error).message}`, hit: false };
  }
}

/** Numbers the unique query strings across every window of a run, so no URL repeats between them. */
let uniqueCounter = 0;

function fire(base: string, s: Scenario, connections: number, seconds: number) {
  const unique = s.uniqueQuery;
  return autocannon({
    url: base + s.path,
    method: s.method ?? "GET",
    headers: s.headers,
    body: s.body,
    connections,
    duration: seconds,
    timeout: 10,
    ...(unique
      ? {
          requests: [
            {
              setupRequest: (request: { path?: string }) => ({
                ...request,
                path: `${s.path}${s.path.includes("?") ? "&" : "?"}${unique}=${Date.now().toString(36)}-${++uniqueCounter}`,
              }),
            },
          ],
        }
      : {}),
  });
}

/** Probes, warms up, then measures one scenario; a failed probe yields a skipped result, not a number. */
export async function measure(base: string, s: Scenario, settings: LoadSettings): Promise<LoadResult> {
  const empty = {
    rps: 0,
    p50: 0,
    p99: 0,
    requests: 0,
    errors: 0,
    non2xx: 0,
    socketErrors: 0,
    timeouts: 0,
    cpuMsPerRequest: null,
    statuses: {},
  };
  const problem = await probe(base, s);
  if (problem) return { id: s.id, label: s.label, ...empty, skipped: problem };
  const connections = s.connections ?? settings.connections;
  await fire(base, s, connections, settings.warmupSeconds);
  const cpuBefore = settings.serverCpuMs?.() ?? null;
  const r = await fire(base, s, connections, settings.durationSeconds);
  const cpuAfter = settings.serverCpuMs?.() ?? null;
  const cpu = cpuBefore != null && cpuAfter != null && r.requests.total > 0 ? cpuAfter - cpuBefore : null;
  return {
    id: s.id,
    label: s.label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    errors: r.non2xx + r.errors + r.timeouts,
    non2xx: r.non2xx,
    socketErrors: r.errors,
    timeouts: r.timeouts,
    cpuMsPerRequest: cpu == null ? null : cpu / r.requests.total,
    statuses: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, v]) => [code, v?.count ?? 0])),
    ...(s.note ? { note: s.note } : {}),
  };
}

const keepAlive = new Agent({ keepAlive: true });

/** One request over a kept-alive connection; resolves at the body's last byte, with the body as sent. */
function send(url: string, s: Scenario): Promise<{ status: number; encoding: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = { "accept-encoding": "gzip", ...s.headers };
    const req = request(url, { method: s.method ?? "GET", headers, agent: keepAlive }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: String(response.headers["content-encoding"] ?? ""),
          bytes: Buffer.concat(chunks),
        }),
      );
    });
    req.on("error", reject);
    req.end(s.body);
  });
}

/**
 * Latency one request at a time (no queueing), in milliseconds per request: to the last byte of the answer
 * as the server sent it, like autocannon's. Inflating a gzipped answer is the client's work, so it happens
 * after the clock stops (fetch would inflate a 1 000-competition calendar, 476 KB, inside it), and then the
 * answer is checked.
 */
export async function sequentialLatencies(base: string, s: Scenario, count: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const { status, encoding, bytes } = await send(base + s.path, s);
    samples.push(performance.now() - started);
    const body = (encoding === "gzip" ? gunzipSync(bytes) : bytes).toString("utf8");
    const problem = s.verify(status, body);
    if (problem) throw new Error(`${s.label}: ${status} ${problem}`);
  }
  return samples;
}
