import type { ReactNode } from "react";
import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from "react-router";
import { ROUTES } from "../../../shared/paths";
import { federationMeta } from "../../../shared/seo/page-meta";
import { T, T_SAVEZ } from "../../../shared/texts";
import { FeedCard } from "../../components/feed-card";
import { PageHead } from "../../components/page-head";
import { Card } from "../../components/ui/card";
import { PageLayout } from "../../components/ui/page-layout";
import { loadSavez, type SavezPage } from "./api/savezi";
import { SavezLogo } from "../../components/savez-logo";
import "../../styles/savezi.css";

/** The federation's contact lines: email and website, when it has them. */
function Kontakt({ savez }: { savez: SavezPage }) {
  if (!savez.email && !savez.web) return null;
  return (
    <dl className="savez-kontakt" aria-label={T_SAVEZ.kontakt}>
      {savez.email ? (
        <div>
          <dt>{T_SAVEZ.email}</dt>
          <dd>
            <a href={`mailto:${savez.email}`}>{savez.email}</a>
          </dd>
        </div>
      ) : null}
      {savez.web ? (
        <div>
          <dt>{T_SAVEZ.web}</dt>
          <dd>
            <a href={savez.web} target="_blank" rel="noopener noreferrer">
              {savez.web}
            </a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** A titled section of cards (`children`, `count` of them), or `none` when there are none. */
function Section({
  id,
  title,
  count,
  none,
  children,
}: {
  id: string;
  title: string;
  count: number;
  none: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {count === 0 ? <p>{none}</p> : null}
      <div className="grid">{children}</div>
    </section>
  );
}

/** The federation (an unknown slug: none, and a 404). */
export function loader({ params, request, context }: LoaderFunctionArgs) {
  return loadSavez(params.slug ?? "", request.signal, context);
}

function SavezView({ savez }: { savez: SavezPage }) {
  return (
    <>
      <PageHead meta={(origin) => federationMeta(origin, savez)} />
      <header className="savez-header">
        <SavezLogo naziv={savez.naziv} logoKey={savez.logo_key} alt={T_SAVEZ.logoAlt(savez.naziv)} size={96} />
        <div>
          <h1 className="page-title">{savez.naziv}</h1>
          {savez.opis ? <p>{savez.opis}</p> : null}
          <Kontakt savez={savez} />
        </div>
      </header>
      <Section id="savez-najave" title={T_SAVEZ.najnovijeNajave} count={savez.feed.length} none={T_SAVEZ.nemaNajava}>
        {savez.feed.map((item) => (
          <FeedCard key={item.id} item={item} data-testid="savez-najava" />
        ))}
      </Section>
      <Section
        id="savez-dokumenti"
        title={T_SAVEZ.dokumenti}
        count={savez.dokumenti_saveza.length}
        none={T_SAVEZ.nemaDokumenata}
      >
        {savez.dokumenti_saveza.map((d) => (
          <Card key={d.id} aria-label={d.naziv}>
            <h3>{d.naziv}</h3>
            {d.opis ? <p>{d.opis}</p> : null}
            <a className="btn btn-text" href={d.dokument_url} target="_blank" rel="noopener noreferrer">
              {T.preuzmi}
            </a>
          </Card>
        ))}
      </Section>
      <p>
        <Link to={ROUTES.savezi}>{T_SAVEZ.sviSavezi}</Link>
      </p>
    </>
  );
}

/** /savezi/:slug: one federation's name, logo, contact, latest announcements and documents; or not found. */
export function Component() {
  const slug = useParams().slug ?? "";
  const savez = useLoaderData<{ savezi: SavezPage[] }>().savezi[0];
  if (savez) {
    return (
      <div className="page">
        <SavezView savez={savez} />
      </div>
    );
  }
  return (
    <PageLayout title={T_SAVEZ.nijePronaden}>
      <p>{T_SAVEZ.nijePronadenOpis(slug)}</p>
      <p>
        <Link to={ROUTES.savezi}>{T_SAVEZ.sviSavezi}</Link>
      </p>
    </PageLayout>
  );
}
