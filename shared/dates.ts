// The platform's one set of date formats, in Zagreb's time whatever the reader's or the server's zone (the
// federations are in Zagreb; a card's expiry day, a competition's "upcoming" and an audit entry's time are
// Zagreb's). Days are written the Croatian way without leading zeros ("31. 5. 2025."), times on 24 hours
// ("31. 5. 2025. 14:05").
// Zagreb's wall clock comes from the EU's summer-time rule (CET, CEST from the last Sunday of March to the last
// Sunday of October, both at 01:00 UTC: the rule since 1996), not from Intl: a browser's first Intl object
// starts its ICU data, 15–35 ms of main thread on a desktop (×4 on Lighthouse's phone) at the moment a page the
// Worker rendered hydrates, whereas this is arithmetic. An instant before 1996 asks Intl (the time zone database).
// tests/unit/dates.test.ts holds the rule to Intl's answers hour by hour around every change from 1996 to 2040.
// Pure: `now` is passed in where it matters so tests pin it.

export const ZAGREB_TIME_ZONE = "Europe/Zagreb";

const HOUR_MS = 3_600_000;
/** The first year of the EU's present rule (summer time ends on the last Sunday of October). */
const RULE_SINCE = 1996;

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`: when EU summer time starts (March) or ends (October). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Zagreb's offset from UTC at `ms`: two hours in summer time, one otherwise (the rule; from RULE_SINCE on). */
function zagrebOffsetMs(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const summer = ms >= lastSundayAtOneUtc(year, 2) && ms < lastSundayAtOneUtc(year, 9);
  return summer ? 2 * HOUR_MS : HOUR_MS;
}

let historic: Intl.DateTimeFormat | undefined;
/** Intl's parts, for an instant before the rule (made on first use: see above). */
function historicParts(instant: Date): Parts {
  historic ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: ZAGREB_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return Object.fromEntries(historic.formatToParts(instant).map((p) => [p.type, p.value])) as unknown as Parts;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** SQLite's datetime('now'): UTC without the zone mark. */
const SQLITE_UTC = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

export interface Parts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const two = (n: number) => String(n).padStart(2, "0");

/** An instant's wall-clock parts in Zagreb. */
export function zagrebParts(instant: Date): Parts {
  const ms = instant.getTime();
  if (instant.getUTCFullYear() < RULE_SINCE) return historicParts(instant);
  const wall = new Date(ms + zagrebOffsetMs(ms));
  return {
    year: String(wall.getUTCFullYear()),
    month: two(wall.getUTCMonth() + 1),
    day: two(wall.getUTCDate()),
    hour: two(wall.getUTCHours()),
    minute: two(wall.getUTCMinutes()),
  };
}

/** An instant from ISO text (or SQLite's UTC text); null when it is none. */
function instantOf(value: string): Date | null {
  const date = new Date(SQLITE_UTC.test(value) ? `${value.replace(" ", "T")}Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dayText = (year: string, month: string, day: string) => `${Number(day)}. ${Number(month)}. ${year}.`;

/** An instant as Zagreb's wall clock, "YYYY-MM-DDTHH:mm" (how entry windows are typed, issue 30). */
export function zagrebWallClock(instant: Date): string {
  const { year, month, day, hour, minute } = zagrebParts(instant);
  return `${year}-${month}-${day}T${hour}:${minute}`;
}

/** The calendar day in Zagreb ("YYYY-MM-DD") of an instant: today's by default. */
export function zagrebDay(now: Date = new Date()): string {
  const { year, month, day } = zagrebParts(now);
  return `${year}-${month}-${day}`;
}

/**
 * A calendar date ("2026-12-31", read as that day, no zone moves it) or an instant (its day in Zagreb) as
 * "31. 12. 2026."; null for a missing or unreadable value.
 */
export function croatianDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const calendar = CALENDAR_DAY.exec(value);
  if (calendar) return dayText(calendar[1], calendar[2], calendar[3]);
  const instant = instantOf(value);
  if (!instant) return null;
  const { year, month, day } = zagrebParts(instant);
  return dayText(year, month, day);
}

/** An instant (ISO or SQLite text) as "31. 12. 2026. 14:05" in Zagreb's time; null for a missing or unreadable value. */
export function croatianDateTime(value: string | null | undefined): string | null {
  const instant = value ? instantOf(value) : null;
  return instant ? zagrebDateTime(instant) : null;
}

/** An instant as "31. 12. 2026. 14:05" in Zagreb's time. */
export function zagrebDateTime(instant: Date): string {
  const { year, month, day, hour, minute } = zagrebParts(instant);
  return `${dayText(year, month, day)} ${hour}:${minute}`;
}

/** A competition's days: "31. 5. 2025. – 1. 6. 2025.", or one day when it starts and ends on it. */
export function croatianDateRange(od: string, dO: string): string {
  const from = croatianDate(od) ?? od;
  return od === dO ? from : `${from} – ${croatianDate(dO) ?? dO}`;
}
