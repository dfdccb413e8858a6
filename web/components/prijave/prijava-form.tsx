// The entry form of an official (issue 30): the club (of the competition's federation), the event, and its
// athlete or crew (and substitutes) from the club's athletes. The server decides; each refusal is shown at the
// field it names (`sportasi.0`, `zamjene.0`, `disciplina_id`, `club_id`), with a link where another screen fixes
// it (a medical examination, issue 50 item 4), anything else above the button.
import { useState, type FormEvent } from "react";
import type { FieldError } from "react-hook-form";
import { T_PRIJAVE } from "../../../shared/texts";
import { PrijaveError, prijavi, type KlubDuznosnika, type Prozor, type RefusalFix } from "../../lib/prijave";
import { useSportasiKluba } from "../../lib/sportasi-kluba";
import { Field } from "../form-field";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { FixLinks } from "./fix-links";

const U = T_PRIJAVE.ui;

const asError = (messages: string[] | undefined): FieldError | undefined =>
  messages && messages.length > 0 ? { type: "server", message: messages.join(" ") } : undefined;

function AthleteSelect({
  id,
  label,
  value,
  onChange,
  options,
  error,
  fixes,
  optional,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { id: string; ime: string; prezime: string }[];
  error: FieldError | undefined;
  fixes?: RefusalFix[];
  optional?: boolean;
}) {
  return (
    <>
      <Field id={id} label={label} error={error}>
        {(props) => (
          <select {...props} value={value} onChange={(e) => onChange(e.target.value)}>
            <option value="">{optional ? U.nitko : U.odaberi}</option>
            {options.map((s) => (
              <option key={s.id} value={s.id}>
                {s.prezime} {s.ime}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FixLinks fixes={fixes} />
    </>
  );
}

/** The form; `onDone` closes it. */
export function PrijavaForm({
  klubovi,
  discipline,
  onDone,
}: {
  klubovi: KlubDuznosnika[];
  discipline: Prozor["discipline"];
  onDone: () => void;
}) {
  const [clubId, setClubId] = useState(klubovi[0]?.id ?? "");
  const klub = klubovi.find((k) => k.id === clubId) ?? klubovi[0]!;
  const [eventId, setEventId] = useState(discipline[0]?.id ?? "");
  const event = discipline.find((d) => d.id === eventId) ?? discipline[0];
  const [athletes, setAthletes] = useState<string[]>([]);
  const [subs, setSubs] = useState<string[]>([]);
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [fixes, setFixes] = useState<Record<string, RefusalFix[]>>({});
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sportasi = useSportasiKluba(klub).data?.sportasi ?? [];
  const options = [...sportasi].sort(
    (a, b) => a.prezime.localeCompare(b.prezime, "hr") || a.ime.localeCompare(b.ime, "hr"),
  );
  const seats = event?.posada ?? 1;
  const spares = event?.zamjene ?? 0;

  const setAt = (list: string[], set: (l: string[]) => void, i: number, v: string) => {
    const next = [...list];
    next[i] = v;
    set(next);
  };
  const known = new Set(["club_id", "disciplina_id", "sportasi", "zamjene"]);
  const isFieldKey = (k: string) => known.has(k) || /^(sportasi|zamjene)\.\d+$/.test(k);
  const formMessages = Object.entries(fields)
    .filter(([k]) => !isFieldKey(k))
    .flatMap(([, m]) => m);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!event) return;
    setBusy(true);
    setFields({});
    setFixes({});
    setResult(null);
    try {
      const answer = await prijavi(event.id, {
        club_id: klub.id,
        sportasi: athletes.slice(0, seats).filter(Boolean),
        zamjene: subs.slice(0, spares).filter(Boolean),
      });
      setResult(answer.status === "cekanje" ? U.cekanje(answer.pozicija ?? 0) : U.prihvacena);
      setAthletes([]);
      setSubs([]);
    } catch (error) {
      if (error instanceof PrijaveError && Object.keys(error.fields).length > 0) {
        setFields(error.fields);
        setFixes(error.fixes);
      } else setFields({ _: [error instanceof PrijaveError && error.message ? error.message : U.neuspjelo] });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label={U.prijavi}>
      {klubovi.length > 1 ? (
        <Field id="prijava-klub" label={U.klub} error={asError(fields.club_id)}>
          {(props) => (
            <select {...props} value={klub.id} onChange={(e) => setClubId(e.target.value)}>
              {klubovi.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.naziv}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <Field id="prijava-disciplina" label={U.disciplina} error={asError(fields.disciplina_id)}>
        {(props) => (
          <select
            {...props}
            value={event?.id ?? ""}
            onChange={(e) => {
              setEventId(e.target.value);
              setFields({});
              setFixes({});
              setResult(null);
            }}
          >
            {discipline.map((d) => (
              <option key={d.id} value={d.id}>
                {d.naziv}
              </option>
            ))}
          </select>
        )}
      </Field>
      {Array.from({ length: seats }, (_, i) => (
        <AthleteSelect
          key={`s${i}`}
          id={`prijava-sportas-${i}`}
          label={U.sportas(i + 1)}
          value={athletes[i] ?? ""}
          onChange={(v) => setAt(athletes, setAthletes, i, v)}
          options={options}
          error={asError([...(fields[`sportasi.${i}`] ?? []), ...(i === 0 ? (fields.sportasi ?? []) : [])])}
          fixes={fixes[`sportasi.${i}`]}
        />
      ))}
      {Array.from({ length: spares }, (_, i) => (
        <AthleteSelect
          key={`z${i}`}
          id={`prijava-zamjena-${i}`}
          label={U.zamjena(i + 1)}
          value={subs[i] ?? ""}
          onChange={(v) => setAt(subs, setSubs, i, v)}
          options={options}
          optional
          error={asError([...(fields[`zamjene.${i}`] ?? []), ...(i === 0 ? (fields.zamjene ?? []) : [])])}
          fixes={fixes[`zamjene.${i}`]}
        />
      ))}
      {formMessages.length > 0 ? <Alert severity="error">{formMessages.join(" ")}</Alert> : null}
      {result ? (
        <p role="status" data-testid="prijava-rezultat">
          {result}
        </p>
      ) : null}
      <div className="form-actions">
        <Button type="submit" disabled={busy}>
          {U.posalji}
        </Button>
        <Button variant="text" onClick={onDone}>
          {U.odustani}
        </Button>
      </div>
    </form>
  );
}
