// The register's CSV logic (web/features/clanstva/csv.ts): guessing the column mapping, reading one row with its
// errors, duplicates in the file and in the register, and the export with formula cells neutralised.
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { T_MEMBERSHIP, T_REGISTAR, T_VALIDATION } from "../../shared/texts";
import {
  checkRow,
  exportFileName,
  flagDuplicates,
  guessMapping,
  neutraliseCell,
  readDate,
  registerCsv,
  type CheckContext,
  type RawRow,
  type RegisterRow,
} from "../../web/features/clanstva/csv";

const CONTEXT: CheckContext = { types: ["Gold", "Silver", "Bronze"], today: "2026-03-10", allowNumber: true };
const HEADERS = ["Ime", "Prezime", "E-pošta", "Vrsta", "Vrijedi od", "Istek", "Datum rođenja", "Broj"];
const MAPPING = guessMapping(HEADERS);

const raw = (cells: Partial<Record<string, string>> = {}): RawRow =>
  ({
    Ime: "Ana",
    Prezime: "Horvat",
    "E-pošta": "Ana@Test.hr",
    Vrsta: "Gold",
    "Vrijedi od": "2026-01-01",
    Istek: "31. 12. 2026.",
    "Datum rođenja": "",
    Broj: "",
    ...cells,
  }) as RawRow;

describe("guessing the mapping", () => {
  it("maps Croatian headers with or without diacritics, spaces or case, and leaves unknown ones out", () => {
    expect(MAPPING).toEqual({
      first_name: "Ime",
      last_name: "Prezime",
      email: "E-pošta",
      type: "Vrsta",
      valid_from: "Vrijedi od",
      expiry: "Istek",
      date_of_birth: "Datum rođenja",
      number: "Broj",
    });
    expect(guessMapping(["ime", "prezime", "email", "vrsta", "vrijedi_od", "istek", "datum_rodenja", "broj"])).toEqual({
      first_name: "ime",
      last_name: "prezime",
      email: "email",
      type: "vrsta",
      valid_from: "vrijedi_od",
      expiry: "istek",
      date_of_birth: "datum_rodenja",
      number: "broj",
    });
    expect(guessMapping(["IME", "Klub", "Napomena"])).toEqual({ first_name: "IME" });
  });

  it("never offers a field it was not asked for (staff do not map numbers)", () => {
    expect(guessMapping(["ime", "broj"], ["first_name", "last_name"])).toEqual({ first_name: "ime" });
  });
});

describe("reading dates", () => {
  it("reads ISO and Croatian dates, blanks as none, and refuses impossible days", () => {
    expect(readDate("2026-02-28")).toBe("2026-02-28");
    expect(readDate("1. 6. 2026.")).toBe("2026-06-01");
    expect(readDate("01.06.2026")).toBe("2026-06-01");
    expect(readDate("1/6/2026")).toBe("2026-06-01");
    expect(readDate("  ")).toBeNull();
    expect(readDate("2026-02-30")).toBe("invalid");
    expect(readDate("31. 4. 2026.")).toBe("invalid");
    expect(readDate("sutra")).toBe("invalid");
  });
});

describe("checking one row", () => {
  it("gives a clean membership for a good row (email lower-cased, dates as ISO), line = index + 2", () => {
    expect(checkRow(raw(), 0, MAPPING, CONTEXT)).toMatchObject({
      line: 2,
      errors: [],
      membership: {
        first_name: "Ana",
        last_name: "Horvat",
        email: "ana@test.hr",
        type: "Gold",
        valid_from: "2026-01-01",
        expiry: "2026-12-31",
        date_of_birth: null,
      },
    });
  });

  it("defaults blank dates: from today, to one season on", () => {
    const row = checkRow(raw({ "Vrijedi od": "", Istek: "" }), 3, MAPPING, CONTEXT);
    expect(row.membership).toMatchObject({ valid_from: "2026-03-10", expiry: "2027-03-09" });
  });

  it("names a missing name, a bad date, a bad email and a type the federation does not issue", () => {
    expect(checkRow(raw({ Ime: " ", Prezime: "" }), 0, MAPPING, CONTEXT).errors).toEqual([
      T_REGISTAR.nedostajeIme,
      T_REGISTAR.nedostajePrezime,
    ]);
    const badDate = checkRow(raw({ Istek: "30. 2. 2026." }), 4, MAPPING, CONTEXT);
    expect(badDate).toMatchObject({ line: 6, membership: null, errors: [T_REGISTAR.losDatum(T_REGISTAR.istek)] });
    expect(checkRow(raw({ "E-pošta": "nije-adresa" }), 0, MAPPING, CONTEXT).errors).toEqual([
      `${T_REGISTAR.email}: ${T_VALIDATION.badEmail}`,
    ]);
    expect(checkRow(raw({ Vrsta: "Platinum" }), 0, MAPPING, CONTEXT).errors).toEqual([
      T_MEMBERSHIP.badType(CONTEXT.types),
    ]);
    expect(checkRow(raw({ Istek: "2025-12-31" }), 0, MAPPING, CONTEXT).errors).toEqual([
      `${T_REGISTAR.istek}: ${T_MEMBERSHIP.expiryBeforeStart}`,
    ]);
  });

  it("reads a number only when allowed (an admin), never for staff", () => {
    expect(checkRow(raw({ Broj: "ZS-00777" }), 0, MAPPING, CONTEXT).membership?.number).toBe("ZS-00777");
    const staff = checkRow(raw({ Broj: "ZS-00777" }), 0, MAPPING, { ...CONTEXT, allowNumber: false });
    expect(staff.membership).not.toHaveProperty("number");
  });
});

describe("duplicates", () => {
  it("flags a number or email repeated in the file (naming the first line) or already in the register", () => {
    const raws = [
      raw({ "E-pošta": "a@test.hr", Broj: "ZS-1" }),
      raw({ "E-pošta": "A@TEST.HR", Broj: "ZS-2" }),
      raw({ "E-pošta": "b@test.hr", Broj: "ZS-1" }),
      raw({ "E-pošta": "stari@test.hr", Broj: "ZS-9" }),
      raw({ "E-pošta": "c@test.hr", Broj: "ZS-3" }),
    ];
    const checked = raws.map((r, i) => checkRow(r, i, MAPPING, CONTEXT));
    flagDuplicates(checked, raws, MAPPING, { numbers: new Set(["ZS-9"]), emails: new Set(["stari@test.hr"]) });
    expect(checked.map((r) => r.errors)).toEqual([
      [],
      [T_REGISTAR.duplikatEmaila(2)],
      [T_REGISTAR.duplikatBroja(2)],
      [T_REGISTAR.brojURegistru, T_REGISTAR.emailURegistru],
      [],
    ]);
    expect(checked.map((r) => r.membership !== null)).toEqual([true, false, false, false, true]);
  });
});

describe("the export", () => {
  it("neutralises every cell a spreadsheet would run as a formula", () => {
    for (const cell of ["=1+1", "+385", "-2", "@SUM(A1)", "\tx", "\rx"]) expect(neutraliseCell(cell)).toBe(`'${cell}`);
    for (const cell of ["Ana", "2026-01-01", "ZS-00001", "a=b", ""]) expect(neutraliseCell(cell)).toBe(cell);
  });

  it("writes every row with the import's column names, live status and neutralised cells", () => {
    const rows: RegisterRow[] = [
      {
        number: "ZS-00001",
        first_name: '=HYPERLINK("http://x")',
        last_name: "Horvat, ml.",
        email: "ana@test.hr",
        type: "Gold",
        status: "aktivna",
        valid_from: "2025-01-01",
        expiry: "2025-12-31",
        date_of_birth: null,
      },
      {
        number: "ZS-00002",
        first_name: "Iva",
        last_name: "Kovač",
        email: "iva@test.hr",
        type: "Silver",
        status: "suspendirana",
        valid_from: "2026-01-01",
        expiry: "2026-12-31",
        date_of_birth: "2000-05-05",
      },
    ];
    const text = registerCsv(rows, "2026-03-10");
    const parsed = Papa.parse<Record<string, string>>(text, { header: true });
    expect(parsed.meta.fields).toEqual([
      "broj",
      "ime",
      "prezime",
      "email",
      "vrsta",
      "status",
      "vrijedi_od",
      "istek",
      "datum_rodenja",
    ]);
    expect(parsed.data[0]).toMatchObject({ ime: `'=HYPERLINK("http://x")`, prezime: "Horvat, ml.", status: "istekla" });
    expect(parsed.data[1]).toMatchObject({ broj: "ZS-00002", status: "suspendirana", datum_rodenja: "2000-05-05" });
    // What the export writes, the import's mapping reads back.
    expect(Object.keys(guessMapping(parsed.meta.fields!))).toHaveLength(8);
    expect(exportFileName("zicer-savez", "2026-03-10")).toBe("registar-zicer-savez-2026-03-10.csv");
  });
});
