// `npm run test:load`: a mixed load against the production build served by wrangler dev (workerd + local D1,
// temp state, free port, 127.0.0.1 only), then a check that no acknowledged write was lost or duplicated.
// 32 connections for 60 s; each connection cycles 9 reads (anonymous and member: ReadFeed,
// dokumenti_saveza, users) and 1 staff CreateNajava whose subject is unique and recorded by this client.
// When the load ends the Worker is stopped and D1 is read back directly. Reports 5xx (must be 0), p50/p99,
// and writes acknowledged vs found; every create carries an Idempotency-Key and every 5th is sent twice
// with it (concurrently or after its answer): none may be duplicated; exits non-zero on any 5xx, lost or duplicated write. Not in `npm test`.
// Meanwhile a second client (another member, 2 connections) bursts GET /api/v1/me/data, limited to 10 a
// minute per user: it must get 429s, and the main client none (a burst from one client does not slow the
// others). The main client is one synthetic staff user writing ~10 % of hundreds of requests a second, far
// past the per-user write limit sized for people, so the private copy of the config raises that one limit.
// When the mixed load ends, league result confirmations race on the same Worker (scripts/lib/load-lige.mjs):
// the away club's official confirming and disputing the same matches while the home club's re-enters them;
// each match must end answered once, with no acknowledged write lost or unaudited and no 5xx. (Run beside the
// mixed load on a shared 2-core machine, the two starved each other into timeouts; apart, each is measured.)
// Then entries race at a window's close (scripts/lib/load-prijave.mjs): eight clubs' officials entering all at
// once into events of cap 10; each event must end with exactly 10 accepted and the rest waiting in arrival
// order, no athlete twice, every acknowledged entry stored as answered and audited, and no 5xx.
import autocannon from "autocannon";
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { SignJWT, exportJWK, generateKeyPair } from "jose";
import "./lib/resolve-ts.mjs";
import { clearTimeout, setTimeout } from "node:timers";
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
import { LEAGUE_OFFICIALS, leagueProblems, leagueSetupSql, runLeagueRace, verifyLeague } from "./lib/load-lige.mjs";
import {
  ENTRY_OFFICIALS,
  entriesProblems,
  entriesSetupSql,
  runEntriesRace,
  verifyEntries,
} from "./lib/load-prijave.mjs";

const CONNECTIONS = 32;
const SECONDS = Number(process.env.SZ_LOAD_SECONDS ?? 60);
/** The whole run (build, start, load, check) is killed after this, so it can never hang. */
const HARD_LIMIT_MS = (SECONDS + 300) * 1000;
const STAFF = { uid: `load-staff-${randomUUID()}`, email: "load-staff@load.test" };
const MEMBER = { uid: `load-member-${randomUUID()}`, email: "load-member@load.test" };
const BURSTER = { uid: `load-burster-${randomUUID()}`, email: "load-burster@load.test" };
const BURST_CONNECTIONS = 2;
/** The demo seed's Zicer Savez: the load test's staff user works for it. */
const ZICER_SAVEZ = "b0000000-0000-4000-8000-000000000001";
const LOCK = "/tmp/sz-npm-test.lock";

/** The trusted documents, read from the shared TypeScript module (type stripping) so they never drift. */
async function trusted() {
  const { OPERATIONS: all } = await import("../shared/graphql/operations.ts");
  return all;
}

/** A throw-away RS256 key: the Worker trusts its public half (TRUSTED_JWKS, refused in production). */
async function localKeys() {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = `load-${Date.now()}`;
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  const sign = ({ uid, email }) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email, email_verified: true, auth_time: now, firebase: { sign_in_provider: "password" } })
      .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
      .setIssuer(`https://securetoken.google.com/${PROJECT_ID}`)
      .setAudience(PROJECT_ID)
      .setSubject(uid)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(privateKey);
  };
  return { jwks: JSON.stringify({ keys: [jwk] }), sign };
}

/** Builds under the shared build lock (other suites rebuild dist/ too), then copies the build into `dir`. */
function buildPrivateCopy(dir) {
  const hasFlock = spawnSync("flock", ["--version"], { stdio: "ignore" }).status === 0;
  if (hasFlock) {
    log(`building (waiting for ${LOCK} if another suite is building)...`);
    run("flock", [LOCK, "vite", "build", "--logLevel", "warn"]);
  } else {
    build();
  }
  const copy = join(dir, "dist");
  mkdirSync(copy, { recursive: true });
  cpSync(join(ROOT, "dist"), copy, { recursive: true });
  const config = JSON.parse(readFileSync(BUILT_CONFIG, "utf8"));
  const base = join(copy, dirname(BUILT_CONFIG).slice(join(ROOT, "dist").length + 1));
  config.main = resolve(base, config.main);
  if (config.assets?.directory) config.assets.directory = resolve(base, config.assets.directory);
  for (const db of config.d1_databases ?? [])
    if (db.migrations_dir) db.migrations_dir = resolve(base, db.migrations_dir);
  for (const limiter of config.ratelimits ?? []) {
    if (limiter.name === "WRITE_RATE_LIMITER") limiter.simple.limit = 1_000_000_000;
  }
  const file = join(base, "wrangler.json");
  writeFileSync(file, JSON.stringify(config));
  return file;
}

function d1(persistTo, sql) {
  const args = ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "-c", join(ROOT, "wrangler.toml")];
  const result = spawnSync("wrangler", [...args, "--json", "--command", sql], {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed: ${result.stderr || result.stdout}`);
  return JSON.parse(result.stdout)[0].results;
}

/** Seed announcements of Zicer Savez that the load edits concurrently, each with the version it read. */
const EDITED = [3, 4, 5, 6, 7].map((n) => `f0000000-0000-4000-8000-${String(n).padStart(12, "0")}`);

/**
 * An edit of one of EDITED with the version this client believes current: 200 counts as an acknowledged edit
 * (the row is then one version further); 409 means another connection's edit of the same version won. All
 * edits come from this client, so after a 409 the current version is 1 + the acknowledged edits of the row.
 */
function editRequest(ops, headers, stats, count) {
  return {
    method: "POST",
    path: "/v1/graphql",
    headers,
    setupRequest: (request, context) => {
      const id = EDITED[stats.editsSent++ % EDITED.length];
      const version = 1 + (stats.edits.get(id) ?? 0);
      context.id = id;
      const variables = { id, version, set: { description: `Uređeno ${stats.editsSent}` } };
      return {
        ...request,
        body: JSON.stringify({ operationName: "UpdateNajava", query: ops.UpdateNajava, variables }),
      };
    },
    onResponse: (status, _body, context) => {
      count(status);
      if (status === 200) stats.edits.set(context.id, (stats.edits.get(context.id) ?? 0) + 1);
    },
  };
}

/** The request cycle of one connection: 9 reads, 1 create and 1 edit (staff). */
function requestCycle(ops, tokens, stats) {
  const body = (operationName, variables = {}) =>
    JSON.stringify({ operationName, query: ops[operationName], variables });
  const headers = (token) => ({
    "content-type": "application/json",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const count = (status) => {
    stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
  };
  // Anonymous public reads are the edge cache's (docs/security.md, "Edge cache"): its answer says HIT or MISS.
  const read = (operationName, token) => ({
    method: "POST",
    path: "/v1/graphql",
    headers: headers(token),
    body: body(operationName),
    onResponse: (status, _body, _context, responseHeaders) => {
      count(status);
      const cache = String(responseHeaders?.["x-edge-cache"] ?? "");
      if (!token && status === 200) stats.edgeCache[cache === "HIT" ? "hits" : "misses"]++;
    },
  });
  const countRetry = (status, replayed = null) => {
    const label = replayed ? `${status} replayed` : String(status);
    stats.retries.statuses[label] = (stats.retries.statuses[label] ?? 0) + 1;
  };
  // The sequential retry of the write before it in this connection's cycle (or a read when none is due).
  const retry = {
    method: "POST",
    path: "/v1/graphql",
    headers: headers(null),
    setupRequest: (request, context) => {
      context.retrying = context.retry;
      context.retry = null;
      if (!context.retrying) return { ...request, headers: headers(null), body: body("ReadFeed") };
      stats.retries.sequential++;
      return context.retrying;
    },
    onResponse: (status, responseBody, context) => {
      if (!context.retrying) return count(status);
      let id = null;
      try {
        id = JSON.parse(responseBody)?.data?.insert_feed_one?.id ?? null;
      } catch {
        /* not JSON */
      }
      const first = stats.acknowledged.get(context.subject);
      countRetry(status === 200 && id && first ? (id === first ? "200 same id" : "200 OTHER id") : status);
    },
  };
  const write = {
    method: "POST",
    path: "/v1/graphql",
    headers: headers(tokens.staff),
    setupRequest: (request, context) => {
      const n = ++stats.sent;
      const subject = `${stats.prefix}${n}`;
      const key = randomUUID();
      const sent = {
        ...request,
        headers: { ...request.headers, "idempotency-key": key },
        body: body("CreateNajava", { subject, description: `Opterećenje ${subject}` }),
      };
      context.subject = subject;
      // Every 5th create is sent twice with the same key: every 10th at once (a concurrent duplicate, by
      // fetch beside autocannon's request), the others once it was answered (the `retry` request below).
      context.retry = n % 5 === 0 && n % 10 !== 0 ? sent : null;
      if (n % 10 === 0) {
        stats.retries.concurrent++;
        const { method, headers: h, body: b } = sent;
        fetch(`${stats.url}/v1/graphql`, { method, headers: h, body: b })
          .then((r) => countRetry(r.status, r.headers.get("idempotent-replayed")))
          .catch(() => countRetry("error"));
      }
      return sent;
    },
    onResponse: (status, responseBody, context) => {
      count(status);
      let id = null;
      try {
        id = JSON.parse(responseBody)?.data?.insert_feed_one?.id ?? null;
      } catch {
        /* not JSON: not acknowledged */
      }
      if (status === 200 && id) stats.acknowledged.set(context.subject, id);
    },
  };
  return [
    read("ReadFeed"),
    read("dokumenti_saveza"),
    read("ReadFeed", tokens.member),
    read("users", tokens.member),
    read("ReadFeed"),
    read("dokumenti_saveza", tokens.member),
    read("ReadFeed"),
    read("users", tokens.member),
    read("dokumenti_saveza"),
    write,
    retry,
    editRequest(ops, headers(tokens.staff), stats, count),
  ];
}

/** The second client: one member asking for their data export again and again. */
function burstRequests(token, burst) {
  return [
    {
      method: "GET",
      path: "/api/v1/me/data",
      headers: { authorization: `Bearer ${token}` },
      onResponse: (status) => {
        burst.statuses[status] = (burst.statuses[status] ?? 0) + 1;
      },
    },
  ];
}

function fire(url, requests, connections = CONNECTIONS) {
  return new Promise((done, fail) => {
    const instance = autocannon({ url, connections, duration: SECONDS, timeout: 10, requests }, (error, result) =>
      error ? fail(error) : done(result),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/** Every acknowledged subject found exactly once; the counts of what is missing or repeated. */
function verify(persistTo, stats) {
  const rows = d1(
    persistTo,
    `SELECT subject, id, count(*) AS n FROM feed WHERE subject LIKE '${stats.prefix}%' GROUP BY subject`,
  );
  const found = new Map(rows.map((r) => [r.subject, r]));
  let missing = 0;
  let wrongId = 0;
  for (const [subject, id] of stats.acknowledged) {
    const row = found.get(subject);
    if (!row) missing += 1;
    else if (row.id !== id) wrongId += 1;
  }
  const duplicated = rows.filter((r) => r.n > 1).length;
  // No lost update: each edited row's version counts at least its acknowledged edits (two 200s for one version
  // would leave it lower); an edit applied whose answer timed out raises it without an acknowledgement. Every
  // applied edit (version - 1) has exactly one audit row.
  const edited = d1(
    persistTo,
    `SELECT f.id, f.version, (SELECT count(*) FROM audit_log a WHERE a.entity_id = f.id AND a.action = 'update') AS audits
     FROM feed f WHERE f.id IN (${EDITED.map((id) => `'${id}'`).join(", ")})`,
  );
  const lostEdits = edited.filter((r) => r.version - 1 < (stats.edits.get(r.id) ?? 0)).length;
  const unauditedEdits = edited.filter((r) => r.audits !== r.version - 1).length;
  const unacknowledgedEdits = edited.reduce((n, r) => n + r.version - 1 - (stats.edits.get(r.id) ?? 0), 0);
  // Every stored row (acknowledged or still in flight when the run ended) has its create audit row.
  const unauditedCreates = d1(
    persistTo,
    `SELECT count(*) AS n FROM feed f WHERE f.subject LIKE '${stats.prefix}%'
     AND NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.entity_id = f.id AND a.action = 'create')`,
  )[0].n;
  const foundAcknowledged = [...stats.acknowledged.keys()].filter((s) => found.has(s)).length;
  return {
    rows: rows.length,
    foundAcknowledged,
    missing,
    wrongId,
    duplicated,
    lostEdits,
    unauditedEdits,
    unacknowledgedEdits,
    unauditedCreates,
  };
}

/** Edits D1 acknowledged (each one a write of its own, with its audit row). */
const acknowledgedEdits = (stats) => [...stats.edits.values()].reduce((a, b) => a + b, 0);

async function main() {
  stopOnSignals();
  const hardLimit = setTimeout(() => {
    console.error(`[load] gave up after ${HARD_LIMIT_MS / 1000} s`);
    stopAll();
    process.exit(1);
  }, HARD_LIMIT_MS);
  const state = mkdtempSync(join(tmpdir(), "sz-load-"));
  const persistTo = join(state, "wrangler");
  try {
    const config = buildPrivateCopy(state);
    migrateAndSeed(persistTo);
    d1(
      persistTo,
      `INSERT INTO users (uuid, firebase_user_id, email, email_verified, role) VALUES ('${randomUUID()}', '${STAFF.uid}', '${STAFF.email}', 1, 'staff')`,
    );
    // Staff rights are rows of staff_savezi since federations (users.role 'staff' alone grants nothing).
    d1(
      persistTo,
      `INSERT INTO staff_savezi (user_id, savez_id) SELECT id, '${ZICER_SAVEZ}' FROM users WHERE firebase_user_id = '${STAFF.uid}'`,
    );
    d1(persistTo, leagueSetupSql(ZICER_SAVEZ));
    d1(persistTo, entriesSetupSql(ZICER_SAVEZ));
    const keys = await localKeys();
    const port = await freePort();
    const worker = await startWorker({ port, persistTo, config, vars: { TRUSTED_JWKS: keys.jwks }, quiet: true });
    const ops = await trusted();
    const tokens = { staff: await keys.sign(STAFF), member: await keys.sign(MEMBER) };
    const stats = {
      prefix: `load-${Date.now()}-`,
      sent: 0,
      acknowledged: new Map(),
      statuses: {},
      editsSent: 0,
      edits: new Map(),
      url: `http://${HOST}:${port}`,
      retries: { sequential: 0, concurrent: 0, statuses: {} },
      edgeCache: { hits: 0, misses: 0 },
    };
    const burst = { statuses: {} };
    log(`load: ${CONNECTIONS} connections for ${SECONDS} s on http://${HOST}:${port} (90 % reads, 10 % staff writes)`);
    log(`      plus a second client, ${BURST_CONNECTIONS} connections bursting GET /api/v1/me/data`);
    const url = `http://${HOST}:${port}`;
    const leagueTokens = {
      staff: tokens.staff,
      home: await keys.sign(LEAGUE_OFFICIALS.home),
      away: await keys.sign(LEAGUE_OFFICIALS.away),
    };
    const [result] = await Promise.all([
      fire(url, requestCycle(ops, tokens, stats)),
      fire(url, burstRequests(await keys.sign(BURSTER), burst), BURST_CONNECTIONS),
    ]);
    log("load: league result confirmations racing home re-entries");
    const race = await runLeagueRace(url, leagueTokens);
    log("load: entries at a window's close, every club's official at once into capped events");
    const officials = await Promise.all(ENTRY_OFFICIALS.map((o) => keys.sign(o)));
    const entryRace = await runEntriesRace(url, { staff: tokens.staff, officials });
    await stopChild(worker);
    const check = verify(persistTo, stats);
    const league = verifyLeague((sql) => d1(persistTo, sql), race);
    const entries = verifyEntries((sql) => d1(persistTo, sql), entryRace);
    const fiveXx = Object.entries(stats.statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    const report = {
      seconds: SECONDS,
      connections: CONNECTIONS,
      requests: result.requests.total,
      rps: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      statuses: stats.statuses,
      fiveXx,
      socketErrors: result.errors,
      timeouts: result.timeouts,
      writesSent: stats.sent,
      writesAcknowledged: stats.acknowledged.size,
      acknowledgedFound: check.foundAcknowledged,
      writesInD1: check.rows,
      missing: check.missing,
      wrongId: check.wrongId,
      duplicated: check.duplicated,
      editsSent: stats.editsSent,
      editsAcknowledged: [...stats.edits.values()].reduce((a, b) => a + b, 0),
      lostEdits: check.lostEdits,
      unauditedEdits: check.unauditedEdits,
      editsAppliedUnacknowledged: check.unacknowledgedEdits,
      unauditedCreates: check.unauditedCreates,
      burstStatuses: burst.statuses,
      league,
      entries,
      retriesSent: stats.retries.sequential + stats.retries.concurrent,
      retries: stats.retries,
      // docs/scale.md quotes these two: writes D1 took per second under this mixed load, and the share of
      // anonymous public reads the edge cache answered.
      writesPerSecond: Number(((stats.acknowledged.size + acknowledgedEdits(stats)) / SECONDS).toFixed(1)),
      edgeCache: {
        ...stats.edgeCache,
        hitRate: Number((stats.edgeCache.hits / Math.max(1, stats.edgeCache.hits + stats.edgeCache.misses)).toFixed(3)),
      },
    };
    console.log(JSON.stringify(report, null, 2));
    const problems = [
      fiveXx > 0 && `${fiveXx} responses were 5xx`,
      stats.acknowledged.size === 0 && "no write was acknowledged",
      check.missing > 0 && `${check.missing} acknowledged writes are missing`,
      check.wrongId > 0 && `${check.wrongId} acknowledged writes have another id`,
      check.duplicated > 0 && `${check.duplicated} writes are duplicated`,
      report.editsAcknowledged === 0 && "no edit was acknowledged",
      check.lostEdits > 0 && `${check.lostEdits} edited rows lost an acknowledged edit`,
      check.unauditedEdits > 0 && `${check.unauditedEdits} edited rows lack an audit row per edit`,
      check.unauditedCreates !== 0 && `${check.unauditedCreates} stored creates lack their audit row`,
      (stats.statuses[429] ?? 0) > 0 &&
        `the main client got ${stats.statuses[429]} 429s (only the bursting client may)`,
      !burst.statuses[429] && "the bursting client was never limited (no 429)",
      Object.keys(burst.statuses).some((s) => s !== "200" && s !== "429") &&
        `the bursting client got other statuses: ${JSON.stringify(burst.statuses)}`,
      ...leagueProblems(league),
      ...entriesProblems(entries),
    ].filter(Boolean);
    console.log(
      `\n[load] ${report.requests} requests, ${report.rps} req/s, p50 ${report.p50Ms} ms, p99 ${report.p99Ms} ms, ` +
        `5xx ${fiveXx}; writes acknowledged ${report.writesAcknowledged}, found ${report.acknowledgedFound}, ` +
        `duplicated ${check.duplicated}; edits acknowledged ${report.editsAcknowledged} of ${stats.editsSent}, ` +
        `lost ${check.lostEdits}, unaudited ${check.unauditedEdits}`,
      `duplicated ${check.duplicated}; ${report.writesPerSecond} writes/s; edge cache hit rate ` +
        `${(report.edgeCache.hitRate * 100).toFixed(1)} % of ${stats.edgeCache.hits + stats.edgeCache.misses} anonymous reads; second client ${JSON.stringify(burst.statuses)}; ` +
        `retried creates ${report.retriesSent} ${JSON.stringify(stats.retries.statuses)}`,
      `\n[load] league: ${league.matches} matches, ${league.raceRequests} racing requests in ${league.raceMs} ms ` +
        `${JSON.stringify(league.statuses)}, 5xx ${league.fiveXx}; acknowledged ${league.acknowledged}, ` +
        `lost ${league.lost}, unaudited ${league.unaudited}, answered twice ${league.answeredTwice}, ` +
        `never ${league.unanswered}, answered only after the race ${league.answeredAfterRace}`,
      `\n[load] entries: ${entries.events} events, ${entries.raceRequests} racing requests in ${entries.raceMs} ms ` +
        `${JSON.stringify(entries.statuses)}, 5xx ${entries.fiveXx}; acknowledged ${entries.acknowledged}, ` +
        `accepted ${entries.accepted}, waiting ${entries.waiting}, lost ${entries.lost}, over cap ${entries.overCap}, ` +
        `out of order ${entries.outOfOrder}, athlete twice ${entries.athleteTwice}, unaudited ${entries.unaudited}`,
    );
    if (problems.length) {
      console.error(`[load] FAIL: ${problems.join("; ")}`);
      process.exitCode = 1;
    } else {
      console.log("[load] PASS");
    }
  } finally {
    clearTimeout(hardLimit);
    stopAll();
    rmSync(state, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[load] ${error.stack ?? error.message}`);
  stopAll();
  process.exit(1);
});
