// What the league's match operations take (issue 31): a score, a move, a status, a dispute. Pure: no I/O.
import { z } from "zod";
import { isoDate, trimmed } from "../../schemas/text";

const goals = z.number().int().min(0).max(999);
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A score: entered by the home club, decided or corrected by the federation. */
export const rezultatInput = z.object({ golovi_domacin: goals, golovi_gost: goals }).strict();

/** A dispute names why. */
export const prigovorInput = z.object({ prigovor: trimmed(1, 500) }).strict();

/** A match moved: its new date (audited), and optionally time and venue. */
export const premjestiInput = z
  .object({ datum: isoDate, vrijeme: z.string().regex(TIME).nullish(), dvorana: trimmed(1, 200).nullish() })
  .strict();

/** A match postponed, forfeited (with its winner and the registered score) or annulled; or scheduled again. */
export const statusInput = z
  .object({
    status: z.enum(["scheduled", "postponed", "forfeit", "annulled"]),
    predaja_pobjednik: z.enum(["home", "away"]).nullish(),
    golovi_domacin: goals.nullish(),
    golovi_gost: goals.nullish(),
  })
  .strict()
  .refine((v) => v.status !== "forfeit" || !!v.predaja_pobjednik, { path: ["predaja_pobjednik"] });
