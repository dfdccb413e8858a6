// A season licence (issue 29): requested by a club for its athlete, decided by the federation's staff (approved,
// or rejected with a reason), later suspended or expired. (The medical examination's date is the athlete's since
// issue 50.) Pure: no I/O.
import { z } from "zod";
import { T_KLUBOVI } from "../../texts";
import { rowId, savezId, trimmed } from "../../schemas/text";
import { LICENCA_STATUSES } from "../klubovi-common";
import { withRules, type CrossFieldRule } from "../rules";

/** Most licences one request or one bulk decision may carry. */
export const MAX_LICENCE_AT_ONCE = 500;

/** A rejected licence names why. */
export const rejectionReason: CrossFieldRule<{ status?: string | null; razlog_odbijanja?: string | null }> = {
  field: "razlog_odbijanja",
  message: T_KLUBOVI.rejectionReason,
  holds: (l) => l.status !== "odbijena" || !!l.razlog_odbijanja,
};

export const licencaObject = z
  .object({
    savez_id: savezId,
    club_id: rowId,
    sportas_id: rowId,
    sezona_id: rowId,
    /** Staff's decision (a club only requests: the row starts 'zatrazena'). */
    status: z.enum(LICENCA_STATUSES, { error: T_KLUBOVI.badLicencaStatus }).optional(),
    razlog_odbijanja: trimmed(1, 500).nullish(),
  })
  .strict();

export const licencaSchema = withRules(licencaObject, rejectionReason);

/** The objects of ZatraziLicence: 1..500 requests at once. */
export const licenceRequestSchema = z
  .array(licencaSchema)
  .min(1, { error: T_KLUBOVI.tooMany(MAX_LICENCE_AT_ONCE) })
  .max(MAX_LICENCE_AT_ONCE, { error: T_KLUBOVI.tooMany(MAX_LICENCE_AT_ONCE) });

/** The licences a bulk decision names. */
export const licenceIds = z
  .array(rowId)
  .min(1)
  .max(MAX_LICENCE_AT_ONCE, { error: T_KLUBOVI.tooMany(MAX_LICENCE_AT_ONCE) });

export type LicencaInput = z.output<typeof licencaSchema>;
