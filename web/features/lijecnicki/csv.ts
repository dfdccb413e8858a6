// Medical examinations from a CSV (issue 50 item 4), on the imports' machinery (web/lib/csv-import.ts: papaparse,
// the delimiter guessed, UTF-8 or Windows-1250, a date as Croatians write it): which column holds which field,
// and each row matched to an athlete of the list on screen (the club's, or the federation's for staff) by OIB, else
// by name (case, diacritics and order of the names aside: "Babić Ana" is "Ana Babić"), with the date until which
// the examination is valid. A row names one athlete once; two athletes of one name need the OIB. Pure: no fetch,
// no DOM.
import { normaliseName } from "../../../shared/match-key";
import { T_LIJECNICKI, T_MOJ_KLUB } from "../../../shared/texts";
import { cellOf, guessMappingBy, readDate, type MappingOf, type RawRow } from "../../lib/csv-import";

export const LIJECNICKI_FIELDS = ["oib", "ime", "prezime", "ime_prezime", "lijecnicki_do"] as const;
export type LijecnickiField = (typeof LIJECNICKI_FIELDS)[number];
export type LijecnickiMapping = MappingOf<LijecnickiField>;

export const LIJECNICKI_LABELS: Record<LijecnickiField, string> = {
  oib: T_MOJ_KLUB.oib,
  ime: T_MOJ_KLUB.ime,
  prezime: T_MOJ_KLUB.prezime,
  ime_prezime: T_MOJ_KLUB.imePrezime,
  lijecnicki_do: T_LIJECNICKI.vrijediDo,
};

const ALIASES: Record<LijecnickiField, readonly string[]> = {
  oib: ["oib"],
  ime: ["ime", "first_name", "first name", "given name"],
  prezime: ["prezime", "last_name", "last name", "surname"],
  ime_prezime: ["ime i prezime", "prezime i ime", "sportaš", "sportas", "sportašica", "name", "full name"],
  lijecnicki_do: [
    "lijecnicki_do",
    "liječnički pregled vrijedi do",
    "liječnički vrijedi do",
    "pregled vrijedi do",
    "vrijedi do",
    "liječnički do",
    "liječnički pregled",
    "liječnički",
    "datum",
    "valid until",
  ],
};

/** The mapping guessed from a file's headers. */
export const guessLijecnickiMapping = (headers: readonly string[]) =>
  guessMappingBy(headers, LIJECNICKI_FIELDS, ALIASES);

/** An athlete as the list on screen holds it. */
export interface ListedAthlete {
  id: string;
  ime: string;
  prezime: string;
  oib: string | null;
}

/** The athletes of the list by OIB and by name (either order of the names). */
export interface AthleteIndex {
  byOib: ReadonlyMap<string, ListedAthlete>;
  byName: ReadonlyMap<string, readonly ListedAthlete[]>;
}

const nameKey = (first: string, second: string) => normaliseName(`${first} ${second}`);

/** Indexes the athletes a file's rows may name. */
export function indexAthletes(athletes: readonly ListedAthlete[]): AthleteIndex {
  const byOib = new Map<string, ListedAthlete>();
  const byName = new Map<string, ListedAthlete[]>();
  const add = (key: string, a: ListedAthlete) => {
    const list = byName.get(key) ?? [];
    if (!list.includes(a)) list.push(a);
    byName.set(key, list);
  };
  for (const a of athletes) {
    if (a.oib) byOib.set(a.oib, a);
    add(nameKey(a.ime, a.prezime), a);
    add(nameKey(a.prezime, a.ime), a);
  }
  return { byOib, byName };
}

/** One checked row: its line in the file (the header is line 1), whom it names and the date, its errors. */
export interface CheckedLijecnicki {
  line: number;
  sportas: ListedAthlete | null;
  /** YYYY-MM-DD, when readable. */
  lijecnicki_do: string | null;
  errors: string[];
  shown: { sportas: string; oib: string; lijecnicki_do: string };
}

/** The athlete a row names: by OIB when it has one, else by its name; or why none. */
function athleteOf(
  cell: (field: LijecnickiField) => string,
  index: AthleteIndex,
): { sportas: ListedAthlete | null; error: string | null } {
  const oib = cell("oib").replace(/\s+/g, "");
  if (oib) {
    const found = index.byOib.get(oib);
    return found ? { sportas: found, error: null } : { sportas: null, error: T_LIJECNICKI.csvNemaSportasa };
  }
  const full = cell("ime_prezime") || [cell("ime"), cell("prezime")].filter(Boolean).join(" ");
  if (!full) return { sportas: null, error: T_LIJECNICKI.csvBezSportasa };
  const found = index.byName.get(normaliseName(full)) ?? [];
  if (found.length === 1) return { sportas: found[0]!, error: null };
  return { sportas: null, error: found.length > 1 ? T_LIJECNICKI.csvViseIstihImena : T_LIJECNICKI.csvNemaSportasa };
}

/** One row read: the athlete it names (of `index`) and the date until which the examination is valid. */
export function checkLijecnicki(
  raw: RawRow,
  i: number,
  mapping: LijecnickiMapping,
  index: AthleteIndex,
): CheckedLijecnicki {
  const cell = (field: LijecnickiField) => cellOf(raw, mapping, field);
  const errors: string[] = [];
  const { sportas, error } = athleteOf(cell, index);
  if (error) errors.push(error);
  const written = cell("lijecnicki_do");
  const date = readDate(written);
  if (date === null) errors.push(T_LIJECNICKI.csvBezDatuma);
  if (date === "invalid") errors.push(T_LIJECNICKI.csvLosDatum(written));
  const named = cell("ime_prezime") || [cell("ime"), cell("prezime")].filter(Boolean).join(" ");
  return {
    line: i + 2,
    sportas: errors.length === 0 ? sportas : null,
    lijecnicki_do: date === null || date === "invalid" ? null : date,
    errors,
    shown: {
      sportas: sportas ? `${sportas.ime} ${sportas.prezime}` : named,
      oib: cell("oib"),
      lijecnicki_do: written,
    },
  };
}

/** Adds an error to each row naming an athlete an earlier row named (in place; returns the rows). */
export function flagLijecnickiDuplicates(rows: CheckedLijecnicki[]): CheckedLijecnicki[] {
  const first = new Map<string, number>();
  for (const row of rows) {
    if (!row.sportas) continue;
    const seen = first.get(row.sportas.id);
    if (seen === undefined) {
      first.set(row.sportas.id, row.line);
      continue;
    }
    row.errors.push(T_LIJECNICKI.csvDvaput(seen));
    row.sportas = null;
  }
  return rows;
}

/** The checked rows as one request per date: the athletes' ids by the date their examination is valid until. */
export function byDate(rows: readonly CheckedLijecnicki[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.sportas || !row.lijecnicki_do) continue;
    const ids = groups.get(row.lijecnicki_do) ?? [];
    ids.push(row.sportas.id);
    groups.set(row.lijecnicki_do, ids);
  }
  return groups;
}
