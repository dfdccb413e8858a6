// Reading a competitors' CSV the way Croatian spreadsheets really write it: `,` or `;` (or tab) delimited,
// UTF-8 with or without a BOM, or Windows-1250 (what Excel saves on a Croatian Windows), quoted fields.
// Any input gives rows or one of the spec's messages (SPEC §5, §8), never an exception.
// This module is pure: no fetch, no DOM; the bytes come from the caller.
import Papa from "papaparse";
import type { Natjecatelj } from "../../../shared/types";
import { T } from "../../../shared/texts";
import { decodeCsvBytes } from "../../lib/csv-text";

export { decodeCsvBytes };

/** The columns every competitors' CSV must have (header match trimmed, case-insensitive). */
export const REQUIRED_COLUMNS = ["ime", "prezime", "team"] as const;

/** Rows read from the file, or the message to show (the list stays as it was). */
export type CsvResult =
  | { ok: true; rows: Natjecatelj[] }
  | { ok: false; error: string; /** ours: which row or column, when known */ detail?: string };

const missingColumns = (detail?: string): CsvResult => ({ ok: false, error: T.csvMissingColumns, detail });
const parseFailure = (detail?: string): CsvResult => ({ ok: false, error: T.csvParseError, detail });

/** Papaparse errors that mean the text is not CSV; a guessed delimiter or a short/long row is judged later. */
function isFatal(error: Papa.ParseError): boolean {
  return error.type === "Quotes";
}

/** The value of a required column in one parsed row, trimmed ("" when absent). */
function cell(row: Record<string, unknown>, column: string): string {
  const value = row[column];
  return typeof value === "string" ? value.trim() : "";
}

/** Competitors from CSV text with a header row; empty lines skipped. */
export function parseNatjecateljiCsv(text: string): CsvResult {
  const parsed = Papa.parse<Record<string, unknown>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (header) => header.trim().toLowerCase(),
    delimitersToGuess: [",", ";", "\t", "|"],
  });
  const fatal = parsed.errors.find(isFatal);
  if (fatal) return parseFailure(`Redak ${fatal.row === undefined ? "?" : fatal.row + 2}: ${fatal.message}`);
  const fields = parsed.meta.fields ?? [];
  const absent = REQUIRED_COLUMNS.filter((column) => !fields.includes(column));
  if (absent.length > 0) return missingColumns(`Nedostaje: ${absent.join(", ")}`);
  const rows: Natjecatelj[] = [];
  for (const [index, row] of parsed.data.entries()) {
    const natjecatelj = { ime: cell(row, "ime"), prezime: cell(row, "prezime"), team: cell(row, "team") };
    const empty = REQUIRED_COLUMNS.filter((column) => !natjecatelj[column]);
    // SPEC §5: a row that lacks ime, prezime or team is the same error as a missing column.
    if (empty.length > 0) return missingColumns(`Redak ${index + 2}: nedostaje ${empty.join(", ")}`);
    rows.push(natjecatelj);
  }
  return { ok: true, rows };
}

/** Competitors from a file's bytes; whatever goes wrong becomes the spec's parse-failure message. */
export function readNatjecateljiCsv(bytes: Uint8Array): CsvResult {
  try {
    return parseNatjecateljiCsv(decodeCsvBytes(bytes));
  } catch {
    return parseFailure();
  }
}
