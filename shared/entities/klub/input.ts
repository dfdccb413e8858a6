// A club of a federation (issue 29): names, its address (/klubovi/<slug>), OIB, address, contact email, logo
// (an uploaded image, like a federation's) and status. This module is pure: no I/O.
import { z } from "zod";
import { IMAGE_KEY } from "../../image-file";
import { T_KLUBOVI, T_VALIDATION } from "../../texts";
import { savezId, trimmed } from "../../schemas/text";
import { KLUB_STATUSES, oib, optionalEmail, optionalText } from "../klubovi-common";
import { SLUG } from "../savez/input";

export const klubSchema = z
  .object({
    savez_id: savezId,
    naziv: trimmed(1, 200),
    kratki_naziv: trimmed(1, 40),
    slug: z
      .string({ error: T_VALIDATION.required })
      .trim()
      .min(2, { error: T_VALIDATION.tooShort(2) })
      .max(60, { error: T_VALIDATION.tooLong(60) })
      .regex(SLUG, { error: T_VALIDATION.badSlug }),
    oib: oib.nullish(),
    adresa: optionalText(300),
    email: optionalEmail,
    logo_key: z.string().regex(IMAGE_KEY, { error: T_VALIDATION.badLogoKey }).nullish(),
    status: z.enum(KLUB_STATUSES, { error: T_KLUBOVI.badKlubStatus }).optional(),
  })
  .strict();

export type KlubInput = z.output<typeof klubSchema>;
