// Dates as Croatian readers write them ("31. 12. 2026."), and the membership expiry rule. This module is
// pure: no I/O; `today` is passed in so tests pin it.

/** An ISO date ("2026-12-31") or timestamp in the Croatian format; null for a missing or unreadable value. */
export function croatianDate(value: string | null | undefined): string | null {
  if (!value) return null;
  // A bare date is a calendar day, not UTC midnight: read it at local noon so no time zone moves the day.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00` : value);
  if (Number.isNaN(date.getTime())) return null;
  // By hand: ICU builds disagree on leading zeros for hr-HR ("01. 06." in Node, "1. 6." elsewhere).
  return `${date.getDate()}. ${date.getMonth() + 1}. ${date.getFullYear()}.`;
}

/** Today's local calendar day as "YYYY-MM-DD". */
export function localIsoDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * True when a membership has expired: its status says so, or its expiry day is over (it is valid through the
 * whole expiry day). Another status (e.g. suspended) is shown as it is, not as expired.
 */
export function isMembershipExpired(
  { status, expiry }: { status: string | null; expiry: string | null },
  today: string,
): boolean {
  if (status === "expired") return true;
  return expiry !== null && expiry.slice(0, 10) < today;
}
