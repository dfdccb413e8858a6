// Bad-input catalogue, CSV files in the browser (web/features/natjecatelji/csv.ts): odd files give the spec's
// message and no rows (so the list stays as it was), or rows that the shared schema then judges; never an
// exception. The same rows reaching the Worker are in tests/worker/catalogue/csv.test.ts. Cases already in
// natjecatelji-csv.test.ts (no team column, a row without a value, empty file, broken quoting) are not repeated.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { natjecateljiSchema } from "../../shared/entities/natjecatelj/input";
import { T, T_VALIDATION } from "../../shared/texts";
import { parseNatjecateljiCsv, readNatjecateljiCsv } from "../../web/features/natjecatelji/csv";
import { pdfBytes } from "../fixtures/documents";

const utf8 = (text: string) => new TextEncoder().encode(text);
function utf16leWithoutBom(text: string): Uint8Array {
  const out = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) out.set([text.charCodeAt(i) & 0xff, text.charCodeAt(i) >> 8], i * 2);
  return out;
}

const refusals: [string, () => Uint8Array, string][] = [
  ["the header 'tim' instead of 'team'", () => utf8("ime,prezime,tim\nIva,Horvat,VK\n"), T.csvMissingColumns],
  [
    "a UTF-16 file without its BOM",
    () => utf16leWithoutBom("ime,prezime,team\r\nIva,Horvat,VK\r\n"),
    T.csvMissingColumns,
  ],
  ["a PDF renamed .csv", () => pdfBytes(), T.csvMissingColumns],
  [
    "a header row only repeated as data with a blank team",
    () => utf8("ime;prezime;team\nime;prezime;\n"),
    T.csvMissingColumns,
  ],
  ["a quote opened in the header", () => utf8('"ime,prezime,team\nIva,Horvat,VK\n'), T.csvParseError],
];

describe("csv files (browser)", () => {
  it.each(refusals)("refuses %s with the spec's message and no rows", (_name, bytes, message) => {
    const result = readNatjecateljiCsv(bytes());
    expect(result).toMatchObject({ ok: false, error: message });
    expect(result).not.toHaveProperty("rows");
  });

  it("reads bytes that are not valid UTF-8 as Windows-1250 instead of failing", () => {
    const bytes = new Uint8Array([...utf8("ime,prezime,team\n"), 0xc3, 0x28, 0x8a, ...utf8(",Horvat,VK\n")]);
    const result = readNatjecateljiCsv(bytes);
    expect(result).toEqual({ ok: true, rows: [{ ime: "Ă(Š", prezime: "Horvat", team: "VK" }] });
  });

  it("reads 100 000 rows in a few seconds, and the shared schema refuses to send more than 5 000", () => {
    const lines = ["ime;prezime;team", ...Array.from({ length: 100_000 }, (_, i) => `Ime${i};Prezime;Tim`)];
    const started = performance.now();
    const result = readNatjecateljiCsv(utf8(lines.join("\n")));
    expect(performance.now() - started).toBeLessThan(5000);
    if (!result.ok) throw new Error(result.error);
    expect(result.rows).toHaveLength(100_000);
    const checked = natjecateljiSchema.safeParse(result.rows);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.message).toBe(T_VALIDATION.tooManyCompetitors(5000));
  });

  it("keeps formula cells as the literal text (nothing evaluates them)", () => {
    const result = parseNatjecateljiCsv('ime,prezime,team\n"=HYPERLINK(""http://evil.test"",""Klik"")",@SUM(1),+1-1\n');
    expect(result).toEqual({
      ok: true,
      rows: [{ ime: '=HYPERLINK("http://evil.test","Klik")', prezime: "@SUM(1)", team: "+1-1" }],
    });
  });

  it("never throws on any CSV-like text: rows with three non-empty values, or one of the spec's two messages", () => {
    const piece = fc.constantFrom(
      "ime",
      "prezime",
      "team",
      "Ana",
      " ",
      ",",
      ";",
      "\t",
      "|",
      '"',
      '""',
      "\n",
      "\r\n",
      "\uFEFF",
      "=1+1",
      "č",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        const text = pieces.join("");
        const result = parseNatjecateljiCsv(text);
        if (!result.ok) {
          expect([T.csvMissingColumns, T.csvParseError]).toContain(result.error);
          return;
        }
        expect(result.rows.length).toBeLessThanOrEqual(text.split(/\r\n|\n|\r/).length);
        for (const row of result.rows) {
          for (const value of [row.ime, row.prezime, row.team])
            expect(value.length > 0 && value === value.trim()).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
