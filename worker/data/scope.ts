// The verified caller's scope: the required first argument of every data call, so a query that forgets who
// asks (and so tenancy and rights) does not compile.
import type { Subject } from "../../shared/permissions";
import type { Role } from "../../shared/types";

export interface Scope extends Subject {
  role: Role;
  emailVerified: boolean;
  /** users.id of the caller; null for anonymous callers. */
  userId: number | null;
  /** The caller's verified-token email, written into audit rows as the actor's email at the time. */
  email: string | null;
  /** The federations the caller is staff of (admins reach every federation through their role). */
  federations: readonly string[];
  /** The clubs the caller is an official of (scope `club` reaches their rows). */
  clubs: readonly string[];
  /** x-request-id of the request, written into audit rows. */
  requestId: string | null;
}

/** The scope of a verified caller. */
export function scopeOf(
  caller: {
    role: Role;
    emailVerified: boolean;
    userId: number | null;
    email?: string | null;
    federations?: readonly string[];
    clubs?: readonly string[];
  },
  requestId: string | null,
): Scope {
  const { role, emailVerified, userId, email = null, federations = [], clubs = [] } = caller;
  return { role, emailVerified, userId, email, federations, clubs, requestId };
}
