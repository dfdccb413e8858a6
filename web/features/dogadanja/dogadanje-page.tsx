import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { ROUTES, fill } from "../../../shared/paths";
import { announcementMeta } from "../../../shared/seo/page-meta";
import { T_JAVNO } from "../../../shared/texts";
import { PageHead } from "../../components/page-head";
import { PageLayout } from "../../components/ui/page-layout";
import { croatianDate } from "../../../shared/dates";
import { loadDogadanje, type JavnoDogadanje } from "./api/dogadanja";
import "../../styles/javno.css";

/** The announcement (an unknown or malformed id is the route's 404: 'Page Not Found'). */
export function loader({ params, request, context }: LoaderFunctionArgs) {
  return loadDogadanje(params.id ?? "", request.signal, context);
}

/** /dogadanja/:id: one announcement, a page that can be shared. */
export function Component() {
  const d = useLoaderData<JavnoDogadanje>();
  const published = croatianDate(d.created_at);
  return (
    <PageLayout title={d.subject ?? T_JAVNO.dogadanja} narrow>
      <PageHead meta={(origin) => announcementMeta(origin, d)} />
      <article className="dogadanje">
        {published && d.created_at ? (
          <p className="card-meta">
            <time dateTime={d.created_at}>{T_JAVNO.objavljeno(published)}</time>
          </p>
        ) : null}
        {d.slika_url ? <img src={d.slika_url} alt="" className="dogadanje-slika" /> : null}
        {d.description ? <p className="dogadanje-opis">{d.description}</p> : null}
        {d.savez ? (
          <p className="card-savez">
            <Link to={fill(ROUTES.savez, { slug: d.savez.slug })}>{d.savez.naziv}</Link>
          </p>
        ) : null}
      </article>
      <p>
        <Link to={ROUTES.dogadanja}>{T_JAVNO.svaDogadanja}</Link>
      </p>
    </PageLayout>
  );
}
