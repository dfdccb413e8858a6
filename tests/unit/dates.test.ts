import { describe, expect, it } from "vitest";
import { croatianDate, croatianDateRange, croatianDateTime, zagrebDay } from "../../shared/dates";
import { liveStatus } from "../../shared/entities/membership/input";

describe("Croatian dates and membership expiry", () => {
  it("writes a day the Croatian way, whatever the time zone", () => {
    expect(croatianDate("2026-12-31")).toBe("31. 12. 2026.");
    expect(croatianDate("2025-06-01T18:00:00.000Z")).toBe("1. 6. 2025.");
    expect(croatianDate("2025-06-01T22:30:00.000Z")).toBe("2. 6. 2025.");
    expect(croatianDate(null)).toBeNull();
    expect(croatianDate("not a date")).toBeNull();
  });

  // The membership expiry rule the member's cards now share with the register and the verification page.
  it("keeps a card valid through its expiry day and expired from the day after", () => {
    const card = { status: "aktivna", expiry: "2026-06-30" };
    expect(liveStatus(card, "2026-06-30")).toBe("aktivna");
    expect(liveStatus(card, "2026-07-01")).toBe("istekla");
    expect(liveStatus({ status: "aktivna", expiry: null }, "2030-01-01")).toBe("aktivna");
  });

  it("names a suspension as such, expired or not", () => {
    expect(liveStatus({ status: "suspendirana", expiry: "2099-01-01" }, "2026-01-01")).toBe("suspendirana");
    expect(liveStatus({ status: "suspendirana", expiry: "2020-01-01" }, "2026-01-01")).toBe("suspendirana");
  });

  it("names today's day in Zagreb, not in the machine's zone", () => {
    expect(zagrebDay(new Date("2026-01-05T22:59:00Z"))).toBe("2026-01-05");
    expect(zagrebDay(new Date("2026-01-05T23:00:00Z"))).toBe("2026-01-06");
    expect(zagrebDay(new Date("2026-07-05T21:59:00Z"))).toBe("2026-07-05");
    expect(zagrebDay(new Date("2026-07-05T22:00:00Z"))).toBe("2026-07-06");
  });
});

describe("Zagreb date-times across daylight saving", () => {
  it.each([
    // Spring forward, Sunday 29 March 2026: 02:00 CET becomes 03:00 CEST at 01:00 UTC.
    ["2026-03-29T00:59:00Z", "29. 3. 2026. 01:59"],
    ["2026-03-29T01:00:00Z", "29. 3. 2026. 03:00"],
    // Fall back, Sunday 25 October 2026: 03:00 CEST becomes 02:00 CET at 01:00 UTC (02:xx happens twice).
    ["2026-10-25T00:30:00Z", "25. 10. 2026. 02:30"],
    ["2026-10-25T01:30:00Z", "25. 10. 2026. 02:30"],
    ["2026-10-25T02:00:00Z", "25. 10. 2026. 03:00"],
    // Midnight in Zagreb is still the previous day in UTC, in winter and in summer.
    ["2026-11-23T23:05:00Z", "24. 11. 2026. 00:05"],
    ["2026-06-01T22:15:00.000Z", "2. 6. 2026. 00:15"],
  ])("%s is %s", (iso, text) => {
    expect(croatianDateTime(iso)).toBe(text);
  });

  it("puts an instant on its Zagreb day on both sides of a change", () => {
    expect(croatianDate("2026-03-28T23:30:00Z")).toBe("29. 3. 2026.");
    expect(croatianDate("2026-10-24T22:30:00Z")).toBe("25. 10. 2026.");
    expect(croatianDate("2026-10-25T22:30:00Z")).toBe("25. 10. 2026.");
    expect(zagrebDay(new Date("2026-10-25T22:59:00Z"))).toBe("2026-10-25");
    expect(zagrebDay(new Date("2026-10-25T23:00:00Z"))).toBe("2026-10-26");
  });

  it("reads SQLite's zone-less datetime as UTC, and nothing readable as null", () => {
    expect(croatianDateTime("2026-11-23 10:05:00")).toBe("23. 11. 2026. 11:05");
    expect(croatianDateTime(null)).toBeNull();
    expect(croatianDateTime("yesterday")).toBeNull();
  });

  it("writes a competition's days as one day or a range", () => {
    expect(croatianDateRange("2025-05-31", "2025-06-01")).toBe("31. 5. 2025. – 1. 6. 2025.");
    expect(croatianDateRange("2025-05-31", "2025-05-31")).toBe("31. 5. 2025.");
    expect(croatianDateRange("soon", "2025-05-31")).toBe("soon – 31. 5. 2025.");
  });
});
