// A person's own data, mounted beside /api/v1/me:
// - GET    /api/v1/me/data   everything the platform holds about the caller, as one JSON download
// - DELETE /api/v1/me        erases the caller's account (worker/data/personal-data.ts says what stays)
// Signed-in callers only (401 otherwise); the DELETE also needs a sign-in within the last 5 minutes (the
// token's auth_time), else 401 reauth_required. The SPA deletes the Firebase account after the DELETE succeeds.
// The admin's variant for a person who asks by other means is in worker/routes/admin.ts.
import { Hono, type Context } from "hono";
import { can } from "../../shared/permissions";
import { T_MY_DATA, T_ADMIN_ERRORS } from "../../shared/texts";
import type { AppEnv } from "../app-env";
import { requirePermission } from "../auth/require";
import { DataError } from "../data/errors";
import { eraseAccount, personalData, type PersonalData } from "../data/personal-data";
import { scopeOf } from "../data/scope";
import { getConfig } from "../config";
import { eraseHasuraUser } from "../graphql/hasura-erasure";
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
 * With DATA_PROVIDER=hasura, the erased account's copy in PostgreSQL goes too (worker/graphql/hasura-erasure.ts).
 * After D1's erasure, which holds the last-admin rule: a refused erasure leaves both copies as they were.
 */
async function eraseProviderCopy(c: Context<AppEnv>, userId: number): Promise<void> {
  const config = getConfig(c.env);
  if (config.DATA_PROVIDER !== "hasura") return;
  const options = {
    url: config.HASURA_GRAPHQL_URL!,
    adminSecret: config.HASURA_ADMIN_SECRET!,
    timeoutMs: config.HASURA_TIMEOUT_MS,
    requestId: c.get("requestId") ?? undefined,
  };
  try {
    await eraseHasuraUser(options, userId);
  } catch (error) {
    // The operator finishes it with the same mutation (the log names the users.id).
    console.error(`erasure of users.id ${userId} in PostgreSQL failed: ${(error as Error).message}`);
    throw new ApiError(502, "erasure_incomplete", T_MY_DATA.brisanjeNepotpuno);
  }
}

/** The erasure's answer: 200 with what changed, or 409 for the last admin. */
export async function erase(c: Context<AppEnv>, userId: number) {
  const scope = scopeOf(c.get("caller"), c.get("requestId") ?? null);
  const result = await personAnswer(() => eraseAccount(c.env.DB, scope, userId));
  if ("lastAdmin" in result) throw new ApiError(409, "last_admin", T_ADMIN_ERRORS.lastAdmin);
  await eraseProviderCopy(c, userId);
  return c.json(result, 200, NO_STORE);
}

/** The users.id of a caller who may do `action` to its own data (every signed-in one; 401 for anonymous ones). */
function ownId(c: Context<AppEnv>, action: "read" | "delete"): number {
  const caller = requirePermission(c, (who) => can(who, action, "people") !== null);
  if (caller.userId === null) throw new ApiError(401, "unauthenticated", "Sign in first.");
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
  .get("/data", async (c) => exportResponse(c, await personAnswer(() => personalData(c.env.DB, ownId(c, "read")))))
  .delete("/", async (c) => {
    const id = ownId(c, "delete");
    requireRecentSignIn(c);
    return erase(c, id);
  });
