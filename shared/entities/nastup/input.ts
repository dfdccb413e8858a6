// An entry (issue 30): a club enters one athlete, or a crew (its members and substitutes), into an event.
// Staff reject one with a reason, or add a late entry by hand. Pure: no I/O.
import { z } from "zod";
import { displayName, rowId, rowVersion } from "../../schemas/text";
import { T_PRIJAVE } from "../../texts";
import type { CrossFieldRule } from "../rules";

/** accepted, on the waiting list, withdrawn by the club (or staff), rejected by staff. */
export const NASTUP_STATUSES = ["prihvacena", "cekanje", "povucena", "odbijena"] as const;
export type NastupStatus = (typeof NASTUP_STATUSES)[number];
/** The statuses that hold a place: an athlete in one of these is entered; the club's cap counts these. */
export const LIVE_NASTUP_STATUSES = ["prihvacena", "cekanje"] as const;

const athletes = z
  .array(rowId)
  .max(60)
  .refine((ids) => new Set(ids).size === ids.length, { error: T_PRIJAVE.polja.isti });

export const nastupSchema = z
  .object({
    club_id: rowId,
    /** The athlete, or the crew's members (in seat order). */
    sportasi: athletes.min(1, { error: T_PRIJAVE.polja.odaberiSportase }),
    /** A crew's substitutes. */
    zamjene: athletes.default([]),
  })
  .strict()
  .refine((v) => v.zamjene.every((id) => !v.sportasi.includes(id)), {
    error: T_PRIJAVE.polja.isti,
    path: ["zamjene"],
  });

export type NastupInput = z.output<typeof nastupSchema>;

/** A rejected entry names why (the table's CHECK too). */
export const rejectionReason: CrossFieldRule<{ status?: string | null; razlog_odbijanja?: string | null }> = {
  field: "razlog_odbijanja",
  message: T_PRIJAVE.polja.razlog,
  holds: (v) => v.status !== "odbijena" || !!v.razlog_odbijanja,
};

/**
 * A result as typed: a time ('7:02.35', '1:05:02.3', '58.20') or points or a word ('DNF'); text that looks like a
 * time (digits and colons) must be one, each part after the first under 60. No bidi control (it is shown in
 * the public start list).
 */
const CLOCK = /^\d+(?::\d{2})+(?:[.,]\d+)?$/;

/** True unless `value` looks like a time (only digits, colons and a decimal point) and is none. */
export function isTimeWhenTimeLike(value: string): boolean {
  if (!/^[\d:.,]+$/.test(value) || !value.includes(":")) return true;
  const [whole] = value.split(/[.,]/);
  return (
    CLOCK.test(value) &&
    whole!
      .split(":")
      .slice(1)
      .every((part) => Number(part) < 60)
  );
}

export const resultText = displayName(40).refine(isTimeWhenTimeLike, { error: T_PRIJAVE.polja.vrijeme });

/** A withdrawal names the version the caller read. */
export const povuciSchema = z.object({ version: rowVersion }).strict();
/** Staff's rejection: the version read and the reason. */
export const odbijSchema = z
  .object({ version: rowVersion, razlog_odbijanja: displayName(500).optional() })
  .strict()
  .refine((v) => !!v.razlog_odbijanja, { error: T_PRIJAVE.polja.razlog, path: ["razlog_odbijanja"] });

/** A result of an accepted entry (staff): the place, and the time ('7:02.35') or points as typed; null clears. */
export const rezultatSchema = z
  .object({
    version: rowVersion,
    mjesto: z.number().int().min(1).max(10_000).nullable(),
    rezultat: resultText.nullable(),
  })
  .strict();
export type RezultatInput = z.output<typeof rezultatSchema>;
