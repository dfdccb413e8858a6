// A club's transfers (issue 29): asking for an athlete of another club of the federation (the receiving club
// asks), and the requests for our athletes, which the releasing club agrees to or refuses; the federation's
// staff confirm afterwards. Each row names its athlete (ours, or the one we asked for: issue 50) and shows its
// status in words with what it waits for.
import { useState } from "react";
import { Klubovi } from "../../../../shared/entities/klub/operations";
import type { StoredSportas } from "../../../../shared/entities/sportas/operations";
import type { StoredTransfer } from "../../../../shared/entities/transfer/operations";
import { zagrebDay } from "../../../../shared/dates";
import { T, T_MOJ_KLUB } from "../../../../shared/texts";
import { DataTable } from "../../../components/data-table";
import { TRANSFER_HEADERS, TransferCells } from "../../../components/transfer-cells";
import { DateField, FormActions, TextField } from "../../../components/form-controls";
import { LabelledSelect } from "../../../components/labelled-select";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { splitRefusal } from "../../../lib/form-errors";
import { useOperation } from "../../../lib/graphql";
import { useTransferSportasi } from "../../../lib/transferi";
import { answerTransfer, askTransfer, usePretragaSportasa, useTransferi, type MojKlub } from "../api/moj-klub";

const errorText = (error: unknown) => splitRefusal(error, () => null).message?.text ?? T.genericError;

/**
 * The ask: an athlete of another club of the federation, found by name (the search shows name, club and year
 * of birth only), and the date of the move; the releasing club is the athlete's.
 */
function AskForm({ klub }: { klub: MojKlub }) {
  const [q, setQ] = useState("");
  const athletes = usePretragaSportasa(klub.savez_id, q);
  const [sportas, setSportas] = useState("");
  const [datum, setDatum] = useState(zagrebDay());
  const [message, setMessage] = useState<{ severity: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const found = (athletes.data ?? []).filter((s) => s.klub && s.klub.id !== klub.id);
  const options = found.map((s) => ({
    value: s.id,
    label: T_MOJ_KLUB.pronadeniSportas(`${s.ime} ${s.prezime}`, s.klub!.naziv, s.godina_rodenja),
  }));
  const from = found.find((s) => s.id === sportas)?.klub?.id ?? "";

  async function ask() {
    setBusy(true);
    setMessage(null);
    try {
      await askTransfer({
        savez_id: klub.savez_id,
        sportas_id: sportas,
        from_club_id: from,
        club_id: klub.id,
        datum,
        napomena: null,
      });
      setSportas("");
      setMessage({ severity: "success", text: T_MOJ_KLUB.transferZatrazen });
    } catch (error) {
      setMessage({ severity: "error", text: errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="transfer-ask" className="form">
      <h3 id="transfer-ask">{T_MOJ_KLUB.zatraziTransfer}</h3>
      <p>{T_MOJ_KLUB.transferUvod}</p>
      <div className="row">
        <TextField
          id="transfer-trazi"
          label={T_MOJ_KLUB.traziSportasa}
          type="search"
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setSportas("");
          }}
        />
        <LabelledSelect
          id="transfer-sportas"
          label={T_MOJ_KLUB.sportasDrugogKluba}
          value={sportas}
          options={[{ value: "", label: "" }, ...options]}
          onChange={setSportas}
        />
        <DateField
          id="transfer-datum"
          label={T_MOJ_KLUB.datumTransfera}
          value={datum}
          onChange={(event) => setDatum(event.target.value)}
        />
      </div>
      {athletes.data ? <p role="status">{T_MOJ_KLUB.pronadeni(found.length)}</p> : null}
      {athletes.error ? <Alert severity="error">{T_MOJ_KLUB.greska}</Alert> : null}
      {message ? <Alert severity={message.severity}>{message.text}</Alert> : null}
      <FormActions>
        <Button onClick={() => void ask()} disabled={!from || !sportas || !datum || busy} aria-busy={busy}>
          {T_MOJ_KLUB.zatraziTransfer}
        </Button>
      </FormActions>
    </section>
  );
}

function TransferRows({
  rows,
  names,
  clubName,
  answerable,
}: {
  rows: readonly StoredTransfer[];
  names: ReadonlyMap<string, string>;
  clubName: (id: string) => string;
  answerable: boolean;
}) {
  const [message, setMessage] = useState<string | null>(null);
  if (rows.length === 0) return <p>{T_MOJ_KLUB.nemaTransfera}</p>;
  const answer = async (row: StoredTransfer, agree: boolean) => {
    setMessage(null);
    try {
      await answerTransfer(row, agree);
      setMessage(T_MOJ_KLUB.transferKorak);
    } catch (error) {
      setMessage(errorText(error));
    }
  };
  return (
    <>
      <DataTable headers={answerable ? [...TRANSFER_HEADERS, T_MOJ_KLUB.radnje] : TRANSFER_HEADERS}>
        {rows.map((t) => (
          <tr key={t.id} data-testid="transfer-row">
            <TransferCells transfer={t} athlete={names.get(t.sportas_id) ?? "—"} clubName={clubName} />
            {answerable ? (
              <td>
                {t.status === "zatrazen" ? (
                  <span className="row">
                    <Button variant="secondary" onClick={() => void answer(t, true)}>
                      {T_MOJ_KLUB.prihvati}
                    </Button>
                    <Button variant="danger" onClick={() => void answer(t, false)}>
                      {T_MOJ_KLUB.odbijTransfer}
                    </Button>
                  </span>
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </DataTable>
      {message ? <p role="status">{message}</p> : null}
    </>
  );
}

export function TransferiSection({ klub, sportasi }: { klub: MojKlub; sportasi: readonly StoredSportas[] }) {
  const { data, error } = useTransferi(klub);
  const clubs = useOperation(Klubovi, { savez_id: klub.savez_id }).data?.klubovi ?? [];
  const clubName = (id: string) => clubs.find((c) => c.id === id)?.naziv ?? "—";
  const transferNames = useTransferSportasi(klub.savez_id);
  const names = new Map([...transferNames, ...sportasi.map((s) => [s.id, `${s.ime} ${s.prezime}`] as const)]);
  const rows = data?.transferi ?? [];
  return (
    <>
      {error ? <Alert severity="error">{T_MOJ_KLUB.greska}</Alert> : null}
      <h3>{T_MOJ_KLUB.dolazni}</h3>
      <TransferRows
        rows={rows.filter((t) => t.from_club_id === klub.id)}
        names={names}
        clubName={clubName}
        answerable
      />
      <h3>{T_MOJ_KLUB.odlazni}</h3>
      <TransferRows
        rows={rows.filter((t) => t.club_id === klub.id)}
        names={names}
        clubName={clubName}
        answerable={false}
      />
      <AskForm klub={klub} />
    </>
  );
}
