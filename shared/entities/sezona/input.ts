// A federation's season (issue 29): its name ('2026./2027.'), dates, the day licences may be requested
// from, and its status. This module is pure: no I/O.
import { z } from "zod";
import { T_KLUBOVI } from "../../texts";
import { displayName, isoDate, savezId } from "../../schemas/text";
import { SEZONA_STATUSES } from "../klubovi-common";
import { endNotBeforeStart, withRules } from "../rules";

/** The season ends no earlier than it starts. */
export const sezonaDates = endNotBeforeStart("datum_od", "datum_do", T_KLUBOVI.seasonEndBeforeStart);
/** Licences may be requested from a day no later than the season's end. */
export const licenceOdDate = endNotBeforeStart("licence_od", "datum_do", T_KLUBOVI.licencesFromAfterEnd);

export const sezonaSchema = withRules(
  z
    .object({
      savez_id: savezId,
      naziv: displayName(40),
      datum_od: isoDate,
      datum_do: isoDate,
      licence_od: isoDate,
      status: z.enum(SEZONA_STATUSES, { error: T_KLUBOVI.badSezonaStatus }).optional(),
    })
    .strict(),
  sezonaDates,
  licenceOdDate,
);

export type SezonaInput = z.output<typeof sezonaSchema>;
