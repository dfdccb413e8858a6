import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { ROUTES, fill } from "../../../shared/paths";
import { clubMeta } from "../../../shared/seo/page-meta";
import { T_MOJ_KLUB } from "../../../shared/texts";
import { PageHead } from "../../components/page-head";
import { SavezLogo } from "../../components/savez-logo";
import { loadKlub, type JavniKlubDetalji } from "./api";
import { KlubUtakmice } from "../../components/lige/klub-utakmice";
import "../../styles/savezi.css";

/** The club (an unknown or malformed slug is the route's 404: 'Page Not Found'). */
export function loader({ params, request, context }: LoaderFunctionArgs) {
  return loadKlub(params.slug ?? "", request.signal, context);
}

/** The athletes licensed for the active season, by name only (the public page shows nothing else of them). */
function Sportasi({ klub }: { klub: JavniKlubDetalji }) {
  if (!klub.sezona) return <p>{T_MOJ_KLUB.nemaSezone}</p>;
  return (
    <section aria-labelledby="klub-sportasi">
      <h2 id="klub-sportasi">{T_MOJ_KLUB.licenciraniSportasi(klub.sezona.naziv)}</h2>
      {klub.sportasi.length === 0 ? <p>{T_MOJ_KLUB.nemaLicenciranih}</p> : null}
      <ul className="klub-sportasi" data-testid="klub-sportasi">
        {klub.sportasi.map((s, i) => (
          <li key={i}>
            {s.ime} {s.prezime}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /klubovi/:slug: the club's name, logo, federation and address, and its licensed athletes. */
export function Component() {
  const klub = useLoaderData<JavniKlubDetalji>();
  return (
    <div className="page">
      <PageHead meta={(origin) => clubMeta(origin, klub)} />
      <header className="savez-header">
        <SavezLogo naziv={klub.naziv} logoKey={klub.logo_key} alt={T_MOJ_KLUB.logoAlt(klub.naziv)} size={96} />
        <div>
          <h1 className="page-title">{klub.naziv}</h1>
          {klub.savez ? (
            <p>
              <Link to={fill(ROUTES.savez, { slug: klub.savez.slug })}>{klub.savez.naziv}</Link>
            </p>
          ) : null}
          {klub.adresa ? (
            <p>
              {T_MOJ_KLUB.adresa}: {klub.adresa}
            </p>
          ) : null}
        </div>
      </header>
      <Sportasi klub={klub} />
      <KlubUtakmice slug={klub.slug} />
      <p>
        <Link to={ROUTES.klubovi}>{T_MOJ_KLUB.sviKlubovi}</Link>
      </p>
    </div>
  );
}
