// A rule set as staff give it (issue 31): a preset by name, or points and an ordered list of tie-breakers from
// the fixed vocabulary with the head-to-head mode; `osnova_id` names the rule set a new version continues.
// This module is pure: no I/O.
import { z } from "zod";
import { HEAD_TO_HEAD_MODES, RULE_SET_PRESETS, TIE_BREAKERS } from "../../league/standings";
import { rowId, savezId, trimmed } from "../../schemas/text";

const points = z.number().int().min(-10).max(10);

export const ruleSetBody = z
  .object({
    naziv: trimmed(1, 100),
    points: z.object({ win: points, draw: points, loss: points, forfeitWin: points, forfeitLoss: points }).strict(),
    tieBreakers: z
      .array(z.enum(TIE_BREAKERS))
      .max(TIE_BREAKERS.length)
      .refine((list) => new Set(list).size === list.length),
    headToHead: z.enum(HEAD_TO_HEAD_MODES),
  })
  .strict();

/** A new rule set (version 1), or a new version of `osnova_id`: a preset by its name, or the rules themselves. */
export const pravilaInput = z
  .object({
    savez_id: savezId,
    osnova_id: rowId.nullish(),
    predlozak: z.enum(RULE_SET_PRESETS.map((p) => p.name) as [string, ...string[]]).nullish(),
    pravila: ruleSetBody.nullish(),
  })
  .strict()
  .refine((v) => !!v.predlozak !== !!v.pravila, { path: ["pravila"] });

export type PravilaInput = z.output<typeof pravilaInput>;
