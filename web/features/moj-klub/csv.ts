// A club's athletes from a CSV (issue 29), on the register's machinery (web/lib/csv-import.ts): which column
// holds which field, one row read into an athlete with its errors (the shared schema's: a missing name, an
// unreadable date, a bad OIB's check digit, neither OIB nor a note), and the duplicates: an OIB, or a name with
// a date of birth, repeated in the file or already among the federation's athletes. Pure: no fetch, no DOM.
import { sportasSchema, type SportasInput } from "../../../shared/entities/sportas/input";
import { normaliseName } from "../../../shared/match-key";
import { T_MOJ_KLUB } from "../../../shared/texts";
import { cellOf, guessMappingBy, readDate, type MappingOf, type RawRow } from "../../lib/csv-import";

export const SPORTAS_FIELDS = ["ime", "prezime", "datum_rodenja", "spol", "oib", "oib_napomena", "email"] as const;
export type SportasField = (typeof SPORTAS_FIELDS)[number];
export type SportasMapping = MappingOf<SportasField>;

export const SPORTAS_LABELS: Record<SportasField, string> = {
  ime: T_MOJ_KLUB.ime,
  prezime: T_MOJ_KLUB.prezime,
  datum_rodenja: T_MOJ_KLUB.datumRodenja,
  spol: T_MOJ_KLUB.spol,
  oib: T_MOJ_KLUB.oib,
  oib_napomena: T_MOJ_KLUB.oibNapomena,
  email: T_MOJ_KLUB.email,
};

const ALIASES: Record<SportasField, readonly string[]> = {
  ime: ["ime", "first_name", "first name", "given name"],
  prezime: ["prezime", "last_name", "last name", "surname"],
  datum_rodenja: ["datum_rodenja", "datum rođenja", "rođen", "rođena", "date_of_birth", "birth date", "dob"],
  spol: ["spol", "sex", "gender"],
  oib: ["oib"],
  oib_napomena: ["oib_napomena", "napomena", "razlog", "razlog bez oib-a", "bez oib-a"],
  email: ["email", "e-mail", "e-pošta", "eposta", "mail"],
};

/** The mapping guessed from a file's headers. */
export const guessSportasMapping = (headers: readonly string[]) => guessMappingBy(headers, SPORTAS_FIELDS, ALIASES);

/** One checked row: its line in the file (the header is line 1), the athlete if readable, its errors. */
export interface CheckedSportas {
  line: number;
  sportas: SportasInput | null;
  errors: string[];
  shown: { ime: string; prezime: string; datum_rodenja: string; oib: string };
}

/** 'M', 'Ž'/'Z', 'muški', 'ženski' as stored; anything else is refused. */
function readSpol(cell: string): "M" | "Z" | null {
  const key = normaliseName(cell);
  if (key === "m" || key.startsWith("mus")) return "M";
  if (key === "z" || key.startsWith("zen") || key === "f") return "Z";
  return null;
}

/** One row read for club `club` of federation `savez`, checked by the shared schema. */
export function checkSportas(
  raw: RawRow,
  index: number,
  mapping: SportasMapping,
  club: { id: string; savez_id: string | null },
): CheckedSportas {
  const cell = (field: SportasField) => cellOf(raw, mapping, field);
  const errors: string[] = [];
  const date = readDate(cell("datum_rodenja"));
  if (date === null) errors.push(T_MOJ_KLUB.nedostajeDatum);
  if (date === "invalid") errors.push(`${T_MOJ_KLUB.datumRodenja}: ${cell("datum_rodenja")}`);
  const spol = readSpol(cell("spol"));
  if (!spol) errors.push(T_MOJ_KLUB.losSpol);
  const candidate = {
    savez_id: club.savez_id,
    club_id: club.id,
    ime: cell("ime"),
    prezime: cell("prezime"),
    datum_rodenja: typeof date === "string" && date !== "invalid" ? date : "",
    spol: spol ?? "",
    oib: cell("oib") || null,
    oib_napomena: cell("oib_napomena") || null,
    email: cell("email"),
  };
  const parsed = sportasSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "") as SportasField;
      // A date or sex already named above is not named twice.
      if (field === "datum_rodenja" || field === "spol") continue;
      const label = SPORTAS_LABELS[field];
      errors.push(label ? `${label}: ${issue.message}` : issue.message);
    }
  }
  const shown = {
    ime: candidate.ime,
    prezime: candidate.prezime,
    datum_rodenja: cell("datum_rodenja"),
    oib: cell("oib"),
  };
  return { line: index + 2, sportas: errors.length === 0 && parsed.success ? parsed.data : null, errors, shown };
}

/** What the federation already holds, to flag a row that would repeat an athlete. */
export interface KnownAthletes {
  oibs: ReadonlySet<string>;
  /** personKey of each athlete. */
  people: ReadonlySet<string>;
}

/** An athlete's identity without an OIB: the name (case and diacritics ignored) and the date of birth. */
export const personKey = (ime: string, prezime: string, datum: string | null) =>
  `${normaliseName(`${prezime} ${ime}`)}|${datum ?? ""}`;

/**
 * Adds the duplicate errors to checked rows (in place, returns them): an OIB, or a name with a date of birth,
 * that repeats an earlier row names that row's line; one the federation already holds says so.
 */
export function flagSportasDuplicates(rows: CheckedSportas[], known: KnownAthletes): CheckedSportas[] {
  const oibs = new Map<string, number>();
  const people = new Map<string, number>();
  for (const row of rows) {
    const s = row.sportas;
    if (!s) continue;
    const added: string[] = [];
    if (s.oib) {
      const first = oibs.get(s.oib);
      if (first !== undefined) added.push(T_MOJ_KLUB.duplikatOib(first));
      else oibs.set(s.oib, row.line);
      if (known.oibs.has(s.oib)) added.push(T_MOJ_KLUB.oibUKlubu);
    }
    const person = personKey(s.ime, s.prezime, s.datum_rodenja);
    const first = people.get(person);
    if (first !== undefined) added.push(T_MOJ_KLUB.duplikatOsobe(first));
    else people.set(person, row.line);
    if (known.people.has(person)) added.push(T_MOJ_KLUB.osobaUKlubu);
    if (added.length > 0) {
      row.errors.push(...added);
      row.sportas = null;
    }
  }
  return rows;
}
