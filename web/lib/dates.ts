// The membership expiry rule (the date formats are shared/dates.ts). Pure: `today` is passed in so tests
// pin it.

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
