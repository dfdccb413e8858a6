/** Hono's type parameters for every route: the bindings of wrangler.toml (typed by `wrangler types`). */
export type AppEnv = { Bindings: Env };
