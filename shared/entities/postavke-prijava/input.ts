// A competition's entry settings (issue 30): when entries open and close and until when they may change (typed
// in Zagreb's time, stored as UTC instants), whether a licence is required, the caps (entries per event, and a
// club's entries per event), the fee per entry and the late fee from a date, and whether the public sees the
// entries before the close. Pure: no I/O.
import { z } from "zod";
import { zagrebInstant } from "../../entries/time";
import { rowId } from "../../schemas/text";
import { T_PRIJAVE } from "../../texts";
import { withRules, type CrossFieldRule } from "../rules";

/** A Zagreb wall-clock time ('2026-12-01T18:00') as its UTC instant. */
export const zagrebTime = z
  .string({ error: T_PRIJAVE.polja.vrijemeZagreb })
  .trim()
  .transform((value, ctx) => {
    const instant = zagrebInstant(value);
    if (instant === null) ctx.addIssue({ code: "custom", message: T_PRIJAVE.polja.vrijemeZagreb });
    return instant ?? "";
  });

/** Euro cents: a whole number from 0. */
export const cents = z
  .number({ error: T_PRIJAVE.polja.iznos })
  .int({ error: T_PRIJAVE.polja.iznos })
  .min(0, { error: T_PRIJAVE.polja.iznos })
  .max(100_000_00, { error: T_PRIJAVE.polja.iznos });

/** A cap: a whole number from 1 (none: no cap). */
export const cap = z.number().int().min(1).max(100_000);

type Window = { otvaranje?: string | null; zatvaranje?: string | null; izmjene_do?: string | null };

/** Entries close after they open. */
export const closesAfterOpening: CrossFieldRule<Window> = {
  field: "zatvaranje",
  message: T_PRIJAVE.polja.zatvaranjePrijeOtvaranja,
  holds: (v) => !v.otvaranje || !v.zatvaranje || v.zatvaranje > v.otvaranje,
};

/** Changes end no earlier than entries open. */
export const changesAfterOpening: CrossFieldRule<Window> = {
  field: "izmjene_do",
  message: T_PRIJAVE.polja.izmjenePrijeOtvaranja,
  holds: (v) => !v.otvaranje || !v.izmjene_do || v.izmjene_do >= v.otvaranje,
};

/** A late-fee date needs its amount. */
export const lateFeeAmount: CrossFieldRule<{ zakasnina_od?: string | null; zakasnina_centi?: number | null }> = {
  field: "zakasnina_centi",
  message: T_PRIJAVE.polja.zakasninaBezIznosa,
  holds: (v) => !v.zakasnina_od || (v.zakasnina_centi !== null && v.zakasnina_centi !== undefined),
};

/** The late fee starts inside the window (from the opening to the close: a hand entry after it pays it too). */
export const lateFeeInWindow: CrossFieldRule<Window & { zakasnina_od?: string | null }> = {
  field: "zakasnina_od",
  message: T_PRIJAVE.polja.zakasninaIzvanProzora,
  holds: (v) =>
    !v.zakasnina_od ||
    !v.otvaranje ||
    !v.zatvaranje ||
    (v.zakasnina_od >= v.otvaranje && v.zakasnina_od <= v.zatvaranje),
};

export const postavkePrijavaSchema = withRules(
  z
    .object({
      /** The season whose licences count (the federation's). */
      sezona_id: rowId,
      otvaranje: zagrebTime,
      zatvaranje: zagrebTime,
      /** Until when an entry may still be withdrawn or changed by its club (none: until the close). */
      izmjene_do: zagrebTime.nullish(),
      licenca_obavezna: z.boolean().default(true),
      /** Entries accepted per event (an event's own cap wins); beyond it, the waiting list. */
      max_po_disciplini: cap.nullish(),
      /** A club's entries per event (accepted and waiting). */
      max_po_klubu: cap.nullish(),
      kotizacija_centi: cents.default(0),
      zakasnina_centi: cents.nullish(),
      /** From when the late fee applies instead of the fee. */
      zakasnina_od: zagrebTime.nullish(),
      javne_prije_zatvaranja: z.boolean().default(false),
    })
    .strict(),
  closesAfterOpening,
  changesAfterOpening,
  lateFeeAmount,
  lateFeeInWindow,
);

export type PostavkePrijavaInput = z.output<typeof postavkePrijavaSchema>;
