// Competition input. This module is pure: no I/O.
import { z } from "zod";
import { T_STAFF } from "../texts";
import { documentKey, documentName } from "./dokument";
import { isoDate, savezId, trimmed } from "./text";

/** One competition: dates are ISO (YYYY-MM-DD) and "Do" is not before "Od". */
export const natjecanjeSchema = z
  .object({
    naziv: trimmed(1, 200),
    datum_od: isoDate,
    datum_do: isoDate,
    lokacija: trimmed(1, 200),
    dokument_key: documentKey.nullish(),
    dokument_naziv: documentName.nullish(),
    savez_id: savezId,
  })
  .refine((n) => n.datum_do >= n.datum_od, {
    path: ["datum_do"],
    error: T_STAFF.datumDoPrijeOd,
  });

/** A validated competition. */
export type NatjecanjeInput = z.output<typeof natjecanjeSchema>;
