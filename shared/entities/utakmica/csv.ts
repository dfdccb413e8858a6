// The league's CSV files (issue 31): fixtures `kolo;datum;vrijeme;domacin;gost;dvorana` and results
// `kolo;domacin;gost;golovi_domacin;golovi_gost`, a header row first, `;` between fields (Croatian Excel's
// default). Teams are matched by name against the group's teams (case and surrounding spaces ignored). Every
// row's errors are collected, numbered as a spreadsheet shows them (the header is row 1); a file with any error
// imports nothing. Pure: no I/O.
import { T_LIGE } from "../../texts";
import { TIME } from "./input";

/** Most rows one file may carry (a 20-team double round robin is 380). */
export const MAX_CSV_ROWS = 2000;

export interface CsvTeam {
  id: string;
  naziv: string;
}

export interface FixtureRow {
  kolo: number;
  datum: string | null;
  vrijeme: string | null;
  domacin_id: string;
  gost_id: string;
  dvorana: string | null;
}

export interface ResultRow {
  /** The row's number in the file (the header is 1). */
  red: number;
  kolo: number;
  domacin_id: string;
  gost_id: string;
  golovi_domacin: number;
  golovi_gost: number;
}

export type Parsed<T> = { ok: true; rows: T[] } | { ok: false; errors: string[] };

const FIXTURE_COLUMNS = ["kolo", "datum", "vrijeme", "domacin", "gost", "dvorana"] as const;
const RESULT_COLUMNS = ["kolo", "domacin", "gost", "golovi_domacin", "golovi_gost"] as const;

const key = (name: string) => name.trim().toLocaleLowerCase("hr");

/** The file's records: lines split on `;`, a BOM and blank lines dropped, each keyed by the header's names. */
function records(text: string, columns: readonly string[]): Parsed<{ red: number; cells: Record<string, string> }> {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const header = (lines[0] ?? "").split(";").map((h) => h.trim().toLowerCase());
  const missing = columns.filter((c) => !header.includes(c));
  if (missing.length > 0) return { ok: false, errors: [T_LIGE.greske.csvStupci(missing)] };
  const rows = lines
    .map((line, i) => ({ red: i + 1, line }))
    .slice(1)
    .filter(({ line }) => line.trim() !== "")
    .map(({ red, line }) => {
      const values = line.split(";");
      return { red, cells: Object.fromEntries(header.map((h, i) => [h, (values[i] ?? "").trim()])) };
    });
  if (rows.length === 0) return { ok: false, errors: [T_LIGE.greske.csvPrazan] };
  if (rows.length > MAX_CSV_ROWS) return { ok: false, errors: [T_LIGE.greske.csvPreviseRedova(MAX_CSV_ROWS)] };
  return { ok: true, rows };
}

const positiveInt = (value: string) => (/^\d{1,4}$/.test(value) && Number(value) > 0 ? Number(value) : null);
const goals = (value: string) => (/^\d{1,3}$/.test(value) ? Number(value) : null);

/** "2026-10-03" or "3. 10. 2026." (with or without spaces and the last dot) → "2026-10-03", else null. */
export function parseDate(value: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const hr = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})\.?$/.exec(value);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : hr ? [hr[3], hr[2], hr[1]] : [];
  if (!y || !m || !d) return null;
  const date = `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : null;
}

/** The two teams of a row by name, each error said once. */
function teamsOf(red: number, cells: Record<string, string>, byName: Map<string, string>, errors: string[]) {
  const home = byName.get(key(cells.domacin ?? ""));
  const away = byName.get(key(cells.gost ?? ""));
  if (!home) errors.push(T_LIGE.csv.nepoznataEkipa(red, cells.domacin ?? ""));
  if (!away) errors.push(T_LIGE.csv.nepoznataEkipa(red, cells.gost ?? ""));
  if (home && away && home === away) errors.push(T_LIGE.csv.istaEkipa(red));
  return home && away && home !== away ? { home, away } : null;
}

const namesOf = (teams: readonly CsvTeam[]) => new Map(teams.map((t) => [key(t.naziv), t.id]));

/** A fixtures file against the group's teams: every row, or every row's errors. */
export function parseFixturesCsv(text: string, teams: readonly CsvTeam[]): Parsed<FixtureRow> {
  const parsed = records(text, FIXTURE_COLUMNS);
  if (!parsed.ok) return parsed;
  const byName = namesOf(teams);
  const errors: string[] = [];
  const rows: FixtureRow[] = [];
  // A match (round, home, away) listed twice would be played twice: the second row is an error naming the first.
  const seen = new Map<string, number>();
  for (const { red, cells } of parsed.rows) {
    const before = errors.length;
    const kolo = positiveInt(cells.kolo ?? "");
    if (kolo === null) errors.push(T_LIGE.csv.kolo(red));
    const datum = cells.datum ? parseDate(cells.datum) : null;
    if (cells.datum && !datum) errors.push(T_LIGE.csv.datum(red));
    const vrijeme = cells.vrijeme || null;
    if (vrijeme && !TIME.test(vrijeme)) errors.push(T_LIGE.csv.vrijeme(red));
    const pair = teamsOf(red, cells, byName, errors);
    const match = pair && kolo !== null ? `${kolo}|${pair.home}|${pair.away}` : null;
    if (match && seen.has(match)) errors.push(T_LIGE.csv.dvaput(red, seen.get(match)!));
    else if (match) seen.set(match, red);
    if (errors.length === before && pair && kolo !== null) {
      rows.push({ kolo, datum, vrijeme, domacin_id: pair.home, gost_id: pair.away, dvorana: cells.dvorana || null });
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

/** A results file against the group's teams (the matches are found by the caller): rows, or every row's errors. */
export function parseResultsCsv(text: string, teams: readonly CsvTeam[]): Parsed<ResultRow> {
  const parsed = records(text, RESULT_COLUMNS);
  if (!parsed.ok) return parsed;
  const byName = namesOf(teams);
  const errors: string[] = [];
  const rows: ResultRow[] = [];
  for (const { red, cells } of parsed.rows) {
    const before = errors.length;
    const kolo = positiveInt(cells.kolo ?? "");
    if (kolo === null) errors.push(T_LIGE.csv.kolo(red));
    const home = goals(cells.golovi_domacin ?? "");
    const away = goals(cells.golovi_gost ?? "");
    if (home === null || away === null) errors.push(T_LIGE.csv.golovi(red));
    const pair = teamsOf(red, cells, byName, errors);
    if (errors.length === before && pair && kolo !== null && home !== null && away !== null) {
      rows.push({ red, kolo, domacin_id: pair.home, gost_id: pair.away, golovi_domacin: home, golovi_gost: away });
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}
