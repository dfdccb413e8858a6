// Competitions as an iCalendar file (RFC 5545): one all-day VEVENT per competition, UID from its id (never
// changes), SEQUENCE its version (raised by every edit), STATUS:CANCELLED for one deleted less than 30 days
// ago. TEXT values are escaped (§3.3.11), lines end in CRLF and are folded at 75 octets (§3.1) without
// splitting a UTF-8 character. This module is pure: no I/O.
import type { IcalProperty } from "../../shared/entities/fields";

/** One competition as a calendar event. */
export interface CalendarEvent {
  id: string;
  /** First and last day, YYYY-MM-DD (inclusive). */
  datum_od: string;
  datum_do: string;
  /** Its TEXT properties, unescaped: what its fields declare (shared/entities/fields.ts icalText). */
  text: Partial<Record<IcalProperty, string>>;
  version: number;
  cancelled: boolean;
  /** The competition's public page. */
  url: string;
  /** The federation's name, or null. */
  savez: string | null;
}

/**
 * RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma escaped; a line break is `\n`, whichever Unicode line
 * break it was (NEL U+0085, LINE SEPARATOR U+2028 and PARAGRAPH SEPARATOR U+2029 too: calendar clients and
 * JavaScript parsers end a line at them, so left raw they would cut a content line in two). Other control
 * characters are not allowed in TEXT at all and are dropped; a tab stays.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, "\\n")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, "")
  );
}

/** UTF-8 octets of one code point, from its value (no encoder per character: a calendar folds every line). */
const octetsOf = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** At most 75 UTF-16 units, all ASCII: at most 75 octets, so no fold (most lines of a calendar). */
function shortAscii(line: string): boolean {
  if (line.length > 75) return false;
  for (let i = 0; i < line.length; i++) if (line.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** RFC 5545 §3.1: a content line longer than 75 octets goes on in lines that start with one space. */
export function foldLine(line: string): string {
  if (shortAscii(line)) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  // The first line holds 75 octets, each continuation 74 after its leading space.
  let room = 75;
  for (const ch of line) {
    const size = octetsOf(ch.codePointAt(0)!);
    if (octets + size > room) {
      parts.push(current);
      current = "";
      octets = 0;
      room = 74;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** YYYY-MM-DD as an iCalendar DATE (YYYYMMDD). */
const icsDate = (date: string) => date.replace(/-/g, "");

/** The day after a YYYY-MM-DD date: an all-day event's DTEND is exclusive (§3.6.1). */
export function nextDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** A UTC date-time as iCalendar writes it: 20261123T141000Z. */
const icsStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** The UID of a competition's event: its id at the product's domain, so it never changes. */
export const eventUid = (id: string) => `natjecanje-${id}@sportski-zagreb`;

/** The TEXT properties an event may carry, in the order it writes them. */
const TEXT_PROPERTIES: readonly IcalProperty[] = ["SUMMARY", "LOCATION"];

/** An event's TEXT property lines, escaped, those it has in TEXT_PROPERTIES' order. */
function textLines(e: CalendarEvent): string[] {
  return TEXT_PROPERTIES.flatMap((name) => {
    const value = e.text[name];
    return value ? [`${name}:${escapeText(value)}`] : [];
  });
}

/** The whole calendar: `name` is its display name (X-WR-CALNAME). */
export function calendar(name: string, events: readonly CalendarEvent[], now = new Date()): string {
  const stamp = icsStamp(now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Sportski Zagreb//Natjecanja//HR",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    "X-WR-TIMEZONE:Europe/Zagreb",
  ];
  for (const e of events) {
    const description = [e.savez, e.url].filter(Boolean).join("\n");
    lines.push(
      "BEGIN:VEVENT",
      `UID:${eventUid(e.id)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(e.datum_od)}`,
      `DTEND;VALUE=DATE:${icsDate(nextDay(e.datum_do))}`,
      `SEQUENCE:${e.version}`,
      ...textLines(e),
      `URL:${e.url}`,
      `DESCRIPTION:${escapeText(description)}`,
      `STATUS:${e.cancelled ? "CANCELLED" : "CONFIRMED"}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** One league match as a calendar event (issue 31): timed in Zagreb's local time, or all-day without a time. */
export interface MatchEvent {
  id: string;
  summary: string;
  description: string;
  /** YYYY-MM-DD and HH:MM, Zagreb's local time. */
  datum: string;
  vrijeme: string | null;
  dvorana: string | null;
  version: number;
  cancelled: boolean;
}

/** Minutes Zagreb is ahead of UTC at `at` (60 in winter, 120 in summer). */
function zagrebOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Zagreb",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return Math.round((local - at.getTime()) / 60000);
}

/** The instant of a Zagreb wall-clock date and time (the offset read at that instant, so DST is right). */
export function zagrebInstant(date: string, time: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [h, min] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  const guess = new Date(wall - zagrebOffsetMinutes(new Date(wall)) * 60000);
  return new Date(wall - zagrebOffsetMinutes(guess) * 60000);
}

/** The UID of a league match's event. */
export const matchUid = (id: string) => `utakmica-${id}@sportski-zagreb`;

/** A team's matches as a calendar; a match lasts 90 minutes on it (a handball match with its break). */
export function matchCalendar(name: string, events: readonly MatchEvent[], now = new Date()): string {
  const stamp = icsStamp(now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Sportski Zagreb//Lige//HR",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    "X-WR-TIMEZONE:Europe/Zagreb",
  ];
  for (const e of events) {
    const start = e.vrijeme ? zagrebInstant(e.datum, e.vrijeme) : null;
    const when = start
      ? [`DTSTART:${icsStamp(start)}`, `DTEND:${icsStamp(new Date(start.getTime() + 90 * 60000))}`]
      : [`DTSTART;VALUE=DATE:${icsDate(e.datum)}`, `DTEND;VALUE=DATE:${icsDate(nextDay(e.datum))}`];
    lines.push(
      "BEGIN:VEVENT",
      `UID:${matchUid(e.id)}`,
      `DTSTAMP:${stamp}`,
      ...when,
      `SEQUENCE:${e.version}`,
      `SUMMARY:${escapeText(e.summary)}`,
      ...(e.dvorana ? [`LOCATION:${escapeText(e.dvorana)}`] : []),
      `DESCRIPTION:${escapeText(e.description)}`,
      `STATUS:${e.cancelled ? "CANCELLED" : "CONFIRMED"}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
