// 'Uvoz iz CSV-a': a file dropped or chosen is read in chunks (read-csv.ts), its columns mapped to our fields
// (guessed from the headers, changeable), every row checked (missing name, bad date, a type the federation does
// not issue, a number or email repeated in the file or already in the register) and previewed: the first rows
// and every row with an error, never thousands of table rows at once. Nothing is written until 'Uvezi', which
// sends all rows in one ImportClanstva: all or nothing.
import { useEffect, useMemo, useRef, useState } from "react";
import { MAX_MEMBERSHIPS_PER_IMPORT } from "../../../../shared/entities/membership/input";
import { T_MEMBERSHIP, T, T_REGISTAR } from "../../../../shared/texts";
import { useCan } from "../../../components/role-guard";
import { Cell } from "../../../components/form-controls";
import { useCurrentSavez } from "../../../lib/current-savez";
import { zagrebDay } from "../../../../shared/dates";
import { useSession } from "../../../lib/session";
import { importMemberships, wholeRegister } from "../api/clanstva";
import {
  FIELD_LABELS,
  IMPORT_FIELDS,
  flagDuplicates,
  checkRow,
  guessMapping,
  type CheckedRow,
  type Mapping,
  type RegisterKeys,
} from "../csv";
import { checkRowsChunked, parseCsvFile, type ParsedCsv } from "../../../lib/csv-import";
import { ImportFlow, previewRows, refusalText, type ImportMessage } from "../../../components/csv-import-flow";

interface Loaded extends ParsedCsv {
  fileName: string;
  register: RegisterKeys;
}

/** The preview table: line, the row's fields as read, and its errors. */
function PreviewTable({ rows }: { rows: readonly CheckedRow[] }) {
  const headers = [
    T_REGISTAR.redak,
    T_REGISTAR.ime,
    T_REGISTAR.prezime,
    T_REGISTAR.email,
    T_REGISTAR.vrsta,
    T_REGISTAR.greske,
  ];
  return (
    <div className="table-wrap">
      <table className="data-table stack-table" data-testid="import-preview">
        <caption className="visually-hidden">{T_REGISTAR.uvoz}</caption>
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
            <tr key={row.line} className={row.errors.length > 0 ? "row-error" : undefined}>
              <Cell column={T_REGISTAR.redak}>{row.line}</Cell>
              <Cell column={T_REGISTAR.ime}>{row.shown.first_name}</Cell>
              <Cell column={T_REGISTAR.prezime}>{row.shown.last_name}</Cell>
              <Cell column={T_REGISTAR.email}>{row.shown.email}</Cell>
              <Cell column={T_REGISTAR.vrsta}>{row.shown.type}</Cell>
              <Cell column={T_REGISTAR.greske}>{row.errors.length > 0 ? row.errors.join(" ") : T_REGISTAR.uRedu}</Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The register's CSV import for the federation being worked on. */
export function CsvImport({ types }: { types: readonly string[] }) {
  const givesNumbers = useCan("create", "membership_numbers");
  const { token } = useSession();
  const { savezId } = useCurrentSavez();
  const fields = useMemo(() => IMPORT_FIELDS.filter((f) => givesNumbers || f !== "number"), [givesNumbers]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [reading, setReading] = useState(false);
  const [mapping, setMapping] = useState<Mapping>({});
  // The last finished check, with the file and mapping it belongs to (an older one is not shown).
  const [result, setResult] = useState<{ loaded: Loaded; mapping: Mapping; rows: CheckedRow[] } | null>(null);
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
      const [parsed, stored] = await Promise.all([parseCsvFile(file), wholeRegister(savezId, token)]);
      if (parsed.rows.length === 0) return setMessage({ severity: "error", text: T_REGISTAR.praznaDatoteka });
      const register = {
        numbers: new Set(stored.map((m) => m.number)),
        emails: new Set(stored.map((m) => (m.email ?? "").toLowerCase())),
      };
      setMapping(guessMapping(parsed.headers, fields));
      setLoaded({ ...parsed, fileName: file.name, register });
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
    const context = { types, today: zagrebDay(), allowNumber: givesNumbers };
    const check = (raw: (typeof loaded.rows)[number], i: number) => checkRow(raw, i, mapping, context);
    void checkRowsChunked(loaded.rows, check, setProgress, () => run !== generation.current).then((rows) => {
      if (rows && run === generation.current) {
        setResult({ loaded, mapping, rows: flagDuplicates(rows, loaded.rows, mapping, loaded.register) });
      }
    });
  }, [loaded, mapping, types, givesNumbers]);

  const checked = result && result.loaded === loaded && result.mapping === mapping ? result.rows : null;
  const total = loaded?.rows.length ?? 0;
  const errorCount = checked?.filter((r) => r.errors.length > 0).length ?? 0;
  const tooMany = total > MAX_MEMBERSHIPS_PER_IMPORT;
  const shown = useMemo(() => (checked ? previewRows(checked) : []), [checked]);
  const ready = !!checked && errorCount === 0 && !tooMany && total > 0;

  async function send() {
    if (!checked || !ready) return;
    setImporting(true);
    setMessage(null);
    try {
      const count = await importMemberships(
        checked.map((r) => r.membership!),
        token,
        savezId,
      );
      setLoaded(null);
      setResult(null);
      setMessage({ severity: "success", text: T_REGISTAR.uvezeno(count) });
    } catch (error) {
      setMessage({ severity: "error", text: refusalText(error) });
    } finally {
      setImporting(false);
    }
  }

  return (
    <ImportFlow
      titleId="uvoz-naslov"
      title={<h2 id="uvoz-naslov">{T_REGISTAR.uvoz}</h2>}
      intro={T_REGISTAR.uvozUvod}
      onFile={(file) => void onFile(file)}
      reading={reading}
      importing={importing}
      mapping={loaded ? { headers: loaded.headers, fields, labels: FIELD_LABELS, mapping, onChange: setMapping } : null}
      progress={progress}
      total={total}
      checked={
        checked
          ? {
              errorCount,
              tooMany: tooMany ? T_MEMBERSHIP.tooMany(MAX_MEMBERSHIPS_PER_IMPORT) : null,
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
