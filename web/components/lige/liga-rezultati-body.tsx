// Home's 'Najnoviji Rezultati' gets one more result card (issue 31 item 6): the league that played last, its
// latest counted results and its leaders, drawn like the other result cards (the competition's name as the
// linked title, then the same standings table of place, team and points). Nothing while there is no league
// result. Loaded after home's first render (./liga-rezultati-card.tsx), so home's first load stays in its budget.
import useSWR from "swr";
import { Link } from "react-router";
import { ROUTES, fill } from "../../../shared/paths";
import { T_LIGE_EKRANI as T } from "../../../shared/texts/lige-ekrani";
import { StandingsTable } from "../standings-table";
import { Card } from "../ui/card";
import { LIGE_READS, getLigaJson, type NajnovijaLiga } from "./api";

export default function LigaRezultatiBody() {
  const { data } = useSWR<{ liga: NajnovijaLiga | null }, Error>("lige-najnovije", () =>
    getLigaJson<{ liga: NajnovijaLiga | null }>(LIGE_READS.najnovije),
  );
  const liga = data?.liga;
  if (!liga) return null;
  const title = `${liga.natjecanje} · ${liga.skupina}`;
  return (
    <Card data-testid="liga-result-card">
      <h3>
        <Link to={fill(ROUTES.natjecanje, { id: liga.natjecanje_id })}>{title}</Link>
      </h3>
      <p className="card-meta">{T.home.posljednjiRezultati}</p>
      <ul className="card-meta">
        {liga.rezultati.map((m) => (
          <li key={m.id}>
            {T.susret(m.domacin, m.gost)}{" "}
            {m.golovi_domacin !== null && m.golovi_gost !== null ? T.rezultat(m.golovi_domacin, m.golovi_gost) : null}
          </li>
        ))}
      </ul>
      <p className="card-meta">{T.home.vodeci}</p>
      <StandingsTable
        title={`${title}: ${T.home.vodeci}`}
        poredak={liga.vodeci.map((r) => ({ mjesto: r.mjesto, ime: r.ekipa, bodovi: r.bodovi }))}
      />
    </Card>
  );
}
