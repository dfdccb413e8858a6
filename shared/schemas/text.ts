// Building blocks of the input schemas. This module is pure: no I/O.
import { z } from "zod";
import { VALIDATION } from "../texts";

/** A string trimmed before its length is checked: "  " is empty, not two characters. */
export function trimmed(min: number, max: number) {
  return z
    .string({ error: VALIDATION.required })
    .trim()
    .min(min, { error: min === 1 ? VALIDATION.required : VALIDATION.tooShort(min) })
    .max(max, { error: VALIDATION.tooLong(max) });
}

/** An ISO calendar date (YYYY-MM-DD) that exists. */
export const isoDate = z.iso.date({ error: VALIDATION.isoDate });

/** A text UUID id (Hasura `uuid`). */
export const uuid = z.uuid({ error: VALIDATION.badId });
