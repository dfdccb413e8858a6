// Competition input. This module is pure: no I/O.
import { z } from "zod";
import { T_STAFF } from "../../texts";
import { displayName, documentKey, documentName, isoDate, optionalText, savezId, trimmed } from "../../schemas/text";
import { endNotBeforeStart, withRules } from "../rules";

/** "Do" is not before "Od": the entry form, the edit form, the Worker and the table's CHECK all say so. */
export const natjecanjeDates = endNotBeforeStart("datum_od", "datum_do", T_STAFF.datumDoPrijeOd);

/** A competition's fields, each checked on its own (a form picks some of them). */
export const natjecanjeFields = z.object({
  naziv: displayName(200),
  datum_od: isoDate,
  datum_do: isoDate,
  lokacija: trimmed(1, 200),
  mjesto: optionalText(200),
  dokument_key: documentKey.nullish(),
  dokument_naziv: documentName.nullish(),
  savez_id: savezId,
});

/** One competition: dates are ISO (YYYY-MM-DD) and "Do" is not before "Od". */
export const natjecanjeSchema = withRules(natjecanjeFields, natjecanjeDates);

/** A validated competition. */
export type NatjecanjeInput = z.output<typeof natjecanjeSchema>;
