import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { exportJWK, generateKeyPair } from "jose";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const path = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Two tiers: `unit` (pure logic, in Node) and `worker` (inside workerd, with the real D1/R2 bindings).
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path("./worker/migrations"));
  // A fresh RS256 key per run: the Worker trusts its public half (TRUSTED_JWKS) and the tests sign
  // ID tokens with the private half (tests/worker/helpers/auth.ts), so nothing reaches Google.
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = "test-key-1";
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: "RS256" };
  // Two live membership-card keys (issue 15), as during a rotation: the first signs, both verify.
  const cardKey = async (cardKid: string) => ({
    ...(await exportJWK((await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true })).privateKey)),
    kid: cardKid,
    alg: "EdDSA",
  });
  const cardKeys = [await cardKey("new"), await cardKey("old")];
  return {
    test: {
      projects: [
        {
          test: {
            name: "unit",
            include: ["tests/unit/**/*.test.{ts,tsx}"],
            environment: "node",
            // Each file's clock: SZ_TEST_CLOCK's day when set, else today (tests/support/clock.ts).
            setupFiles: [path("./tests/unit/setup/clock.ts")],
          },
        },
        {
          // The SPA's server entry, bundled into the Worker (issue 32, shared/ssr.ts).
          resolve: { alias: { "sz:render-page": path("./web/app/render-page.tsx") } },
          plugins: [
            cloudflareTest({
              main: path("./worker/index.ts"),
              wrangler: { configPath: path("./wrangler.toml") },
              miniflare: {
                // An empty D1 beside the app's, for the test that upgrades a first-wave database.
                d1Databases: { UPGRADE_DB: "upgrade-db" },
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  ENVIRONMENT: "test",
                  TRUSTED_JWKS: JSON.stringify({ keys: [publicJwk] }),
                  TEST_PRIVATE_JWK: JSON.stringify(privateJwk),
                  CARD_SIGNING_KEYS: JSON.stringify({ keys: cardKeys }),
                  // The day every test file starts on, when set: CI runs this tier a year ahead too.
                  TEST_CLOCK: process.env.SZ_TEST_CLOCK ?? "",
                },
              },
            }),
          ],
          test: {
            name: "worker",
            include: ["tests/worker/**/*.test.ts"],
            // Each file's clock (SZ_TEST_CLOCK's day when set, tests/support/clock.ts); the schema on each file's
            // D1; rate-limit buckets of its own for each test (the real limiters).
            setupFiles: [
              path("./tests/worker/setup/clock.ts"),
              path("./tests/worker/setup/apply-migrations.ts"),
              path("./tests/worker/setup/rate-limits.ts"),
            ],
            // Fake OpenAI-compatible and Hasura servers on 127.0.0.1 for the provider tests (workerd cannot listen),
            // and Hasura emulated on a real PostgreSQL for the provider contract (started on first use).
            globalSetup: [
              path("./tests/worker/setup/fake-openai.ts"),
              path("./tests/worker/setup/fake-hasura.ts"),
              path("./tests/worker/setup/postgres-hasura.ts"),
            ],
          },
        },
      ],
    },
  };
});
