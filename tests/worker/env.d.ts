// Test-only bindings that vitest.config.ts adds to the Worker's Env.
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** An empty D1 (no migrations applied) for tests/worker/upgrade.test.ts. */
    UPGRADE_DB: D1Database;
    /** Inline JWKS the Worker trusts instead of Google's (vitest.config.ts). */
    TRUSTED_JWKS: string;
    /** The private half of TRUSTED_JWKS, for signing test ID tokens. */
    TEST_PRIVATE_JWK: string;
    /** Two Ed25519 card keys, {"keys":[signing, older]} (vitest.config.ts): a rotation in progress. */
    CARD_SIGNING_KEYS: string;
    /** The day every test file starts on (SZ_TEST_CLOCK), or "" for today (tests/support/clock.ts). */
    TEST_CLOCK: string;
  }
}
