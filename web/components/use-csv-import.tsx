// The state every CSV import keeps (the register's 'Uvoz iz CSV-a', a club's 'Uvoz sportaša'): the file read
// (with whatever the check needs beside it), the column mapping, the rows checked in chunks for the current
// file and mapping only (a newer file or mapping cancels the older run), and 'Uvezi', which sends every row at
// once. Each import gives its own reading, row check, duplicates pass, fields, preview columns and request; the
// hook hands back the props of ImportFlow (./csv-import-flow.tsx) but its title, the preview (ImportPreview) drawn.
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { T, T_REGISTAR } from "../../shared/texts";
import { checkRowsChunked, type MappingOf, type ParsedCsv, type RawRow } from "../lib/csv-import";
import { previewRows, refusalText, type ImportMessage } from "./csv-import-flow";
import { DataTable } from "./data-table";
import { Cell } from "./form-controls";

/** A checked row: its line in the file, the errors found (none: it can be imported) and the value to send. */
export interface CheckedImportRow {
  line: number;
  errors: string[];
}

/** What one import does its own way. */
export interface CsvImportSpec<F extends string, L extends ParsedCsv, R extends CheckedImportRow> {
  /** Reads the file and what the check needs beside it (e.g. the stored register). */
  load: (file: File) => Promise<L>;
  /** The mapping guessed from the file's headers. */
  guess: (headers: readonly string[]) => MappingOf<F>;
  /** One run's row check (made once per run, so a run's context, e.g. today's date, is read once). */
  checker: (mapping: MappingOf<F>) => (raw: RawRow, index: number) => R;
  /** The run's last pass over all rows: repeats within the file and against what is stored. */
  finish: (rows: R[], loaded: L, mapping: MappingOf<F>) => R[];
  /** The fields a column can be mapped to, and their names. */
  fields: readonly F[];
  labels: Record<F, string>;
  /** The most rows one import takes, and the refusal of a file with more. */
  max: number;
  tooManyText: string;
  /** The preview table's caption and the columns it shows of each row (besides line and errors). */
  preview: { caption: string; columns: readonly PreviewColumn<R>[] };
  /** Sends the checked rows; resolves to the success message. */
  send: (rows: R[]) => Promise<string>;
}

/** The import's state and actions; `checker` must keep its identity between renders (useCallback). */
export function useCsvImport<F extends string, L extends ParsedCsv, R extends CheckedImportRow>({
  load,
  guess,
  checker,
  finish,
  fields,
  labels,
  max,
  tooManyText,
  preview,
  send,
}: CsvImportSpec<F, L, R>) {
  const [loaded, setLoaded] = useState<L | null>(null);
  const [reading, setReading] = useState(false);
  const [mapping, setMapping] = useState<MappingOf<F>>({});
  // The last finished check, with the file and mapping it belongs to (an older one is not shown).
  const [result, setResult] = useState<{ loaded: L; mapping: MappingOf<F>; rows: R[] } | null>(null);
  const [progress, setProgress] = useState(0);
  const [message, setMessage] = useState<ImportMessage | null>(null);
  const [importing, setImporting] = useState(false);
  const generation = useRef(0);

  async function onFile(file: File | null) {
    generation.current++;
    setResult(null);
    setLoaded(null);
    if (!file) return setMessage({ severity: "error", text: T_REGISTAR.samoJedna });
    setMessage(null);
    setReading(true);
    try {
      const read = await load(file);
      if (read.rows.length === 0) return setMessage({ severity: "error", text: T_REGISTAR.praznaDatoteka });
      setMapping(guess(read.headers));
      setLoaded(read);
    } catch {
      setMessage({ severity: "error", text: T.csvParseError });
    } finally {
      setReading(false);
    }
  }

  // Every new file or mapping checks all rows again, in chunks; a newer one cancels the older run.
  useEffect(() => {
    if (!loaded) return;
    const run = ++generation.current;
    void checkRowsChunked(loaded.rows, checker(mapping), setProgress, () => run !== generation.current).then((rows) => {
      if (rows && run === generation.current) setResult({ loaded, mapping, rows: finish(rows, loaded, mapping) });
    });
  }, [loaded, mapping, checker, finish]);

  const checked = result && result.loaded === loaded && result.mapping === mapping ? result.rows : null;
  const total = loaded?.rows.length ?? 0;
  const errorCount = checked?.filter((r) => r.errors.length > 0).length ?? 0;
  const tooMany = total > max;
  const shown = useMemo(() => (checked ? previewRows(checked) : []), [checked]);
  const ready = !!checked && errorCount === 0 && !tooMany && total > 0;

  async function onSend() {
    if (!checked || !ready) return;
    setImporting(true);
    setMessage(null);
    try {
      const text = await send(checked);
      setLoaded(null);
      setResult(null);
      setMessage({ severity: "success", text });
    } catch (error) {
      setMessage({ severity: "error", text: refusalText(error) });
    } finally {
      setImporting(false);
    }
  }

  /** ImportFlow's props but the title and intro. */
  return {
    onFile: (file: File | null) => void onFile(file),
    reading,
    importing,
    mapping: loaded ? { headers: loaded.headers, fields, labels, mapping, onChange: setMapping } : null,
    progress,
    total,
    checked: checked
      ? {
          errorCount,
          tooMany: tooMany ? tooManyText : null,
          preview: <ImportPreview caption={preview.caption} columns={preview.columns} rows={shown} />,
        }
      : null,
    message,
    ready,
    onSend: () => void onSend(),
  };
}

/** One column of the preview: its header and the row's cell as read from the file. */
export interface PreviewColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
}

/** The preview table: line, the row's fields as read (`columns`), and its errors. */
export function ImportPreview<R extends CheckedImportRow>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly PreviewColumn<R>[];
  rows: readonly R[];
}) {
  return (
    <DataTable
      headers={[T_REGISTAR.redak, ...columns.map((c) => c.header), T_REGISTAR.greske]}
      caption={caption}
      testId="import-preview"
    >
      {rows.map((row) => (
        <tr key={row.line} className={row.errors.length > 0 ? "row-error" : undefined} data-line={row.line}>
          <Cell column={T_REGISTAR.redak}>{row.line}</Cell>
          {columns.map((c) => (
            <Cell key={c.header} column={c.header}>
              {c.cell(row)}
            </Cell>
          ))}
          <Cell column={T_REGISTAR.greske}>{row.errors.length > 0 ? row.errors.join(" ") : T_REGISTAR.uRedu}</Cell>
        </tr>
      ))}
    </DataTable>
  );
}
