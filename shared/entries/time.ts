// Entry windows are typed in Zagreb's time ('2026-12-01T18:00') and stored as UTC instants
// ('2026-12-01T17:00:00.000Z'), so the server compares them with its clock whatever the season's offset
// (CET or CEST). Pure: no I/O.
import { zagrebParts } from "../dates";

/** A Zagreb wall-clock time as typed: 'YYYY-MM-DDTHH:mm' (seconds are not asked for). */
export const ZAGREB_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Minutes Zagreb is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function offsetMinutes(instant: number): number {
  const p = zagrebParts(new Date(instant));
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The UTC instant (ISO, milliseconds, Z) of a Zagreb wall-clock time; null when the text is no such time or
 * names a day that does not exist. A time the spring change skips reads as an hour later; an autumn hour that
 * happens twice reads as its second (winter) occurrence.
 */
export function zagrebInstant(local: string): string | null {
  const m = ZAGREB_LOCAL.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // Guess with the offset at the wall time read as UTC, then correct once with the offset at the guess.
  const first = wall - offsetMinutes(wall) * 60_000;
  return new Date(wall - offsetMinutes(first) * 60_000).toISOString();
}
