// Date display for competitions. This module is pure: no I/O.

/** "2025-05-31" → "31. 5. 2025." (Croatian style), read as a calendar date so no time zone shifts it. */
export function hrDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${Number(match[3])}. ${Number(match[2])}. ${match[1]}.` : iso;
}
