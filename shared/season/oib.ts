// The Croatian personal identification number (OIB, osobni identifikacijski broj) of clubs and athletes
// (issue 29): exactly 11 digits, the last the ISO 7064 MOD 11,10 check digit of the first ten. The check catches
// every single mistyped digit, so a form or a CSV row can refuse a typo before anything is stored.
// Pure: no I/O.
//
// API
//   OIB_LENGTH = 11
//   oibCheckDigit(firstTen: string): number        the check digit of ten digits (throws on anything else)
//   oibProblem(s: string): OibProblem | null       why `s` is no OIB ("length" | "digits" | "check_digit"), or null
//   isValidOib(s: string): boolean                  `s` is exactly 11 digits with the right check digit (no trimming)
//   oibSchema                                       zod: a trimmed string that is a valid OIB, messages T_OIB_ERRORS
import { z } from "zod";
import { T_OIB_ERRORS } from "../texts";

export const OIB_LENGTH = 11;

export type OibProblem = keyof typeof T_OIB_ERRORS;

const DIGITS = /^\d+$/;

/**
 * ISO 7064 MOD 11,10 over ten digits: start with 10; for each digit add it mod 10 (a 0 counts as 10), double
 * the result mod 11; the check digit is 11 minus what is left, and 0 where that is 10.
 */
export function oibCheckDigit(firstTen: string): number {
  if (firstTen.length !== OIB_LENGTH - 1 || !DIGITS.test(firstTen)) {
    throw new RangeError("oibCheckDigit needs exactly ten digits");
  }
  let carry = 10;
  for (const ch of firstTen) {
    const sum = (carry + Number(ch)) % 10 || 10;
    carry = (sum * 2) % 11;
  }
  const check = 11 - carry;
  return check === 10 ? 0 : check;
}

/** Why `s` is not an OIB, or null when it is one. Length is checked before the characters. */
export function oibProblem(s: string): OibProblem | null {
  if (s.length !== OIB_LENGTH) return "length";
  if (!DIGITS.test(s)) return "digits";
  return oibCheckDigit(s.slice(0, -1)) === Number(s[OIB_LENGTH - 1]) ? null : "check_digit";
}

/** True when `s` is exactly 11 digits whose last is the check digit of the first ten. */
export function isValidOib(s: string): boolean {
  return oibProblem(s) === null;
}

/** An OIB field: trimmed, then refused with the catalogue's message for what is wrong with it. */
export const oibSchema = z
  .string({ error: T_OIB_ERRORS.length })
  .trim()
  .superRefine((value, ctx) => {
    const problem = oibProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: T_OIB_ERRORS[problem] });
  });
