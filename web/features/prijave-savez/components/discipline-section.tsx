// A competition's events for its staff: each with its fill (accepted of the cap, waiting), a form that adds one
// (name, age categories of the federation, sex, individual or crew with its size and substitutes, its own cap),
// and a CSV of many (all or nothing; the server's errors listed by row).
import { useState, type FormEvent } from "react";
import { DobneKategorije } from "../../../../shared/entities/dobna-kategorija/operations";
import { capOf } from "../../../../shared/entries/euros";
import { T_PRIJAVE_SAVEZ } from "../../../../shared/texts";
import type { EventRow } from "../../../../shared/entries/answers";
import { FormActions, SelectField, TextField } from "../../../components/form-controls";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useOperation } from "../../../lib/graphql";
import { addDisciplina, importDiscipline } from "../../../lib/prijave-savez";
import { asError } from "./postavke-form";
import { CsvUpload } from "./csv-upload";
import { useServerForm } from "./use-server-form";

const D = T_PRIJAVE_SAVEZ.discipline;

function DisciplinaForm({ natjecanjeId, savezId }: { natjecanjeId: string; savezId: string | null }) {
  const kategorije =
    useOperation(DobneKategorije, { savez_id: savezId }, { enabled: !!savezId }).data?.dobne_kategorije ?? [];
  const [naziv, setNaziv] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [spol, setSpol] = useState("");
  const [vrsta, setVrsta] = useState("pojedinacno");
  const [posada, setPosada] = useState("2");
  const [zamjene, setZamjene] = useState("0");
  const [kapacitet, setKapacitet] = useState("");
  const { fields, setFields, message, setMessage, busy, run } = useServerForm();
  const crew = vrsta === "posada";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const cap = capOf(kapacitet);
    if (Number.isNaN(cap)) return setFields({ max_prijava: [T_PRIJAVE_SAVEZ.postavke.broj] });
    await run(async () => {
      await addDisciplina(natjecanjeId, {
        naziv: naziv.trim(),
        kategorije: chosen,
        spol: spol || null,
        vrsta,
        posada: crew ? Number(posada) : 1,
        zamjene: crew ? Number(zamjene) : 0,
        max_prijava: cap,
      });
      setNaziv("");
      setChosen([]);
      setKapacitet("");
    }, D.dodana);
  }

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label={D.dodaj}>
      <TextField
        id="disciplina-naziv"
        label={D.naziv}
        required
        value={naziv}
        onChange={(e) => setNaziv(e.target.value)}
        error={asError(fields.naziv)}
      />
      <fieldset className="choice-group">
        <legend>{D.kategorije}</legend>
        <small>{D.kategorijePomoc}</small>
        {kategorije.map((k) => (
          <label key={k.id} className="checkbox-row">
            <input
              type="checkbox"
              checked={chosen.includes(k.id)}
              onChange={(e) =>
                setChosen((now) => (e.target.checked ? [...now, k.id] : now.filter((id) => id !== k.id)))
              }
            />{" "}
            {k.naziv}
          </label>
        ))}
        {fields.kategorije ? <Alert severity="error">{fields.kategorije.join(" ")}</Alert> : null}
      </fieldset>
      <SelectField
        id="disciplina-spol"
        label={D.spol}
        value={spol}
        onChange={(e) => setSpol(e.target.value)}
        options={[
          { value: "", label: D.spolSvi },
          { value: "M", label: D.spolM },
          { value: "Z", label: D.spolZ },
        ]}
        error={asError(fields.spol)}
      />
      <SelectField
        id="disciplina-vrsta"
        label={D.vrsta}
        value={vrsta}
        onChange={(e) => setVrsta(e.target.value)}
        options={[
          { value: "pojedinacno", label: D.pojedinacno },
          { value: "posada", label: D.posada },
        ]}
        error={asError(fields.vrsta)}
      />
      {crew ? (
        <>
          <TextField
            id="disciplina-posada"
            type="number"
            min={2}
            label={D.velicina}
            value={posada}
            onChange={(e) => setPosada(e.target.value)}
            error={asError(fields.posada)}
          />
          <TextField
            id="disciplina-zamjene"
            type="number"
            min={0}
            label={D.zamjene}
            value={zamjene}
            onChange={(e) => setZamjene(e.target.value)}
            error={asError(fields.zamjene)}
          />
        </>
      ) : null}
      <TextField
        id="disciplina-kapacitet"
        inputMode="numeric"
        label={D.kapacitet}
        hint={T_PRIJAVE_SAVEZ.postavke.bezOgranicenja}
        value={kapacitet}
        onChange={(e) => setKapacitet(e.target.value)}
        error={asError(fields.max_prijava)}
      />
      {message ? <Alert severity={message.severity}>{message.text}</Alert> : null}
      <FormActions>
        <Button type="submit" disabled={busy}>
          {D.dodaj}
        </Button>
      </FormActions>
    </form>
  );
}

export function DisciplineSection({
  natjecanjeId,
  savezId,
  discipline,
}: {
  natjecanjeId: string;
  savezId: string | null;
  discipline: EventRow[];
}) {
  return (
    <section aria-labelledby="discipline-naslov">
      <h2 id="discipline-naslov">{D.naslov}</h2>
      {discipline.length === 0 ? <p>{D.nema}</p> : null}
      <ul data-testid="discipline-saveza">
        {discipline.map((d) => (
          <li key={d.id}>
            <strong>{d.naziv}</strong>: {D.popunjenost(d.prihvacene, d.kapacitet, d.cekanje)}
          </li>
        ))}
      </ul>
      <h3>{D.dodaj}</h3>
      <DisciplinaForm natjecanjeId={natjecanjeId} savezId={savezId} />
      <h3>{D.csv}</h3>
      <CsvUpload
        id="discipline-csv"
        label={D.csvDatoteka}
        hint={D.csvPomoc}
        button={D.csvUcitaj}
        upload={async (text) => D.csvDodane((await importDiscipline(natjecanjeId, text)).ids.length)}
      />
    </section>
  );
}
