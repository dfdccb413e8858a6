// Granting and taking back roles: staff of a federation, or admin. A grant to an account whose email is
// verified applies at once (guarded by that email inside the statement); otherwise it becomes an invitation
// for the email. A revoke withdraws the pending invitations of that role, and the last verified admin keeps
// the role.
import { isAdminGrant, isStaffGrant } from "../../../shared/permissions";
import { notExists } from "drizzle-orm";
import type { RoleTarget } from "../../../shared/schemas/admin";
import { T_ADMIN_ERRORS } from "../../../shared/texts";
import { auditIfChanged } from "../audited";
import { database, type Database } from "../db";
import { DataError } from "../errors";
import type { Scope } from "../scope";
import { batch, changesOf, type Statement } from "../statements";
import { storeInvitation } from "./invitations";
import { searchKey } from "./people";
import {
  grantAdmin,
  grantStaff,
  held,
  now,
  pendingIds,
  requireRight,
  revokeAdmin,
  revokeStaff,
  roleOf,
  savezById,
  staffKey,
  staffRow,
  stillAdmin,
  userById,
  verifiedUsersByEmail,
  withdraw,
  type Invitation,
  type UserFacts,
} from "./statements";

/** The statement that grants or takes back a role, and its audit row (same batch). */
function roleChange(db: Database, scope: Scope, user: UserFacts, target: RoleTarget, grant: boolean): Statement[] {
  const values = { user: user.id, email: user.email, savez: target.savez_id, actor: scope.userId };
  if (isStaffGrant(target)) {
    const action = grant ? "create" : "delete";
    const row = { user_id: user.id, savez_id: target.savez_id };
    return [
      grant ? grantStaff(db, values) : revokeStaff(db, user.id, target.savez_id),
      auditIfChanged(db, scope, action, "staff_savezi", staffKey(user.id, target.savez_id), row),
    ];
  }
  const role = grant ? { from: user.role, to: "admin" } : { from: "admin", to: "member" };
  return [
    grant ? grantAdmin(db, values) : revokeAdmin(db, user.id),
    auditIfChanged(db, scope, "update", "users", user.id, { role }),
  ];
}

/** Whether the user holds the target's role, read in the batch of the change. */
const holds = (db: Database, user: number, target: RoleTarget) =>
  isStaffGrant(target) ? staffRow(db, user, target.savez_id) : roleOf(db, user);

/** Gives a role to an account whose email is verified; true when the account holds it afterwards. */
async function applyToVerified(db: Database, scope: Scope, user: UserFacts, target: RoleTarget) {
  const [, , check] = await batch(db, [...roleChange(db, scope, user, target, true), holds(db, user.id, target)]);
  return held(target.role, check);
}

const verifiedEmail = (user: UserFacts) => user.email_verified === 1 && user.email !== null;

export type GrantResult = { applied: true } | { applied: false; invitation: Invitation; created: boolean };

/**
 * Grants a role to a person: at once when their email is verified, otherwise as an invitation for their
 * email (it applies when they sign in with it verified). not_found for an unknown user or federation.
 */
export async function grantRole(
  d1: D1Database,
  scope: Scope,
  userId: number,
  target: RoleTarget,
): Promise<GrantResult> {
  requireRight(scope, "create", "roles");
  const db = database(d1);
  const user = await userById(db, userId);
  if (isStaffGrant(target)) await savezById(db, target.savez_id);
  if (user.email === null) throw new DataError("invalid", T_ADMIN_ERRORS.noEmail, "user_id");
  if (verifiedEmail(user)) {
    if (await applyToVerified(db, scope, user, target)) return { applied: true };
    // The account's email changed (or lost its verification) between the read and the write.
    throw new DataError("version_conflict", T_ADMIN_ERRORS.changedMeanwhile);
  }
  return { applied: false, ...(await storeInvitation(db, scope, user.email.toLowerCase(), target)) };
}

export type InviteResult =
  { applied: true; user_ids: number[] } | { applied: false; invitation: Invitation; created: boolean };

/**
 * Invites an email to a role: applied at once to the accounts that have it verified, otherwise stored
 * pending (once: the same pending invitation is answered again). not_found for an unknown federation.
 */
export async function invite(d1: D1Database, scope: Scope, email: string, target: RoleTarget): Promise<InviteResult> {
  requireRight(scope, "create", "invitations");
  const db = database(d1);
  if (isStaffGrant(target)) await savezById(db, target.savez_id);
  const address = email.toLowerCase();
  const accounts = await verifiedUsersByEmail(db, address, searchKey(address));
  const applied: number[] = [];
  for (const account of accounts) if (await applyToVerified(db, scope, account, target)) applied.push(account.id);
  if (applied.length > 0) return { applied: true, user_ids: applied };
  return { applied: false, ...(await storeInvitation(db, scope, address, target)) };
}

export type RevokeResult = { revoked: boolean; withdrawn: number } | { lastAdmin: true };

/**
 * Withdrawing the invitations of a revoked role waits for the revoke: when the last-admin guard kept the
 * role, the batch changes nothing at all. Each withdrawal is followed by its audit row.
 */
function withdrawals(db: Database, scope: Scope, user: UserFacts, target: RoleTarget, ids: string[], at: string) {
  const guard = isAdminGrant(target) ? notExists(stillAdmin(user.id)) : undefined;
  return ids.flatMap((id) => [
    withdraw(db, id, scope.userId, at, guard),
    auditIfChanged(db, scope, "update", "pozivnice", id, { withdrawn_at: { from: null, to: at } }),
  ]);
}

/**
 * Takes a role back: staff of a federation, or admin, and withdraws the pending invitations of that role for
 * the person's email. The last verified admin keeps the role (`lastAdmin`), and then nothing changes at all.
 */
export async function revokeRole(
  d1: D1Database,
  scope: Scope,
  userId: number,
  target: RoleTarget,
): Promise<RevokeResult> {
  requireRight(scope, "delete", "roles");
  const db = database(d1);
  const user = await userById(db, userId);
  if (isStaffGrant(target)) await savezById(db, target.savez_id);
  const email = user.email?.toLowerCase() ?? null;
  const pending = email ? await pendingIds(db, email, target.role, target.savez_id) : [];
  const revoke = roleChange(db, scope, user, target, false);
  const withdrawn = withdrawals(
    db,
    scope,
    user,
    target,
    pending.map(({ id }) => id),
    now(),
  );
  const after = isAdminGrant(target) ? [roleOf(db, user.id)] : [];
  const results = await batch(db, [...revoke, ...withdrawn, ...after]);
  const revoked = changesOf(results[0]) === 1;
  if (isAdminGrant(target) && !revoked && held("admin", results.at(-1))) return { lastAdmin: true };
  const done = withdrawn.filter((_, i) => i % 2 === 0 && changesOf(results[revoke.length + i]) === 1);
  return { revoked, withdrawn: done.length };
}
