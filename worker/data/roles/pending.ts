// Invitations applied at sign-in: the pending invitations of a signed-in account's verified email become its
// roles, each accepted once, with their audit rows, in one batch.
import { isAdminGrant, isStaffGrant } from "../../../shared/permissions";
import type { AdminRole } from "../../../shared/schemas/admin";
import type { Role } from "../../../shared/types";
import { auditIfChanged } from "../audited";
import { database, type Database } from "../db";
import type { Scope } from "../scope";
import { batch, changesOf, type Statement } from "../statements";
import { acceptAdmin, acceptStaff, markAccepted, now, pendingForAccount, staffKey } from "./statements";

interface PendingForAccount {
  id: string;
  role: AdminRole;
  savez_id: string | null;
  user_role: Role;
}

/** The statements that accept one invitation: its role (if any is due), then the invitation itself. */
function accepting(db: Database, scope: Scope, user: number, invitation: PendingForAccount, at: string): Statement[] {
  const statements: Statement[] = [];
  const { id, savez_id } = invitation;
  if (isStaffGrant(invitation) && savez_id) {
    const row = { user_id: user, savez_id, pozivnica_id: id };
    statements.push(
      acceptStaff(db, user, id),
      auditIfChanged(db, scope, "create", "staff_savezi", staffKey(user, savez_id), row),
    );
  } else if (isAdminGrant(invitation)) {
    const role = { from: invitation.user_role, to: "admin" };
    statements.push(
      acceptAdmin(db, user, id),
      auditIfChanged(db, scope, "update", "users", user, { role, pozivnica_id: id }),
    );
  }
  const accepted = { accepted_at: { from: null, to: at }, accepted_by: { from: null, to: user } };
  statements.push(markAccepted(db, user, id, at), auditIfChanged(db, scope, "update", "pozivnice", id, accepted));
  return statements;
}

/**
 * Applies the pending invitations of a signed-in account's email, and returns how many it applied. Only when
 * the account's users row holds that email verified (call it after the token's email facts are stored): an
 * unverified address is anybody's to type. Idempotent: staff rows are inserted or ignored, an invitation is
 * accepted once, and two concurrent calls apply each invitation once. One read (users by id, pozivnice by
 * email; nothing more when nothing is pending), then one batch with the audit rows.
 */
export async function applyPendingInvitations(
  d1: D1Database,
  user: { id: number; email: string },
  requestId: string | null = null,
): Promise<number> {
  const db = database(d1);
  const email = user.email.toLowerCase();
  const invitations: PendingForAccount[] = await pendingForAccount(db, user.id, email);
  if (invitations.length === 0) return 0;
  const scope: Scope = {
    role: invitations[0]!.user_role,
    emailVerified: true,
    userId: user.id,
    email,
    federations: [],
    clubs: [],
    requestId,
  };
  const at = now();
  const statements: Statement[] = [];
  const accepts: number[] = [];
  for (const invitation of invitations) {
    const part = accepting(db, scope, user.id, invitation, at);
    // The invitation's own acceptance is the part's last two statements.
    accepts.push(statements.length + part.length - 2);
    statements.push(...part);
  }
  const results = await batch(db, statements);
  return accepts.filter((i) => changesOf(results[i]) === 1).length;
}
