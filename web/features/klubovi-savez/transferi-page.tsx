// /transferi (issue 29): the federation's transfers for its staff: the athlete, both clubs, the date and the
// status; a transfer the clubs agreed on is confirmed (the move is applied on its date, in one batch) or
// refused; one still asked may be agreed or refused for the releasing club. Each athlete links to their page.
import { Link } from "react-router";
import { useState } from "react";
import type { StoredTransfer } from "../../../shared/entities/transfer/operations";
import { can } from "../../../shared/permissions";
import { ROUTES, fill } from "../../../shared/paths";
import { T, T_MOJ_KLUB, T_STAFF } from "../../../shared/texts";
import { TRANSFER_HEADERS, TransferCells } from "../../components/transfer-cells";
import { DataTable } from "../../components/data-table";
import { GuardedPage } from "../../components/role-guard";
import { SavezSwitcher } from "../../components/savez-switcher";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { useCurrentSavez } from "../../lib/current-savez";
import { splitRefusal } from "../../lib/form-errors";
import { useTransferSportasi } from "../../lib/transferi";
import { decideTransfer, useKluboviSaveza, useSportasiSaveza, useTransferiSaveza } from "./api";

function Screen() {
  const { savezId } = useCurrentSavez();
  const { data, error } = useTransferiSaveza(savezId);
  const clubs = useKluboviSaveza(savezId).data?.klubovi ?? [];
  const athletes = useSportasiSaveza(savezId).data?.sportasi ?? [];
  const [message, setMessage] = useState<{ severity: "success" | "error"; text: string } | null>(null);
  const clubName = (id: string) => clubs.find((c) => c.id === id)?.naziv ?? "—";
  const athlete = (id: string) => athletes.find((s) => s.id === id);
  const transferNames = useTransferSportasi(savezId);
  const rows = data?.transferi ?? [];

  async function decide(row: StoredTransfer, confirm: boolean) {
    setMessage(null);
    try {
      await decideTransfer(row, confirm);
      setMessage({ severity: "success", text: T_MOJ_KLUB.transferKorak });
    } catch (e) {
      setMessage({ severity: "error", text: splitRefusal(e, () => null).message?.text ?? T.genericError });
    }
  }

  const headers = [...TRANSFER_HEADERS, T_MOJ_KLUB.radnje];
  return (
    <>
      <SavezSwitcher />
      {error ? <Alert severity="error">{T_MOJ_KLUB.greska}</Alert> : null}
      {data && rows.length === 0 ? <p>{T_MOJ_KLUB.nemaTransfera}</p> : null}
      {rows.length > 0 ? (
        <DataTable headers={headers} caption={T_MOJ_KLUB.transferi} testId="transferi-saveza">
          {rows.map((t) => {
            const s = athlete(t.sportas_id);
            const name = s ? `${s.ime} ${s.prezime}` : (transferNames.get(t.sportas_id) ?? "—");
            return (
              <tr key={t.id}>
                <TransferCells
                  transfer={t}
                  athlete={<Link to={fill(ROUTES.sportas, { id: t.sportas_id })}>{name}</Link>}
                  clubName={clubName}
                />
                <td>
                  {t.status === "dogovoren" || t.status === "zatrazen" ? (
                    <span className="row">
                      {t.status === "dogovoren" ? (
                        <Button
                          variant="secondary"
                          onClick={() => void decide(t, true)}
                          aria-label={`${T_MOJ_KLUB.potvrdiTransfer}: ${name}`}
                        >
                          {T_MOJ_KLUB.potvrdiTransfer}
                        </Button>
                      ) : null}
                      <Button
                        variant="danger"
                        onClick={() => void decide(t, false)}
                        aria-label={`${T_MOJ_KLUB.odbijTransfer}: ${name}`}
                      >
                        {T_MOJ_KLUB.odbijTransfer}
                      </Button>
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </DataTable>
      ) : null}
      {message ? <Alert severity={message.severity}>{message.text}</Alert> : null}
    </>
  );
}

/** /transferi: the federation's transfers (staff, admins). */
export function Component() {
  return (
    <GuardedPage
      title={T_MOJ_KLUB.transferi}
      narrow={false}
      allows={(s) => can(s, "update", "transferi") === "federation" || can(s, "update", "transferi") === "all"}
      refusal={T_STAFF.samoOsoblje}
    >
      <Screen />
    </GuardedPage>
  );
}
