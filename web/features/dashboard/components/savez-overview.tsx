// The staff dashboard's overview of the federation being worked on: how many announcements, competitions,
// results and documents it has, and its latest announcements, competitions and results, each leading to the
// screen where it is edited. It reads the same trusted queries as those screens (SWR shares them, so opening a
// screen from here shows its list at once); a list's limit shows as "200+".
import { Link } from "react-router";
import { DokumentiSaveza } from "../../../../shared/entities/dokument-saveza/operations";
import { Najave } from "../../../../shared/entities/feed/operations";
import { Natjecanja } from "../../../../shared/entities/natjecanje/operations";
import { Rezultati } from "../../../../shared/entities/rezultat/operations";
import { ROUTES } from "../../../../shared/paths";
import { T_PREGLED } from "../../../../shared/texts";
import { Card } from "../../../components/ui/card";
import { useCurrentSavez } from "../../../lib/current-savez";
import { croatianDate } from "../../../../shared/dates";
import { useOperation } from "../../../lib/graphql";
import "../dashboard.css";

/** The lists' limits in the trusted queries (Najave, Rezultati); the others are not limited. */
const LIMIT = 200;
const LATEST = 3;

interface Item {
  id: string;
}

/** The current federation's lists, asked once /me has answered. */
function useSavezLists() {
  const { savezId, ready } = useCurrentSavez();
  const vars = { savez_id: savezId };
  const options = { enabled: ready };
  return {
    najave: useOperation(Najave, vars, options).data?.feed,
    natjecanja: useOperation(Natjecanja, vars, options).data?.natjecanja,
    rezultati: useOperation(Rezultati, vars, options).data?.rezultati,
    dokumenti: useOperation(DokumentiSaveza, vars, options).data?.dokumenti_saveza,
  };
}

const countText = (rows: readonly unknown[] | undefined, limited: boolean) =>
  rows === undefined ? "…" : limited && rows.length >= LIMIT ? T_PREGLED.barem(LIMIT) : String(rows.length);

/** One count: the number, what it counts, linking to the screen that lists them. */
function Count({ label, value, to }: { label: string; value: string; to: string }) {
  return (
    <Card className="count-card">
      <Link to={to} className="count-link">
        <span className="count-value">{value}</span>
        <span>{label}</span>
      </Link>
    </Card>
  );
}

/** The latest few of one kind, each with its date, under a heading that links to their screen. */
function Latest<T extends Item>({
  title,
  to,
  rows,
  name,
  date,
}: {
  title: string;
  to: string;
  rows: readonly T[] | undefined;
  name: (row: T) => string;
  date: (row: T) => string | null;
}) {
  return (
    <Card aria-labelledby={`najnovije-${to}`}>
      <h3 id={`najnovije-${to}`}>
        <Link to={to}>{title}</Link>
      </h3>
      {rows && rows.length === 0 ? <p>{T_PREGLED.nista}</p> : null}
      <ul className="latest-list">
        {rows?.slice(0, LATEST).map((row) => (
          <li key={row.id}>
            <span>{name(row)}</span>
            {date(row) ? <small>{date(row)}</small> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** 'Pregled saveza': counts, then the latest announcements, competitions and results. */
export function SavezOverview() {
  const { najave, natjecanja, rezultati, dokumenti } = useSavezLists();
  return (
    <section aria-labelledby="pregled-saveza" className="savez-overview">
      <h2 id="pregled-saveza">{T_PREGLED.naslov}</h2>
      <h3 className="visually-hidden">{T_PREGLED.brojevi}</h3>
      <div className="count-grid">
        <Count label={T_PREGLED.najave} value={countText(najave, true)} to={ROUTES.unesiNajavu} />
        <Count label={T_PREGLED.natjecanja} value={countText(natjecanja, false)} to={ROUTES.unesiNatjecanja} />
        <Count label={T_PREGLED.rezultati} value={countText(rezultati, true)} to={ROUTES.unosRezultata} />
        <Count label={T_PREGLED.dokumenti} value={countText(dokumenti, false)} to={ROUTES.dokumentiSaveza} />
      </div>
      <div className="grid">
        <Latest
          title={T_PREGLED.najave}
          to={ROUTES.unesiNajavu}
          rows={najave}
          name={(n) => n.subject || (n.description ?? "").slice(0, 60)}
          date={(n) => croatianDate(n.created_at)}
        />
        <Latest
          title={T_PREGLED.natjecanja}
          to={ROUTES.unesiNatjecanja}
          rows={natjecanja}
          name={(n) => n.naziv}
          date={(n) => `${croatianDate(n.datum_od)} – ${croatianDate(n.datum_do)}`}
        />
        <Latest
          title={T_PREGLED.rezultati}
          to={ROUTES.unosRezultata}
          rows={rezultati}
          name={(r) => r.payload.naziv || T_PREGLED.rezultatBezNaziva}
          date={(r) => croatianDate(r.created_at)}
        />
      </div>
    </section>
  );
}
