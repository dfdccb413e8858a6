// A club of a federation (issue 29): names, its address (/klubovi/<slug>), OIB, address, contact email, logo
// (an uploaded image, like a federation's) and status. This module is pure: no I/O.
import { z } from "zod";
import { IMAGE_KEY } from "../../image-file";
import { T_KLUBOVI, T_VALIDATION } from "../../texts";
import { displayName, savezId } from "../../schemas/text";
import { KLUB_STATUSES, oib, optionalEmail, optionalText } from "../klubovi-common";
import { slugField } from "../savez/input";

export const klubSchema = z
  .object({
    savez_id: savezId,
    naziv: displayName(200),
    kratki_naziv: displayName(40),
    slug: slugField,
    oib: oib.nullish(),
    adresa: optionalText(300),
    email: optionalEmail,
    logo_key: z.string().regex(IMAGE_KEY, { error: T_VALIDATION.badLogoKey }).nullish(),
    status: z.enum(KLUB_STATUSES, { error: T_KLUBOVI.badKlubStatus }).optional(),
  })
  .strict();

export type KlubInput = z.output<typeof klubSchema>;
