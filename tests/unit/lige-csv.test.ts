// The league's pure pieces (issue 31): the CSV files' parsing (teams by name, errors by row) and whether a
// result counts (confirmed, decided, or 48 hours after it was entered unanswered).
import { describe, expect, it } from "vitest";
import { parseDate, parseFixturesCsv, parseResultsCsv } from "../../shared/entities/utakmica/csv";
import { CONFIRM_WINDOW_MS, countedStatus, resultCounts } from "../../shared/league/result-state";

const TEAMS = [
  { id: "a", naziv: "RK Dubrava" },
  { id: "b", naziv: "RK Zagreb II" },
];

describe("fixtures CSV", () => {
  it("reads rows by the header's names, in any column order", () => {
    const csv = "gost;domacin;kolo;dvorana;datum;vrijeme\nrk zagreb ii;RK Dubrava;3;ŠD Dubrava;03.10.2026;18:30";
    expect(parseFixturesCsv(csv, TEAMS)).toEqual({
      ok: true,
      rows: [{ kolo: 3, datum: "2026-10-03", vrijeme: "18:30", domacin_id: "a", gost_id: "b", dvorana: "ŠD Dubrava" }],
    });
  });

  it("names the missing columns", () => {
    expect(parseFixturesCsv("kolo;domacin;gost\n1;RK Dubrava;RK Zagreb II", TEAMS)).toEqual({
      ok: false,
      errors: ["Nedostaju stupci: datum, vrijeme, dvorana."],
    });
  });

  it("refuses an empty file", () => {
    expect(parseFixturesCsv("kolo;datum;vrijeme;domacin;gost;dvorana\n\n", TEAMS)).toEqual({
      ok: false,
      errors: ["Datoteka nema redova s podacima."],
    });
  });
});

describe("results CSV", () => {
  it("gives every bad row's errors with its row number", () => {
    const csv =
      "kolo;domacin;gost;golovi_domacin;golovi_gost\n1;RK Dubrava;RK Zagreb II;30;2x\n0;RK Dubrava;RK Dubrava;1;1";
    expect(parseResultsCsv(csv, TEAMS)).toEqual({
      ok: false,
      errors: [
        "Red 2: golovi moraju biti cijeli brojevi od 0 naviše.",
        "Red 3: kolo mora biti cijeli broj veći od 0.",
        "Red 3: domaćin i gost su ista ekipa.",
      ],
    });
  });
});

describe("dates", () => {
  it("reads ISO and Croatian dates and refuses impossible ones", () => {
    expect(parseDate("2026-10-03")).toBe("2026-10-03");
    expect(parseDate("3. 10. 2026.")).toBe("2026-10-03");
    expect(parseDate("2026-02-30")).toBeNull();
    expect(parseDate("31. 4. 2026.")).toBeNull();
  });
});

describe("whether a result counts", () => {
  const entered = "2026-11-21T19:30:00.000Z";
  const match = { status: "played", stanje: "entered", uneseno_at: entered, golovi_domacin: 30, golovi_gost: 25 };
  const at = (ms: number) => new Date(Date.parse(entered) + ms);

  it("an entered result counts exactly 48 hours later, not a millisecond before", () => {
    expect(resultCounts(match, at(CONFIRM_WINDOW_MS - 1))).toEqual({
      counts: false,
      razlog: "Čeka potvrdu gostujućeg kluba (do 23. 11. 2026. 20:30).",
    });
    expect(resultCounts(match, at(CONFIRM_WINDOW_MS)).counts).toBe(true);
    expect(countedStatus(match, at(CONFIRM_WINDOW_MS))).toBe("played");
  });

  it("a confirmed or decided result counts at once; a disputed one never on its own", () => {
    expect(resultCounts({ ...match, stanje: "confirmed" }, at(0)).counts).toBe(true);
    expect(resultCounts({ ...match, stanje: "decided" }, at(0)).counts).toBe(true);
    expect(resultCounts({ ...match, stanje: "disputed" }, at(10 * CONFIRM_WINDOW_MS)).counts).toBe(false);
  });

  it("a forfeit counts; a postponed or annulled match does not, whatever its score", () => {
    expect(countedStatus({ ...match, status: "forfeit", stanje: null }, at(0))).toBe("forfeit");
    expect(countedStatus({ ...match, status: "postponed", stanje: "decided" }, at(0))).toBe("scheduled");
    expect(countedStatus({ ...match, status: "annulled", stanje: "confirmed" }, at(0))).toBe("scheduled");
  });
});
