// Rate limits with Cloudflare's Rate Limiting binding ([[ratelimits]] in wrangler.toml; workerd runs it
// locally and in the Worker tests). Per user: writes (GraphQL mutations, admin changes, account deletion),
// uploads and personal-data exports. Per IP: every request that carries a token, before the token is
// verified (sign-in-adjacent: forged or replayed tokens cost a JWKS lookup each), and every anonymous request
// that reaches the database (the sitemap, card verification, the rewritten pages, public reads the edge cache
// missed). The AI rewrite keeps its own limiter (worker/routes/najava.ts). Limits and why they are sized so,
// and which header names the client where: docs/security.md, "Rate limits".
import type { Context, MiddlewareHandler } from "hono";
import { API } from "../../shared/paths";
import { isAnonymous } from "../../shared/permissions";
import { T_RATE_LIMIT } from "../../shared/texts";
import type { AppEnv } from "../app-env";
import { getCaller } from "../auth/require";
import { ApiError } from "../errors";

/** What a request is limited as; each class has its own binding and limit. */
export type LimitClass = "write" | "upload" | "export" | "ip" | "anon";

/** The binding of each class (wrangler.toml names them; the limits live there). */
const BINDING: Record<LimitClass, keyof Env> = {
  write: "WRITE_RATE_LIMITER",
  upload: "UPLOAD_RATE_LIMITER",
  export: "EXPORT_RATE_LIMITER",
  ip: "IP_RATE_LIMITER",
  anon: "ANON_RATE_LIMITER",
};

/** Requests allowed per period by class; wrangler.toml's `simple.limit` (tests/unit/rate-limits.test.ts keeps them equal). */
export const RATE_LIMITS: Record<LimitClass, number> = { write: 300, upload: 60, export: 10, ip: 1200, anon: 600 };
/** Every limiter's period in seconds (wrangler.toml's `period`): the longest a limited caller waits. */
export const RATE_PERIOD_SECONDS = 60;

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const UPLOAD_PATHS = new Set<string>([API.files, API.images]);
const EXPORT_PATH = /^\/api\/v1\/(me\/data|admin\/people\/[^/]+\/data)\/?$/;

/**
 * The per-user class of a REST request by method and path, or null when it is not limited per user. This
 * function is pure. GraphQL is classified by its route once the operation is known (only mutations count),
 * and the AI rewrite has its own limiter, so neither is classified here.
 */
export function limitClassOf(method: string, path: string): Exclude<LimitClass, "ip" | "anon"> | null {
  if (path.startsWith(API.graphql) || path.includes(API.najava)) return null;
  if (method === "GET" && EXPORT_PATH.test(path)) return "export";
  if (READ_METHODS.has(method)) return null;
  return UPLOAD_PATHS.has(path.replace(/\/$/, "")) ? "upload" : "write";
}

/** Counts one request of `cls` under `key`; true while the period's allowance lasts. */
async function allowed(env: Env, cls: LimitClass, key: string): Promise<boolean> {
  const limiter = env[BINDING[cls]] as RateLimit;
  const { success } = await limiter.limit({ key: `${cls}:${key}` });
  return success;
}

/** Counts one request of `cls` under `key`; 429 with Retry-After once the period's allowance is used up. */
export async function enforceLimit(c: Context<AppEnv>, cls: LimitClass, key: string): Promise<void> {
  if (await allowed(c.env, cls, key)) return;
  // The binding does not say when the window ends; a full period is the honest upper bound.
  c.header("retry-after", String(RATE_PERIOD_SECONDS));
  throw new ApiError(429, "rate_limited", T_RATE_LIMIT[cls]);
}

/** The per-user key of a signed-in caller (the Firebase uid); anonymous callers are not limited per user. */
function userKey(c: Context<AppEnv>): string | null {
  const caller = getCaller(c);
  return caller.uid ?? (caller.userId === null ? null : String(caller.userId));
}

/**
 * A GraphQL mutation counts as one write of its caller. Returns the refusal's message once the caller is
 * over the limit (the GraphQL route answers it in GraphQL's error shape, with Retry-After), else null.
 */
export async function graphqlWriteRefusal(c: Context<AppEnv>): Promise<string | null> {
  const key = userKey(c);
  if (!key || (await allowed(c.env, "write", key))) return null;
  return T_RATE_LIMIT.write;
}

/** Per-user limits of REST writes, uploads and exports; mounted after the auth middleware. */
export function userRateLimit(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cls = limitClassOf(c.req.method, c.req.path);
    const key = cls && userKey(c);
    if (cls && key) await enforceLimit(c, cls, key);
    await next();
  };
}

/** Loopback addresses: only local runs (`wrangler dev`, the browser and load tests) have them. */
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The client IP to limit, or null. Only CF-Connecting-IP is read: Cloudflare's edge sets it and overwrites
 * whatever a client sent under that name; X-Forwarded-For, X-Real-IP and True-Client-IP are the client's own
 * words and never read. Locally (`local`: any environment but production) `wrangler dev` sets it to loopback
 * for every client, so loopback names no one and is not limited there; in production no address is exempt,
 * so the exemption cannot be reached from outside even if a loopback value ever arrived.
 */
export function clientIp(header: string | undefined, local = true): string | null {
  const ip = header?.trim();
  if (!ip) return null;
  return local && LOOPBACK.test(ip) ? null : ip;
}

/** This request's client IP to limit (see clientIp), or null. */
function requestIp(c: Context<AppEnv>): string | null {
  return clientIp(c.req.header("cf-connecting-ip"), c.env.ENVIRONMENT !== "production");
}

/**
 * Per-IP limit of requests that carry a token, mounted before the auth middleware so that forged tokens
 * count too (each costs a verification).
 */
export function ipRateLimit(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ip = requestIp(c);
    if (ip && c.req.header("authorization")?.trim()) await enforceLimit(c, "ip", ip);
    await next();
  };
}

/** The IP an anonymous request is counted under, or null (signed in: limited per user; no client IP). */
function anonymousKey(c: Context<AppEnv>): string | null {
  return isAnonymous(getCaller(c)) ? requestIp(c) : null;
}

/**
 * Counts one anonymous request that is about to reach the database (call it after an edge-cache miss, never
 * for a hit) against its IP; 429 with Retry-After once the IP's allowance is used up.
 */
export async function limitAnonymous(c: Context<AppEnv>): Promise<void> {
  const ip = anonymousKey(c);
  if (ip) await enforceLimit(c, "anon", ip);
}

/** limitAnonymous for GraphQL: the refusal's message once the IP is over its limit, else null. */
export async function graphqlAnonymousRefusal(c: Context<AppEnv>): Promise<string | null> {
  const ip = anonymousKey(c);
  if (!ip || (await allowed(c.env, "anon", ip))) return null;
  return T_RATE_LIMIT.anon;
}

/** limitAnonymous for every request of a route that always reaches the database (card verification). */
export function anonymousRateLimit(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await limitAnonymous(c);
    await next();
  };
}
