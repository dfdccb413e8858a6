// Reading an import CSV (the membership register's, a club's athletes) without freezing the page: papaparse
// works through the text in chunks of 64 KiB and pauses after each, resuming on a new task, and the rows are
// checked a few hundred at a time between yields to the event loop. A click or a keypress is handled between
// any two pieces of work, however big the file. With the pieces every import's row check shares: a header's
// key, the mapping guessed from the headers by each field's names, and a date as Croatians write it.
import Papa from "papaparse";
import { decodeCsvBytes } from "./csv-text";
import { nextTask } from "./next-task";

/** One row of the file: header → cell. */
export type RawRow = Record<string, string>;

/** Which header feeds each field (absent: not imported). */
export type MappingOf<F extends string> = Partial<Record<F, string>>;

/** A header as compared: lower case, no diacritics (đ → d), runs of spaces, dashes and dots as one `_`. */
export function headerKey(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/đ/g, "d")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\s\-.]+/g, "_");
}

/** The mapping guessed from a file's headers: each field takes the first header one of its names matches. */
export function guessMappingBy<F extends string>(
  headers: readonly string[],
  fields: readonly F[],
  aliases: Record<F, readonly string[]>,
): MappingOf<F> {
  const mapping: MappingOf<F> = {};
  const used = new Set<string>();
  for (const field of fields) {
    const names = new Set(aliases[field].map(headerKey));
    const header = headers.find((h) => !used.has(h) && names.has(headerKey(h)));
    if (header !== undefined) {
      mapping[field] = header;
      used.add(header);
    }
  }
  return mapping;
}

/** The trimmed cell a field is mapped to ("" when unmapped or absent). */
export const cellOf = <F extends string>(raw: RawRow, mapping: MappingOf<F>, field: F) => {
  const header = mapping[field];
  return header === undefined ? "" : (raw[header] ?? "").trim();
};

/** True for a real calendar day y-m-d. */
function realDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A date cell as "YYYY-MM-DD": ISO, or as Croatians write it ("1. 6. 2026.", "01.06.2026", "1/6/2026").
 * Null for a blank cell, "invalid" for anything else.
 */
export function readDate(cell: string): string | null | "invalid" {
  const value = cell.trim();
  if (!value) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const local = /^(\d{1,2})\s*[./]\s*(\d{1,2})\s*[./]\s*(\d{4})\.?$/.exec(value);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : local ? [local[3], local[2], local[1]] : [];
  if (!y || !m || !d || !realDay(Number(y), Number(m), Number(d))) return "invalid";
  return `${y}-${pad(Number(m))}-${pad(Number(d))}`;
}

/** Bytes papaparse reads before it hands a chunk over (and yields). */
const PARSE_CHUNK = 64 * 1024;
/**
 * Milliseconds of row checks between two yields: a slice ends by the clock, not by a row count, so a slow or
 * busy phone still gets its input handled between slices (a count sized for a quick machine is a long task on
 * a slow one).
 */
const CHECK_SLICE_MS = 20;

/** A file's headers and rows (every cell a string; empty lines skipped). */
export interface ParsedCsv {
  headers: string[];
  rows: RawRow[];
}

/** Parses a CSV file's bytes in chunks, yielding after each. */
export async function parseCsvFile(file: Blob): Promise<ParsedCsv> {
  const text = decodeCsvBytes(new Uint8Array(await file.arrayBuffer())).replace(/^\uFEFF/, "");
  return new Promise((resolve, reject) => {
    const rows: RawRow[] = [];
    let headers: string[] = [];
    Papa.parse<RawRow>(text, {
      header: true,
      skipEmptyLines: "greedy",
      transformHeader: (header) => header.trim(),
      delimitersToGuess: [",", ";", "\t", "|"],
      chunkSize: PARSE_CHUNK,
      chunk: (results: Papa.ParseResult<RawRow>, parser: Papa.Parser) => {
        headers = results.meta.fields ?? headers;
        for (const row of results.data) rows.push(row);
        parser.pause();
        setTimeout(() => parser.resume(), 0);
      },
      complete: () => resolve({ headers, rows }),
      error: (error: Error) => reject(error),
    });
  });
}

/**
 * Checks every row with `check`, a slice of time at a time with a yield between slices; `onProgress` gets the
 * rows done so far. Returns null when `cancelled()` turned true meanwhile (a new file or mapping).
 */
export async function checkRowsChunked<R>(
  rows: readonly RawRow[],
  check: (raw: RawRow, index: number) => R,
  onProgress: (done: number) => void,
  cancelled: () => boolean,
): Promise<R[] | null> {
  const checked: R[] = [];
  while (checked.length < rows.length) {
    await nextTask();
    if (cancelled()) return null;
    const sliceEnds = performance.now() + CHECK_SLICE_MS;
    do checked.push(check(rows[checked.length]!, checked.length));
    while (checked.length < rows.length && performance.now() < sliceEnds);
    onProgress(checked.length);
  }
  return checked;
}
