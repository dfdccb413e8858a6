// The verified caller of a request and the one way a route demands a permission of it.
import type { Context } from "hono";
import { isAnonymous, type Subject } from "../../shared/permissions";
import type { AppEnv } from "../app-env";
import { ApiError } from "../errors";
import { NO_PERMISSION } from "../data/errors";
import { ANONYMOUS, type Caller } from "./caller";
import { T_API } from "../../shared/texts";

/** The verified caller of this request (anonymous when the auth middleware found no token). */
export function getCaller(c: Context<AppEnv>): Caller {
  return c.get("caller") ?? ANONYMOUS;
}

/**
 * Returns the caller when `allowed` (a question to shared/permissions.ts) says yes; otherwise throws 401 for
 * anonymous callers and 403 for signed-in ones.
 */
export function requirePermission(c: Context<AppEnv>, allowed: (subject: Subject) => boolean): Caller {
  const caller = getCaller(c);
  if (allowed(caller)) return caller;
  if (isAnonymous(caller)) throw new ApiError(401, "unauthenticated", T_API.signInFirst);
  throw new ApiError(403, "forbidden", NO_PERMISSION);
}
