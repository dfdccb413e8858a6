// /lijecnicki (issue 50 item 4): until when each athlete's sports medical examination is valid, recorded by a
// club's officials for their club's athletes (a club picked when they have several) and by the federation's staff
// for all its clubs' (filtered by club): the list with each date and its state ('istječe za N dana', 'istekao'),
// one athlete's date in a dialog (UpdateSportas), one date for the ticked athletes (UpisiLijecnicke) and a CSV
// (OIB or name, and the date). `?sportas=<id>`, where a refused entry links, opens that athlete's dialog.
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { StoredSportas } from "../../../shared/entities/sportas/operations";
import { zagrebDay } from "../../../shared/dates";
import { can } from "../../../shared/permissions";
import { medicalState, needsMedical } from "../../../shared/season/lijecnicki";
import { T, T_LIJECNICKI, T_MOJ_KLUB } from "../../../shared/texts";
import { DataTable, ROW_CHECKS_HEADER, RowCheck } from "../../components/data-table";
import { DialogFrame } from "../../components/dialog";
import { Cell, DateField } from "../../components/form-controls";
import { LabelledSelect } from "../../components/labelled-select";
import { MedicalStatus } from "../../components/medical-status";
import { GuardedPage } from "../../components/role-guard";
import { SavezSwitcher } from "../../components/savez-switcher";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useCurrentSavez } from "../../lib/current-savez";
import { splitRefusal } from "../../lib/form-errors";
import { useMe } from "../../lib/me";
import { useKluboviDuznosnika } from "../../lib/prijave";
import { useSportasiKluba } from "../../lib/sportasi-kluba";
import { useSelection } from "../../lib/use-selection";
import { recordMedicals, saveMedical, useKluboviSaveza, useSportasiSaveza } from "./api";
import { LijecnickiImport } from "./lijecnicki-import";

type Message = { severity: "success" | "error"; text: string };

/** A refusal's text (a stale version's 409 says to reload). */
const errorText = (error: unknown) => splitRefusal(error, () => null).message?.text ?? T.genericError;

const nameOf = (s: Pick<StoredSportas, "ime" | "prezime">) => `${s.ime} ${s.prezime}`;
const byName = (a: StoredSportas, b: StoredSportas) =>
  a.prezime.localeCompare(b.prezime, "hr") || a.ime.localeCompare(b.ime, "hr");

/** One athlete's date: a date field (blank clears it) and 'Spremi', on the version the list showed. */
function MedicalDialog({ athlete, onClose }: { athlete: StoredSportas; onClose: (message?: Message) => void }) {
  const [until, setUntil] = useState(athlete.lijecnicki_do ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = nameOf(athlete);
  async function save() {
    setBusy(true);
    setError(null);
    try {
      await saveMedical(athlete, until || null);
      onClose({ severity: "success", text: until ? T_LIJECNICKI.spremljeno(name) : T_LIJECNICKI.obrisano(name) });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <DialogFrame
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={T_LIJECNICKI.dialogNaslov(name)}
      description={T_LIJECNICKI.dialogUvod}
    >
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DateField
          id="lijecnicki-jedan"
          label={T_LIJECNICKI.vrijediDo}
          value={until}
          onChange={(event) => setUntil(event.target.value)}
        />
        {error ? <Alert severity="error">{error}</Alert> : null}
        <div className="row">
          <Button variant="text" onClick={() => onClose()}>
            {T_LIJECNICKI.odustani}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {T_LIJECNICKI.spremi}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}

/** The athletes with their examinations, the ticked ones' date, the CSV; `clubName` adds a column (staff). */
function MedicalList({
  athletes,
  clubName,
}: {
  athletes: readonly StoredSportas[];
  clubName?: (clubId: string) => string;
}) {
  const today = zagrebDay();
  const [params, setParams] = useSearchParams();
  const focus = params.get("sportas");
  const [editingId, setEditingId] = useState<string | null>(null);
  // A refusal's link names the athlete: their dialog is open until it is closed once.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const openId = editingId ?? (focus !== dismissed ? focus : null);
  const editing = openId ? (athletes.find((a) => a.id === openId) ?? null) : null;
  const { selected, toggle, choose } = useSelection();
  const [until, setUntil] = useState("");
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const sorted = useMemo(() => [...athletes].sort(byName), [athletes]);

  function close(done?: Message) {
    setEditingId(null);
    if (done) setMessage(done);
    if (focus) {
      setDismissed(focus);
      setParams({}, { replace: true });
    }
  }

  const chosen = sorted.filter((s) => selected.has(s.id)).map((s) => s.id);
  async function recordChosen() {
    if (chosen.length === 0) return;
    if (!until) return setMessage({ severity: "error", text: T_LIJECNICKI.odaberiDatum });
    setBusy(true);
    setMessage(null);
    try {
      const recorded = await recordMedicals(chosen, until);
      choose([]);
      setMessage({
        severity: recorded < chosen.length ? "error" : "success",
        text: recorded < chosen.length ? T_LIJECNICKI.nisuSvi(recorded, chosen.length) : T_LIJECNICKI.upisano(recorded),
      });
    } catch (failure) {
      setMessage({ severity: "error", text: errorText(failure) });
    } finally {
      setBusy(false);
    }
  }

  const headers = [
    ROW_CHECKS_HEADER,
    T_LIJECNICKI.sportas,
    ...(clubName ? [T_LIJECNICKI.klub] : []),
    T_LIJECNICKI.stanje,
    T_MOJ_KLUB.radnje,
  ];
  return (
    <>
      {sorted.length === 0 ? <p>{T_LIJECNICKI.nemaSportasa}</p> : null}
      {sorted.length > 0 ? (
        <DataTable headers={headers} caption={T_LIJECNICKI.naslov} testId="lijecnicki">
          {sorted.map((s) => {
            const name = nameOf(s);
            return (
              <tr key={s.id} data-testid="lijecnicki-row" aria-current={s.id === focus ? "true" : undefined}>
                <td>
                  <RowCheck
                    label={T_LIJECNICKI.odaberi(name)}
                    checked={selected.has(s.id)}
                    onToggle={() => toggle(s.id)}
                  />
                </td>
                <Cell column={T_LIJECNICKI.sportas}>{name}</Cell>
                {clubName ? <Cell column={T_LIJECNICKI.klub}>{clubName(s.club_id)}</Cell> : null}
                <Cell column={T_LIJECNICKI.stanje}>
                  <MedicalStatus until={s.lijecnicki_do} today={today} />
                </Cell>
                <Cell column={T_MOJ_KLUB.radnje}>
                  <Button variant="text" onClick={() => setEditingId(s.id)}>
                    {T_LIJECNICKI.upisi(name)}
                  </Button>
                </Cell>
              </tr>
            );
          })}
        </DataTable>
      ) : null}
      {sorted.length > 0 ? (
        <section aria-labelledby="lijecnicki-odabrani" className="form">
          <h2 id="lijecnicki-odabrani" className="visually-hidden">
            {T_LIJECNICKI.upisiOdabrane(chosen.length)}
          </h2>
          <div className="row">
            <Button variant="text" onClick={() => choose(sorted.map((s) => s.id))}>
              {T_LIJECNICKI.odaberiSve}
            </Button>
            <Button
              variant="text"
              onClick={() =>
                choose(sorted.filter((s) => needsMedical(medicalState(s.lijecnicki_do, today))).map((s) => s.id))
              }
            >
              {T_LIJECNICKI.odaberiBezValjanog}
            </Button>
          </div>
          <DateField
            id="lijecnicki-datum"
            label={T_LIJECNICKI.datumOdabranih}
            value={until}
            onChange={(event) => setUntil(event.target.value)}
          />
          <div>
            <Button onClick={() => void recordChosen()} disabled={chosen.length === 0 || busy} aria-busy={busy}>
              {T_LIJECNICKI.upisiOdabrane(chosen.length)}
            </Button>
          </div>
        </section>
      ) : null}
      {message ? <Alert severity={message.severity}>{message.text}</Alert> : null}
      {editing ? <MedicalDialog key={editing.id} athlete={editing} onClose={close} /> : null}
      <LijecnickiImport athletes={athletes} />
    </>
  );
}

/** A club's athletes (the official's club). */
function ClubAthletes({ klub }: { klub: { id: string; savez_id: string | null } }) {
  const { data, error, isLoading } = useSportasiKluba(klub);
  if (isLoading) return <Spinner label={T.loading} />;
  if (error) return <Alert severity="error">{T_LIJECNICKI.greska}</Alert>;
  return <MedicalList athletes={data?.sportasi ?? NONE} />;
}

const NONE: StoredSportas[] = [];

/** A club's officials: their club's athletes (a club picked when they have several). */
function ClubScreen() {
  const { data, error, isLoading } = useKluboviDuznosnika(true);
  const [chosen, setChosen] = useState("");
  const klubovi = data?.klubovi ?? [];
  const klub = klubovi.find((k) => k.id === chosen) ?? klubovi[0];
  if (isLoading) return <Spinner label={T.loading} />;
  if (error) return <Alert severity="error">{T_LIJECNICKI.greska}</Alert>;
  if (!klub) return <p>{T_LIJECNICKI.nisteDuznosnik}</p>;
  return (
    <>
      {klubovi.length > 1 ? (
        <LabelledSelect
          id="lijecnicki-klub"
          label={T_LIJECNICKI.klub}
          value={klub.id}
          options={klubovi.map((k) => ({ value: k.id, label: k.naziv }))}
          onChange={setChosen}
        />
      ) : (
        <p>{klub.naziv}</p>
      )}
      <ClubAthletes key={klub.id} klub={klub} />
    </>
  );
}

/** The federation's staff (and admins): every club's athletes, by club if they like. */
function FederationScreen() {
  const { savezId } = useCurrentSavez();
  const athletes = useSportasiSaveza(savezId);
  const clubs = useKluboviSaveza(savezId).data?.klubovi ?? [];
  const [club, setClub] = useState("");
  const all = athletes.data?.sportasi ?? NONE;
  const shown = useMemo(() => (club ? all.filter((a) => a.club_id === club) : all), [all, club]);
  const clubName = (id: string) => clubs.find((c) => c.id === id)?.naziv ?? "—";
  return (
    <>
      <SavezSwitcher />
      <LabelledSelect
        id="lijecnicki-klub"
        label={T_LIJECNICKI.klub}
        value={club}
        options={[
          { value: "", label: T_LIJECNICKI.sviKlubovi },
          ...clubs.map((c) => ({ value: c.id, label: c.naziv })),
        ]}
        onChange={setClub}
      />
      {athletes.isLoading ? <Spinner label={T.loading} /> : null}
      {athletes.error ? <Alert severity="error">{T_LIJECNICKI.greska}</Alert> : null}
      {athletes.data ? <MedicalList athletes={shown} clubName={clubName} /> : null}
    </>
  );
}

function Screen() {
  const me = useMe().data;
  return (
    <>
      <p>{T_LIJECNICKI.uvod}</p>
      {me && can(me, "update", "sportasi") === "club" ? <ClubScreen /> : <FederationScreen />}
    </>
  );
}

/** /lijecnicki: 'Liječnički pregledi' (a club's officials, the federation's staff, admins). */
export function Component() {
  return (
    <GuardedPage
      title={T_LIJECNICKI.naslov}
      narrow={false}
      allows={(s) => can(s, "update", "sportasi") !== null}
      refusal={T_LIJECNICKI.samoOvlasteni}
    >
      <Screen />
    </GuardedPage>
  );
}
