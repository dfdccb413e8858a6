// The AI route's limiter is configured in wrangler.toml; the route states its limit and period (the
// Retry-After it sends). Both environments must say the same as the code.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { NAJAVA_RATE_LIMIT, NAJAVA_RATE_PERIOD_SECONDS } from "../../worker/routes/najava";

it("wrangler.toml's rate limiters match the limit and the Retry-After period the route states", () => {
  const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
  const limiters = [...toml.matchAll(/simple\s*=\s*\{\s*limit\s*=\s*(\d+),\s*period\s*=\s*(\d+)\s*\}/g)];
  expect(limiters.length).toBeGreaterThan(0);
  for (const [, limit, period] of limiters) {
    expect(Number(limit)).toBe(NAJAVA_RATE_LIMIT);
    expect(Number(period)).toBe(NAJAVA_RATE_PERIOD_SECONDS);
  }
});
