import { decodeJwt, decodeProtectedHeader, jwtVerify, type JWTPayload } from "jose";
import type { KeySource } from "./keys";

/** The identity a verified Firebase ID token proves. */
export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** The display name a provider sign-in carries (for People search); null when absent or not plain text. */
  name: string | null;
  /** The token's `exp` (seconds since the epoch): a cached verification is never used past it. */
  expiresAt: number;
  /** The token's `auth_time` (seconds since the epoch): when the person last signed in with a credential. */
  authTime: number;
}

/** A token's `name` claim when it is a short, clean text. */
function nameClaim(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const name = value.trim();
  // eslint-disable-next-line no-control-regex
  return name && name.length <= 200 && !/[\u0000-\u001F\u007F]/.test(name) ? name : null;
}

/** Why a token was refused; logged, never shown (every refusal is the same 401 to the client). */
export class TokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "TokenError";
  }
}

/** Allowed clock skew for `iat` / `auth_time`, in seconds. */
export const CLOCK_SKEW_SECONDS = 5;
/** Firebase uids are at most 128 characters. */
export const MAX_UID_LENGTH = 128;
/**
 * Longest token looked at. Firebase ID tokens are about 1 KB (custom claims are capped at 1000 bytes), so
 * anything far larger is forged: refused before any base64 or JSON work is spent on it.
 */
export const MAX_TOKEN_LENGTH = 8192;

interface VerifyOptions {
  projectId: string;
  keys: KeySource;
  /** True only when FIREBASE_AUTH_EMULATOR_HOST is configured (never in production): accept alg "none". */
  allowEmulatorTokens: boolean;
  /** Current time in seconds (tests). */
  now?: number;
}

/**
 * Verifies a Firebase ID token the way firebase-admin does: RS256 with a published kid, or an unsigned
 * emulator token only when the emulator is configured; then the same claim checks in both cases.
 */
export async function verifyIdToken(token: string, options: VerifyOptions): Promise<VerifiedIdentity> {
  if (token.length > MAX_TOKEN_LENGTH) throw new TokenError("token too long");
  const header = safely(() => decodeProtectedHeader(token), "malformed header");
  const now = options.now ?? Math.floor(Date.now() / 1000);
  let payload: JWTPayload;
  if (header.alg === "none" && options.allowEmulatorTokens) {
    payload = safely(() => decodeJwt(token), "malformed payload");
  } else if (header.alg === "RS256") {
    if (typeof header.kid !== "string" || !header.kid) throw new TokenError("missing kid");
    const key = await options.keys.getKey(header.kid);
    if (!key) throw new TokenError("unknown kid");
    const verified = await jwtVerify(token, key, { algorithms: ["RS256"], currentDate: new Date(now * 1000) }).catch(
      (error: Error) => {
        throw new TokenError(`signature or exp: ${error.message}`);
      },
    );
    payload = verified.payload;
  } else {
    throw new TokenError(`alg ${String(header.alg)} refused`);
  }
  checkClaims(payload, options.projectId, now);
  return {
    uid: payload.sub as string,
    email: typeof payload.email === "string" ? payload.email : null,
    emailVerified: payload.email_verified === true,
    name: nameClaim(payload.name),
    expiresAt: payload.exp as number,
    authTime: payload.auth_time as number,
  };
}

/** The claim rules of Firebase ID tokens (pure). */
export function checkClaims(payload: JWTPayload, projectId: string, now: number): void {
  const { aud, iss, sub, exp, iat } = payload;
  const authTime = payload.auth_time;
  if (aud !== projectId) throw new TokenError("wrong aud");
  if (iss !== `https://securetoken.google.com/${projectId}`) throw new TokenError("wrong iss");
  if (typeof sub !== "string" || sub.length === 0 || sub.length > MAX_UID_LENGTH) throw new TokenError("bad sub");
  if (typeof exp !== "number" || exp <= now) throw new TokenError("expired or no exp");
  if (typeof iat !== "number" || iat > now + CLOCK_SKEW_SECONDS) throw new TokenError("iat in the future");
  if (typeof authTime !== "number" || authTime > now + CLOCK_SKEW_SECONDS) {
    throw new TokenError("auth_time missing or in the future");
  }
}

function safely<T>(read: () => T, reason: string): T {
  try {
    return read();
  } catch {
    throw new TokenError(reason);
  }
}
