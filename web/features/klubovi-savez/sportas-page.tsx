// /sportasi/:id (issue 29): one athlete for the federation's staff: name, date of birth, OIB or the note why
// not, their club now, their medical examination (issue 50, recorded on /lijecnicki), and over time: every licence (season, club, status, a rejection's reason) and every
// transfer (from, to, date, status), so the history keeps both clubs of a move.
import { Link, useParams } from "react-router";
import { croatianDate, zagrebDay } from "../../../shared/dates";
import { lijecnickiOf } from "../../../shared/paths";
import { can } from "../../../shared/permissions";
import { T_LIJECNICKI, T_MOJ_KLUB, T_STAFF, T_STATUS_KLUBOVI } from "../../../shared/texts";
import { DataTable, TextRows } from "../../components/data-table";
import { MedicalStatus } from "../../components/medical-status";
import { GuardedPage } from "../../components/role-guard";
import { SavezSwitcher } from "../../components/savez-switcher";
import { Alert } from "../../components/ui/alert";
import { useCurrentSavez } from "../../lib/current-savez";
import { useKluboviSaveza, useLicenceSaveza, useSezone, useSportasiSaveza, useTransferiSaveza } from "./api";

const word = (group: Record<string, string>, s: string) => group[s] ?? s;

/** One kind of the athlete's history: its heading and a table of `rows`, each column a header and its cell. */
function History<R>({
  title,
  rows,
  columns,
}: {
  title: string;
  rows: readonly R[];
  columns: readonly (readonly [header: string, cell: (row: R) => string])[];
}) {
  const headers = columns.map(([header]) => header);
  return (
    <>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p>—</p>
      ) : (
        <DataTable headers={headers} caption={title}>
          <TextRows headers={headers} rows={rows.map((row) => columns.map(([, cell]) => cell(row)))} />
        </DataTable>
      )}
    </>
  );
}

function Screen() {
  const id = useParams().id ?? "";
  const { savezId } = useCurrentSavez();
  const athletes = useSportasiSaveza(savezId);
  const clubs = useKluboviSaveza(savezId).data?.klubovi ?? [];
  const seasons = useSezone(savezId).data?.sezone ?? [];
  const licences = (useLicenceSaveza(savezId).data?.licence ?? []).filter((l) => l.sportas_id === id);
  const transfers = (useTransferiSaveza(savezId).data?.transferi ?? []).filter((t) => t.sportas_id === id);
  const s = athletes.data?.sportasi.find((a) => a.id === id);
  const clubName = (club: string) => clubs.find((c) => c.id === club)?.naziv ?? "—";
  const seasonName = (sezona: string) => seasons.find((z) => z.id === sezona)?.naziv ?? "—";
  if (athletes.error) return <Alert severity="error">{T_MOJ_KLUB.greska}</Alert>;
  if (!s) return athletes.data ? <p>{T_MOJ_KLUB.nemaSportasa}</p> : null;
  return (
    <>
      <SavezSwitcher />
      <h2>
        {s.ime} {s.prezime}
      </h2>
      <dl className="javno-facts">
        <div>
          <dt>{T_MOJ_KLUB.datumRodenja}</dt>
          <dd>{croatianDate(s.datum_rodenja) ?? "—"}</dd>
        </div>
        <div>
          <dt>{T_MOJ_KLUB.oib}</dt>
          <dd>{s.oib ?? s.oib_napomena ?? "—"}</dd>
        </div>
        <div>
          <dt>{T_MOJ_KLUB.klub}</dt>
          <dd>{clubName(s.club_id)}</dd>
        </div>
        <div>
          <dt>{T_LIJECNICKI.stanje}</dt>
          <dd>
            <Link to={lijecnickiOf(s.id)}>
              <MedicalStatus until={s.lijecnicki_do} today={zagrebDay()} />
            </Link>
          </dd>
        </div>
      </dl>
      <h2>{T_MOJ_KLUB.povijest}</h2>
      <History
        title={T_MOJ_KLUB.licence}
        rows={licences}
        columns={[
          [T_MOJ_KLUB.sezona, (l) => seasonName(l.sezona_id)],
          [T_MOJ_KLUB.klub, (l) => clubName(l.club_id)],
          [T_MOJ_KLUB.status, (l) => word(T_STATUS_KLUBOVI.licenca, l.status)],
          [T_MOJ_KLUB.razlog, (l) => l.razlog_odbijanja ?? ""],
        ]}
      />
      <History
        title={T_MOJ_KLUB.transferi}
        rows={transfers}
        columns={[
          [T_MOJ_KLUB.izKluba, (t) => clubName(t.from_club_id)],
          [T_MOJ_KLUB.uKlub, (t) => clubName(t.club_id)],
          [T_MOJ_KLUB.datumTransfera, (t) => croatianDate(t.datum) ?? t.datum],
          [T_MOJ_KLUB.status, (t) => word(T_STATUS_KLUBOVI.transfer, t.status)],
        ]}
      />
    </>
  );
}

/** /sportasi/:id: an athlete's clubs and licences over time (staff, admins). */
export function Component() {
  return (
    <GuardedPage
      title={T_MOJ_KLUB.sportas}
      narrow={false}
      allows={(s) => can(s, "read", "sportasi") === "federation" || can(s, "read", "sportasi") === "all"}
      refusal={T_STAFF.samoOsoblje}
    >
      <Screen />
    </GuardedPage>
  );
}
