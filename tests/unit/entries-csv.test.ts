// The entries' CSV files (shared/entries/csv.ts): events in (categories by name, row errors numbered as a
// spreadsheet shows them, all or nothing) and cells out (quoted when needed, a formula defused).
import { describe, expect, it } from "vitest";
import { csvCell, csvFile, euros, parseEventsCsv } from "../../shared/entries/csv";

const CATEGORIES = new Map([
  ["juniori", "60000000-0000-4000-8000-000000000021"],
  ["seniori", "60000000-0000-4000-8000-000000000022"],
]);

describe("events from CSV", () => {
  it("reads events with categories by name (any case), sex Ž as Z, crew size and cap", () => {
    const parsed = parseEventsCsv(
      "\uFEFFnaziv;kategorije;spol;vrsta;posada;zamjene;max_prijava\r\nŽ1x;juniori;ž;;;;8\r\n\r\nM2x; Seniori , Juniori ;M;posada;2;1;\r\n",
      CATEGORIES,
    );
    expect(parsed).toEqual({
      ok: true,
      rows: [
        {
          naziv: "Ž1x",
          kategorije: [CATEGORIES.get("juniori")],
          spol: "Z",
          vrsta: "pojedinacno",
          posada: 1,
          zamjene: 0,
          max_prijava: 8,
        },
        {
          naziv: "M2x",
          kategorije: [CATEGORIES.get("seniori"), CATEGORIES.get("juniori")],
          spol: "M",
          vrsta: "posada",
          posada: 2,
          zamjene: 1,
          max_prijava: null,
        },
      ],
    });
  });

  it("refuses the whole file with each bad row's number: an unknown category, a crew of one, no name", () => {
    const parsed = parseEventsCsv("naziv;kategorije;vrsta;posada\nA;Kadeti;;\nB;;posada;1\n;;;\n", CATEGORIES);
    expect(parsed).toEqual({
      ok: false,
      errors: [
        "Red 2: Dobna kategorija nije iz saveza natjecanja. (Kadeti)",
        "Red 3: posada: Posada ili ekipa ima barem dva člana.",
        "Red 4: naziv: Obavezno polje.",
      ],
    });
    expect(parseEventsCsv("kategorije\nJuniori\n", CATEGORIES)).toEqual({
      ok: false,
      errors: ["Nedostaju stupci: naziv."],
    });
    expect(parseEventsCsv("naziv\n\n", CATEGORIES)).toEqual({
      ok: false,
      errors: ["Datoteka nema redova s podacima."],
    });
  });
});

describe("CSV out", () => {
  it("quotes a cell with ; or a quote, defuses a leading formula sign, writes yes/no and blanks", () => {
    expect(csvCell("VK Croatia; Zagreb")).toBe('"VK Croatia; Zagreb"');
    expect(csvCell('Klub "Jarun"')).toBe('"Klub ""Jarun"""');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(true)).toBe("da");
    expect(csvCell(null)).toBe("");
    expect(csvFile(["a", "b"], [[1, "x"]])).toBe("\uFEFFa;b\r\n1;x\r\n");
    expect(euros(2050)).toBe("20,50");
  });
});
