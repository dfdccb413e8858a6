// The OIB check digit (ISO 7064 MOD 11,10) as clubs and athletes are validated with it (issue 29).
import { describe, expect, it } from "vitest";
import { sportasSchema } from "../../shared/entities/sportas/input";
import { isValidOib } from "../../shared/season/oib";

describe("isValidOib", () => {
  it("accepts OIBs whose last digit is the check digit of the first ten", () => {
    for (const oib of ["69435151530", "41325678904", "27182818283", "98765432106"])
      expect(isValidOib(oib), oib).toBe(true);
  });

  it("refuses a wrong check digit, a wrong length and anything but digits", () => {
    for (const oib of ["69435151531", "6943515153", "694351515300", "6943515153a", " 69435151530", ""]) {
      expect(isValidOib(oib), JSON.stringify(oib)).toBe(false);
    }
  });

  it("finds every single-digit typo of a valid OIB", () => {
    const valid = "69435151530";
    for (let i = 0; i < 11; i++) {
      for (let d = 0; d <= 9; d++) {
        const typo = valid.slice(0, i) + d + valid.slice(i + 1);
        if (typo !== valid) expect(isValidOib(typo), typo).toBe(false);
      }
    }
  });
});

describe("an athlete's OIB", () => {
  const athlete = {
    club_id: "70000000-0000-4000-8000-000000000031",
    ime: "Ana",
    prezime: "Babić",
    datum_rodenja: "2011-07-21",
    spol: "Z",
  };

  it("is refused at its field when its check digit is wrong", () => {
    const result = sportasSchema.safeParse({ ...athlete, oib: "69435151531" });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["oib", "OIB nije ispravan (11 znamenki s kontrolnom znamenkom)."],
    ]);
  });

  it("or its absence explained by a note", () => {
    expect(sportasSchema.safeParse({ ...athlete, oib: "69435151530" }).success).toBe(true);
    expect(sportasSchema.safeParse({ ...athlete, oib_napomena: "Strani državljanin" }).success).toBe(true);
    const neither = sportasSchema.safeParse(athlete);
    expect(neither.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["oib", "Upišite OIB ili razlog zašto ga nema."],
    ]);
  });
});
