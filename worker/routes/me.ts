import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { getCaller } from "../auth/require";

/**
 * GET /api/v1/me: the verified caller as the server sees it, so the SPA can mirror the role (the ID token
 * carries no role claim). Anonymous callers get role "anonymous"; the server stays the authority.
 */
export const me = new Hono<AppEnv>().get("/", (c) => {
  const { role, email, emailVerified } = getCaller(c);
  return c.json({ role, email, emailVerified }, 200, { "cache-control": "private, no-store" });
});
