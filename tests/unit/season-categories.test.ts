// Age categories computed from the date of birth and the season (issue 29 item 5 and its acceptance: the
// boundaries at 31 December and 1 January of the edge years; every athlete in exactly the categories whose range
// holds their birth year, i.e. their age in the season's year, and sex).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AgeCategory,
  ageInSeasonYear,
  birthYearRange,
  categoriesFor,
  inCategory,
  seasonYear,
  type SeasonDates,
  type Sex,
} from "../../shared/season/categories";

const SEASON = { name: "2026./2027.", start: "2026-09-01", end: "2027-06-30" };
const CALENDAR_SEASON = { start: "2026-01-01", end: "2026-12-31" };

// A handball federation's categories for the season year 2027.
const MLADJI_KADETI: AgeCategory = { name: "Mlađi kadeti", sex: "M", bornFromOffset: -14, bornToOffset: -13 }; // 2013–2014
const KADETI: AgeCategory = { name: "Kadeti", sex: "M", bornFromOffset: -16, bornToOffset: -15 }; // 2011–2012
const KADETKINJE: AgeCategory = { name: "Kadetkinje", sex: "Z", bornFromOffset: -16, bornToOffset: -15 };
const U15: AgeCategory = { name: "U-15", sex: null, bornFromOffset: -15, bornToOffset: null }; // 2012 and later
const SENIORI: AgeCategory = { name: "Seniori", sex: "M", bornFromOffset: null, bornToOffset: -19 }; // ≤ 2008
const CATEGORIES = [MLADJI_KADETI, KADETI, KADETKINJE, U15, SENIORI];

const names = (dateOfBirth: string, sex: Sex | null, season: SeasonDates = SEASON) =>
  categoriesFor({ dateOfBirth, sex }, season, CATEGORIES).map((c) => c.name);

describe("seasonYear", () => {
  it("is the year a split season ends in, and a calendar season's own year", () => {
    expect(seasonYear(SEASON)).toBe(2027);
    expect(seasonYear(CALENDAR_SEASON)).toBe(2026);
  });

  it("refuses a season end that is not a date", () => {
    expect(() => seasonYear({ start: "2026-09-01", end: "30. 6. 2027." })).toThrow(RangeError);
  });
});

describe("categoriesFor at the edges of the birth years", () => {
  it("takes both 1 January and 31 December of a range's first and last year", () => {
    expect(names("2011-01-01", "M")).toEqual(["Kadeti"]);
    expect(names("2011-12-31", "M")).toEqual(["Kadeti"]);
    expect(names("2012-01-01", "M")).toEqual(["Kadeti", "U-15"]);
    expect(names("2012-12-31", "M")).toEqual(["Kadeti", "U-15"]);
    expect(names("2013-01-01", "M")).toEqual(["Mlađi kadeti", "U-15"]);
    expect(names("2014-12-31", "M")).toEqual(["Mlađi kadeti", "U-15"]);
  });

  it("leaves out the day just outside each edge", () => {
    expect(names("2010-12-31", "M")).toEqual([]); // one day older than the oldest kadet
    expect(names("2015-01-01", "M")).toEqual(["U-15"]); // one day younger than the youngest mlađi kadet
    expect(names("2008-12-31", "M")).toEqual(["Seniori"]);
    expect(names("2009-01-01", "M")).toEqual([]);
  });

  it("admits by sex: a category for one sex, for both, and an athlete whose sex is not recorded", () => {
    expect(names("2012-06-15", "Z")).toEqual(["Kadetkinje", "U-15"]);
    expect(names("2012-06-15", null)).toEqual(["U-15"]);
    expect(names("1990-06-15", "Z")).toEqual([]);
  });

  it("moves with the season: the same athlete a year later is a year older", () => {
    const next = { start: "2027-09-01", end: "2028-06-30" };
    expect(names("2013-01-01", "M", next)).toEqual(["Kadeti", "U-15"]);
    expect(names("2014-12-31", "M", next)).toEqual(["Mlađi kadeti", "U-15"]);
    expect(names("2012-12-31", "M", next)).toEqual(["Kadeti"]);
  });

  it("keeps each category as given, with its other fields, in the order given", () => {
    const withIds = [
      { ...U15, id: "c-u15", sport: "rukomet" },
      { ...KADETI, id: "c-kadeti", sport: "rukomet" },
    ];
    expect(categoriesFor({ dateOfBirth: "2012-03-03", sex: "M" }, SEASON, withIds)).toEqual(withIds);
  });

  it("states the birth years a category holds, open ends as null, and the age reached in the season's year", () => {
    expect(birthYearRange(KADETI, SEASON)).toEqual({ from: 2011, to: 2012 });
    expect(birthYearRange(SENIORI, SEASON)).toEqual({ from: null, to: 2008 });
    expect(birthYearRange(U15, CALENDAR_SEASON)).toEqual({ from: 2011, to: null });
    expect(ageInSeasonYear("2012-12-31", SEASON)).toBe(15);
    expect(ageInSeasonYear("2012-01-01", SEASON)).toBe(15);
  });

  it("puts nobody in a range whose first year is after its last", () => {
    const inverted: AgeCategory = { name: "Obrnuto", sex: null, bornFromOffset: -10, bornToOffset: -12 };
    for (const year of [2014, 2015, 2016, 2017, 2018]) {
      expect(inCategory({ dateOfBirth: `${year}-05-05`, sex: "M" }, SEASON, inverted)).toBe(false);
    }
  });

  it("refuses a date of birth that is not YYYY-MM-DD", () => {
    expect(() => names("15. 6. 2012.", "M")).toThrow(RangeError);
  });
});

describe("categoriesFor (property)", () => {
  const offset = fc.option(fc.integer({ min: -80, max: 0 }), { nil: null });
  const category = fc.record({
    name: fc.string({ maxLength: 8 }),
    sex: fc.constantFrom<Sex | null>("M", "Z", null),
    bornFromOffset: offset,
    bornToOffset: offset,
  });
  const day = fc.record({
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  });
  const pad = (n: number) => String(n).padStart(2, "0");

  it("puts every athlete in exactly the categories whose range holds their age in the season's year and sex", () => {
    fc.assert(
      fc.property(
        fc.array(category, { maxLength: 12 }),
        fc.integer({ min: 1990, max: 2060 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 90 }),
        day,
        fc.constantFrom<Sex | null>("M", "Z", null),
        (categories, endYear, split, age, { month, day: d }, sex) => {
          const season = split
            ? { start: `${endYear - 1}-09-01`, end: `${endYear}-06-30` }
            : { start: `${endYear}-01-01`, end: `${endYear}-12-31` };
          const dateOfBirth = `${endYear - age}-${pad(month)}-${pad(d)}`;
          // The oracle reads the ranges as ages (offset −15 is "reaches 15"), not as birth years as the code does.
          const expected = categories.filter(
            (c) =>
              (c.sex === null || c.sex === sex) &&
              (c.bornFromOffset === null || age <= -c.bornFromOffset) &&
              (c.bornToOffset === null || age >= -c.bornToOffset),
          );
          expect(categoriesFor({ dateOfBirth, sex }, season, categories)).toEqual(expected);
          expect(ageInSeasonYear(dateOfBirth, season)).toBe(age);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("gives the same categories for every day of one birth year", () => {
    fc.assert(
      fc.property(fc.array(category, { maxLength: 8 }), fc.integer({ min: 1950, max: 2030 }), day, (cats, year, d) => {
        const on = (dateOfBirth: string) => categoriesFor({ dateOfBirth, sex: "Z" }, SEASON, cats);
        const expected = on(`${year}-01-01`);
        expect(on(`${year}-${pad(d.month)}-${pad(d.day)}`)).toEqual(expected);
        expect(on(`${year}-12-31`)).toEqual(expected);
      }),
    );
  });
});
