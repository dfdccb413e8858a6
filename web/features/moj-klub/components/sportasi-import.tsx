// 'Uvoz sportaša iz CSV-a': the register's import (web/lib/csv-import.ts, web/components/csv-import-parts.tsx)
// for a club's athletes: a file dropped or chosen is read in chunks, its columns mapped to our fields (guessed
// from the headers, changeable), every row checked (the shared schema: a bad OIB's check digit, a missing
// name or date, neither OIB nor a note; an OIB or a name with a date of birth repeated in the file or already
// in the club) and previewed, each refused row at its line. Nothing is written until 'Uvezi', which sends
// every row in one ImportSportasi: all or nothing.
import { useEffect, useMemo, useRef, useState } from "react";
import { MAX_SPORTASI_PER_IMPORT } from "../../../../shared/entities/sportas/input";
import { T, T_KLUBOVI, T_MOJ_KLUB, T_REGISTAR } from "../../../../shared/texts";
import { Cell } from "../../../components/form-controls";
import { checkRowsChunked, parseCsvFile, type ParsedCsv } from "../../../lib/csv-import";
import { ImportFlow, previewRows, refusalText, type ImportMessage } from "../../../components/csv-import-flow";
import { importSportasi, type MojKlub } from "../api/moj-klub";
import {
  SPORTAS_FIELDS,
  SPORTAS_LABELS,
  checkSportas,
  flagSportasDuplicates,
  guessSportasMapping,
  type CheckedSportas,
  type KnownAthletes,
  type SportasMapping,
} from "../csv";

function PreviewTable({ rows }: { rows: readonly CheckedSportas[] }) {
  const headers = [
    T_REGISTAR.redak,
    T_MOJ_KLUB.ime,
    T_MOJ_KLUB.prezime,
    T_MOJ_KLUB.datumRodenja,
    T_MOJ_KLUB.oib,
    T_REGISTAR.greske,
  ];
  return (
    <div className="table-wrap">
      <table className="data-table stack-table" data-testid="import-preview">
        <caption className="visually-hidden">{T_MOJ_KLUB.uvozSportasa}</caption>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} className={row.errors.length > 0 ? "row-error" : undefined} data-line={row.line}>
              <Cell column={T_REGISTAR.redak}>{row.line}</Cell>
              <Cell column={T_MOJ_KLUB.ime}>{row.shown.ime}</Cell>
              <Cell column={T_MOJ_KLUB.prezime}>{row.shown.prezime}</Cell>
              <Cell column={T_MOJ_KLUB.datumRodenja}>{row.shown.datum_rodenja}</Cell>
              <Cell column={T_MOJ_KLUB.oib}>{row.shown.oib}</Cell>
              <Cell column={T_REGISTAR.greske}>{row.errors.length > 0 ? row.errors.join(" ") : T_REGISTAR.uRedu}</Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface Loaded extends ParsedCsv {
  known: KnownAthletes;
}

/** The import for `klub`, whose athletes so far are `known`. */
export function SportasiImport({ klub, known }: { klub: MojKlub; known: KnownAthletes }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [mapping, setMapping] = useState<SportasMapping>({});
  const [result, setResult] = useState<{ loaded: Loaded; mapping: SportasMapping; rows: CheckedSportas[] } | null>(
    null,
  );
  const [progress, setProgress] = useState(0);
  const [reading, setReading] = useState(false);
  const [importing, setImporting] = useState(false);
  const [message, setMessage] = useState<ImportMessage | null>(null);
  const generation = useRef(0);

  async function onFile(file: File | null) {
    generation.current++;
    setResult(null);
    setLoaded(null);
    if (!file) return setMessage({ severity: "error", text: T_REGISTAR.samoJedna });
    setMessage(null);
    setReading(true);
    try {
      const parsed = await parseCsvFile(file);
      if (parsed.rows.length === 0) return setMessage({ severity: "error", text: T_REGISTAR.praznaDatoteka });
      setMapping(guessSportasMapping(parsed.headers));
      setLoaded({ ...parsed, known });
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
    const check = (raw: (typeof loaded.rows)[number], i: number) => checkSportas(raw, i, mapping, klub);
    void checkRowsChunked(loaded.rows, check, setProgress, () => run !== generation.current).then((rows) => {
      if (rows && run === generation.current) {
        setResult({ loaded, mapping, rows: flagSportasDuplicates(rows, loaded.known) });
      }
    });
  }, [loaded, mapping, klub]);

  const checked = result && result.loaded === loaded && result.mapping === mapping ? result.rows : null;
  const total = loaded?.rows.length ?? 0;
  const errorCount = checked?.filter((r) => r.errors.length > 0).length ?? 0;
  const tooMany = total > MAX_SPORTASI_PER_IMPORT;
  const shown = useMemo(() => (checked ? previewRows(checked) : []), [checked]);
  const ready = !!checked && errorCount === 0 && !tooMany && total > 0;

  async function send() {
    if (!checked || !ready) return;
    setImporting(true);
    setMessage(null);
    try {
      const count = await importSportasi(checked.map((r) => r.sportas!));
      setLoaded(null);
      setResult(null);
      setMessage({ severity: "success", text: T_MOJ_KLUB.uvezeno(count) });
    } catch (error) {
      setMessage({ severity: "error", text: refusalText(error) });
    } finally {
      setImporting(false);
    }
  }

  return (
    <ImportFlow
      titleId="uvoz-sportasa"
      title={<h3 id="uvoz-sportasa">{T_MOJ_KLUB.uvozSportasa}</h3>}
      intro={T_MOJ_KLUB.uvozUvod}
      onFile={(file) => void onFile(file)}
      reading={reading}
      importing={importing}
      mapping={
        loaded
          ? { headers: loaded.headers, fields: SPORTAS_FIELDS, labels: SPORTAS_LABELS, mapping, onChange: setMapping }
          : null
      }
      progress={progress}
      total={total}
      checked={
        checked
          ? {
              errorCount,
              tooMany: tooMany ? T_KLUBOVI.tooMany(MAX_SPORTASI_PER_IMPORT) : null,
              preview: <PreviewTable rows={shown} />,
            }
          : null
      }
      message={message}
      ready={ready}
      onSend={() => void send()}
    />
  );
}
