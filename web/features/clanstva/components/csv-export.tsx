// 'Izvezi CSV': every page of the current federation's register, written with papaparse and every formula-like
// cell neutralised (csv.ts), downloaded as registar-<slug>-<day>.csv.
import { useState } from "react";
import { T_REGISTAR } from "../../../../shared/texts";
import { useBusyAction } from "../../../components/dialog";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useCurrentSavez } from "../../../lib/current-savez";
import { zagrebDay } from "../../../../shared/dates";
import { useSession } from "../../../lib/session";
import { wholeRegister } from "../api/clanstva";
import { exportFileName, registerCsv } from "../csv";

/** Hands `text` to the browser as a download named `name` (with a BOM, so Excel reads it as UTF-8). */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function CsvExport() {
  const { token } = useSession();
  const { savezId, current } = useCurrentSavez();
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, run } = useBusyAction(async () => {
    const today = zagrebDay();
    const rows = await wholeRegister(savezId, token);
    download(registerCsv(rows, today), exportFileName(current?.slug ?? "", today));
    setDone(T_REGISTAR.izvezeno(rows.length));
  });
  return (
    <div className="row">
      <Button
        variant="secondary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => {
          setDone(null);
          void run();
        }}
      >
        {busy ? T_REGISTAR.izvozim : T_REGISTAR.izvoz}
      </Button>
      {done ? <span role="status">{done}</span> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
    </div>
  );
}
