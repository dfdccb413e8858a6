import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TITLE_MAX, deriveTitle, localRewrite, tidyCroatian } from "../../worker/ai/local";
import { parseModelOutput } from "../../worker/ai/parse";

describe("local rewriter (tidyCroatian)", () => {
  const cases: [string, string][] = [
    ["  regata   na Jarunu  u subotu ", "Regata na Jarunu u subotu."],
    ["ulaz je slobodan .dođite na vrijeme", "Ulaz je slobodan. Dođite na vrijeme."],
    ["početak u 9:30 ,cijena 2,5 eura", "Početak u 9:30, cijena 2,5 eura."],
    ["super!!!vidimo se???", "Super! Vidimo se?"],
    ["PRIJAVE DO PETKA U 20 SATI NA IGRALIŠTU", "Prijave do petka u 20 sati na igralištu."],
    ["info na www.hzs.hr ili savez@zagreb.hr", "Info na www.hzs.hr ili savez@zagreb.hr."],
    ["organizator je RK Zagreb d.o.o. iz Zagreba", "Organizator je RK Zagreb d.o.o. iz Zagreba."],
    ["prvi odlomak\n\n\n   drugi   odlomak", "Prvi odlomak.\n\nDrugi odlomak."],
    ["utakmica 25. kola u subotu 3. svibnja.npr. ulaz", "Utakmica 25. kola u subotu 3. svibnja. Npr. ulaz."],
    ["čestitamo pobjednicima. šampioni su opet oni", "Čestitamo pobjednicima. Šampioni su opet oni."],
  ];
  for (const [input, expected] of cases) {
    it(`tidies ${JSON.stringify(input)}`, () => expect(tidyCroatian(input)).toBe(expected));
  }

  it("never changes the words, only spacing, case and punctuation", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 300 }), (text) => {
        const letters = (s: string) => s.replace(/[^\p{L}\p{N}]/gu, "").toLocaleLowerCase("hr");
        expect(letters(tidyCroatian(text))).toBe(letters(text));
      }),
    );
  });

  it("is idempotent on typed text: tidying tidy text changes nothing", () => {
    const word = fc.stringMatching(/^[a-zčćđšž]{1,8}$/);
    const gap = fc.constantFrom(" ", "  ", ". ", ".", ",", " ,", "!!", "? ", "\n\n", " 25. ", "d.o.o. ");
    const typed = fc.array(fc.tuple(word, gap), { minLength: 1, maxLength: 30 }).map((parts) => parts.flat().join(""));
    fc.assert(
      fc.property(typed, (text) => {
        const once = tidyCroatian(text);
        expect(tidyCroatian(once)).toBe(once);
      }),
    );
  });
});

describe("deriveTitle", () => {
  it("takes the first sentence without its full stop", () => {
    expect(deriveTitle("Regata na Jarunu. Ulaz je slobodan.")).toBe("Regata na Jarunu");
  });

  it("cuts a long first sentence at a word and marks the cut", () => {
    const sentence = `${"Veslački maraton ".repeat(10)}kroz grad`;
    const title = deriveTitle(`${sentence}. Drugo.`);
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX + 1);
    expect(title).toMatch(/\p{L}…$/u);
    expect(sentence.startsWith(`${title.slice(0, -1)} `)).toBe(true);
  });

  it("localRewrite returns the tidied body and its title", () => {
    expect(localRewrite("derbi u areni zagreb! karte na blagajni")).toEqual({
      naslov: "Derbi u areni zagreb",
      sadrzaj: "Derbi u areni zagreb! Karte na blagajni.",
    });
  });
});

describe("parseModelOutput", () => {
  it("reads plain JSON", () => {
    expect(parseModelOutput('{"naslov":"A","sadrzaj":"B"}')).toEqual({ naslov: "A", sadrzaj: "B" });
  });

  it("reads JSON inside a code fence with prose around it", () => {
    const raw = 'Naravno! Evo:\n```json\n{"naslov": "Kup", "sadrzaj": "Tekst {s} zagradama."}\n```\nPozdrav.';
    expect(parseModelOutput(raw)).toEqual({ naslov: "Kup", sadrzaj: "Tekst {s} zagradama." });
  });

  it("reads the first object when prose with braces follows it", () => {
    expect(parseModelOutput('{"naslov":"A","sadrzaj":"B"} i još {nešto}')).toEqual({ naslov: "A", sadrzaj: "B" });
  });

  it("accepts English key names and an object the provider already parsed", () => {
    expect(parseModelOutput('{"title":"T","content":"C"}')).toEqual({ naslov: "T", sadrzaj: "C" });
    expect(parseModelOutput({ naslov: "N", sadrzaj: "S" })).toEqual({ naslov: "N", sadrzaj: "S" });
  });

  it("derives the title when it is missing or blank", () => {
    expect(parseModelOutput('{"naslov":"  ","sadrzaj":"Polumaraton u 9. Start na Trgu."}')).toEqual({
      naslov: "Polumaraton u 9",
      sadrzaj: "Polumaraton u 9. Start na Trgu.",
    });
  });

  it("refuses what holds no body: prose, broken JSON, arrays, empty bodies, non-strings", () => {
    for (const raw of ["Ne mogu pomoći.", '{"naslov": "A", "sadrzaj": ', "[1,2]", '{"sadrzaj": ""}', 42, null]) {
      expect(parseModelOutput(raw)).toBeNull();
    }
  });

  it("never throws, whatever a model says", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything()), (raw) => {
        const result = parseModelOutput(raw);
        if (result) expect(result.sadrzaj.trim()).not.toBe("");
      }),
    );
  });
});
