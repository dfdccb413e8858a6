// An age category's definition (issue 29): a federation's, per sport, by sex (or both), born from/to as years
// relative to the season's year (-14 .. -13: born 14 to 13 years before it). An athlete's category is computed
// from these (shared/season/categories.ts), never typed. This module is pure: no I/O.
import { z } from "zod";
import { T_KLUBOVI } from "../../texts";
import { displayName, savezId, trimmed } from "../../schemas/text";
import { SPOLOVI } from "../klubovi-common";
import { withRules, type CrossFieldRule } from "../rules";

const offset = z.number().int().min(-120).max(0);

/** The oldest birth year comes first: born-from no later than born-to. */
export const bornRange: CrossFieldRule<{ rodeni_od?: number | null; rodeni_do?: number | null }> = {
  field: "rodeni_do",
  message: T_KLUBOVI.bornRange,
  holds: (c) => c.rodeni_od == null || c.rodeni_do == null || c.rodeni_od <= c.rodeni_do,
};

export const dobnaKategorijaSchema = withRules(
  z
    .object({
      savez_id: savezId,
      sport: trimmed(1, 60),
      naziv: displayName(60),
      /** 'M', 'Z', or null for both. */
      spol: z.enum(SPOLOVI, { error: T_KLUBOVI.badSpol }).nullish(),
      rodeni_od: offset,
      rodeni_do: offset,
    })
    .strict(),
  bornRange,
);

export type DobnaKategorijaInput = z.output<typeof dobnaKategorijaSchema>;
