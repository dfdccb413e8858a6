// The drop area for one .csv (SPEC §2 hint texts). Reading happens here; parsing is the pure csv.ts.
import { useDropzone } from "react-dropzone";
import { T, T_ENTRY } from "../../../../shared/texts";
import { readNatjecateljiCsv, type CsvResult } from "../csv";

/** Reads the dropped file; a read failure is the spec's parse-failure text. */
async function readFile(file: File): Promise<CsvResult> {
  try {
    return readNatjecateljiCsv(new Uint8Array(await file.arrayBuffer()));
  } catch {
    return { ok: false, error: T.csvParseError };
  }
}

/** One .csv, dropped or chosen; `onResult` gets its rows or the message, with the file's name. */
export function CsvDropzone({
  onResult,
  disabled,
}: {
  onResult: (result: CsvResult, fileName: string) => void;
  disabled?: boolean;
}) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { "text/csv": [".csv"] },
    maxFiles: 1,
    multiple: false,
    disabled,
    onDrop: (accepted, rejections) => {
      const file = accepted[0];
      if (rejections.length > 0 || !file) return onResult({ ok: false, error: T_ENTRY.csvOnlyOne }, "");
      void readFile(file).then((result) => onResult(result, file.name));
    },
  });
  return (
    <div {...getRootProps({ className: "dropzone" })}>
      <input {...getInputProps({ "aria-label": "CSV" })} />
      <p>{isDragActive ? T.csvDragActive : T.csvHint}</p>
    </div>
  );
}
