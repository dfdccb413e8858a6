// /savez/natjecanja/:id/rezultati (issue 30): results per entry for the federation's staff: each event's
// accepted entries by start number with the place and the time (or points) to enter and save one by one, and
// the event's CSV (`startni_broj;ime;mjesto;rezultat`, matched on the start number, else on the name): all or
// nothing, with the server's error per row.
import { useState } from "react";
import { T_PRIJAVE_SAVEZ } from "../../../shared/texts";
import type { EntryRow, EventRow } from "../../../shared/entries/answers";
import { CellInput, Cell } from "../../components/form-controls";
import { DataTable } from "../../components/data-table";
import { athleteNames } from "../../components/prijave/status";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { CsvUpload } from "./components/csv-upload";
import { NatjecanjeFrame } from "./components/natjecanje-frame";
import { asError } from "./components/postavke-form";
import { importRezultati, refusalText, saveRezultat, type PrijaveSaveza } from "../../lib/prijave-savez";

const R = T_PRIJAVE_SAVEZ.rezultat;
const C = T_PRIJAVE_SAVEZ.tablica;

function ResultRow({ nastup }: { nastup: EntryRow }) {
  const [mjesto, setMjesto] = useState(nastup.mjesto?.toString() ?? "");
  const [rezultat, setRezultat] = useState(nastup.rezultat ?? "");
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const who = athleteNames(nastup.sportasi);

  async function save() {
    setMessage(null);
    const place = mjesto.trim() === "" ? null : Number(mjesto.trim());
    if (place !== null && !(Number.isInteger(place) && place >= 1)) return setFields({ mjesto: [R.losMjesto] });
    setBusy(true);
    setFields({});
    try {
      await saveRezultat(nastup, { mjesto: place, rezultat: rezultat.trim() || null });
      setMessage({ ok: true, text: R.spremljen });
    } catch (error) {
      setMessage({ ok: false, text: refusalText(error, T_PRIJAVE_SAVEZ.greska) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <tr data-testid="rezultat-nastupa">
      <Cell column={C.broj}>{nastup.startni_broj ?? "—"}</Cell>
      <Cell column={C.klub}>{nastup.klub}</Cell>
      <Cell column={C.sportasi}>{who}</Cell>
      <CellInput
        id={`mjesto-${nastup.id}`}
        column={R.mjesto}
        label={R.mjestoZa(who)}
        inputMode="numeric"
        value={mjesto}
        onChange={(e) => setMjesto(e.target.value)}
        error={asError(fields.mjesto)}
      />
      <CellInput
        id={`rezultat-${nastup.id}`}
        column={R.vrijeme}
        label={R.vrijemeZa(who)}
        value={rezultat}
        onChange={(e) => setRezultat(e.target.value)}
      />
      <td>
        <Button variant="secondary" disabled={busy} aria-label={R.spremiZa(who)} onClick={() => void save()}>
          {R.spremi}
        </Button>
        {message ? (
          <span role={message.ok ? "status" : "alert"} data-testid="rezultat-poruka">
            {" "}
            {message.text}
          </span>
        ) : null}
      </td>
    </tr>
  );
}

function EventResults({ disciplina, nastupi }: { disciplina: EventRow; nastupi: EntryRow[] }) {
  const accepted = nastupi
    .filter((n) => n.disciplina_id === disciplina.id && n.status === "prihvacena")
    .sort((a, b) => (a.startni_broj ?? 0) - (b.startni_broj ?? 0));
  const headingId = `rezultati-${disciplina.id}`;
  return (
    <section aria-labelledby={headingId} data-testid="rezultati-discipline">
      <h2 id={headingId}>{disciplina.naziv}</h2>
      {accepted.length === 0 ? (
        <p>{R.nemaPrihvacenih}</p>
      ) : (
        <DataTable
          caption={disciplina.naziv}
          headers={[
            C.broj,
            C.klub,
            C.sportasi,
            R.mjesto,
            R.vrijeme,
            <span key="spremi" className="visually-hidden">
              {R.spremi}
            </span>,
          ]}
        >
          {accepted.map((n) => (
            <ResultRow key={n.id} nastup={n} />
          ))}
        </DataTable>
      )}
      {accepted.length > 0 ? (
        <CsvUpload
          id={`rezultati-csv-${disciplina.id}`}
          label={R.csv(disciplina.naziv)}
          hint={R.csvPomoc}
          button={R.csvUcitaj}
          failed={R.csvGreske}
          upload={async (text) => R.csvUcitano((await importRezultati(disciplina.id, text)).upisano)}
        />
      ) : null}
    </section>
  );
}

function Screen({ data }: { data: PrijaveSaveza }) {
  if (data.discipline.length === 0) return <Alert severity="info">{T_PRIJAVE_SAVEZ.discipline.nema}</Alert>;
  return (
    <>
      <p>{R.uvod}</p>
      {data.discipline.map((d) => (
        <EventResults key={d.id} disciplina={d} nastupi={data.nastupi} />
      ))}
    </>
  );
}

export function Component() {
  return <NatjecanjeFrame title={T_PRIJAVE_SAVEZ.rezultatiNaslov}>{(data) => <Screen data={data} />}</NatjecanjeFrame>;
}
