import { applyD1Migrations, env } from "cloudflare:test";

// Each test file gets isolated storage; the schema is applied to it before the tests run.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
