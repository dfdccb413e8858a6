// What the register's import ('Uvoz iz CSV-a', web/features/clanstva/components/csv-import.tsx) and a club's
// athletes' import (web/features/moj-klub/components/sportasi-import.tsx) share: the rows a preview draws, the
// text of a refused import, and the screen around a checked file (the drop zone, the column mapping, the check's
// progress, the summary, the preview and 'Uvezi'). The state behind it and the preview table: ./use-csv-import.tsx.
import type { ReactNode } from "react";
import { T, T_REGISTAR } from "../../shared/texts";
import { CsvDropzone, CsvMappingForm } from "./csv-import-parts";
import { Alert } from "./ui/alert";
import { Button } from "./ui/button";
import { splitRefusal } from "../lib/form-errors";

/** Rows the preview always shows from the top of the file. */
export const FIRST_ROWS = 20;
/** Rows with an error the preview shows at most (the count says how many there are). */
const MAX_ERROR_ROWS = 100;

export type ImportMessage = { severity: "success" | "error" | "info"; text: string };

/** The rows the preview draws: the first few, then those with errors (capped). */
export function previewRows<R extends { errors: readonly string[] }>(checked: readonly R[]): R[] {
  const shown: R[] = [];
  let errors = 0;
  for (const [i, row] of checked.entries()) {
    if (i < FIRST_ROWS) shown.push(row);
    else if (row.errors.length > 0 && errors < MAX_ERROR_ROWS) shown.push(row);
    if (row.errors.length > 0) errors++;
  }
  return shown;
}

/** A refused import: the first row the server named ("objects.3.email" → line 5), else the form-level text. */
export function refusalText(error: unknown): string {
  const { fields, message } = splitRefusal(error, (path) => (/^\d+\./.test(path) ? path : null));
  const first = fields[0];
  if (first) return T_REGISTAR.odbijenRedak(Number(first[0].split(".")[0]) + 2, first[1]);
  return message?.text ?? T.genericError;
}

/** The file's columns and how they map to the import's fields (shown once a file is read). */
export interface ImportMapping<F extends string> {
  headers: readonly string[];
  fields: readonly F[];
  labels: Record<F, string>;
  mapping: Partial<Record<F, string>>;
  onChange: (next: Partial<Record<F, string>>) => void;
}

/** The checked file: its rows with an error, the too-many refusal (if any) and the preview table. */
export interface ImportChecked {
  errorCount: number;
  tooMany: string | null;
  preview: ReactNode;
}

/** The import's screen from the drop zone to 'Uvezi'; `title` is the section's heading (its id `titleId`). */
export function ImportFlow<F extends string>({
  titleId,
  title,
  intro,
  onFile,
  reading,
  importing,
  mapping,
  progress,
  total,
  checked,
  message,
  ready,
  onSend,
}: {
  titleId: string;
  title: ReactNode;
  intro: string;
  onFile: (file: File | null) => void;
  reading: boolean;
  importing: boolean;
  mapping: ImportMapping<F> | null;
  progress: number;
  total: number;
  checked: ImportChecked | null;
  message: ImportMessage | null;
  ready: boolean;
  onSend: () => void;
}) {
  return (
    <section aria-labelledby={titleId} className="form">
      {title}
      <p>{intro}</p>
      <CsvDropzone onFile={onFile} disabled={importing} />
      {reading ? <p role="status">{T_REGISTAR.citam}</p> : null}
      {mapping ? <CsvMappingForm {...mapping} /> : null}
      {mapping && !checked ? <p role="status">{T_REGISTAR.provjeravam(Math.min(progress, total), total)}</p> : null}
      {checked ? (
        <>
          <p role="status" data-testid="import-summary">
            {T_REGISTAR.pregled(total, checked.errorCount)}
          </p>
          {checked.tooMany ? <Alert severity="error">{checked.tooMany}</Alert> : null}
          {checked.errorCount > 0 ? <Alert severity="error">{T_REGISTAR.ispraviGreske}</Alert> : null}
          <p>{T_REGISTAR.prikazaniRedci(Math.min(FIRST_ROWS, total), total)}</p>
          {checked.preview}
        </>
      ) : null}
      {message ? <Alert severity={message.severity}>{message.text}</Alert> : null}
      <div>
        <Button onClick={onSend} disabled={!ready || importing} aria-busy={importing}>
          {importing ? T_REGISTAR.uvozim : T_REGISTAR.uvezi}
        </Button>
      </div>
    </section>
  );
}
