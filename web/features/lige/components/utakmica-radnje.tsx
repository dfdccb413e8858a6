// What the caller may do on one match of the 'Utakmice' screen (issue 31 item 5), by the side they act as: the
// home club's official enters (or corrects, until answered) the score; the away club's official confirms it or
// disputes it saying why; the federation's staff decide a dispute, enter or correct any result, change the
// match's status (postponed, forfeit with its winner, annulled, scheduled again) or move it. Each form says what
// happened in a status message under it.
import { createContext, useContext, useState, type FormEvent, type ReactNode } from "react";
import type { LigaInputOf, LigaOperationName } from "../../../../shared/league/operations";
import { T_LIGE_EKRANI } from "../../../../shared/texts/lige-ekrani";
import { SelectField, TextArea, TextField } from "../../../components/form-controls";
import { Button } from "../../../components/ui/button";
import { runLigaOperation, type MojaUtakmica } from "../api/utakmice";
import { playable, radnjaKluba } from "../odjeljci";

const T = T_LIGE_EKRANI.utakmice;

/** What became of an action, told by the screen's status line (a match may move to another section). */
export type Report = (outcome: { ok: boolean; text: string }) => void;

const ReportContext = createContext<Report>(() => undefined);
export const ReportProvider = ReportContext.Provider;

/** Runs an operation and reports its outcome. */
function useAction() {
  const report = useContext(ReportContext);
  const [busy, setBusy] = useState(false);
  async function run<N extends LigaOperationName>(name: N, id: string, input: LigaInputOf<N>, what: string) {
    setBusy(true);
    report({ ok: true, text: "" });
    try {
      await runLigaOperation(name, id, input);
      report({ ok: true, text: T.spremljeno(what) });
    } catch (error) {
      report({ ok: false, text: T.greskaRadnje(what, error instanceof Error ? error.message : String(error)) });
    } finally {
      setBusy(false);
    }
  }
  return { run, busy };
}

const what = (m: MojaUtakmica) => T_LIGE_EKRANI.susret(m.domacin, m.gost);
const numberOf = (form: FormData, name: string) => Number(form.get(name));
const textOf = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** A form whose submit hands its FormData over. */
function Form({ label, onSubmit, children }: { label: string; onSubmit: (d: FormData) => void; children: ReactNode }) {
  return (
    <form
      className="liga-forma"
      aria-label={label}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget));
      }}
    >
      {children}
    </form>
  );
}

/** A score: the home and the away team's goals. */
function ScoreForm({
  m,
  name,
  label,
  submit,
}: {
  m: MojaUtakmica;
  name: "EnterRezultat" | "OdluciRezultat";
  label: string;
  submit: string;
}) {
  const { run, busy } = useAction();
  const id = `${name}-${m.id}`;
  return (
    <Form
      label={label}
      onSubmit={(d) =>
        void run(
          name,
          m.id,
          { golovi_domacin: numberOf(d, "golovi_domacin"), golovi_gost: numberOf(d, "golovi_gost") },
          what(m),
        )
      }
    >
      <div className="liga-golovi">
        {(["domacin", "gost"] as const).map((side) => (
          <TextField
            key={side}
            id={`${id}-${side}`}
            name={`golovi_${side}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={999}
            required
            defaultValue={(side === "domacin" ? m.golovi_domacin : m.golovi_gost) ?? ""}
            label={side === "domacin" ? T.goloviDomacina(m.domacin) : T.goloviGosta(m.gost)}
          />
        ))}
      </div>
      <Button type="submit" disabled={busy}>
        {submit}
      </Button>
    </Form>
  );
}

/** The away club's answer: confirm, or dispute with a reason. */
function AwayAnswer({ m }: { m: MojaUtakmica }) {
  const { run, busy } = useAction();
  const [disputing, setDisputing] = useState(false);
  return (
    <div className="liga-radnje">
      <div className="liga-gumbi">
        <Button disabled={busy} onClick={() => void run("PotvrdiRezultat", m.id, undefined, what(m))}>
          {T.potvrdi}
        </Button>
        <Button variant="secondary" aria-expanded={disputing} onClick={() => setDisputing((d) => !d)}>
          {T.ospori}
        </Button>
      </div>
      {disputing ? (
        <Form
          label={T.ospori}
          onSubmit={(d) => void run("OsporiRezultat", m.id, { prigovor: textOf(d, "prigovor") }, what(m))}
        >
          <TextArea id={`prigovor-${m.id}`} name="prigovor" label={T.razlogPrigovora} required maxLength={500} />
          <Button type="submit" disabled={busy}>
            {T.posaljiPrigovor}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

const STATUSES = ["scheduled", "postponed", "forfeit", "annulled"] as const;

/** Staff: a match's status (a forfeit names its winner). */
function StatusForm({ m }: { m: MojaUtakmica }) {
  const { run, busy } = useAction();
  const [chosen, setChosen] = useState(m.status === "played" ? "scheduled" : m.status);
  return (
    <Form
      label={T.promijeniStatus}
      onSubmit={(d) => {
        const next = textOf(d, "status") as (typeof STATUSES)[number];
        const winner = next === "forfeit" ? (textOf(d, "pobjednik") as "home" | "away") : null;
        void run("SetUtakmicaStatus", m.id, { status: next, predaja_pobjednik: winner }, what(m));
      }}
    >
      <SelectField
        id={`status-${m.id}`}
        name="status"
        label={T.noviStatus}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        options={STATUSES.map((s) => ({ value: s, label: T_LIGE_EKRANI.status[s]! }))}
      />
      {chosen === "forfeit" ? (
        <SelectField
          id={`pobjednik-${m.id}`}
          name="pobjednik"
          label={T.pobjednik}
          options={[
            { value: "home", label: `${T.domacin}: ${m.domacin}` },
            { value: "away", label: `${T.gost}: ${m.gost}` },
          ]}
        />
      ) : null}
      <Button type="submit" variant="secondary" disabled={busy}>
        {T.spremiStatus}
      </Button>
    </Form>
  );
}

/** Staff: a new date, time and venue. */
function MoveForm({ m }: { m: MojaUtakmica }) {
  const { run, busy } = useAction();
  return (
    <Form
      label={T.premjesti}
      onSubmit={(d) =>
        void run(
          "MoveUtakmica",
          m.id,
          {
            datum: textOf(d, "datum"),
            vrijeme: textOf(d, "vrijeme") || null,
            dvorana: textOf(d, "dvorana") || null,
          },
          what(m),
        )
      }
    >
      <TextField
        id={`datum-${m.id}`}
        name="datum"
        type="date"
        required
        label={T.noviDatum}
        defaultValue={m.datum ?? ""}
      />
      <TextField
        id={`vrijeme-${m.id}`}
        name="vrijeme"
        type="time"
        label={T.novoVrijeme}
        defaultValue={m.vrijeme ?? ""}
      />
      <TextField id={`dvorana-${m.id}`} name="dvorana" label={T.dvorana} defaultValue={m.dvorana ?? ""} />
      <Button type="submit" variant="secondary" disabled={busy}>
        {T.spremiTermin}
      </Button>
    </Form>
  );
}

/** The actions of `m` for the caller's side (a club's: ../odjeljci.ts radnjaKluba, which also places the match). */
export function UtakmicaRadnje({ m }: { m: MojaUtakmica }) {
  const radnja = radnjaKluba(m);
  if (radnja === "unos") return <ScoreForm m={m} name="EnterRezultat" label={T.unesi} submit={T.spremi} />;
  if (radnja === "odgovor") return <AwayAnswer m={m} />;
  if (m.strana !== "federation") return null;
  return (
    <>
      {m.stanje === "disputed" ? (
        <ScoreForm m={m} name="OdluciRezultat" label={T.odlukaNaslov} submit={T.odluci} />
      ) : null}
      <details className="liga-radnje-saveza">
        <summary>{T.radnjeSaveza}</summary>
        {playable(m) ? <ScoreForm m={m} name="EnterRezultat" label={T.ispravi} submit={T.ispravi} /> : null}
        <StatusForm m={m} />
        <MoveForm m={m} />
      </details>
    </>
  );
}
