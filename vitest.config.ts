import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const path = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Two tiers: `unit` (pure logic, in Node) and `worker` (inside workerd, with the real D1/R2 bindings).
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path("./worker/migrations"));
  return {
    test: {
      projects: [
        {
          test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" },
        },
        {
          plugins: [
            cloudflareTest({
              main: path("./worker/index.ts"),
              wrangler: { configPath: path("./wrangler.toml") },
              miniflare: {
                bindings: { TEST_MIGRATIONS: migrations, ENVIRONMENT: "test" },
              },
            }),
          ],
          test: {
            name: "worker",
            include: ["tests/worker/**/*.test.ts"],
            setupFiles: [path("./tests/worker/setup/apply-migrations.ts")],
          },
        },
      ],
    },
  };
});
