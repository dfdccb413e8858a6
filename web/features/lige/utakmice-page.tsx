// /moj-klub/utakmice (issue 31 item 5): the league matches a club's official or the federation's staff answer
// for, in sections: disputed results (staff decide them), those waiting for the caller (the home club's score
// to enter, the away club's answer), those waiting for the away club's confirmation (the 48-hour note on each),
// those without a result, and the results that count. Each match carries the actions of the caller's side.
import { useState } from "react";
import { T } from "../../../shared/texts";
import { T_LIGE_EKRANI } from "../../../shared/texts/lige-ekrani";
import { Alert } from "../../components/ui/alert";
import { PageLayout } from "../../components/ui/page-layout";
import { Spinner } from "../../components/ui/spinner";
import { useSession } from "../../lib/session";
import { useMojeUtakmice, type MojaUtakmica } from "./api/utakmice";
import { ReportProvider, UtakmicaRadnje, type Report } from "./components/utakmica-radnje";
import { UtakmicaRedak } from "../../components/lige/utakmica-redak";
import { zagrebDay } from "../../../shared/dates";
import { ORDER, odjeljakOf, type Odjeljak } from "./odjeljci";
import "../../components/lige/lige.css";

const TU = T_LIGE_EKRANI.utakmice;

function Popis({ matches }: { matches: MojaUtakmica[] }) {
  return (
    <ul className="liga-utakmice">
      {matches.map((m) => (
        <UtakmicaRedak key={m.id} m={m} meta={TU.natjecanje(m.natjecanje, m.skupina, m.kolo)}>
          {m.prigovor && m.stanje === "disputed" ? <p className="liga-razlog">{TU.prigovor(m.prigovor)}</p> : null}
          <UtakmicaRadnje m={m} />
        </UtakmicaRedak>
      ))}
    </ul>
  );
}

export function Component() {
  const { token } = useSession();
  const { data, error, isLoading } = useMojeUtakmice();
  const [outcome, setOutcome] = useState<Parameters<Report>[0]>({ ok: true, text: "" });
  if (!token) {
    return (
      <PageLayout title={TU.naslov}>
        <Alert severity="info">{T.pleaseLogin}</Alert>
      </PageLayout>
    );
  }
  const danas = zagrebDay();
  const sections = new Map<Odjeljak, MojaUtakmica[]>();
  for (const m of data?.utakmice ?? []) {
    const key = odjeljakOf(m, danas);
    sections.set(key, [...(sections.get(key) ?? []), m]);
  }
  // Results that count: latest first.
  sections.get("racunajuSe")?.reverse();
  return (
    <PageLayout title={TU.naslov}>
      <p>{TU.uvod}</p>
      {/* One status line for the screen: a match whose result changed may move to another section. */}
      <div className="liga-poruka">
        <div role="status" data-testid="utakmice-poruka">
          {outcome.ok && outcome.text ? <div className="alert alert-success">{outcome.text}</div> : null}
        </div>
        {!outcome.ok ? <Alert severity="error">{outcome.text}</Alert> : null}
      </div>
      {isLoading ? <Spinner label={T.loading} /> : null}
      {error ? <Alert severity="error">{TU.greska(error.message)}</Alert> : null}
      {data && data.utakmice.length === 0 ? <p>{TU.nemaUtakmica}</p> : null}
      <ReportProvider value={setOutcome}>
        {ORDER.filter((key) => sections.has(key)).map((key) => (
          <section key={key} aria-labelledby={`utakmice-${key}`} data-testid={`utakmice-${key}`}>
            <h2 id={`utakmice-${key}`}>{TU.odjeljci[key]}</h2>
            <Popis matches={sections.get(key)!} />
          </section>
        ))}
      </ReportProvider>
    </PageLayout>
  );
}
