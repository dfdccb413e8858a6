// Reading a register CSV without freezing the page: papaparse works through the text in chunks of 64 KiB and
// pauses after each, resuming on a new task, and the rows are checked a few hundred at a time between yields
// to the event loop. A click or a keypress is handled between any two pieces of work, however big the file.
import Papa from "papaparse";
import { decodeCsvBytes } from "../../lib/csv-text";
import { checkRow, type CheckContext, type CheckedRow, type Mapping, type RawRow } from "./csv";

/** Bytes papaparse reads before it hands a chunk over (and yields). */
const PARSE_CHUNK = 64 * 1024;
/** Rows checked between two yields. */
const CHECK_CHUNK = 250;

/** Lets the browser handle input and paint before the next piece of work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
 * Checks every row against `mapping`, a chunk at a time with a yield between chunks; `onProgress` gets the
 * rows done so far. Returns null when `cancelled()` turned true meanwhile (a new file or mapping).
 */
export async function checkRowsChunked(
  rows: readonly RawRow[],
  mapping: Mapping,
  context: CheckContext,
  onProgress: (done: number) => void,
  cancelled: () => boolean,
): Promise<CheckedRow[] | null> {
  const checked: CheckedRow[] = [];
  for (let start = 0; start < rows.length; start += CHECK_CHUNK) {
    await yieldToBrowser();
    if (cancelled()) return null;
    const end = Math.min(rows.length, start + CHECK_CHUNK);
    for (let i = start; i < end; i++) checked.push(checkRow(rows[i]!, i, mapping, context));
    onProgress(end);
  }
  return checked;
}
