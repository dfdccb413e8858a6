import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchKey, normaliseName } from "../../shared/match-key";

describe("matchKey", () => {
  it("ignores case, Croatian diacritics and spacing", () => {
    expect(matchKey({ ime: "Čedomir", prezime: " ĐURIĆ ", team: "ŠK  Žalac" })).toBe("cedomir|duric|sk zalac");
    expect(matchKey({ ime: "cedomir", prezime: "Duric", team: "šk žalac" })).toBe(
      matchKey({ ime: "ČEDOMIR", prezime: "Đurić", team: "SK Zalac" }),
    );
    expect(normaliseName("Ćiro Šimić ž")).toBe("ciro simic z");
  });

  it("is idempotent and never keeps a combining mark", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = normaliseName(s);
        expect(normaliseName(once)).toBe(once);
        expect(once).not.toMatch(/\p{M}/u);
      }),
    );
  });
});
