// Federation input (savezi). This module is pure: no I/O.
import { z } from "zod";
import { IMAGE_KEY } from "../../image-file";
import { T_VALIDATION } from "../../texts";
import { description, displayName, optionalText } from "../../schemas/text";

/** Lower-case letters, digits and single hyphens: the federation's address, /savezi/<slug>. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One federation: slug, name, a short description, contact email, website, logo (an uploaded image's key). */
export const savezSchema = z.object({
  slug: z
    .string({ error: T_VALIDATION.required })
    .trim()
    .min(2, { error: T_VALIDATION.tooShort(2) })
    .max(60, { error: T_VALIDATION.tooLong(60) })
    .regex(SLUG, { error: T_VALIDATION.badSlug }),
  naziv: displayName(200),
  opis: description(500),
  email: z
    .union([z.literal(""), z.email({ error: T_VALIDATION.badEmail }).max(254)])
    .transform((v) => v || null)
    .nullish(),
  web: optionalText(300).refine((v) => v == null || /^https?:\/\/\S+$/i.test(v), { error: T_VALIDATION.badUrl }),
  logo_key: z.string().regex(IMAGE_KEY, { error: T_VALIDATION.badLogoKey }).nullish(),
});

/** A validated federation. */
export type SavezInput = z.output<typeof savezSchema>;
