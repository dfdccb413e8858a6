// An event (discipline) of a competition (issue 30): its name ('M1x kadeti 1500 m'), the age categories it
// admits (none named: every age) and its sex (M, Z, or empty: both, which a mixed crew is), individual or a
// crew/team of a size with up to so many substitutes, and its own cap (else the competition's). Staff define
// them, one by one or by CSV. Pure: no I/O.
import { z } from "zod";
import { displayName, rowId } from "../../schemas/text";
import { T_KLUBOVI, T_PRIJAVE } from "../../texts";
import { SPOLOVI } from "../klubovi-common";
import { cap } from "../postavke-prijava/input";
import { withRules, type CrossFieldRule } from "../rules";

export const VRSTE_DISCIPLINE = ["pojedinacno", "posada"] as const;
export type VrstaDiscipline = (typeof VRSTE_DISCIPLINE)[number];

/** Most events one competition's CSV may carry. */
export const MAX_DISCIPLINA_CSV = 500;

type Shape = { vrsta?: VrstaDiscipline; posada?: number; zamjene?: number };

/** An individual event takes one athlete and no substitutes; a crew or team at least two. */
export const crewSize: CrossFieldRule<Shape> = {
  field: "posada",
  message: T_PRIJAVE.polja.posadaVelicina,
  holds: (v) => v.vrsta !== "posada" || v.posada === undefined || v.posada >= 2,
};
export const individualSize: CrossFieldRule<Shape> = {
  field: "posada",
  message: T_PRIJAVE.polja.posadaPojedinacno,
  holds: (v) => v.vrsta !== "pojedinacno" || ((v.posada ?? 1) === 1 && (v.zamjene ?? 0) === 0),
};

export const disciplinaObject = z
  .object({
    /** Shown in start lists and CSV files: never with a bidi control that would disguise it. */
    naziv: displayName(100),
    /** dobne_kategorije ids of the competition's federation; empty: every age. */
    kategorije: z.array(rowId).max(20).default([]),
    spol: z.enum(SPOLOVI, { error: T_KLUBOVI.badSpol }).nullish(),
    vrsta: z.enum(VRSTE_DISCIPLINE, { error: T_PRIJAVE.polja.losaVrsta }).default("pojedinacno"),
    posada: z.number().int().min(1).max(50).default(1),
    zamjene: z.number().int().min(0).max(20).default(0),
    max_prijava: cap.nullish(),
  })
  .strict();

export const disciplinaSchema = withRules(disciplinaObject, crewSize, individualSize);

export type DisciplinaInput = z.output<typeof disciplinaSchema>;
