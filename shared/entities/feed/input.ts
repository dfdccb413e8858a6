// Announcement input (CreateNajava). This module is pure: no I/O.
import { z } from "zod";
import { PHOTO_KEY } from "../../image-file";
import { T_VALIDATION } from "../../texts";
import { savezId, trimmed } from "../../schemas/text";

/** The R2 key the image route gave an uploaded photo (`<uuid>.<png|jpg|webp>`; never an SVG's). */
export const slikaKey = z.string().trim().regex(PHOTO_KEY, { error: T_VALIDATION.badSlikaKey });

/**
 * An announcement: subject 1..200 and description 1..5000 characters after trimming, and optionally its
 * picture (an uploaded photo's key; null removes it).
 */
export const najavaSchema = z.object({
  subject: trimmed(1, 200),
  description: trimmed(1, 5000),
  slika_key: slikaKey.nullish(),
  savez_id: savezId,
});

/** A validated announcement. */
export type NajavaInput = z.output<typeof najavaSchema>;
