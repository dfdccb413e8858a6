// A late entry by hand (POST …/discipline/:id/naknadna): staff pick a club of the federation, an event and its
// athlete or crew; the server enters it past the window and the caps, marked as by hand. Refusals (e.g. not the
// club's athlete, already entered) are shown at their fields, as the official's form shows them, with a link where
// another screen fixes one (an athlete's medical examination).
import { useState, type FormEvent } from "react";
import { T_PRIJAVE, T_PRIJAVE_SAVEZ } from "../../../../shared/texts";
import type { EventRow } from "../../../../shared/entries/answers";
import { FormActions, SelectField } from "../../../components/form-controls";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FixLinks } from "../../../components/prijave/fix-links";
import { useSportasiKluba } from "../../../lib/sportasi-kluba";
import { naknadna } from "../../../lib/prijave-savez";
import { asError } from "./postavke-form";
import { useServerForm } from "./use-server-form";

const N = T_PRIJAVE_SAVEZ.naknadna;
const U = T_PRIJAVE.ui;

export function NaknadnaForm({
  savezId,
  discipline,
  klubovi,
}: {
  savezId: string | null;
  discipline: EventRow[];
  klubovi: { id: string; naziv: string }[];
}) {
  const [clubId, setClubId] = useState(klubovi[0]?.id ?? "");
  const [eventId, setEventId] = useState(discipline[0]?.id ?? "");
  const [athletes, setAthletes] = useState<string[]>([]);
  const [subs, setSubs] = useState<string[]>([]);
  const { fields, fixes, message, busy, run } = useServerForm();
  const klub = klubovi.find((k) => k.id === clubId) ?? klubovi[0];
  const event = discipline.find((d) => d.id === eventId) ?? discipline[0];
  const sportasi = useSportasiKluba({ id: klub?.id ?? "", savez_id: savezId }).data?.sportasi ?? [];
  const options = [...sportasi]
    .sort((a, b) => a.prezime.localeCompare(b.prezime, "hr") || a.ime.localeCompare(b.ime, "hr"))
    .map((s) => ({ value: s.id, label: `${s.prezime} ${s.ime}` }));
  if (!klub || !event) return <p>{N.nemaKlubova}</p>;
  const seats = event.posada;
  const spares = event.zamjene;
  const setAt = (list: string[], put: (l: string[]) => void, i: number, v: string) => {
    const next = [...list];
    next[i] = v;
    put(next);
  };

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    await run(async () => {
      await naknadna(event!.id, {
        club_id: klub!.id,
        sportasi: athletes.slice(0, seats).filter(Boolean),
        zamjene: subs.slice(0, spares).filter(Boolean),
      });
      setAthletes([]);
      setSubs([]);
    }, N.dodana);
  }

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label={N.naslov}>
      <SelectField
        id="naknadna-klub"
        label={U.klub}
        options={klubovi.map((k) => ({ value: k.id, label: k.naziv }))}
        value={klub.id}
        onChange={(e) => {
          setClubId(e.target.value);
          setAthletes([]);
          setSubs([]);
        }}
        error={asError(fields.club_id)}
      />
      <SelectField
        id="naknadna-disciplina"
        label={U.disciplina}
        options={discipline.map((d) => ({ value: d.id, label: d.naziv }))}
        value={event.id}
        onChange={(e) => setEventId(e.target.value)}
        error={asError(fields.disciplina_id)}
      />
      {Array.from({ length: seats }, (_, i) => (
        <div key={`s${i}`}>
          <SelectField
            id={`naknadna-sportas-${i}`}
            label={U.sportas(i + 1)}
            placeholder={U.odaberi}
            options={options}
            value={athletes[i] ?? ""}
            onChange={(e) => setAt(athletes, setAthletes, i, e.target.value)}
            error={asError([...(fields[`sportasi.${i}`] ?? []), ...(i === 0 ? (fields.sportasi ?? []) : [])])}
          />
          <FixLinks fixes={fixes[`sportasi.${i}`]} />
        </div>
      ))}
      {Array.from({ length: spares }, (_, i) => (
        <div key={`z${i}`}>
          <SelectField
            id={`naknadna-zamjena-${i}`}
            label={U.zamjena(i + 1)}
            placeholder={U.nitko}
            options={options}
            value={subs[i] ?? ""}
            onChange={(e) => setAt(subs, setSubs, i, e.target.value)}
            error={asError([...(fields[`zamjene.${i}`] ?? []), ...(i === 0 ? (fields.zamjene ?? []) : [])])}
          />
          <FixLinks fixes={fixes[`zamjene.${i}`]} />
        </div>
      ))}
      {message ? <Alert severity={message.severity}>{message.text}</Alert> : null}
      <FormActions>
        <Button type="submit" disabled={busy}>
          {N.posalji}
        </Button>
      </FormActions>
    </form>
  );
}
