// The OIB check (issue 29: a club's and an athlete's OIB, a CSV row refused for a bad one).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidOib, oibCheckDigit, oibProblem, oibSchema } from "../../shared/season/oib";
import { T_OIB_ERRORS } from "../../shared/texts";

// Worked by hand with ISO 7064 MOD 11,10: carry starts at 10; per digit d: s = (carry + d) mod 10, an s of 0
// counting as 10; carry = 2s mod 11. Check digit = 11 − carry, written 0 when that is 10.
//
// 1234567890: (10+1)→1, 2·1=2 | (2+2)→4, 8 | (8+3)→1, 2 | (2+4)→6, 12 mod 11=1 | (1+5)→6, 1 |
//             (1+6)→7, 14 mod 11=3 | (3+7)→0 counts 10, 20 mod 11=9 | (9+8)→7, 3 | (3+9)→2, 4 | (4+0)→4, 8
//             check = 11 − 8 = 3 → 12345678903
// 0000000000: 10→10, 20 mod 11=9 | 9, 18→7 | 7, 14→3 | 3, 6 | 6, 12→1 | 1, 2 | 2, 4 | 4, 8 | 8, 16→5 | 5, 10
//             check = 11 − 10 = 1 → 00000000001
// 6943515153: (10+6)→6, 12→1 | (1+9)→0 counts 10, 20→9 | (9+4)→3, 6 | (6+3)→9, 18→7 | (7+5)→2, 4 |
//             (4+1)→5, 10 | (10+5)→5, 10 | (10+1)→1, 2 | (2+5)→7, 14→3 | (3+3)→6, 12→1
//             check = 11 − 1 = 10, written 0 → 69435151530
// 9876543210: 9, 18→7 | (7+8)→5, 10 | (10+7)→7, 14→3 | (3+6)→9, 18→7 | (7+5)→2, 4 | (4+4)→8, 16→5 |
//             (5+3)→8, 16→5 | (5+2)→7, 14→3 | (3+1)→4, 8 | (8+0)→8, 16→5
//             check = 11 − 5 = 6 → 98765432106
const HAND_COMPUTED = ["12345678903", "00000000001", "69435151530", "98765432106"];

describe("isValidOib", () => {
  it("accepts the hand-computed OIBs, including the one whose check digit wraps from 10 to 0", () => {
    for (const oib of HAND_COMPUTED) expect(isValidOib(oib)).toBe(true);
    expect(oibCheckDigit("6943515153")).toBe(0);
    expect(oibCheckDigit("1234567890")).toBe(3);
  });

  it("refuses every other last digit of those numbers", () => {
    for (const oib of HAND_COMPUTED) {
      for (let d = 0; d <= 9; d++) {
        const other = oib.slice(0, 10) + d;
        if (other !== oib) expect(oibProblem(other), other).toBe("check_digit");
      }
    }
  });

  it("refuses a wrong length, letters, signs and spaces", () => {
    expect(oibProblem("")).toBe("length");
    expect(oibProblem("1234567890")).toBe("length");
    expect(oibProblem("123456789033")).toBe("length");
    expect(oibProblem(" 12345678903")).toBe("length");
    expect(oibProblem("1234567890O")).toBe("digits");
    expect(oibProblem("12345 78903")).toBe("digits");
    expect(oibProblem("+1234567890")).toBe("digits");
    expect(oibProblem("١٢٣٤٥٦٧٨٩٠٣")).toBe("digits"); // Arabic-Indic digits are not digits of an OIB
    expect(isValidOib("1234567890O")).toBe(false);
  });

  it("turns invalid when any single digit of a valid OIB changes", () => {
    const tenDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 }).map((d) => d.join(""));
    fc.assert(
      fc.property(
        tenDigits,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (first, position, shift) => {
          const oib = first + oibCheckDigit(first);
          expect(isValidOib(oib)).toBe(true);
          const changed = (Number(oib[position]) + shift) % 10;
          const typo = oib.slice(0, position) + changed + oib.slice(position + 1);
          expect(isValidOib(typo)).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("checks every single-digit change of the hand-computed OIBs exhaustively", () => {
    for (const oib of HAND_COMPUTED) {
      for (let position = 0; position < 11; position++) {
        for (let d = 0; d <= 9; d++) {
          const typo = oib.slice(0, position) + d + oib.slice(position + 1);
          expect(isValidOib(typo), typo).toBe(typo === oib);
        }
      }
    }
  });

  it("refuses to compute a check digit of anything but ten digits", () => {
    expect(() => oibCheckDigit("123")).toThrow(RangeError);
    expect(() => oibCheckDigit("123456789a")).toThrow(RangeError);
  });
});

describe("oibSchema", () => {
  it("trims and accepts a valid OIB", () => {
    expect(oibSchema.parse(" 12345678903 ")).toBe("12345678903");
  });

  it("refuses with the catalogue's message for what is wrong", () => {
    const message = (value: unknown) => oibSchema.safeParse(value).error?.issues[0]?.message;
    expect(message("12345678904")).toBe(T_OIB_ERRORS.check_digit);
    expect(message("1234567890")).toBe(T_OIB_ERRORS.length);
    expect(message("1234567890a")).toBe(T_OIB_ERRORS.digits);
    expect(message(12345678903)).toBe(T_OIB_ERRORS.length);
    expect(oibSchema.safeParse("12345678904").error?.issues).toHaveLength(1);
  });
});
