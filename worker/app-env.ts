import type { Caller } from "./auth/caller";

/** Hono's type parameters for every route: the bindings of wrangler.toml (typed by `wrangler types`) and the verified caller. */
export type AppEnv = { Bindings: Env; Variables: { caller: Caller } };
