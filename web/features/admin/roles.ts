// What the admin screens show about roles, and the invitation form's schema. This module is pure: no I/O.
import { z } from "zod";
import { API } from "../../../shared/paths";
import { isAdminGrant, isStaffGrant } from "../../../shared/permissions";
import { T_ADMIN, T_VALIDATION } from "../../../shared/texts";

/** The roles an admin grants: staff of one federation, or admin of the whole platform. */
export type AdminRole = "staff" | "admin";

/** A federation as the admin API names it. */
export interface SavezRef {
  id: string;
  slug?: string;
  naziv: string;
}

/** A role waiting for a person's email to be verified. */
export interface PendingRole {
  id?: string;
  role: AdminRole;
  savez?: SavezRef | null;
}

/** A person as GET /api/v1/admin/people lists them. */
export interface Person {
  id: string | number;
  email: string | null;
  name: string | null;
  emailVerified: boolean;
  admin: boolean;
  savezi: SavezRef[];
  pending?: PendingRole[];
}

/** One page of people; `next` is the cursor of the following page, null on the last. */
export interface PeoplePage {
  people: Person[];
  next: string | null;
}

/** A pending invitation as GET /api/v1/admin/invitations lists it. */
export interface Invitation {
  id: string;
  email: string;
  role: AdminRole;
  savez: SavezRef | null;
  created_at: string | null;
  /** After this instant it no longer applies (14 days after it was sent). */
  expires_at: string | null;
  /** Past expires_at: shown as expired, it can only be withdrawn. */
  expired: boolean;
}

/** GET /api/v1/admin/people?q=&after=, with empty parts left out. */
export function peopleUrl(q: string, after: string | null): string {
  const params = new URLSearchParams();
  const query = q.trim();
  if (query) params.set("q", query);
  if (after) params.set("after", after);
  const search = params.toString();
  return search ? `${API.adminPeople}?${search}` : API.adminPeople;
}

/** A role's name as the screens say it: 'Administrator', 'Djelatnik saveza Zicer Savez'. */
export function roleLabel(role: AdminRole, savez?: { naziv: string } | null): string {
  if (isAdminGrant({ role })) return T_ADMIN.ulogaAdmin;
  return savez ? T_ADMIN.osobljeSaveza(savez.naziv) : T_ADMIN.ulogaStaff;
}

/** How a person is named in a dialog: the email, with the name when there is one. */
export function personLabel(person: Pick<Person, "email" | "name">): string {
  const email = person.email ?? "";
  const name = person.name?.trim();
  if (!name) return email;
  return email ? `${name} (${email})` : name;
}

/** Every role a person holds, admin first, each with what revoking it sends. */
export function heldRoles(person: Person): { key: string; label: string; role: AdminRole; savez_id?: string }[] {
  const held: { key: string; label: string; role: AdminRole; savez_id?: string }[] = [];
  if (person.admin) held.push({ key: "admin", label: roleLabel("admin"), role: "admin" });
  for (const savez of person.savezi) {
    held.push({ key: `staff:${savez.id}`, label: roleLabel("staff", savez), role: "staff", savez_id: savez.id });
  }
  return held;
}

/** The role fields of the grant dialog and the invitation form: the role, and for staff the federation. */
export const roleChoiceSchema = z
  .object({
    role: z.enum(["staff", "admin"], { error: T_VALIDATION.required }),
    savez_id: z.string().trim().default(""),
  })
  .refine((v) => isAdminGrant(v) || v.savez_id !== "", { error: T_VALIDATION.chooseSavez, path: ["savez_id"] });

/** The invitation form: an email and a role choice. */
export const invitationFormSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, { error: T_VALIDATION.required })
      .pipe(z.email({ error: T_VALIDATION.badEmail }).max(254, { error: T_VALIDATION.tooLong(254) })),
    role: z.enum(["staff", "admin"], { error: T_VALIDATION.required }),
    savez_id: z.string().trim().default(""),
  })
  .refine((v) => isAdminGrant(v) || v.savez_id !== "", { error: T_VALIDATION.chooseSavez, path: ["savez_id"] });

/** What the API gets for a role choice: savez_id only for staff. */
export function roleBody(choice: { role: AdminRole; savez_id: string }): { role: AdminRole; savez_id?: string } {
  return isStaffGrant(choice) ? { role: "staff", savez_id: choice.savez_id } : { role: "admin" };
}
