// Invitations: roles granted to an email, pending until an account signs in with it verified. The list, a
// new one (or the same one already pending), and withdrawing one.
import type { RoleTarget } from "../../../shared/schemas/admin";
import { INVITATION_DAYS } from "../../../shared/entities/roles";
import { T_ADMIN_ERRORS } from "../../../shared/texts";
import { auditIfChanged } from "../audited";
import { database, type Database } from "../db";
import { DataError } from "../errors";
import type { Scope } from "../scope";
import { batch, changesOf, rowsOf } from "../statements";
import {
  insertInvitation,
  invitationOf,
  now,
  pendingInvitation,
  pendingInvitations,
  requireRight,
  withdraw,
  type Invitation,
  type InvitationRow,
} from "./statements";

/** The pending invitations, newest first, with their federation. */
export async function listInvitations(d1: D1Database, scope: Scope): Promise<Invitation[]> {
  requireRight(scope, "read", "invitations");
  const rows = await pendingInvitations(database(d1));
  return rows.map((row) => invitationOf(row));
}

/** Stores an invitation for an email, or finds the same one already pending; `created` tells which. */
export async function storeInvitation(
  db: Database,
  scope: Scope,
  email: string,
  target: RoleTarget,
): Promise<{ invitation: Invitation; created: boolean }> {
  const id = crypto.randomUUID();
  const { role, savez_id } = target;
  const at = now();
  const expires_at = new Date(Date.parse(at) + INVITATION_DAYS * 86_400_000).toISOString();
  const values = { id, email, role, savez_id, invited_by: scope.userId, created_at: at, expires_at };
  const [inserted, , found] = await batch(db, [
    insertInvitation(db, values),
    auditIfChanged(db, scope, "create", "pozivnice", id, { email, role, savez_id, expires_at }),
    pendingInvitation(db, email, role, savez_id),
  ]);
  const row = rowsOf<InvitationRow>(found)[0];
  if (!row) throw new Error("invitation missing right after it was stored");
  return { invitation: invitationOf(row), created: changesOf(inserted) === 1 };
}

/** Withdraws a pending invitation; not_found when there is none by that id. */
export async function withdrawInvitation(d1: D1Database, scope: Scope, id: string): Promise<void> {
  requireRight(scope, "delete", "invitations");
  const db = database(d1);
  const at = now();
  const [result] = await batch(db, [
    withdraw(db, id, scope.userId, at),
    auditIfChanged(db, scope, "update", "pozivnice", id, { withdrawn_at: { from: null, to: at } }),
  ]);
  if (changesOf(result) !== 1) throw new DataError("not_found", T_ADMIN_ERRORS.invitationNotFound);
}
