// The trusted operations on the membership register (issue 15, staff): a page of the register with the
// federation's settings, one create, the all-or-nothing import, 'Obnovi', 'Suspendiraj', 'Aktiviraj', 'Izdaj
// novu iskaznicu' (issue 28 item 5), and the edits. This module is pure: no I/O.
import { z } from "zod";
import {
  affectedRows,
  createOne,
  defineOperation,
  editOperations,
  insertMany,
  list,
  pick,
  scalar,
  updateAtVersion,
  type ResultOf,
} from "../../graphql/define";
import {
  MEMBERSHIP_STATUSES,
  activateSchema,
  membershipCreateSchema,
  membershipsImportSchema,
  renewSchema,
  suspendSchema,
  suspensionReason,
} from "./input";
import { rowId, rowVersion, savezId } from "../../schemas/text";
import { T_VALIDATION } from "../../texts";
import type { Row } from "../entity";
import type { membership, membershipRegisters } from ".";

type MembershipRow = Row<typeof membership>;

/** The fields of a membership in the register (issue 15). */
const registerRow = pick<MembershipRow>()([
  "id",
  "number",
  "type",
  "status",
  "suspension_reason",
  "valid_from",
  "expiry",
  "first_name",
  "last_name",
  "date_of_birth",
  "email",
  "photo_key",
  "profile_picture_url",
  "savez_id",
  "created_at",
  "version",
]);

/** A federation's register settings; `types` is a list (D1 keeps it as JSON text). */
const registerSettings = pick<(typeof membershipRegisters)["$inferSelect"]>()(["savez_id", "prefix", "next_number"], {
  types: scalar<string[]>(),
});

/** The statuses the register filters by: the stored ones, and 'istekla' computed from the expiry. */
export const REGISTER_STATUSES = [...MEMBERSHIP_STATUSES, "istekla"] as const;
export type RegisterStatus = (typeof REGISTER_STATUSES)[number];

/** True when a filter's value is one of the register's statuses. */
export const isRegisterStatus = (value: string): value is RegisterStatus =>
  (REGISTER_STATUSES as readonly string[]).includes(value);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: T_VALIDATION.tooLong(max) })
    .nullish();

/**
 * A page of a federation's membership register (staff): ordered by surname, the page after the row `after`,
 * filtered by a search (name, number or email), type, status (istekla computed) and expiring within 30 days;
 * with the federation's settings (types, number prefix).
 */
export const Clanstva = defineOperation({
  name: "Clanstva",
  document: `query Clanstva($savez_id: String, $search: String, $type: String, $status: String, $expiring: Boolean, $after: String, $limit: Int) {
  memberships_register(savez_id: $savez_id, search: $search, type: $type, status: $status, expiring: $expiring, after: $after, limit: $limit) {
    id
    number
    type
    status
    suspension_reason
    valid_from
    expiry
    first_name
    last_name
    date_of_birth
    email
    photo_key
    profile_picture_url
    savez_id
    created_at
    version
  }
  membership_register_settings(savez_id: $savez_id) {
    savez_id
    prefix
    next_number
    types
  }
}`,
  variables: z.object({
    savez_id: savezId,
    search: optionalText(100),
    type: optionalText(40),
    status: z.enum(REGISTER_STATUSES).nullish(),
    expiring: z.boolean().nullish(),
    after: rowId.nullish(),
    limit: z.number().int().min(1).max(200).nullish(),
  }),
  result: { memberships_register: list(registerRow), membership_register_settings: registerSettings },
});

/** One membership as the register lists it. */
export type StoredMembership = ResultOf<typeof Clanstva>["memberships_register"][number];
/** The federation's register settings. */
export type RegisterSettings = ResultOf<typeof Clanstva>["membership_register_settings"];

/** Issues one membership; its number comes from the federation's sequence (staff). */
export const CreateClanstvo = createOne(
  "CreateClanstvo",
  "memberships",
  membershipCreateSchema,
  pick<MembershipRow>()(["id", "number"]),
);

/** A CSV import of up to 5 000 memberships, all or nothing (staff). */
export const ImportClanstva = insertMany("ImportClanstva", "memberships", membershipsImportSchema);

/** One of the register's named updates: the row, the version read, and what the step sets. */
const registerStep = <const Name extends string, S extends z.ZodType>(name: Name, set: S) =>
  updateAtVersion(name, "memberships", set);

/** 'Obnovi': the next season's valid_from and expiry in one step (staff). */
export const ObnoviClanstvo = registerStep("ObnoviClanstvo", renewSchema);
/** 'Suspendiraj' with its required reason (staff). */
export const SuspendirajClanstvo = registerStep("SuspendirajClanstvo", suspendSchema);
/** 'Aktiviraj': back to aktivna, the reason cleared (staff). */
export const AktivirajClanstvo = registerStep("AktivirajClanstvo", activateSchema);

/**
 * 'Izdaj novu iskaznicu' (staff): the card's token version goes up by one, so every token signed before is
 * 'Zamijenjena' online. The client names only the row and the version it read; the step is fixed in the
 * document, so a replay of the same request is a stale version (409) and never counts up twice.
 */
export const IzdajNovuIskaznicu = defineOperation({
  name: "IzdajNovuIskaznicu",
  document: `mutation IzdajNovuIskaznicu($id: String!, $version: Int!) {
  update_memberships(where: {id: {_eq: $id}, version: {_eq: $version}}, _inc: {token_version: 1}) {
    affected_rows
  }
}`,
  variables: z.object({ id: rowId, version: rowVersion }),
  result: { update_memberships: affectedRows },
});

/** An edit to the register keeps the suspension-reason rule (a status set to suspendirana names why). */
export const clanstvoEdits = editOperations("Clanstvo", "memberships", membershipCreateSchema, [suspensionReason]);
