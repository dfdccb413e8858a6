// Start-list input (natjecanja_natjecatelji): which stored competitor is registered for which competition.
// This module is pure: no I/O.
import { z } from "zod";
import { T_JAVNO } from "../../texts";
import { rowId, savezId } from "../../schemas/text";

/** One competitor on one competition's start list. */
export const prijavaSchema = z.object({
  natjecanje_id: rowId,
  natjecatelj_id: rowId,
  savez_id: savezId,
});

/** Most competitors added in one request (a start list is built from the stored competitors, ≤ 5000). */
export const MAX_PRIJAVA = 5000;

/** Several competitors at once ('pick several'), all or nothing. */
export const prijaveSchema = z
  .array(prijavaSchema)
  .min(1, { error: T_JAVNO.odaberiNatjecatelje })
  .max(MAX_PRIJAVA, { error: T_JAVNO.previsePrijava(MAX_PRIJAVA) });
