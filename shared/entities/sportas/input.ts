// An athlete (issue 29): names, date of birth, sex, OIB or a note why there is none, an optional email (to
// see their own licence card), a photo (the register's photo rules), their primary club in the federation and
// the day their sports medical examination is valid until (issue 50 item 4).
// This module is pure: no I/O.
import { z } from "zod";
import { T_KLUBOVI, T_MEMBERSHIP } from "../../texts";
import { displayName, isoDate, rowId, savezId } from "../../schemas/text";
import { MEMBERSHIP_PHOTO_KEY } from "../membership/input";
import { SPOLOVI, oib, optionalEmail, optionalText } from "../klubovi-common";
import { withRules, type CrossFieldRule } from "../rules";

/** Most athletes one import may carry (all or nothing). */
export const MAX_SPORTASI_PER_IMPORT = 5000;

/** An athlete has an OIB, or a note saying why not (a foreigner, a newborn's pending one). */
export const oibOrNote: CrossFieldRule<{ oib?: string | null; oib_napomena?: string | null }> = {
  field: "oib",
  message: T_KLUBOVI.oibOrNote,
  holds: (a) => a.oib === undefined || a.oib_napomena === undefined || !!a.oib || !!a.oib_napomena,
};

export const sportasObject = z
  .object({
    savez_id: savezId,
    club_id: rowId,
    ime: displayName(100),
    prezime: displayName(100),
    datum_rodenja: isoDate,
    spol: z.enum(SPOLOVI, { error: T_KLUBOVI.badSpol }),
    oib: oib.nullish(),
    oib_napomena: optionalText(300),
    email: optionalEmail,
    photo_key: z.string().regex(MEMBERSHIP_PHOTO_KEY, { error: T_MEMBERSHIP.badPhotoKey }).nullish(),
    /** The last day the sports medical examination is valid (issue 50 item 4); null: none recorded. */
    lijecnicki_do: isoDate.nullish(),
  })
  .strict();

/** The create input: with an OIB or its note (both absent counts as neither). */
export const sportasSchema = withRules(sportasObject, {
  ...oibOrNote,
  holds: (a) => !!a.oib || !!a.oib_napomena,
});

/** The objects of ImportSportasi: 1..5000 athletes, all or nothing. */
export const sportasiImportSchema = z
  .array(sportasSchema)
  .min(1, { error: T_KLUBOVI.tooMany(MAX_SPORTASI_PER_IMPORT) })
  .max(MAX_SPORTASI_PER_IMPORT, { error: T_KLUBOVI.tooMany(MAX_SPORTASI_PER_IMPORT) });

export type SportasInput = z.output<typeof sportasSchema>;

/** Most athletes one bulk record of a medical examination's date may name. */
export const MAX_LIJECNICKI_AT_ONCE = 500;

/**
 * The variables of UpisiLijecnicke: one date for 1..500 athletes at once, the selected rows of a list or one date's
 * rows of a CSV (clearing a date is one athlete's edit).
 */
export const lijecnickiBulkSchema = z.object({
  ids: z
    .array(rowId)
    .min(1, { error: T_KLUBOVI.tooMany(MAX_LIJECNICKI_AT_ONCE) })
    .max(MAX_LIJECNICKI_AT_ONCE, { error: T_KLUBOVI.tooMany(MAX_LIJECNICKI_AT_ONCE) }),
  lijecnicki_do: isoDate,
});
