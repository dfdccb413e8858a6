import type { Caller } from "./auth/caller";
import type { UserProfile } from "./data/users";

/**
 * Hono's type parameters for every route: the bindings of wrangler.toml (typed by `wrangler types`), the
 * verified caller and, for signed-in callers, the users row the auth middleware already read, and the id
 * of the request (x-request-id, also written into audit rows); `body` is the request body on routes that
 * read it through the boundedBody middleware (worker/security/bounded-body.ts).
 */
export type AppEnv = {
  Bindings: Env;
  Variables: { caller: Caller; profile?: UserProfile; requestId: string; body?: string };
};
