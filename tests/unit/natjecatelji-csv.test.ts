import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { T } from "../../shared/texts";
import { decodeCsvBytes, parseNatjecateljiCsv, readNatjecateljiCsv } from "../../web/features/natjecatelji/csv";
import { flagDuplicates, keysOf, withoutDuplicates } from "../../web/features/natjecatelji/duplicates";
import { win1250 } from "../fixtures/win1250";

const utf8 = (text: string) => new TextEncoder().encode(text);
const rowsOf = (bytes: Uint8Array) => {
  const result = readNatjecateljiCsv(bytes);
  if (!result.ok) throw new Error(`expected rows, got ${result.error}`);
  return result.rows;
};

describe("reading a competitors' CSV", () => {
  it("reads a comma-separated UTF-8 file with a header row", () => {
    expect(rowsOf(utf8("ime,prezime,team\nIvana,Horvat,VK Mladost\nMarko,Kovač,RK Zagreb\n"))).toEqual([
      { ime: "Ivana", prezime: "Horvat", team: "VK Mladost" },
      { ime: "Marko", prezime: "Kovač", team: "RK Zagreb" },
    ]);
  });

  it("reads a ;-separated Windows-1250 file with č ć đ š ž", () => {
    const bytes = win1250("Ime;Prezime;Team\r\nĐuro;Šimić;VK Trešnjevka\r\nŽeljka;Čačić-Ćosić;ŽRK Lokomotiva\r\n");
    expect(rowsOf(bytes)).toEqual([
      { ime: "Đuro", prezime: "Šimić", team: "VK Trešnjevka" },
      { ime: "Željka", prezime: "Čačić-Ćosić", team: "ŽRK Lokomotiva" },
    ]);
  });

  it("drops a UTF-8 BOM so the first header still matches", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("ime;prezime;team\nAna;Babić;HAVK Mladost")]);
    expect(rowsOf(bytes)).toEqual([{ ime: "Ana", prezime: "Babić", team: "HAVK Mladost" }]);
  });

  it("reads UTF-16 files by their BOM (Excel's 'Unicode text')", () => {
    const text = "ime\tprezime\tteam\nIvo\tŽupan\tKK Cibona";
    const bytes = new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(new Uint16Array([...text].map((c) => c.charCodeAt(0))).buffer),
    ]);
    expect(rowsOf(bytes)).toEqual([{ ime: "Ivo", prezime: "Župan", team: "KK Cibona" }]);
  });

  it("matches headers trimmed and case-insensitively, keeps other columns out, trims values", () => {
    const text = ' IME , Prezime ,TEAM,klub\n"  Ana ", Babić ,"VK ""Gusar"", Split",x\n';
    expect(parseNatjecateljiCsv(text)).toEqual({
      ok: true,
      rows: [{ ime: "Ana", prezime: "Babić", team: 'VK "Gusar", Split' }],
    });
  });

  it("skips empty lines, including lines of only delimiters", () => {
    expect(parseNatjecateljiCsv("ime;prezime;team\n\nA;B;C\n;;\n   \nD;E;F\n")).toEqual({
      ok: true,
      rows: [
        { ime: "A", prezime: "B", team: "C" },
        { ime: "D", prezime: "E", team: "F" },
      ],
    });
  });

  it("refuses a file without the team column with the spec's text", () => {
    expect(parseNatjecateljiCsv("ime,prezime,klub\nAna,Babić,VK\n")).toEqual({
      ok: false,
      error: "CSV datoteka mora sadržavati stupce: ime, prezime, team.",
      detail: "Nedostaje: team",
    });
  });

  it("refuses a row that lacks a value, with the same text and the row number", () => {
    expect(parseNatjecateljiCsv("ime,prezime,team\nAna,Babić,VK\nIvo,,KK\n")).toMatchObject({
      ok: false,
      error: T.csvMissingColumns,
      detail: "Redak 3: nedostaje prezime",
    });
    expect(parseNatjecateljiCsv("ime,prezime,team\nAna,Babić\n")).toMatchObject({
      ok: false,
      error: T.csvMissingColumns,
    });
  });

  it("refuses an empty file and a header-less file as missing columns", () => {
    expect(readNatjecateljiCsv(new Uint8Array())).toMatchObject({ ok: false, error: T.csvMissingColumns });
    expect(parseNatjecateljiCsv("Ana,Babić,VK\n")).toMatchObject({ ok: false, error: T.csvMissingColumns });
  });

  it("refuses broken quoting with the spec's parse-failure text", () => {
    expect(parseNatjecateljiCsv('ime,prezime,team\n"Ana,Babić,VK\nIvo,Ivić,KK\n')).toMatchObject({
      ok: false,
      error: "Došlo je do pogreške prilikom učitavanja datoteke.",
    });
  });

  it("decodes valid UTF-8 as UTF-8 even when it contains Croatian letters", () => {
    expect(decodeCsvBytes(utf8("Čakovec"))).toBe("Čakovec");
    expect(decodeCsvBytes(win1250("Čakovec"))).toBe("Čakovec");
  });

  it("never throws: any bytes give rows or one of the spec's two messages", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        const result = readNatjecateljiCsv(bytes);
        if (!result.ok) expect([T.csvMissingColumns, T.csvParseError]).toContain(result.error);
        else for (const row of result.rows) expect(row.ime && row.prezime && row.team).toBeTruthy();
      }),
      { numRuns: 500 },
    );
  });

  it("round-trips any competitors written as ;-separated CSV with quoting", () => {
    const value = fc
      .string({ unit: "grapheme", minLength: 1, maxLength: 20 })
      .map((s) => s.replace(/[\r\n]/g, " ").trim())
      .filter((s) => s.length > 0);
    const competitor = fc.record({ ime: value, prezime: value, team: value });
    fc.assert(
      fc.property(fc.array(competitor, { minLength: 1, maxLength: 20 }), (rows) => {
        const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
        const text = ["ime;prezime;team", ...rows.map((r) => [r.ime, r.prezime, r.team].map(quote).join(";"))].join(
          "\r\n",
        );
        expect(parseNatjecateljiCsv(text)).toEqual({ ok: true, rows });
      }),
    );
  });
});

describe("duplicate flags", () => {
  const stored = keysOf([{ ime: "Đuro", prezime: "Šimić", team: "VK Trešnjevka" }]);

  it("flags a later row that repeats an earlier one, ignoring case, diacritics and spacing", () => {
    const rows = [
      { ime: "Ana", prezime: "Babić", team: "VK Mladost" },
      { ime: "Ivo", prezime: "Ivić", team: "KK" },
      { ime: "ana ", prezime: "BABIC", team: "vk  mladost" },
    ];
    expect(flagDuplicates(rows, new Set())).toEqual([
      { firstRow: null, stored: false },
      { firstRow: null, stored: false },
      { firstRow: 1, stored: false },
    ]);
  });

  it("flags a row that is already stored", () => {
    expect(flagDuplicates([{ ime: "đuro", prezime: "simic", team: "vk tresnjevka" }], stored)).toEqual([
      { firstRow: null, stored: true },
    ]);
  });

  it("withoutDuplicates keeps first occurrences that are not stored", () => {
    const rows = [
      { ime: "A", prezime: "B", team: "C" },
      { ime: "a", prezime: "b", team: "c" },
      { ime: "Đuro", prezime: "Šimić", team: "VK Trešnjevka" },
    ];
    expect(withoutDuplicates(rows, stored)).toEqual([{ ime: "A", prezime: "B", team: "C" }]);
  });
});
