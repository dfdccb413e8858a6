// Medical examinations (issue 50 item 4): an examination's state on Zagreb's day as the lists say it
// (shared/season/lijecnicki.ts: 'istječe za N dana' within 30 days, 'istječe danas' on its last day, 'istekao' the
// day after, 'nije upisan'), and a CSV of examinations (web/features/lijecnicki/csv.ts on web/lib/csv-import.ts):
// the delimiter guessed, Windows-1250, the columns guessed from Croatian headers, each row matched to an athlete of
// the list by OIB or by name, a date as Croatians write it or ISO, refusals at their lines, one request per date.
import { describe, expect, it } from "vitest";
import { zagrebDay } from "../../shared/dates";
import {
  MEDICAL_WARNING_DAYS,
  daysUntil,
  medicalState,
  medicalText,
  needsMedical,
} from "../../shared/season/lijecnicki";
import { parseCsvFile } from "../../web/lib/csv-import";
import {
  byDate,
  checkLijecnicki,
  flagLijecnickiDuplicates,
  guessLijecnickiMapping,
  indexAthletes,
  type ListedAthlete,
} from "../../web/features/lijecnicki/csv";
import { win1250 } from "../fixtures/win1250";

describe("a medical examination's state", () => {
  const today = "2026-11-28";

  it("counts whole days to its last valid day, across a change of summer time and a year", () => {
    expect(daysUntil("2026-11-28", today)).toBe(0);
    expect(daysUntil("2026-12-28", today)).toBe(30);
    expect(daysUntil("2027-03-29", "2027-03-27")).toBe(2);
    expect(daysUntil("2026-11-27", today)).toBe(-1);
  });

  it("runs out from 30 days before its last day, on which it is still valid, and has run out the day after", () => {
    expect(MEDICAL_WARNING_DAYS).toBe(30);
    expect(medicalText("2026-12-29", today)).toBe("29. 12. 2026. · vrijedi");
    expect(medicalText("2026-12-28", today)).toBe("28. 12. 2026. · istječe za 30 dana");
    expect(medicalText("2026-12-19", today)).toBe("19. 12. 2026. · istječe za 21 dan");
    expect(medicalText("2026-12-20", today)).toBe("20. 12. 2026. · istječe za 22 dana");
    expect(medicalText("2026-12-01", today)).toBe("1. 12. 2026. · istječe za 3 dana");
    expect(medicalText("2026-11-29", today)).toBe("29. 11. 2026. · istječe za 1 dan");
    expect(medicalText("2026-12-09", today)).toBe("9. 12. 2026. · istječe za 11 dana");
    expect(medicalText("2026-11-28", today)).toBe("28. 11. 2026. · istječe danas");
    expect(medicalText("2026-11-27", today)).toBe("27. 11. 2026. · istekao");
    expect(medicalText(null, today)).toBe("nije upisan");
    expect(medicalText("", today)).toBe("nije upisan");
  });

  it("reads the day it is given, not the machine's: Zagreb's day of an instant late in the evening UTC", () => {
    // 23:30 UTC on 27 November is already 28 November in Zagreb: the examination valid until the 27th has run out.
    const day = zagrebDay(new Date("2026-11-27T23:30:00.000Z"));
    expect(day).toBe("2026-11-28");
    expect(medicalState("2026-11-27", day)).toMatchObject({ kind: "istekao", days: -1 });
    expect(medicalState("2026-11-27", "2026-11-27")).toMatchObject({ kind: "istjece", days: 0 });
  });

  it("asks for a new one when there is none or it has run out", () => {
    expect(needsMedical(medicalState(null, today))).toBe(true);
    expect(needsMedical(medicalState("2026-11-27", today))).toBe(true);
    expect(needsMedical(medicalState("2026-11-28", today))).toBe(false);
    expect(needsMedical(medicalState("2027-06-30", today))).toBe(false);
  });
});

const ANA: ListedAthlete = { id: "a-ana", ime: "Ana", prezime: "Babić", oib: "69314718057" };
const LUKA: ListedAthlete = { id: "a-luka", ime: "Luka", prezime: "Horvat", oib: null };
const IVAN_1: ListedAthlete = { id: "a-ivan-1", ime: "Ivan", prezime: "Kovačević", oib: "17320508079" };
const IVAN_2: ListedAthlete = { id: "a-ivan-2", ime: "Ivan", prezime: "Kovačević", oib: "47712125472" };
const ĐURO: ListedAthlete = { id: "a-duro", ime: "Đuro", prezime: "Šimić", oib: null };
const INDEX = indexAthletes([ANA, LUKA, IVAN_1, IVAN_2, ĐURO]);

/** A file's text read and checked the way the screen does it. */
async function checked(bytes: Uint8Array | string) {
  const body = typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes;
  const { headers, rows } = await parseCsvFile(new Blob([new Uint8Array(body)]));
  const mapping = guessLijecnickiMapping(headers);
  return { mapping, rows: flagLijecnickiDuplicates(rows.map((raw, i) => checkLijecnicki(raw, i, mapping, INDEX))) };
}

describe("a CSV of medical examinations", () => {
  it("reads ';' and a Croatian date, ',' and ISO, matching by OIB, else by name in either order", async () => {
    const semicolons = await checked("OIB;Ime;Prezime;Liječnički pregled vrijedi do\n69314718057;;;1. 3. 2027.\n");
    expect(semicolons.mapping).toEqual({
      oib: "OIB",
      ime: "Ime",
      prezime: "Prezime",
      lijecnicki_do: "Liječnički pregled vrijedi do",
    });
    expect(semicolons.rows).toMatchObject([{ line: 2, sportas: ANA, lijecnicki_do: "2027-03-01", errors: [] }]);

    const commas = await checked("ime,prezime,vrijedi do\nLuka,Horvat,2027-06-30\n");
    expect(commas.rows).toMatchObject([{ sportas: LUKA, lijecnicki_do: "2027-06-30", errors: [] }]);

    const fullNames = await checked("Sportaš\tDatum\nhorvat luka\t01.03.2027\nAna  BABIC\t1/3/2027\n");
    expect(fullNames.mapping).toEqual({ ime_prezime: "Sportaš", lijecnicki_do: "Datum" });
    expect(fullNames.rows.map((r) => [r.sportas?.id, r.lijecnicki_do, r.errors])).toEqual([
      ["a-luka", "2027-03-01", []],
      ["a-ana", "2027-03-01", []],
    ]);
  });

  it("reads a Windows-1250 file with č ć đ š ž in the names and the headers", async () => {
    const { rows } = await checked(win1250("Ime;Prezime;Liječnički\r\nĐuro;Šimić;31. 12. 2026.\r\n"));
    expect(rows).toMatchObject([{ sportas: ĐURO, lijecnicki_do: "2026-12-31", errors: [] }]);
  });

  it("refuses each bad row at its line: no such athlete, two of one name, no date, no real date, named twice", async () => {
    const { rows } = await checked(
      [
        "oib;ime;prezime;lijecnicki_do",
        "12345678903;;;2027-01-01", // an OIB nobody on the list has
        ";Ivan;Kovačević;2027-01-01", // two Ivan Kovačević: the OIB decides
        "17320508079;;;", // no date
        "47712125472;;;31. 2. 2027.", // no such day
        ";;;2027-01-01", // nobody named
        "69314718057;;;2027-01-01",
        ";Ana;Babić;2027-02-01", // Ana again, by name
      ].join("\n"),
    );
    expect(rows.map((r) => [r.line, r.errors])).toEqual([
      [2, ["Na popisu nema sportaša s tim OIB-om ili imenom."]],
      [3, ["Na popisu je više sportaša s tim imenom: upišite OIB."]],
      [4, ["Nedostaje datum."]],
      [5, ["Datum „31. 2. 2027.” nije ispravan (npr. 1. 3. 2027. ili 2027-03-01)."]],
      [6, ["Upišite OIB ili ime i prezime."]],
      [7, []],
      [8, ["Isti sportaš kao u redu 7."]],
    ]);
    expect(rows.filter((r) => r.errors.length > 0).every((r) => r.sportas === null)).toBe(true);
  });

  it("sends one request per date, naming each athlete once", async () => {
    const { rows } = await checked(
      "oib;ime;prezime;datum\n69314718057;;;1. 3. 2027.\n;Luka;Horvat;2027-03-01\n17320508079;;;2027-06-30\n",
    );
    expect(byDate(rows)).toEqual(
      new Map([
        ["2027-03-01", ["a-ana", "a-luka"]],
        ["2027-06-30", ["a-ivan-1"]],
      ]),
    );
  });
});
