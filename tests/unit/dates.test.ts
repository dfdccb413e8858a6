import { describe, expect, it } from "vitest";
import { croatianDate, croatianDateRange, croatianDateTime, zagrebDay, zagrebParts } from "../../shared/dates";
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

// shared/dates.ts computes Zagreb's wall clock from the EU's summer-time rule instead of asking Intl (a browser's
// first Intl object costs its main thread 15–35 ms). Intl here is the time zone database the rule must agree with.
describe("Zagreb's wall clock by the rule agrees with the time zone database", () => {
  const database = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Zagreb",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const wallClock = ({ year, month, day, hour, minute }: Record<string, string>) =>
    `${year}-${month}-${day} ${hour}:${minute}`;
  const fromDatabase = (instant: Date) =>
    wallClock(Object.fromEntries(database.formatToParts(instant).map((p) => [p.type, p.value])));
  const fromRule = (instant: Date) => wallClock({ ...zagrebParts(instant) });
  const HOUR = 3_600_000;

  it("every quarter hour of the week around each change, 1996 to 2040", () => {
    const disagreements: string[] = [];
    for (let year = 1996; year <= 2040; year++) {
      for (const month of [2, 9]) {
        const start = Date.UTC(year, month, 22);
        for (let ms = start; ms < start + 11 * 24 * HOUR; ms += HOUR / 4) {
          const instant = new Date(ms);
          if (fromRule(instant) !== fromDatabase(instant)) disagreements.push(instant.toISOString());
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it("instants spread over the years, to the minute", () => {
    const disagreements: string[] = [];
    // A fixed stride (not Math.random): the same instants each run, every minute of the day and month reached.
    for (let ms = Date.UTC(1996, 0, 1); ms < Date.UTC(2041, 0, 1); ms += 7 * 24 * HOUR + 37 * 60_000 + 11_000) {
      const instant = new Date(ms);
      if (fromRule(instant) !== fromDatabase(instant)) disagreements.push(instant.toISOString());
    }
    expect(disagreements).toEqual([]);
  });

  it("asks the database for an instant before the rule (summer time ended in September until 1995)", () => {
    // 30 September 1995, 12:00 UTC: winter time already (CET, +1), where the present rule would say summer.
    expect(croatianDateTime("1995-09-30T12:00:00Z")).toBe("30. 9. 1995. 13:00");
    expect(croatianDateTime("1995-07-01T12:00:00Z")).toBe("1. 7. 1995. 14:00");
  });
});
