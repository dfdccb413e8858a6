// The entries' CSV files (issue 30). In: a competition's events, `naziv;kategorije;spol;vrsta;posada;zamjene;
// max_prijava` (a header row first, `;` between fields, Croatian Excel's default; categories by name, several
// separated by commas; only `naziv` is required), every row checked by the event's schema, errors numbered as a
// spreadsheet shows them (the header is row 1), all or nothing. Out: start lists and fees, `;`-separated with a
// BOM so Excel reads the Croatian letters, each cell quoted when it must be and a leading = + - @ defused (a
// name is never run as a formula). Pure: no I/O.
import { disciplinaSchema, MAX_DISCIPLINA_CSV, type DisciplinaInput } from "../entities/disciplina/input";
import { rezultatSchema } from "../entities/nastup/input";
import { croatianIssues } from "../schemas/text";
import { T_LIGE, T_PRIJAVE } from "../texts";

export type ParsedEvents = { ok: true; rows: DisciplinaInput[] } | { ok: false; errors: string[] };

type Column = "naziv" | "kategorije" | "spol" | "vrsta" | "posada" | "zamjene" | "max_prijava";

const key = (name: string) => name.trim().toLocaleLowerCase("hr");
const intOrUndefined = (v: string) => (v === "" ? undefined : Number(v));

/** The events of a CSV; `categories` maps a category's lower-cased name to its id. */
export function parseEventsCsv(text: string, categories: ReadonlyMap<string, string>): ParsedEvents {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const header = (lines[0] ?? "").split(";").map((h) => h.trim().toLowerCase());
  if (!header.includes("naziv")) return { ok: false, errors: [T_PRIJAVE.greske.csvStupci(["naziv"])] };
  const records = lines
    .map((line, i) => ({ red: i + 1, line }))
    .slice(1)
    .filter(({ line }) => line.trim() !== "");
  if (records.length === 0) return { ok: false, errors: [T_PRIJAVE.greske.csvPrazan] };
  if (records.length > MAX_DISCIPLINA_CSV) {
    return { ok: false, errors: [T_LIGE.greske.csvPreviseRedova(MAX_DISCIPLINA_CSV)] };
  }
  const errors: string[] = [];
  const rows: DisciplinaInput[] = [];
  for (const { red, line } of records) {
    const values = line.split(";");
    const cell = (name: Column) => {
      const i = header.indexOf(name);
      return i < 0 ? "" : (values[i] ?? "").trim();
    };
    const names = cell("kategorije")
      .split(",")
      .map((n) => n.trim())
      .filter((n) => n !== "");
    const unknown = names.filter((n) => !categories.has(key(n)));
    if (unknown.length > 0) {
      errors.push(T_PRIJAVE.greske.csvRed(red, `${T_PRIJAVE.polja.kategorija} (${unknown.join(", ")})`));
      continue;
    }
    const parsed = disciplinaSchema.safeParse(
      {
        naziv: cell("naziv"),
        kategorije: names.map((n) => categories.get(key(n))!),
        spol: cell("spol") === "" ? null : cell("spol").toUpperCase().replace("Ž", "Z"),
        vrsta: cell("vrsta") === "" ? undefined : cell("vrsta").toLowerCase(),
        posada: intOrUndefined(cell("posada")),
        zamjene: intOrUndefined(cell("zamjene")),
        max_prijava: cell("max_prijava") === "" ? null : Number(cell("max_prijava")),
      },
      { error: croatianIssues },
    );
    if (parsed.success) rows.push(parsed.data);
    else {
      for (const issue of parsed.error.issues) {
        errors.push(T_PRIJAVE.greske.csvRed(red, `${issue.path.join(".")}: ${issue.message}`));
      }
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

/** One CSV cell: quoted when it holds `;`, a quote or a line break; a leading = + - @ defused with a '. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "boolean" ? (value ? "da" : "ne") : String(value);
  if (typeof value === "string" && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV file: BOM, header, rows, CRLF line ends. */
export function csvFile(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const line = (cells: readonly unknown[]) => cells.map((c) => csvCell(c as string)).join(";");
  return `\uFEFF${[line(header), ...rows.map(line)].join("\r\n")}\r\n`;
}

/** Euro cents as '20,00' (Croatian decimal comma). */
export const euros = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

/** A result row of `startni_broj;ime;mjesto;rezultat`: matched on the start number, else on the name. */
export interface ResultCsvRow {
  red: number;
  startni_broj: number | null;
  /** Lower-cased 'ime prezime' of the entry's first athlete. */
  ime: string | null;
  mjesto: number | null;
  rezultat: string | null;
}

/** The results of an event's CSV (a header row first; `startni_broj` or `ime` names the entry). */
export function parseResultsCsv(text: string): { ok: true; rows: ResultCsvRow[] } | { ok: false; errors: string[] } {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const header = (lines[0] ?? "").split(";").map((h) => h.trim().toLowerCase());
  const missing = ["mjesto", "rezultat"].filter((c) => !header.includes(c));
  if (!header.includes("startni_broj") && !header.includes("ime")) missing.unshift("startni_broj");
  if (missing.length > 0) return { ok: false, errors: [T_PRIJAVE.greske.csvStupci(missing)] };
  const rows: ResultCsvRow[] = [];
  const errors: string[] = [];
  lines.forEach((line, i) => {
    if (i === 0 || line.trim() === "") return;
    const values = line.split(";");
    const cell = (name: string) => (header.indexOf(name) < 0 ? "" : (values[header.indexOf(name)] ?? "").trim());
    const number = cell("startni_broj");
    const place = cell("mjesto");
    const mjesto = place === "" ? null : Number(place);
    if (!rezultatSchema.shape.mjesto.safeParse(mjesto).success) {
      errors.push(T_PRIJAVE.greske.csvRed(i + 1, T_PRIJAVE.greske.csvMjesto));
      return;
    }
    // The result as the API takes it: no control or bidi character, at most 40 characters, a time that is one.
    const result = cell("rezultat") === "" ? null : cell("rezultat");
    const checked = rezultatSchema.shape.rezultat.safeParse(result, { error: croatianIssues });
    if (!checked.success) {
      errors.push(T_PRIJAVE.greske.csvRed(i + 1, `rezultat: ${checked.error.issues[0]!.message}`));
      return;
    }
    rows.push({
      red: i + 1,
      startni_broj: /^\d+$/.test(number) ? Number(number) : null,
      ime: cell("ime") === "" ? null : key(cell("ime")),
      mjesto,
      rezultat: checked.data,
    });
  });
  if (errors.length > 0) return { ok: false, errors };
  return rows.length === 0 ? { ok: false, errors: [T_PRIJAVE.greske.csvPrazan] } : { ok: true, rows };
}
