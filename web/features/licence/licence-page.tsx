// /licence (issue 29): the federation's licence queue for its staff: every requested licence of the active
// season with the athlete, club, date of birth, category (computed, never typed) and medical examination ('istječe
// za N dana', 'istekao': issue 50 item 4, recorded on /lijecnicki); approve or reject with a
// reason, one at a time or the ticked ones at once (OdobriLicence / OdbijLicence: a licence decided meanwhile
// by someone else is left as it is, and the count says how many were).
import { useState } from "react";
import { Link } from "react-router";
import { ROUTES, fill, lijecnickiOf } from "../../../shared/paths";
import { DobneKategorije } from "../../../shared/entities/dobna-kategorija/operations";
import { Klubovi } from "../../../shared/entities/klub/operations";
import { Licence, OdbijLicence, OdobriLicence, type StoredLicenca } from "../../../shared/entities/licenca/operations";
import { Sezone } from "../../../shared/entities/sezona/operations";
import { Sportasi, type StoredSportas } from "../../../shared/entities/sportas/operations";
import { croatianDate, zagrebDay } from "../../../shared/dates";
import { can } from "../../../shared/permissions";
import { licenceCategory } from "../../../shared/season/licence-category";
import { T, T_LIJECNICKI, T_MOJ_KLUB, T_STAFF } from "../../../shared/texts";
import { DialogFrame } from "../../components/dialog";
import { Cell, TextArea } from "../../components/form-controls";
import { DataTable, ROW_CHECKS_HEADER, RowCheck } from "../../components/data-table";
import { MedicalStatus } from "../../components/medical-status";
import { GuardedPage } from "../../components/role-guard";
import { SavezSwitcher } from "../../components/savez-switcher";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useCurrentSavez } from "../../lib/current-savez";
import { refreshAll } from "../../lib/edit-row";
import { splitRefusal } from "../../lib/form-errors";
import { currentToken, runOperation, useOperation } from "../../lib/graphql";
import { useSelection } from "../../lib/use-selection";

const errorText = (error: unknown) => splitRefusal(error, () => null).message?.text ?? T.genericError;

/** The dialog that asks for a rejection's reason (required) before rejecting `ids`. */
function RejectDialog({ ids, onClose, onDone }: { ids: string[]; onClose: () => void; onDone: (n: number) => void }) {
  const [razlog, setRazlog] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function reject() {
    if (!razlog.trim()) return setError(T_MOJ_KLUB.razlog);
    setBusy(true);
    try {
      const data = await runOperation(OdbijLicence, { ids, razlog: razlog.trim() }, currentToken());
      await refreshAll();
      onDone(data.update_licence.affected_rows);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <DialogFrame
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={T_MOJ_KLUB.odbijNaslov(ids.length)}
      description={T_MOJ_KLUB.redUvod}
    >
      <TextArea
        id="licenca-razlog"
        label={T_MOJ_KLUB.razlog}
        rows={3}
        value={razlog}
        required
        onChange={(event) => setRazlog(event.target.value)}
      />
      {error ? <Alert severity="error">{error}</Alert> : null}
      <div className="row">
        <Button variant="text" onClick={onClose}>
          {T_MOJ_KLUB.odustani}
        </Button>
        <Button variant="danger" onClick={() => void reject()} disabled={busy} aria-busy={busy}>
          {T_MOJ_KLUB.odbij}
        </Button>
      </div>
    </DialogFrame>
  );
}

function Queue({ savezId }: { savezId: string }) {
  const sezona = useOperation(Sezone, { savez_id: savezId }).data?.sezone.find((s) => s.status === "aktivna");
  const queue = useOperation(
    Licence,
    { savez_id: savezId, sezona_id: sezona?.id ?? null, status: "zatrazena", limit: 500 },
    { enabled: !!sezona },
  );
  const athletes = useOperation(Sportasi, { savez_id: savezId, limit: 5000 });
  const clubs = useOperation(Klubovi, { savez_id: savezId }).data?.klubovi ?? [];
  const kategorije = useOperation(DobneKategorije, { savez_id: savezId }).data?.dobne_kategorije ?? [];
  const { selected, toggle, choose } = useSelection();
  const [rejecting, setRejecting] = useState<string[] | null>(null);
  const [message, setMessage] = useState<{ severity: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const byId = new Map<string, StoredSportas>((athletes.data?.sportasi ?? []).map((s) => [s.id, s]));
  const clubName = (id: string) => clubs.find((c) => c.id === id)?.naziv ?? "—";
  const rows: StoredLicenca[] = queue.data?.licence ?? [];

  if (!sezona) return <p>{T_MOJ_KLUB.nemaSezone}</p>;
  if (queue.isLoading) return <Spinner label={T.loading} />;
  if (queue.error) return <Alert severity="error">{errorText(queue.error)}</Alert>;

  const chosen = rows.filter((r) => selected.has(r.id)).map((r) => r.id);

  async function approve(ids: string[]) {
    setBusy(true);
    setMessage(null);
    try {
      const data = await runOperation(OdobriLicence, { ids }, currentToken());
      await refreshAll();
      choose([]);
      const n = data.update_licence.affected_rows;
      setMessage({ severity: "success", text: n < ids.length ? T_MOJ_KLUB.vecOdluceno : T_MOJ_KLUB.odobreno(n) });
    } catch (error) {
      setMessage({ severity: "error", text: errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  const headers = [
    ROW_CHECKS_HEADER,
    T_MOJ_KLUB.sportas,
    T_MOJ_KLUB.klub,
    T_MOJ_KLUB.datumRodenja,
    T_MOJ_KLUB.kategorija,
    T_LIJECNICKI.stanje,
    T_MOJ_KLUB.zatrazenoDana,
    T_MOJ_KLUB.radnje,
  ];
  const today = zagrebDay();
  return (
    <>
      <p>{T_MOJ_KLUB.sezonaAktivna(sezona.naziv)}</p>
      {rows.length === 0 ? <p role="status">{T_MOJ_KLUB.nemaZahtjeva}</p> : null}
      {rows.length > 0 ? (
        <DataTable headers={headers} caption={T_MOJ_KLUB.redLicenci} testId="licence-queue">
          {rows.map((l) => {
            const s = byId.get(l.sportas_id);
            const name = s ? `${s.ime} ${s.prezime}` : "—";
            return (
              <tr key={l.id} data-testid="licence-row">
                <td>
                  <RowCheck
                    label={T_MOJ_KLUB.odaberi(name)}
                    checked={selected.has(l.id)}
                    onToggle={() => toggle(l.id)}
                  />
                </td>
                <Cell column={T_MOJ_KLUB.sportas}>
                  {s ? <Link to={fill(ROUTES.sportas, { id: s.id })}>{name}</Link> : name}
                </Cell>
                <Cell column={T_MOJ_KLUB.klub}>{clubName(l.club_id)}</Cell>
                <Cell column={T_MOJ_KLUB.datumRodenja}>{croatianDate(s?.datum_rodenja ?? null) ?? "—"}</Cell>
                <Cell column={T_MOJ_KLUB.kategorija}>{s ? licenceCategory(s, sezona, kategorije) || "—" : "—"}</Cell>
                <Cell column={T_LIJECNICKI.stanje}>
                  {s ? (
                    <Link to={lijecnickiOf(s.id)}>
                      <MedicalStatus until={s.lijecnicki_do} today={today} />
                    </Link>
                  ) : (
                    "—"
                  )}
                </Cell>
                <Cell column={T_MOJ_KLUB.zatrazenoDana}>{croatianDate(l.created_at) ?? "—"}</Cell>
                <td>
                  <span className="row">
                    <Button
                      variant="secondary"
                      onClick={() => void approve([l.id])}
                      disabled={busy}
                      aria-label={`${T_MOJ_KLUB.odobri}: ${name}`}
                    >
                      {T_MOJ_KLUB.odobri}
                    </Button>
                    <Button
                      variant="danger"
                      onClick={() => setRejecting([l.id])}
                      disabled={busy}
                      aria-label={`${T_MOJ_KLUB.odbij}: ${name}`}
                    >
                      {T_MOJ_KLUB.odbij}
                    </Button>
                  </span>
                </td>
              </tr>
            );
          })}
        </DataTable>
      ) : null}
      {message ? <Alert severity={message.severity}>{message.text}</Alert> : null}
      {rows.length > 0 ? (
        <div className="row">
          <Button variant="text" onClick={() => choose(rows.map((r) => r.id))}>
            {T_MOJ_KLUB.odaberiSve}
          </Button>
          <Button onClick={() => void approve(chosen)} disabled={chosen.length === 0 || busy}>
            {T_MOJ_KLUB.odobriOdabrane(chosen.length)}
          </Button>
          <Button variant="danger" onClick={() => setRejecting(chosen)} disabled={chosen.length === 0 || busy}>
            {T_MOJ_KLUB.odbijOdabrane(chosen.length)}
          </Button>
        </div>
      ) : null}
      {rejecting ? (
        <RejectDialog
          ids={rejecting}
          onClose={() => setRejecting(null)}
          onDone={(n) => {
            setRejecting(null);
            choose([]);
            setMessage({ severity: "success", text: T_MOJ_KLUB.odbijeno(n) });
          }}
        />
      ) : null}
    </>
  );
}

function QueueScreen() {
  const { savezId } = useCurrentSavez();
  return (
    <>
      <SavezSwitcher />
      <p>{T_MOJ_KLUB.redUvod}</p>
      {savezId ? <Queue key={savezId} savezId={savezId} /> : null}
    </>
  );
}

/** /licence: 'Licence na čekanju' (the federation's staff, admins). */
export function Component() {
  return (
    <GuardedPage
      title={T_MOJ_KLUB.redLicenci}
      narrow={false}
      allows={(s) => can(s, "update", "licence") !== null}
      refusal={T_STAFF.samoOsoblje}
    >
      <QueueScreen />
    </GuardedPage>
  );
}
