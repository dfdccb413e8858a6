import { describe, expect, it } from "vitest";
import { APP_VERSION, FEED_LIMIT, RESULTS_LIMIT } from "../../shared/constants";

describe("business constants (SPEC §9)", () => {
  it("shows 12 events and 3 results, and a placeholder version ending in hotbuild", () => {
    expect(FEED_LIMIT).toBe(12);
    expect(RESULTS_LIMIT).toBe(3);
    expect(APP_VERSION.endsWith("hotbuild")).toBe(true);
  });
});
