// A point adjustment as the federation decides it (issue 31): the team, the points (negative: a deduction),
// why, and the decision's reference. Pure: no I/O.
import { z } from "zod";
import { rowId, trimmed } from "../../schemas/text";

export const korekcijaInput = z
  .object({
    ekipa_id: rowId,
    bodovi: z
      .number()
      .int()
      .min(-100)
      .max(100)
      .refine((n) => n !== 0),
    razlog: trimmed(1, 300),
    odluka: trimmed(1, 100),
  })
  .strict();
