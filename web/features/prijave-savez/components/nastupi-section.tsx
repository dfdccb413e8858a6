// Every entry of a competition for its federation's staff, filtered by event, club and status (the server
// filters: GET …?disciplina_id=&club_id=&status=), each with its status (the waiting-list place, the reason of a
// rejection), late and by-hand marks, and 'Odbij' on a live one: a confirmation dialog asks the reason first.
import { useState } from "react";
import { NASTUP_STATUSES } from "../../../../shared/entities/nastup/input";
import { T_PRIJAVE, T_PRIJAVE_SAVEZ } from "../../../../shared/texts";
import type { EntryRow, EventRow } from "../../../../shared/entries/answers";
import { DialogFrame } from "../../../components/dialog";
import { Cell, SelectField, TextArea } from "../../../components/form-controls";
import { DataTable } from "../../../components/data-table";
import { athleteNames, statusText } from "../../../components/prijave/status";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { odbij, refusalText, usePrijaveSaveza, type Filter } from "../../../lib/prijave-savez";

const F = T_PRIJAVE_SAVEZ.filteri;
const C = T_PRIJAVE_SAVEZ.tablica;
const O = T_PRIJAVE_SAVEZ.odbij;

const whoOf = (n: EntryRow) => `${n.disciplina}, ${athleteNames(n.sportasi)}`;

/** The reason asked before rejecting; the refusal (e.g. someone else decided meanwhile) shown inside. */
function OdbijDialog({
  nastup,
  onClose,
  onDone,
}: {
  nastup: EntryRow;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const [razlog, setRazlog] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function reject() {
    if (!razlog.trim()) return setError(T_PRIJAVE.polja.razlog);
    setBusy(true);
    try {
      const answer = await odbij(nastup, razlog.trim());
      onDone(answer.promaknuta ? O.promaknuta : O.odbijena);
    } catch (e) {
      setError(refusalText(e, T_PRIJAVE_SAVEZ.greska));
    } finally {
      setBusy(false);
    }
  }
  return (
    <DialogFrame
      open
      alert
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={O.naslov}
      description={O.opis(whoOf(nastup))}
    >
      <TextArea
        id="odbij-razlog"
        label={O.razlog}
        rows={3}
        required
        value={razlog}
        onChange={(e) => setRazlog(e.target.value)}
      />
      {error ? <Alert severity="error">{error}</Alert> : null}
      <div className="row">
        <Button variant="text" onClick={onClose}>
          {T_PRIJAVE.ui.odustani}
        </Button>
        <Button variant="danger" onClick={() => void reject()} disabled={busy} aria-busy={busy}>
          {O.potvrdi}
        </Button>
      </div>
    </DialogFrame>
  );
}

function Filters({
  filter,
  onChange,
  discipline,
  klubovi,
}: {
  filter: Filter;
  onChange: (f: Filter) => void;
  discipline: EventRow[];
  klubovi: { id: string; naziv: string }[];
}) {
  return (
    <div className="filters" role="group" aria-label={F.naslov}>
      <SelectField
        id="filter-disciplina"
        label={F.disciplina}
        placeholder={F.sve}
        options={discipline.map((d) => ({ value: d.id, label: d.naziv }))}
        value={filter.disciplina_id ?? ""}
        onChange={(e) => onChange({ ...filter, disciplina_id: e.target.value || undefined })}
      />
      <SelectField
        id="filter-klub"
        label={F.klub}
        placeholder={F.svi}
        options={klubovi.map((k) => ({ value: k.id, label: k.naziv }))}
        value={filter.club_id ?? ""}
        onChange={(e) => onChange({ ...filter, club_id: e.target.value || undefined })}
      />
      <SelectField
        id="filter-status"
        label={F.status}
        placeholder={F.svi}
        options={NASTUP_STATUSES.map((s) => ({ value: s, label: T_PRIJAVE.status[s] }))}
        value={filter.status ?? ""}
        onChange={(e) => onChange({ ...filter, status: e.target.value || undefined })}
      />
    </div>
  );
}

const marks = (n: EntryRow) =>
  [n.naknadna ? C.naknadna : null, n.zakasnjela ? C.zakasnjela : null].filter(Boolean).join(", ");

export function NastupiSection({
  natjecanjeId,
  discipline,
  klubovi,
}: {
  natjecanjeId: string;
  discipline: EventRow[];
  klubovi: { id: string; naziv: string }[];
}) {
  const [filter, setFilter] = useState<Filter>({});
  const { data, error, isLoading } = usePrijaveSaveza(natjecanjeId, filter);
  const [rejecting, setRejecting] = useState<EntryRow | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const rows = data?.nastupi ?? [];
  const headers = [C.disciplina, C.klub, C.sportasi, C.broj, C.status, C.radnje];
  return (
    <section aria-labelledby="nastupi-naslov">
      <h2 id="nastupi-naslov">{F.naslov}</h2>
      <Filters filter={filter} onChange={setFilter} discipline={discipline} klubovi={klubovi} />
      {isLoading ? <Spinner label={T_PRIJAVE.ui.naslov} /> : null}
      {error ? <Alert severity="error">{T_PRIJAVE_SAVEZ.greska}</Alert> : null}
      {data ? (
        <p role="status" data-testid="nastupi-broj">
          {rows.length === 0 ? F.nema : F.broj(rows.length)}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <DataTable caption={F.naslov} headers={headers} testId="nastupi-saveza">
          {rows.map((n) => (
            <tr key={n.id} data-testid="nastup-saveza">
              <Cell column={C.disciplina}>{n.disciplina}</Cell>
              <Cell column={C.klub}>{n.klub}</Cell>
              <Cell column={C.sportasi}>
                {athleteNames(n.sportasi)}
                {marks(n) ? ` (${marks(n)})` : ""}
              </Cell>
              <Cell column={C.broj}>{n.startni_broj ?? "—"}</Cell>
              <Cell column={C.status}>{statusText(n)}</Cell>
              <td>
                {n.status === "prihvacena" || n.status === "cekanje" ? (
                  <Button
                    variant="danger"
                    aria-label={`${O.gumb}: ${whoOf(n)}`}
                    onClick={() => {
                      setMessage(null);
                      setRejecting(n);
                    }}
                  >
                    {O.gumb}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      {message ? (
        <Alert severity="success">
          <span data-testid="odbij-poruka">{message}</span>
        </Alert>
      ) : null}
      {rejecting ? (
        <OdbijDialog
          nastup={rejecting}
          onClose={() => setRejecting(null)}
          onDone={(text) => {
            setRejecting(null);
            setMessage(text);
          }}
        />
      ) : null}
    </section>
  );
}

/** Each event's waiting list in order, with its positions (from every entry, whatever the filters). */
export function CekanjeSection({ nastupi }: { nastupi: EntryRow[] }) {
  const waiting = nastupi.filter((n) => n.status === "cekanje");
  const events = [...new Set(waiting.map((n) => n.disciplina))];
  return (
    <section aria-labelledby="cekanje-naslov" data-testid="liste-cekanja">
      <h2 id="cekanje-naslov">{T_PRIJAVE_SAVEZ.cekanje.naslov}</h2>
      {events.length === 0 ? <p>{T_PRIJAVE_SAVEZ.cekanje.nema}</p> : null}
      {events.map((naziv) => (
        <div key={naziv}>
          <h3>{naziv}</h3>
          <ol>
            {waiting
              .filter((n) => n.disciplina === naziv)
              .sort((a, b) => (a.pozicija ?? 0) - (b.pozicija ?? 0))
              .map((n) => (
                <li key={n.id}>
                  {n.klub}: {athleteNames(n.sportasi)}
                </li>
              ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
