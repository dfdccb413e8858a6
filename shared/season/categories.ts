// Age categories (issue 29 item 5): a federation declares, per sport, categories such as 'Kadeti' or 'U-15'
// by sex and a range of birth years relative to the season's year; an athlete's categories for a season are
// computed from the date of birth, never typed. Pure: no I/O.
//
// The season's year is the calendar year in which the season ENDS ('2026./2027.', 2026-09-01 to 2027-06-30,
// has the year 2027). Why: a split season's championships and finals are played in its last months, and youth
// categories are named by the age reached in the year those are played (UEFA's Under-17 Championship of 2025
// takes players born on or after 1 January 2008: at most 17 in 2025, the year its 2024/25 cycle ends). A
// calendar-year season (rowing, athletics: 2026-01-01 to 2026-12-31) starts and ends in the same year, so the
// choice only matters for split seasons, and a federation whose rules count the starting year writes its
// offsets one lower.
//
// A category holds the athletes born in the years seasonYear + bornFromOffset … seasonYear + bornToOffset,
// both inclusive (offsets are usually negative: in 2027, 'U-15' with bornFromOffset −15 and bornToOffset −14
// holds those born in 2012 and 2013, who reach 15 and 14 in 2027). A null offset leaves that end open:
// 'Seniori' (born 2008 or earlier in 2027) has bornFromOffset null and bornToOffset −19. A category's sex is
// 'M', 'Z' (Ž) or null for both; an athlete whose sex is not recorded falls only in categories for both. A range
// whose from is after its to holds nobody. Only the birth year counts, never the day: 1 January and 31 December
// of one year are in the same categories.
//
// API
//   type Sex = "M" | "Z"
//   interface AgeCategory { name; sex: Sex | null; bornFromOffset: number | null; bornToOffset: number | null }
//   seasonYear(season: { start: string; end: string }): number           the year the season ends
//   birthYearRange(category, season): { from: number | null; to: number | null }   the birth years it holds
//   ageInSeasonYear(dateOfBirth: "YYYY-MM-DD", season): number       the age the athlete reaches in that year
//   inCategory(athlete, season, category): boolean
//   categoriesFor(athlete: { dateOfBirth: "YYYY-MM-DD"; sex: Sex | null }, season, categories): C[]
//     the athlete's categories in the order given (each element as given, so ids and sports ride along)
//   Malformed dates (not YYYY-MM-DD) throw a RangeError: the database and the input schemas refuse them first.

export type Sex = "M" | "Z";

export interface AgeCategory {
  name: string;
  /** 'M', 'Z' (Ž), or null for a category open to both. */
  sex: Sex | null;
  /** The earliest birth year, as years from the season's year; null: no earliest (e.g. seniors). */
  bornFromOffset: number | null;
  /** The latest birth year, as years from the season's year; null: no latest (e.g. 'U-15 and younger'). */
  bornToOffset: number | null;
}

/** The dates of a season that its categories depend on (a season row has more; it may be passed whole). */
export interface SeasonDates {
  /** First day, YYYY-MM-DD. */
  start: string;
  /** Last day, YYYY-MM-DD. */
  end: string;
}

export interface AthleteBirth {
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  sex: Sex | null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The year of a YYYY-MM-DD date; a RangeError for anything else. */
function yearOf(day: string, what: string): number {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`${what} must be a YYYY-MM-DD date, got ${JSON.stringify(day)}`);
  return Number(match[1]);
}

/** The season's year: the calendar year in which it ends (see the header for why). */
export function seasonYear(season: SeasonDates): number {
  return yearOf(season.end, "season.end");
}

/** The birth years `category` holds in `season`; null where that end is open. */
export function birthYearRange(
  category: Pick<AgeCategory, "bornFromOffset" | "bornToOffset">,
  season: SeasonDates,
): { from: number | null; to: number | null } {
  const year = seasonYear(season);
  return {
    from: category.bornFromOffset === null ? null : year + category.bornFromOffset,
    to: category.bornToOffset === null ? null : year + category.bornToOffset,
  };
}

/** The age the athlete reaches in the season's year (whatever the day of birth). */
export function ageInSeasonYear(dateOfBirth: string, season: SeasonDates): number {
  return seasonYear(season) - yearOf(dateOfBirth, "dateOfBirth");
}

/** True when the athlete's birth year lies in the category's range and the category admits their sex. */
export function inCategory(athlete: AthleteBirth, season: SeasonDates, category: AgeCategory): boolean {
  if (category.sex !== null && category.sex !== athlete.sex) return false;
  const born = yearOf(athlete.dateOfBirth, "athlete.dateOfBirth");
  const { from, to } = birthYearRange(category, season);
  return (from === null || born >= from) && (to === null || born <= to);
}

/** The categories (of those given, in their order) the athlete is in for the season. */
export function categoriesFor<C extends AgeCategory>(
  athlete: AthleteBirth,
  season: SeasonDates,
  categories: readonly C[],
): C[] {
  return categories.filter((category) => inCategory(athlete, season, category));
}
