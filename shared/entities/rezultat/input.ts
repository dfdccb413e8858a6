// Result input: the standings of a competition. This module is pure: no I/O.
import { z } from "zod";
import { T_STAFF, T_VALIDATION } from "../../texts";
import { displayName, savezId, trimmed, uuid } from "../../schemas/text";

/** One line of the standings. */
export const poredakEntrySchema = z.object({
  mjesto: z
    .number({ error: T_VALIDATION.mjestoInteger })
    .int({ error: T_VALIDATION.mjestoInteger })
    .positive({ error: T_VALIDATION.mjestoInteger }),
  bodovi: z.number({ error: T_VALIDATION.bodoviNumber }),
  ime: displayName(100),
});

/** The payload of a result: optional title and non-empty standings with unique places. */
export const rezultatPayloadSchema = z.object({
  naziv: trimmed(1, 200).optional(),
  poredak: z
    .array(poredakEntrySchema)
    .min(1, { error: T_VALIDATION.emptyStandings })
    .refine((rows) => new Set(rows.map((r) => r.mjesto)).size === rows.length, {
      error: T_STAFF.mjestaJedinstvena,
    }),
});

/** One result, optionally tied to a stored competition. */
export const rezultatSchema = z.object({
  natjecanje_id: uuid.nullish(),
  payload: rezultatPayloadSchema,
  savez_id: savezId,
});

/** A validated result. */
export type RezultatInput = z.output<typeof rezultatSchema>;
/** A result's payload as stored and read back (Hasura's jsonb). */
export type RezultatPayload = z.output<typeof rezultatPayloadSchema>;
