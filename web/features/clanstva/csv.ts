// The register's CSV, in and out (issue 15): guessing which column of a file holds which field, reading one row
// into a membership with its errors (missing name, unreadable date, a type the federation does not issue),
// flagging numbers and emails that repeat in the file or are already in the register, and writing the register
// back out with every cell that a spreadsheet would run as a formula neutralised (OWASP CSV injection).
// This module is pure: no fetch, no DOM, no timers; the caller reads the file and paces the work.
import Papa from "papaparse";
import { membershipCreateSchema, liveStatus, nextSeason } from "../../../shared/entities/membership/input";
import { T_CLANSTVO, T_MEMBERSHIP, T_REGISTAR } from "../../../shared/texts";
import { cellOf, guessMappingBy, readDate, type MappingOf, type RawRow } from "../../lib/csv-import";

/** The fields a file's columns can fill, in the order the mapping shows them. */
export const IMPORT_FIELDS = [
  "first_name",
  "last_name",
  "email",
  "type",
  "valid_from",
  "expiry",
  "date_of_birth",
  "number",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Which header feeds each field (absent: not imported). */
export type Mapping = MappingOf<ImportField>;

export type { RawRow };
export { readDate };

/** A membership as ImportClanstva takes it (the federation is added when sent). */
export interface ImportMembership {
  first_name: string;
  last_name: string;
  email: string;
  type: string;
  valid_from: string;
  expiry: string;
  date_of_birth: string | null;
  number?: string;
}

/** One checked row: its line in the file (the header is line 1), the membership if readable, its errors. */
export interface CheckedRow {
  line: number;
  membership: ImportMembership | null;
  errors: string[];
  /** What the preview shows of the row, as read from the file. */
  shown: Pick<ImportMembership, "first_name" | "last_name" | "email" | "type">;
}

/** What a row is checked against. */
export interface CheckContext {
  /** The federation's membership types. */
  types: readonly string[];
  /** Today, "YYYY-MM-DD": the default start of a row without one. */
  today: string;
  /** Only an admin gives numbers; for staff the number column is never read. */
  allowNumber: boolean;
}

/** The field labels of the mapping and the messages. */
export const FIELD_LABELS: Record<ImportField, string> = T_CLANSTVO;

/** Header names each field is recognised by (compared after `headerKey`). */
const ALIASES: Record<ImportField, readonly string[]> = {
  first_name: ["ime", "first_name", "firstname", "first name", "given name"],
  last_name: ["prezime", "last_name", "lastname", "last name", "surname"],
  email: ["email", "e-mail", "e-pošta", "eposta", "mail", "adresa e-pošte"],
  type: ["vrsta", "vrsta članstva", "tip", "type", "kategorija"],
  valid_from: ["vrijedi_od", "vrijedi od", "od", "početak", "valid_from", "valid from"],
  expiry: ["istek", "vrijedi_do", "vrijedi do", "do", "ističe", "expiry", "valid_to"],
  date_of_birth: ["datum_rodenja", "datum rođenja", "rođen", "rođena", "date_of_birth", "birth date", "dob"],
  number: ["broj", "broj članstva", "članski broj", "number", "membership number"],
};

/** The mapping guessed from a file's headers (the register's fields by their names above). */
export function guessMapping(headers: readonly string[], fields: readonly ImportField[] = IMPORT_FIELDS): Mapping {
  return guessMappingBy(headers, fields, ALIASES);
}

/** The three dates of a row, blanks defaulted (start today, expiry one season on), or their errors. */
function readDates(raw: RawRow, mapping: Mapping, today: string, errors: string[]) {
  const read = (field: ImportField) => {
    const value = readDate(cellOf(raw, mapping, field));
    if (value === "invalid") errors.push(T_REGISTAR.losDatum(FIELD_LABELS[field]));
    return value === "invalid" ? null : value;
  };
  const validFrom = read("valid_from") ?? today;
  const expiry = read("expiry") ?? nextSeason(null, validFrom).expiry;
  return { valid_from: validFrom, expiry, date_of_birth: read("date_of_birth") };
}

/** One row of the file checked by the shared schema and the federation's types (duplicates come later). */
export function checkRow(raw: RawRow, index: number, mapping: Mapping, context: CheckContext): CheckedRow {
  const errors: string[] = [];
  const firstName = cellOf(raw, mapping, "first_name");
  const lastName = cellOf(raw, mapping, "last_name");
  if (!firstName) errors.push(T_REGISTAR.nedostajeIme);
  if (!lastName) errors.push(T_REGISTAR.nedostajePrezime);
  const number = context.allowNumber ? cellOf(raw, mapping, "number") : "";
  const membership: ImportMembership = {
    first_name: firstName,
    last_name: lastName,
    email: cellOf(raw, mapping, "email"),
    type: cellOf(raw, mapping, "type"),
    ...readDates(raw, mapping, context.today, errors),
    ...(number ? { number } : {}),
  };
  const parsed = membershipCreateSchema.safeParse(membership);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      // A blank name was already named above; other fields speak with the schema's message.
      if ((field === "first_name" && !firstName) || (field === "last_name" && !lastName)) continue;
      const label = FIELD_LABELS[field as ImportField];
      errors.push(label ? `${label}: ${issue.message}` : issue.message);
    }
  } else if (!context.types.includes(parsed.data.type)) {
    errors.push(T_MEMBERSHIP.badType(context.types));
  }
  const clean = parsed.success ? { ...membership, email: parsed.data.email, type: parsed.data.type } : null;
  const shown = { first_name: firstName, last_name: lastName, email: membership.email, type: membership.type };
  return { line: index + 2, membership: errors.length === 0 ? clean : null, errors, shown };
}

/** What the register already holds, to flag a row that would repeat it. */
export interface RegisterKeys {
  numbers: ReadonlySet<string>;
  emails: ReadonlySet<string>;
}

/**
 * Adds the duplicate errors to checked rows (in place, returns them): a number or an email (case ignored) that
 * repeats an earlier row of the file names that row's line; one already in the register says so.
 */
export function flagDuplicates(rows: CheckedRow[], raws: readonly RawRow[], mapping: Mapping, register: RegisterKeys) {
  const numbers = new Map<string, number>();
  const emails = new Map<string, number>();
  rows.forEach((row, i) => {
    const raw = raws[i]!;
    const number = cellOf(raw, mapping, "number");
    const email = cellOf(raw, mapping, "email").toLowerCase();
    const added: string[] = [];
    if (number) {
      const first = numbers.get(number);
      if (first !== undefined) added.push(T_REGISTAR.duplikatBroja(first));
      else numbers.set(number, row.line);
      if (register.numbers.has(number)) added.push(T_REGISTAR.brojURegistru);
    }
    if (email) {
      const first = emails.get(email);
      if (first !== undefined) added.push(T_REGISTAR.duplikatEmaila(first));
      else emails.set(email, row.line);
      if (register.emails.has(email)) added.push(T_REGISTAR.emailURegistru);
    }
    if (added.length > 0) {
      row.errors.push(...added);
      row.membership = null;
    }
  });
  return rows;
}

/** A cell a spreadsheet would read as a formula (= + - @, or a leading tab or CR) behind an apostrophe. */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A stored membership as the export reads it. */
export interface RegisterRow {
  number: string;
  first_name: string;
  last_name: string;
  email: string | null;
  type: string;
  status: string;
  valid_from: string | null;
  expiry: string | null;
  date_of_birth: string | null;
}

/** The export's columns: the same names the import recognises, so an export can be read back. */
const EXPORT_COLUMNS = ["broj", "ime", "prezime", "email", "vrsta", "status", "vrijedi_od", "istek", "datum_rodenja"];

/** The register as CSV text (live status as of `today`), every cell neutralised. */
export function registerCsv(rows: readonly RegisterRow[], today: string): string {
  const data = rows.map((r) =>
    [
      r.number,
      r.first_name,
      r.last_name,
      r.email ?? "",
      r.type,
      liveStatus(r, today),
      r.valid_from ?? "",
      r.expiry ?? "",
      r.date_of_birth ?? "",
    ].map((cell) => neutraliseCell(cell)),
  );
  return Papa.unparse({ fields: EXPORT_COLUMNS, data });
}

/** The export's file name: registar-<federation slug>-<day>.csv. */
export const exportFileName = (slug: string, today: string) => `registar-${slug || "savez"}-${today}.csv`;
