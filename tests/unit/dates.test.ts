import { describe, expect, it } from "vitest";
import { croatianDate, isMembershipExpired, localIsoDay } from "../../web/lib/dates";

describe("Croatian dates and membership expiry", () => {
  it("writes a day the Croatian way, whatever the time zone", () => {
    expect(croatianDate("2026-12-31")).toBe("31. 12. 2026.");
    expect(croatianDate("2025-06-01T18:00:00.000Z")).toBe("1. 6. 2025.");
    expect(croatianDate(null)).toBeNull();
    expect(croatianDate("not a date")).toBeNull();
  });

  it("keeps a card valid through its expiry day and expired from the day after", () => {
    const card = { status: "active", expiry: "2026-06-30" };
    expect(isMembershipExpired(card, "2026-06-30")).toBe(false);
    expect(isMembershipExpired(card, "2026-07-01")).toBe(true);
    expect(isMembershipExpired({ status: "active", expiry: null }, "2030-01-01")).toBe(false);
  });

  it("takes an expired status at its word, and does not call another status expired", () => {
    expect(isMembershipExpired({ status: "expired", expiry: "2099-01-01" }, "2026-01-01")).toBe(true);
    expect(isMembershipExpired({ status: "suspended", expiry: "2099-01-01" }, "2026-01-01")).toBe(false);
  });

  it("names today's local day", () => {
    expect(localIsoDay(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});
