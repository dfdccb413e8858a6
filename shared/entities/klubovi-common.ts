// What the season's entities (issue 29: seasons, clubs, officials, athletes, age categories, licences,
// transfers) share: their statuses, the club a row belongs to, and the input pieces. This module is pure.
import { z } from "zod";
import { isValidOib } from "../season/oib";
import { T_KLUBOVI, T_VALIDATION } from "../texts";
import { optionalText } from "../schemas/text";

/** The season's entities take the one optional text of shared/schemas/text.ts. */
export { optionalText };

export const SEZONA_STATUSES = ["nadolazeca", "aktivna", "zatvorena"] as const;
export const KLUB_STATUSES = ["aktivan", "suspendiran", "ugasen"] as const;
export const ULOGE = ["predsjednik", "tajnik", "trener", "voditelj"] as const;
export const SPOLOVI = ["M", "Z"] as const;
export const LICENCA_STATUSES = ["zatrazena", "odobrena", "odbijena", "suspendirana", "istekla"] as const;
/** A live licence: at most one per athlete, season and federation (licence_jedna_ziva). */
export const LIVE_LICENCA_STATUSES = ["zatrazena", "odobrena", "suspendirana"] as const;
export const TRANSFER_STATUSES = ["zatrazen", "dogovoren", "odbijen", "potvrden", "proveden"] as const;

export type SezonaStatus = (typeof SEZONA_STATUSES)[number];
export type LicencaStatus = (typeof LICENCA_STATUSES)[number];
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** `status IN ('a', 'b')` for a CHECK constraint (written in ./rules.ts with the CHECKs' helpers). */
export { statusIn } from "./rules";

/** An OIB: eleven digits with the ISO 7064 MOD 11,10 check digit (shared/season/oib.ts). */
export const oib = z.string({ error: T_KLUBOVI.badOib }).trim().refine(isValidOib, { error: T_KLUBOVI.badOib });

/** An optional email, lower-cased (an official's or athlete's link to an account with that verified email). */
export const optionalEmail = z
  .union([
    z.literal(""),
    z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .pipe(z.email({ error: T_VALIDATION.badEmail })),
  ])
  .transform((v) => v || null)
  .nullish();

/** A required email, lower-cased. */
export const requiredEmail = z
  .string({ error: T_VALIDATION.required })
  .trim()
  .toLowerCase()
  .max(254, { error: T_VALIDATION.tooLong(254) })
  .pipe(z.email({ error: T_VALIDATION.badEmail }));
