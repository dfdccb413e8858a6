import type { Context } from "hono";
import type { Role } from "../../shared/types";
import type { AppEnv } from "../app-env";
import { ApiError } from "../errors";

/** Who is calling, as established by the auth middleware from a verified token (never from client claims). */
export interface Caller {
  role: Role;
  /** users.id in D1; null for anonymous callers. */
  userId: number | null;
  /** Firebase uid (token `sub`); null for anonymous callers. */
  uid: string | null;
  email: string | null;
  emailVerified: boolean;
}

export const ANONYMOUS: Caller = { role: "anonymous", userId: null, uid: null, email: null, emailVerified: false };

const RANK: Record<Role, number> = { anonymous: 0, member: 1, staff: 2, admin: 3 };

/** The verified caller of this request (anonymous when the auth middleware found no token). */
export function getCaller(c: Context<AppEnv>): Caller {
  return c.get("caller") ?? ANONYMOUS;
}

/** True when `caller` holds at least `minimum`; staff powers also need a verified email. */
export function hasRole(caller: Caller, minimum: Exclude<Role, "anonymous">): boolean {
  if (RANK[caller.role] < RANK[minimum]) return false;
  return minimum === "member" || caller.emailVerified;
}

/** Throws 401 for anonymous callers and 403 for signed-in callers without the role; returns the caller. */
export function requireRole(c: Context<AppEnv>, minimum: Exclude<Role, "anonymous">): Caller {
  const caller = getCaller(c);
  if (caller.role === "anonymous") throw new ApiError(401, "unauthenticated", "Sign in first.");
  if (!hasRole(caller, minimum)) throw new ApiError(403, "forbidden", "You do not have permission to do this.");
  return caller;
}
