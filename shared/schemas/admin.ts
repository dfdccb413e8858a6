// The admin API's inputs (worker/routes/admin.ts): a role for a person, an invitation for an email, the
// People search. This module is pure: no I/O.
import { z } from "zod";
import { isAdminGrant, isStaffGrant } from "../permissions";
import { T_ADMIN_ERRORS, T_VALIDATION } from "../texts";
import { isCleanText, uuid } from "./text";

/** The roles an admin grants: staff of one federation, or platform-wide admin. */
export const ADMIN_ROLES = ["staff", "admin"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** A role with its federation: staff always names one, admin never does. */
export type RoleTarget = { role: "staff"; savez_id: string } | { role: "admin"; savez_id: null };

/** Most characters of a People search (after trimming). */
export const MAX_PEOPLE_QUERY = 200;

const role = z.enum(ADMIN_ROLES, { error: T_ADMIN_ERRORS.badRole });

const target = { role, savez_id: uuid.nullish() };

/** Staff needs a federation, admin has none (both checks on `savez_id`, so the form shows them there). */
function checkTarget(value: { role: AdminRole; savez_id?: string | null }, ctx: z.RefinementCtx) {
  if (isStaffGrant(value) && !value.savez_id) {
    ctx.addIssue({ code: "custom", path: ["savez_id"], message: T_VALIDATION.chooseSavez });
  }
  if (isAdminGrant(value) && value.savez_id) {
    ctx.addIssue({ code: "custom", path: ["savez_id"], message: T_ADMIN_ERRORS.adminHasNoSavez });
  }
}

/** The checked role as a RoleTarget. */
const targetOf = (value: { role: AdminRole; savez_id?: string | null }): RoleTarget =>
  isStaffGrant(value) ? { role: "staff", savez_id: value.savez_id! } : { role: "admin", savez_id: null };

/** A users.id: a positive integer (a string of digits, as a form field holds it, is read as one). */
const userId = z.union(
  [
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    z
      .string()
      .regex(/^[1-9][0-9]{0,14}$/)
      .transform(Number),
  ],
  { error: T_ADMIN_ERRORS.badUser },
);

/** POST / DELETE /api/v1/admin/roles: `{user_id, role, savez_id?}`. */
export const roleChangeSchema = z
  .object({ user_id: userId, ...target })
  .superRefine(checkTarget)
  .transform((value) => ({ user_id: value.user_id, target: targetOf(value) }));
export type RoleChange = z.output<typeof roleChangeSchema>;

/** An email as invitations store it: trimmed, lower-cased, a valid address. */
export const invitationEmail = z
  .string({ error: T_VALIDATION.required })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: T_VALIDATION.badEmail }).max(254, { error: T_VALIDATION.tooLong(254) }));

/** POST /api/v1/admin/invitations: `{email, role, savez_id?}`. */
export const invitationSchema = z
  .object({ email: invitationEmail, ...target })
  .superRefine(checkTarget)
  .transform((value) => ({ email: value.email, target: targetOf(value) }));
export type InvitationInput = z.output<typeof invitationSchema>;

/** GET /api/v1/admin/people: `q` (a prefix of an email or a name) and the opaque `after` cursor. */
export const peopleQuerySchema = z.object({
  q: z
    .string()
    .max(MAX_PEOPLE_QUERY, { error: T_ADMIN_ERRORS.tooLongQuery })
    .default("")
    .refine(isCleanText, { error: T_VALIDATION.badCharacters }),
  after: z.string().max(1000, { error: T_ADMIN_ERRORS.badCursor }).optional(),
});
