// SPEC §8: Firebase Auth error codes → the catalogue's messages. This module is pure: no I/O.
import { T_AUTH_ERRORS, T_AUTH_UNEXPECTED } from "../../shared/texts";

/** The code a Firebase error carries (`auth/...`), or null for anything else. */
export function authErrorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : null;
}

/**
 * The message to show for an auth error: the catalogue's text for known codes, 'An unexpected error
 * occurred.' for any other, and null for auth/multi-factor-auth-required, which the spec handles silently.
 */
export function authErrorMessage(error: unknown): string | null {
  const code = authErrorCode(error);
  if (code === "auth/multi-factor-auth-required") return null;
  // Own keys only: a code such as "toString" must not reach Object.prototype.
  return code !== null && Object.hasOwn(T_AUTH_ERRORS, code) ? T_AUTH_ERRORS[code] : T_AUTH_UNEXPECTED;
}
