// A club's athletes from a CSV (issue 29, web/features/moj-klub/csv.ts): the mapping guessed from Croatian
// headers, a row with a bad OIB refused at its line, sex as written, and duplicates by OIB or by name with the
// date of birth, in the file and against the club's athletes.
import { describe, expect, it } from "vitest";
import { oibCheckDigit } from "../../shared/season/oib";
import {
  checkSportas,
  flagSportasDuplicates,
  guessSportasMapping,
  personKey,
  type KnownAthletes,
} from "../../web/features/moj-klub/csv";

const CLUB = { id: "c0000000-0000-4000-8000-00000000000a", savez_id: "b0000000-0000-4000-8000-000000000003" };
const HEADERS = ["Ime", "Prezime", "Datum rođenja", "Spol", "OIB", "Napomena", "E-pošta"];
const mapping = guessSportasMapping(HEADERS);
const oib = (first: string) => `${first}${oibCheckDigit(first)}`;
const raw = (cells: string[]) => Object.fromEntries(HEADERS.map((h, i) => [h, cells[i] ?? ""]));
const NONE: KnownAthletes = { oibs: new Set(), people: new Set() };

describe("the athletes' CSV", () => {
  it("maps the Croatian headers to the fields", () => {
    expect(mapping).toEqual({
      ime: "Ime",
      prezime: "Prezime",
      datum_rodenja: "Datum rođenja",
      spol: "Spol",
      oib: "OIB",
      oib_napomena: "Napomena",
      email: "E-pošta",
    });
  });

  it("reads a good row (a Croatian date, 'Ž') into the create input of the club", () => {
    const row = checkSportas(raw(["Ana", "Horvat", "15. 3. 2012.", "Ž", oib("1234567890"), "", ""]), 0, mapping, CLUB);
    expect(row.errors).toEqual([]);
    expect(row.sportas).toMatchObject({ ime: "Ana", datum_rodenja: "2012-03-15", spol: "Z", club_id: CLUB.id });
  });

  it("refuses a bad OIB at its line (the header is line 1)", () => {
    const good = oib("1234567890");
    const bad = `${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}`;
    const row = checkSportas(raw(["Ivo", "Ivić", "2012-01-01", "M", bad]), 2, mapping, CLUB);
    expect(row.line).toBe(4);
    expect(row.sportas).toBeNull();
    expect(row.errors.join(" ")).toContain("OIB nije ispravan");
  });

  it("asks for an OIB or the reason there is none, and a known sex", () => {
    const sex = checkSportas(raw(["Ivo", "Ivić", "2012-01-01", "x", oib("1234567890")]), 0, mapping, CLUB);
    expect(sex.errors).toEqual(["Spol je M ili Ž."]);
    const none = checkSportas(raw(["Ivo", "Ivić", "2012-01-01", "M", ""]), 0, mapping, CLUB);
    expect(none.errors).toEqual(["OIB: Upišite OIB ili razlog zašto ga nema."]);
    const foreign = checkSportas(raw(["John", "Smith", "2012-01-01", "M", "", "Strani državljanin"]), 0, mapping, CLUB);
    expect(foreign.errors).toEqual([]);
  });

  it("flags an OIB or a name with its date of birth repeated in the file or already in the club", () => {
    const same = oib("9876543210");
    const rows = [
      ["Ana", "Horvat", "2012-03-15", "Z", same],
      ["Ana", "Horvat", "2012-03-15", "Z", "", "Strana"],
      ["Eva", "Kos", "2013-01-01", "Z", same],
      ["Lea", "Lukić", "2011-05-05", "Z", "", "Strana"],
    ].map((cells, i) => checkSportas(raw(cells), i, mapping, CLUB));
    const known = { oibs: new Set<string>(), people: new Set([personKey("Lea", "Lukić", "2011-05-05")]) };
    const flagged = flagSportasDuplicates(rows, known);
    expect(flagged.map((r) => r.errors)).toEqual([
      [],
      ["Isto ime i datum rođenja kao redak 2."],
      ["OIB se ponavlja (redak 2)."],
      ["Sportaš s tim imenom i datumom rođenja već je upisan."],
    ]);
    expect(
      flagSportasDuplicates([checkSportas(raw(["Ana", "Horvat", "2012-03-15", "Z", same]), 0, mapping, CLUB)], {
        ...NONE,
        oibs: new Set([same]),
      })[0]!.errors,
    ).toEqual(["Sportaš s tim OIB-om već je upisan."]);
  });
});
