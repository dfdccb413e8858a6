// A club's league matches on its public page (/klubovi/:slug, issue 31 item 6): its teams' next matches and
// last results. Nothing for a club with no team in a league.
import { T_LIGE_EKRANI as T } from "../../../shared/texts/lige-ekrani";
import { useKlubUtakmice, type PregledUtakmica } from "./api";
import { UtakmicaRedak } from "./utakmica-redak";
import "./lige.css";

const HOW_MANY = 5;
const played = (m: PregledUtakmica) => m.golovi_domacin !== null && m.golovi_gost !== null;

/** Next: not played yet and not annulled, soonest first; last: results, latest first. */
export function splitMatches(matches: readonly PregledUtakmica[]) {
  const sljedece = matches.filter((m) => !played(m) && m.status !== "annulled" && m.status !== "forfeit");
  const posljednji = matches.filter((m) => played(m) || m.status === "forfeit").reverse();
  return { sljedece: sljedece.slice(0, HOW_MANY), posljednji: posljednji.slice(0, HOW_MANY) };
}

function Popis({
  id,
  title,
  matches,
  empty,
}: {
  id: string;
  title: string;
  matches: PregledUtakmica[];
  empty: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {matches.length === 0 ? <p>{empty}</p> : null}
      <ul className="liga-utakmice">
        {matches.map((m) => (
          <UtakmicaRedak key={m.id} m={m} meta={`${m.natjecanje} · ${T.kolo(m.kolo)}`} />
        ))}
      </ul>
    </section>
  );
}

export function KlubUtakmice({ slug }: { slug: string }) {
  const { data } = useKlubUtakmice(slug);
  if (!data || data.utakmice.length === 0) return null;
  const { sljedece, posljednji } = splitMatches(data.utakmice);
  return (
    <section aria-labelledby="klub-utakmice" data-testid="klub-utakmice">
      <h2 id="klub-utakmice">{T.klub.naslov}</h2>
      <Popis id="klub-sljedece" title={T.klub.sljedece} matches={sljedece} empty={T.klub.nemaSljedecih} />
      <Popis id="klub-posljednji" title={T.klub.posljednji} matches={posljednji} empty={T.klub.nemaRezultata} />
    </section>
  );
}
