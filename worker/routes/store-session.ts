// The Hasura session of a request for a store that writes as the caller's role (the entries' store; the league's
// routes' too, worker/routes/lige.ts storeOf): the x-hasura-* headers the GraphQL gateway sends for
// the caller, and, with DATA_PROVIDER=hasura, the caller's users row copied upstream first, as the gateway does,
// so the triggers find the author of a write.
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { getCaller } from "../auth/require";
import { getConfig } from "../config";
import { hasuraHeaders, syncUserRow } from "../graphql/hasura";

export async function hasuraSessionOf(c: Context<AppEnv>): Promise<Record<string, string>> {
  const caller = getCaller(c);
  const requestId = c.get("requestId");
  const {
    "x-hasura-admin-secret": _secret,
    "content-type": _type,
    accept: _accept,
    ...session
  } = hasuraHeaders("", caller, undefined, requestId);
  const config = getConfig(c.env);
  if (config.DATA_PROVIDER === "hasura") {
    const options = { url: config.HASURA_GRAPHQL_URL!, adminSecret: config.HASURA_ADMIN_SECRET!, requestId };
    await syncUserRow({ ...options, timeoutMs: config.HASURA_TIMEOUT_MS }, caller, c.get("profile"));
  }
  return session;
}
