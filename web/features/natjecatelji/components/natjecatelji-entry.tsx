import { useMemo, useState } from "react";
import { natjecateljiSchema } from "../../../../shared/entities/natjecatelj/input";
import type { Natjecatelj } from "../../../../shared/types";
import { T, T_ENTRY } from "../../../../shared/texts";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useCurrentSavez } from "../../../lib/current-savez";
import { splitRefusal } from "../../../lib/form-errors";
import { ReloadButton } from "../../../components/form-field";
import { useSession } from "../../../lib/session";
import { insertNatjecatelji } from "../api/natjecatelji";
import type { CsvResult } from "../csv";
import { flagDuplicates, withoutDuplicates, type DuplicateFlag } from "../duplicates";
import { CsvDropzone } from "./csv-dropzone";
import { ManualForm } from "./manual-form";
import { NatjecateljiTable } from "./natjecatelji-table";

type Message = { severity: "success" | "error" | "info"; text: string; detail?: string; reload?: boolean };

const FLAGGED = { background: "var(--error-bg)", color: "var(--error-text)" } as const;

/** The flag column's text for one row ("" when the row is fine). */
function flagText(flag: DuplicateFlag): string {
  return [flag.firstRow ? T_ENTRY.duplikatRetka(flag.firstRow) : "", flag.stored ? T_ENTRY.vecSpremljen : ""]
    .filter(Boolean)
    .join(" · ");
}

/** The first schema problem of the list, with its row number, or null. */
function listProblem(rows: Natjecatelj[]): string | null {
  const parsed = natjecateljiSchema.safeParse(rows);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const row = issue?.path[0];
  const message = issue?.message ?? T.genericError;
  return typeof row === "number" ? T_ENTRY.redak(row + 1, message) : message;
}

/** Server paths of InsertNatjecatelji's rows ("3.ime" from objects.3.ime) are the list's rows. */
const rowField = (path: string) => (/^\d+\./.test(path) ? path : null);

/** A refused insert: the first row the server named, as 'Redak N: …', else the form-level text. */
function refusalMessage(error: unknown): Message {
  const { fields, message } = splitRefusal(error, rowField);
  const first = fields[0];
  if (first) return { severity: "error", text: T_ENTRY.redak(Number(first[0].split(".")[0]) + 1, first[1]) };
  return { severity: "error", text: message?.text ?? T.genericError, reload: message?.reload };
}

/**
 * 'Unesi Natjecatelje' (SPEC §2/§4/§5): a CSV replaces the list, a manual add appends, an invalid CSV leaves
 * it unchanged; duplicates (within the list or already stored) are flagged; 'Pošalji' stores all or nothing.
 */
export function NatjecateljiEntry({ storedKeys, onSaved }: { storedKeys: ReadonlySet<string>; onSaved: () => void }) {
  const { token } = useSession();
  const { savezId } = useCurrentSavez();
  const [rows, setRows] = useState<Natjecatelj[]>([]);
  const [message, setMessage] = useState<Message | null>(null);
  const [sending, setSending] = useState(false);
  const flags = useMemo(() => flagDuplicates(rows, storedKeys), [rows, storedKeys]);
  const duplicates = flags.filter((f) => f.firstRow !== null || f.stored).length;

  function onCsv(result: CsvResult, fileName: string) {
    if (!result.ok) return setMessage({ severity: "error", text: result.error, detail: result.detail });
    setRows(result.rows);
    setMessage({ severity: "info", text: T_ENTRY.csvUcitano(result.rows.length, fileName) });
  }

  async function send() {
    const problem = listProblem(rows);
    if (problem) return setMessage({ severity: "error", text: problem });
    setSending(true);
    setMessage(null);
    try {
      const count = await insertNatjecatelji(rows, token, savezId);
      setRows([]);
      setMessage({ severity: "success", text: T_ENTRY.natjecateljiOk(count) });
      onSaved();
    } catch (error) {
      setMessage(refusalMessage(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="form">
      <CsvDropzone onResult={onCsv} disabled={sending} />
      <ManualForm
        onAdd={(row) => {
          setRows((r) => [...r, row]);
          setMessage(null);
        }}
      />
      {rows.length > 0 ? (
        <section aria-labelledby="za-slanje">
          <div className="row" style={{ justifyContent: "space-between" }}>
            <h2 id="za-slanje">{T_ENTRY.zaSlanje(rows.length)}</h2>
            {duplicates > 0 ? (
              <Button variant="text" onClick={() => setRows((r) => withoutDuplicates(r, storedKeys))}>
                {T_ENTRY.ukloniDuplikate}
              </Button>
            ) : null}
          </div>
          <NatjecateljiTable
            rows={rows}
            caption={T_ENTRY.zaSlanje(rows.length)}
            extraHeaders={[T_ENTRY.oznaka, ""]}
            rowStyle={(i) => (flagText(flags[i]!) ? FLAGGED : undefined)}
            extraCells={(i) => [
              flagText(flags[i]!),
              <Button key="x" variant="text" onClick={() => setRows((r) => r.filter((_, j) => j !== i))}>
                {T_ENTRY.ukloni}
              </Button>,
            ]}
          />
        </section>
      ) : null}
      {message ? (
        <Alert severity={message.severity}>
          <span>
            {message.text}
            {message.detail ? <small style={{ display: "block" }}>{message.detail}</small> : null}
          </span>
          {message.reload ? <ReloadButton /> : null}
        </Alert>
      ) : null}
      <div>
        <Button onClick={() => void send()} disabled={rows.length === 0 || sending}>
          {sending ? T_ENTRY.salje : T.posalji}
        </Button>
      </div>
    </div>
  );
}
