// A person's own data, mounted beside /api/v1/me:
// - GET    /api/v1/me/data   everything the platform holds about the caller, as one JSON download
// - DELETE /api/v1/me        erases the caller's account (worker/data/personal-data.ts says what stays)
// Signed-in callers only (401 otherwise); the DELETE also needs a sign-in within the last 5 minutes (the
// token's auth_time), else 401 reauth_required. The SPA deletes the Firebase account after the DELETE succeeds.
// The admin's variant for a person who asks by other means is in worker/routes/admin.ts.
import { Hono, type Context } from "hono";
import { can } from "../../shared/permissions";
import { T_ADMIN_ERRORS, T_API, T_MY_DATA } from "../../shared/texts";
import type { AppEnv } from "../app-env";
import { requirePermission } from "../auth/require";
import { DataError } from "../data/errors";
import type { PersonalData } from "../data/personal-data";
import { providerOf } from "../data/provider";
import { scopeOf } from "../data/scope";
import { ApiError } from "../errors";

const NO_STORE = { "cache-control": "private, no-store" };

/** The data layer's not-found as the API's 404; anything else passes on to the one error handler. */
export async function personAnswer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DataError && error.code === "not_found") throw new ApiError(404, "not_found", error.message);
    throw error;
  }
}

/** The export as a JSON download (one file, named for the person who saves it). */
export function exportResponse(c: Context<AppEnv>, data: PersonalData) {
  return c.body(JSON.stringify(data, null, 2), 200, {
    ...NO_STORE,
    "content-type": "application/json; charset=utf-8",
    "content-disposition": `attachment; filename="${T_MY_DATA.datoteka}"`,
  });
}

/**
 * The erasure's answer: 200 with what changed, or 409 for the last admin. The provider erases every copy (with
 * DATA_PROVIDER=hasura PostgreSQL's too, after D1's: worker/data/hasura-accounts.ts).
 */
export async function erase(c: Context<AppEnv>, userId: number) {
  const scope = scopeOf(c.get("caller"), c.get("requestId") ?? null);
  const result = await personAnswer(() => providerOf(c).eraseAccount(scope, userId));
  if ("lastAdmin" in result) throw new ApiError(409, "last_admin", T_ADMIN_ERRORS.lastAdmin);
  return c.json(result, 200, NO_STORE);
}

/** The users.id of a caller who may do `action` to its own data (every signed-in one; 401 for anonymous ones). */
function ownId(c: Context<AppEnv>, action: "read" | "delete"): number {
  const caller = requirePermission(c, (who) => can(who, action, "people") !== null);
  if (caller.userId === null) throw new ApiError(401, "unauthenticated", T_API.signInFirst);
  return caller.userId;
}

/** How recent a sign-in erasing one's own account needs, in seconds: an hour-old token is not enough. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/**
 * Refuses (401 reauth_required, RFC 9470's `insufficient_user_authentication` challenge) a caller whose
 * verified token says they last signed in more than RECENT_SIGN_IN_SECONDS ago: a token left in a browser
 * or copied from one must not be enough to erase an account. The SPA re-authenticates before it asks.
 */
function requireRecentSignIn(c: Context<AppEnv>, nowSeconds = Math.floor(Date.now() / 1000)): void {
  const signedInAt = c.get("caller").signedInAt;
  if (signedInAt !== undefined && nowSeconds - signedInAt <= RECENT_SIGN_IN_SECONDS) return;
  c.header("www-authenticate", `Bearer error="insufficient_user_authentication", max_age=${RECENT_SIGN_IN_SECONDS}`);
  throw new ApiError(401, "reauth_required", T_MY_DATA.ponovnaPrijava);
}

/** The person's own data resource, mounted at /api/v1/me. */
export const meData = new Hono<AppEnv>()
  .get("/data", async (c) => exportResponse(c, await personAnswer(() => providerOf(c).personalData(ownId(c, "read")))))
  .delete("/", async (c) => {
    const id = ownId(c, "delete");
    requireRecentSignIn(c);
    return erase(c, id);
  });
