import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { ROUTES, fill, osmUrl } from "../../../shared/paths";
import { detailRows } from "../../../shared/entities/fields";
import { NATJECANJE_FIELDS } from "../../../shared/entities/natjecanje/fields";
import { competitionMeta } from "../../../shared/seo/page-meta";
import { T, T_CARDS, T_JAVNO, T_UI } from "../../../shared/texts";
import { PageHead } from "../../components/page-head";
import { StandingsTable } from "../../components/standings-table";
import { Card } from "../../components/ui/card";
import { PageLayout } from "../../components/ui/page-layout";
import { croatianDate, croatianDateRange } from "../../../shared/dates";
import { loadNatjecanje, preloadPrijave, type JavnoNatjecanjeDetalji } from "./api/natjecanja";
import { CalendarLink } from "./components/calendar-link";
import { LigaSekcija } from "../../components/lige/liga-sekcija";
import { preloadLigaNatjecanja } from "../../components/lige/preload";
import { PrijaveSection } from "../../components/prijave/prijave-section";
import { useProzor } from "../../lib/prijave";
import "../../styles/javno.css";

/**
 * The competition (an unknown or malformed id is the route's 404: 'Page Not Found'). In the Worker's render its
 * entries and league sections' data too (issue 32), so they are in the first HTML and not read on hydration.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const [natjecanje] = await Promise.all([
    loadNatjecanje(id, request.signal, context),
    preloadPrijave(context, id),
    preloadLigaNatjecanja(context, id),
  ]);
  return natjecanje;
}

function Rezultat({ rezultat }: { rezultat: JavnoNatjecanjeDetalji["rezultati"][number] }) {
  const title = rezultat.payload.naziv ?? T_UI.resultFallbackTitle;
  const published = croatianDate(rezultat.created_at);
  return (
    <Card data-testid="natjecanje-rezultat">
      <h3>{title}</h3>
      {published ? <p className="card-meta">{T_CARDS.resultDate(published)}</p> : null}
      <StandingsTable title={title} poredak={rezultat.payload.poredak} />
    </Card>
  );
}

/**
 * /natjecanja/:id: name, dates, the details its fields declare (the place with its OpenStreetMap link), federation, documents, the results linked to it and
 * the registered competitors (name and team). A competition that takes entries (issue 30) tells its entrants in its
 * entries section: the first wave's list of competitors then shows only when it has some, never "Još nema
 * prijavljenih natjecatelja" under the events' counts (issue 50).
 */
export function Component() {
  const n = useLoaderData<JavnoNatjecanjeDetalji>();
  // null: the competition takes no entries; undefined while it loads (the Worker's render has it).
  const prozor = useProzor(n.id).data;
  const competitors = n.prijavljeni.length > 0 || prozor === null;
  return (
    <PageLayout title={n.naziv}>
      <PageHead meta={(origin) => competitionMeta(origin, n)} />
      <dl className="javno-facts">
        <div>
          <dt>{T_JAVNO.datum}</dt>
          <dd>{croatianDateRange(n.datum_od, n.datum_do)}</dd>
        </div>
        {detailRows(NATJECANJE_FIELDS, n).map((row) => (
          <div key={row.name}>
            <dt>{row.label}</dt>
            <dd>
              {row.value}
              {row.kind === "map" ? (
                <>
                  {" "}
                  <a href={osmUrl(row.value)} target="_blank" rel="noopener noreferrer">
                    {T_JAVNO.naKarti}
                  </a>
                </>
              ) : null}
            </dd>
          </div>
        ))}
        {n.savez ? (
          <div>
            <dt>{T_JAVNO.savez}</dt>
            <dd>
              <Link to={fill(ROUTES.savez, { slug: n.savez.slug })}>{n.savez.naziv}</Link>
            </dd>
          </div>
        ) : null}
      </dl>
      <p>
        <CalendarLink slug={n.savez?.slug ?? null} />
      </p>
      <LigaSekcija natjecanjeId={n.id} />
      <section aria-labelledby="natjecanje-dokumenti">
        <h2 id="natjecanje-dokumenti">{T_JAVNO.dokumenti}</h2>
        {n.dokumenti.length === 0 ? <p>{T_JAVNO.nemaDokumenata}</p> : null}
        <ul>
          {n.dokumenti.map((d) => (
            <li key={d.url}>
              <a href={d.url} data-testid="natjecanje-dokument">
                {d.naziv}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="natjecanje-rezultati">
        <h2 id="natjecanje-rezultati">{T_JAVNO.rezultati}</h2>
        {n.rezultati.length === 0 ? <p>{T_JAVNO.nemaRezultata}</p> : null}
        <div className="grid">
          {n.rezultati.map((r) => (
            <Rezultat key={r.id} rezultat={r} />
          ))}
        </div>
      </section>
      <PrijaveSection natjecanjeId={n.id} />
      {competitors ? <Natjecatelji prijavljeni={n.prijavljeni} /> : null}
      <p>
        <Link to={ROUTES.natjecanja}>{T_JAVNO.sviNatjecanja}</Link>
      </p>
    </PageLayout>
  );
}

/** The first wave's registered competitors (name and team). */
function Natjecatelji({ prijavljeni }: { prijavljeni: JavnoNatjecanjeDetalji["prijavljeni"] }) {
  return (
    <section aria-labelledby="natjecanje-prijavljeni">
      <h2 id="natjecanje-prijavljeni">{T_JAVNO.startnaLista}</h2>
      {prijavljeni.length === 0 ? (
        <p>{T_JAVNO.nemaPrijavljenih}</p>
      ) : (
        <table className="standings" data-testid="startna-lista">
          <caption className="visually-hidden">{T_JAVNO.startnaLista}</caption>
          <thead>
            <tr>
              <th scope="col">{T_JAVNO.imePrezime}</th>
              <th scope="col">{T.tim}</th>
            </tr>
          </thead>
          <tbody>
            {prijavljeni.map((p, i) => (
              <tr key={`${i}-${p.ime}-${p.prezime}`}>
                <td>
                  {p.ime} {p.prezime}
                </td>
                <td>{p.team}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
