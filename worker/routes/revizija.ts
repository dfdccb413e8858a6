// GET /api/v1/revizija: the audit log, newest first, a page at a time ({entries, next}). Admins read every
// federation's entries, staff their own federations' (403 for another's); everyone else 401/403 before any
// SQL runs. Query: savez_id, actor (email), entity, entity_id, action, od, do (YYYY-MM-DD), limit, after.
import { Hono } from "hono";
import { z } from "zod";
import { can } from "../../shared/permissions";
import { auditQuerySchema } from "../../shared/schemas/audit";
import { T_REVIZIJA } from "../../shared/texts";
import type { AppEnv } from "../app-env";
import { requirePermission } from "../auth/require";
import { decodeAuditCursor } from "../data/audit";
import { DataError } from "../data/errors";
import { providerOf } from "../data/provider";
import { scopeOf } from "../data/scope";
import { ApiError } from "../errors";

export const revizija = new Hono<AppEnv>().get("/", async (c) => {
  const caller = requirePermission(c, (s) => can(s, "read", "audit_log") !== null);
  const { after, ...params } = c.req.query();
  const parsed = auditQuerySchema.safeParse(params);
  if (!parsed.success) {
    throw new ApiError(400, "invalid_query", T_REVIZIJA.badQuery, z.flattenError(parsed.error).fieldErrors);
  }
  const cursor = after ? decodeAuditCursor(after) : null;
  if (after && !cursor) throw new ApiError(400, "invalid_cursor", T_REVIZIJA.badCursor);
  try {
    const page = await providerOf(c).listAudit(scopeOf(caller, c.get("requestId")), parsed.data, cursor);
    return c.json(page, 200, { "cache-control": "private, no-store" });
  } catch (error) {
    if (error instanceof DataError && error.code === "forbidden") throw new ApiError(403, "forbidden", error.message);
    throw error;
  }
});
