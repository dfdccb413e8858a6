// Reads a JWT's expiry without verifying it: the SPA only uses it to know when to wake the Firebase SDK
// for a refresh; the Worker is the one that verifies tokens. This module is pure: no I/O.

/** The token's `exp` in epoch milliseconds, or null when the token is not a readable JWT. */
export function tokenExpiresAt(token: string): number | null {
  const part = token.split(".")[1];
  if (!part) return null;
  try {
    const json = atob(
      part
        .replace(/-/g, "+")
        .replace(/_/g, "/")
        .padEnd(Math.ceil(part.length / 4) * 4, "="),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === "number" ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** SPEC §9: the SDK refreshes 5 minutes before expiry; we wake it then. */
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60 * 1000;

/** Milliseconds from `now` until the SDK should be loaded to refresh `token` (0 when due; null if unknown). */
export function refreshDelay(token: string, now: number): number | null {
  const exp = tokenExpiresAt(token);
  if (exp === null) return null;
  return Math.max(0, exp - REFRESH_BEFORE_EXPIRY_MS - now);
}
