// Competitor input (CSV row or manual form), checked the same way in the browser and in the Worker.
// This module is pure: no I/O.
import { z } from "zod";
import { T_VALIDATION } from "../../texts";
import { displayName, savezId } from "../../schemas/text";

/** Most competitors one insert may carry (all or nothing). */
export const MAX_NATJECATELJI_PER_INSERT = 5000;

/** One competitor: ime, prezime, team, each 1..100 characters after trimming. */
export const natjecateljSchema = z.object({
  ime: displayName(100),
  prezime: displayName(100),
  team: displayName(100),
  savez_id: savezId,
});

/** The objects of InsertNatjecatelji: 1..5000 competitors. */
export const natjecateljiSchema = z
  .array(natjecateljSchema)
  .min(1, { error: T_VALIDATION.noCompetitors })
  .max(MAX_NATJECATELJI_PER_INSERT, { error: T_VALIDATION.tooManyCompetitors(MAX_NATJECATELJI_PER_INSERT) });

/** A validated competitor. */
export type NatjecateljInput = z.output<typeof natjecateljSchema>;
