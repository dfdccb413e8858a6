// /sportasi/:id (issue 29): one athlete for the federation's staff: name, date of birth, OIB or the note why
// not, their club now, and over time: every licence (season, club, status, a rejection's reason) and every
// transfer (from, to, date, status), so the history keeps both clubs of a move.
import { useParams } from "react-router";
import { croatianDate } from "../../../shared/dates";
import { can } from "../../../shared/permissions";
import { T_MOJ_KLUB, T_STAFF, T_STATUS_KLUBOVI } from "../../../shared/texts";
import { DataTable, TextRows } from "../../components/data-table";
import { GuardedPage } from "../../components/role-guard";
import { SavezSwitcher } from "../../components/savez-switcher";
import { Alert } from "../../components/ui/alert";
import { useCurrentSavez } from "../../lib/current-savez";
import { useKluboviSaveza, useLicenceSaveza, useSezone, useSportasiSaveza, useTransferiSaveza } from "./api";

const word = (group: Record<string, string>, s: string) => group[s] ?? s;

function Table({ caption, headers, rows }: { caption: string; headers: string[]; rows: string[][] }) {
  if (rows.length === 0) return <p>—</p>;
  return (
    <DataTable headers={headers} caption={caption}>
      <TextRows headers={headers} rows={rows} />
    </DataTable>
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
      </dl>
      <h2>{T_MOJ_KLUB.povijest}</h2>
      <h3>{T_MOJ_KLUB.licence}</h3>
      <Table
        caption={T_MOJ_KLUB.licence}
        headers={[T_MOJ_KLUB.sezona, T_MOJ_KLUB.klub, T_MOJ_KLUB.status, T_MOJ_KLUB.razlog]}
        rows={licences.map((l) => [
          seasonName(l.sezona_id),
          clubName(l.club_id),
          word(T_STATUS_KLUBOVI.licenca, l.status),
          l.razlog_odbijanja ?? "",
        ])}
      />
      <h3>{T_MOJ_KLUB.transferi}</h3>
      <Table
        caption={T_MOJ_KLUB.transferi}
        headers={[T_MOJ_KLUB.izKluba, T_MOJ_KLUB.uKlub, T_MOJ_KLUB.datumTransfera, T_MOJ_KLUB.status]}
        rows={transfers.map((t) => [
          clubName(t.from_club_id),
          clubName(t.club_id),
          croatianDate(t.datum) ?? t.datum,
          word(T_STATUS_KLUBOVI.transfer, t.status),
        ])}
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
