import type { Role } from "../../shared/types";

/** Who is calling, as established by the auth middleware from a verified token (never from client claims). */
export interface Caller {
  role: Role;
  /** users.id in D1; null for anonymous callers. */
  userId: number | null;
  /** Firebase uid (token `sub`); null for anonymous callers. */
  uid: string | null;
  email: string | null;
  emailVerified: boolean;
  /** The federations (savezi ids) the caller is staff of; admins reach all through their role. */
  federations: readonly string[];
  /** The clubs (klubovi ids) the caller is an official of, by its verified email (duznosnici_klubova). */
  clubs?: readonly string[];
  /**
   * When the caller last signed in with a credential (the verified token's `auth_time`, seconds since the
   * epoch; a refreshed token keeps it). Absent for anonymous callers. Erasure asks for a recent one.
   */
  signedInAt?: number;
}

export const ANONYMOUS: Caller = {
  role: "anonymous",
  userId: null,
  uid: null,
  email: null,
  emailVerified: false,
  federations: [],
  clubs: [],
};
