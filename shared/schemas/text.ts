// Building blocks of the input schemas. This module is pure: no I/O.
import { z } from "zod";
import { DOCUMENT_KEY } from "../document-file";
import { T_VALIDATION } from "../texts/errors";

// Control characters other than tab and line breaks, and lone UTF-16 surrogates: what a binary file read as
// text produces. D1 would store a lone surrogate as invalid UTF-8 that never reads back as it was sent.
const NOT_TEXT =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` is well-formed text without control characters (tab and line breaks allowed). */
export function isCleanText(value: string): boolean {
  return !NOT_TEXT.test(value);
}

/**
 * Bidirectional embeddings, overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F).
 * They reorder how the text around them is shown, so `Ana\u202Eavon` reads as another name than the one
 * stored, in the register, on a card, in a start list or a CSV. No name needs them: names in Croatian and
 * other scripts display right without them, so a name holding one is refused, never silently repaired.
 */
export const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** True when `value` holds no bidi control (BIDI_CONTROLS). */
export const hasNoBidiControls = (value: string): boolean => !BIDI_CONTROLS.test(value);

/** A string trimmed before its length is checked: "  " is empty, not two characters. */
export function trimmed(min: number, max: number) {
  return z
    .string({ error: T_VALIDATION.required })
    .trim()
    .min(min, { error: min === 1 ? T_VALIDATION.required : T_VALIDATION.tooShort(min) })
    .max(max, { error: T_VALIDATION.tooLong(max) })
    .refine(isCleanText, { error: T_VALIDATION.badCharacters });
}

/**
 * A name others read: a person's (a member, a competitor, an athlete), a team's or club's, a federation's.
 * Like any trimmed text, and never with a bidi control (refused with the field's own message).
 */
export function displayName(max: number) {
  return trimmed(1, max).refine(hasNoBidiControls, { error: T_VALIDATION.bidiControls });
}

/** A free-text description up to `max` characters, trimmed, "" when left out. */
export function description(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: T_VALIDATION.tooLong(max) })
    .refine(isCleanText, { error: T_VALIDATION.badCharacters })
    .default("");
}

/** An optional one-line text up to `max` characters, trimmed; blank or left out is null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: T_VALIDATION.tooLong(max) })
    .refine(isCleanText, { error: T_VALIDATION.badCharacters })
    .transform((v) => v || null)
    .nullish();

/** An ISO calendar date (YYYY-MM-DD) that exists. */
export const isoDate = z.iso.date({ error: T_VALIDATION.isoDate });

/** A text UUID id (Hasura `uuid`). */
export const uuid = z.uuid({ error: T_VALIDATION.badId });

/** The id of an existing row an edit names: a UUID, or one of the seed's fixed ids ("r0000000-..."). */
export const rowId = z
  .string({ error: T_VALIDATION.badId })
  .regex(/^[0-9a-z]{8}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{12}$/, { error: T_VALIDATION.badId });

/** The version of a row as the client read it (optimistic concurrency). */
export const rowVersion = z
  .number({ error: T_VALIDATION.badId })
  .int()
  .positive()
  .max(2 ** 31);

/**
 * The federation a row is written for; optional: staff of one federation write to theirs, and a result or
 * result document of a competition goes to the competition's.
 */
export const savezId = uuid.nullish();

/** The R2 key the upload route gave a stored file (`<uuid>.<pdf|docx>`); nothing else may be linked. */
export const documentKey = z.string().trim().regex(DOCUMENT_KEY, { error: T_VALIDATION.badDocumentKey });

/** A document's display name: like any name, and never with a bidi control that would disguise it. */
export const documentName = trimmed(1, 200).refine(hasNoBidiControls, { error: T_VALIDATION.badCharacters });

/**
 * Zod's own messages in Croatian, for a parse whose schema names no message of its own for an issue (a number
 * below its minimum, an unknown key): `schema.safeParse(value, { error: croatianIssues })`. A message the schema
 * names still wins.
 */
export const croatianIssues = z.locales.hr().localeError;
