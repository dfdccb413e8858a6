// A membership of the register (issue 15), checked the same way in the browser (form, CSV preview) and in the
// Worker. The number is given by the server from the federation's sequence (an admin may set one); status is
// 'aktivna' or 'suspendirana' (istekla is computed from the expiry, never stored). This module is pure: no I/O.
import { z } from "zod";
import { T_MEMBERSHIP, T_VALIDATION } from "../../texts";
import { displayName, isoDate, savezId, trimmed } from "../../schemas/text";
import { endNotBeforeStart, withRules, type CrossFieldRule } from "../rules";
import { liveStatus } from "./status";

export { liveStatus };

/** Most memberships one import may carry (all or nothing). */
export const MAX_MEMBERSHIPS_PER_IMPORT = 5000;

/** The stored statuses; 'istekla' is computed from the expiry. */
export const MEMBERSHIP_STATUSES = ["aktivna", "suspendirana"] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** The private R2 prefix of membership photos: no public file route serves a key with a slash. */
export const MEMBERSHIP_PHOTO_PREFIX = "clanstva/";

/** An R2 key of a membership photo: the prefix, a v4 uuid and the extension of its detected kind (never SVG). */
export const MEMBERSHIP_PHOTO_KEY =
  /^clanstva\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(png|jpg|webp)$/;

const email = z
  .string({ error: T_VALIDATION.required })
  .trim()
  .toLowerCase()
  .max(254, { error: T_VALIDATION.tooLong(254) })
  .pipe(z.email({ error: T_VALIDATION.badEmail }));

/** One membership as staff enter it. */
export const membershipSchema = z
  .object({
    savez_id: savezId,
    first_name: displayName(100),
    last_name: displayName(100),
    email,
    type: trimmed(1, 40),
    valid_from: isoDate,
    expiry: isoDate,
    date_of_birth: isoDate.nullish(),
    photo_key: z.string().regex(MEMBERSHIP_PHOTO_KEY, { error: T_MEMBERSHIP.badPhotoKey }).nullish(),
    /** Given by the server's sequence; only an admin may set or change it. */
    number: trimmed(1, 14).optional(),
    status: z.enum(MEMBERSHIP_STATUSES, { error: T_MEMBERSHIP.badStatus }).optional(),
    suspension_reason: trimmed(1, 500).nullish(),
  })
  .strict();

/** A membership expires no earlier than it starts (the create input, 'Obnovi'). */
export const membershipDates = endNotBeforeStart("valid_from", "expiry", T_MEMBERSHIP.expiryBeforeStart);

/** A suspended membership names why: the create input, 'Suspendiraj' and an edit to the register all say so. */
export const suspensionReason: CrossFieldRule<{ status?: string | null; suspension_reason?: string | null }> = {
  field: "suspension_reason",
  message: T_MEMBERSHIP.reasonRequired,
  holds: (m) => m.status !== "suspendirana" || !!m.suspension_reason,
};

/** The create input: a suspended membership names why, and it expires no earlier than it starts. */
export const membershipCreateSchema = withRules(membershipSchema, membershipDates, suspensionReason);

/** The objects of ImportClanstva: 1..5000 memberships. */
export const membershipsImportSchema = z
  .array(membershipCreateSchema)
  .min(1, { error: T_VALIDATION.required })
  .max(MAX_MEMBERSHIPS_PER_IMPORT, { error: T_MEMBERSHIP.tooMany(MAX_MEMBERSHIPS_PER_IMPORT) });

/** 'Suspendiraj': the status and its required reason. */
export const suspendSchema = z
  .object({ status: z.literal("suspendirana"), suspension_reason: trimmed(1, 500) })
  .strict();

/** 'Aktiviraj'. */
export const activateSchema = z.object({ status: z.literal("aktivna") }).strict();

/** 'Obnovi': the next season's dates in one step. */
export const renewSchema = withRules(z.object({ valid_from: isoDate, expiry: isoDate }).strict(), membershipDates);

/** The dates of 'Obnovi': the day after the current expiry (or today, if later) for one more year. */
export function nextSeason(expiry: string | null, today: string): { valid_from: string; expiry: string } {
  const start = expiry && expiry >= today ? addDays(expiry, 1) : today;
  const end = addDays(addYears(start, 1), -1);
  return { valid_from: start, expiry: end };
}

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function addYears(day: string, years: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

/** What a card's verification says: the live status, or 'zamijenjena' for a token of a reissued card. */
export type CardStatus = ReturnType<typeof liveStatus> | "zamijenjena";

/**
 * The verification's verdict on a token signed at `tokenVersion`: a card reissued since (or a token of any
 * version other than the register's) is 'zamijenjena', whatever the membership's state; else its live status.
 */
export function cardStatus(
  m: { status: string; expiry: string | null; token_version: number },
  tokenVersion: number,
  today: string,
): CardStatus {
  return tokenVersion === m.token_version ? liveStatus(m, today) : "zamijenjena";
}

export type MembershipInput = z.output<typeof membershipSchema>;
