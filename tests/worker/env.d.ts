// Test-only bindings that vitest.config.ts adds to the Worker's Env.
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
}
