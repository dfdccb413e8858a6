import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { getCaller } from "../auth/require";
import { providerOf } from "../data/provider";
import { scopeOf } from "../data/scope";

/**
 * GET /api/v1/me: the verified caller as the server sees it, so the SPA can mirror the role (the ID token
 * carries no role claim) and offer the federations the caller may act for. Anonymous callers get role
 * "anonymous"; the server stays the authority.
 */
export const me = new Hono<AppEnv>().get("/", async (c) => {
  const caller = getCaller(c);
  const { role, email, emailVerified } = caller;
  const savezi = await providerOf(c).federationsFor(scopeOf(caller, c.get("requestId")));
  return c.json({ role, email, emailVerified, savezi }, 200, { "cache-control": "private, no-store" });
});
