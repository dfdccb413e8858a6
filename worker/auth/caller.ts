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
}

export const ANONYMOUS: Caller = { role: "anonymous", userId: null, uid: null, email: null, emailVerified: false };
