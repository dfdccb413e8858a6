// The demo seed is written as it stands on one day, SEED_DAY; applied on another day it is moved to that day,
// so `npm start` shows the same living season whenever it runs: an active season, entries open, a league half
// played, a valid Gold card beside an expired Silver one, medical examinations about to run out.
//
// How a seed's text moves (shiftSeed, pure, applied to the SQL before it runs):
// - every date and instant from 2020 on ('2026-10-03', '2026-11-21T19:30:00.000Z') by the same whole number of
//   weeks: the gaps between them stay, and so do their weekdays (the league plays on Saturdays); an instant keeps
//   its wall-clock time in Zagreb across a change of summer time (a window closing at 23:59 still does);
// - a date before 2020 is a date of birth: it moves by whole years, as the seasons' labels do, so an athlete keeps
//   her age and her categories in the season (a category counts birth years, never days: a birthday on
//   31 December must not slip into the next year);
// - a season's label ('2026./2027.') moves by the years the active season's end moved (its year is the year it
//   ends, shared/season/categories.ts).
// The weeks are the whole weeks from SEED_DAY to the day the seed is applied (in Zagreb), so a seed applied on
// SEED_DAY is exactly the text in worker/seed/*.sql; tests that read the demo's dates pin their clock to SEED_DAY.
import { zagrebParts } from "../../shared/dates.ts";

/** The day the seed's text describes: on this day (a Saturday) the demo is as written. */
export const SEED_DAY = "2026-11-28";
/** An instant on SEED_DAY (11:00 in Zagreb) for tests that read the demo as written. */
export const SEED_INSTANT = `${SEED_DAY}T10:00:00.000Z`;
/** The end of the demo's active seasons (2026./2027.): its year is the season's year. */
const ACTIVE_SEASON_END = "2027-06-30";
/** Dates before this are dates of birth (the seed has no other dates from before 2020). */
const BIRTH_DATES_BEFORE = 2020;

const DAY_MS = 86_400_000;

/** Zagreb's offset from UTC at `ms`, from its wall clock (shared/dates.ts holds the rule). */
function zagrebOffset(ms: number): number {
  const { year, month, day, hour, minute } = zagrebParts(new Date(ms));
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  return wall - Math.floor(ms / 60_000) * 60_000;
}

/** An ISO instant moved by `days`, at the same wall-clock time in Zagreb. */
function shiftInstant(instant: string, days: number): string {
  const ms = Date.parse(instant);
  const moved = ms + days * DAY_MS;
  return new Date(moved - (zagrebOffset(moved) - zagrebOffset(ms))).toISOString();
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00.000Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** `day` (YYYY-MM-DD) moved by `days`. */
export const addDays = (day: string, days: number): string => dayOf(dayNumber(day) + days);

/** How a seed applied on `today` (YYYY-MM-DD, Zagreb) moves: whole weeks for dates, whole years for the rest. */
export interface SeedShift {
  days: number;
  years: number;
}

export function seedShift(today: string): SeedShift {
  const days = Math.floor((dayNumber(today) - dayNumber(SEED_DAY)) / 7) * 7;
  const years = Number(addDays(ACTIVE_SEASON_END, days).slice(0, 4)) - Number(ACTIVE_SEASON_END.slice(0, 4));
  return { days, years };
}

/** `day` moved by whole years (29 February becomes 28 February in a common year). */
function addYears(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${String(y + years).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

// An instant (ISO, UTC) or a date, not inside a longer run of digits and dashes: ids like '…-4000-8000-…' never match.
const INSTANT = /(?<![\d-])\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g;
const DATE = /(?<![\d-])(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?![\d-])/g;
const SEASON_LABEL = /(?<!\d)(\d{4})\.\/(\d{4})\.(?!\d)/g;

/** The seed's SQL text as it stands on a day `shift` away from SEED_DAY. */
export function shiftSeed(sql: string, shift: SeedShift): string {
  if (shift.days === 0 && shift.years === 0) return sql;
  return sql
    .replace(INSTANT, (instant) =>
      Number(instant.slice(0, 4)) < BIRTH_DATES_BEFORE ? instant : shiftInstant(instant, shift.days),
    )
    .replace(DATE, (day: string, year: string, _m: string, _d: string, at: number, text: string) =>
      text[at + day.length] === "T"
        ? day
        : Number(year) < BIRTH_DATES_BEFORE
          ? addYears(day, shift.years)
          : addDays(day, shift.days),
    )
    .replace(
      SEASON_LABEL,
      (_label, from: string, to: string) => `${Number(from) + shift.years}./${Number(to) + shift.years}.`,
    );
}
