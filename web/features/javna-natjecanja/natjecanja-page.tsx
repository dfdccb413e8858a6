import { Link, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { ROUTES, fill } from "../../../shared/paths";
import { T, T_JAVNO } from "../../../shared/texts";
import { LabelledSelect } from "../../components/labelled-select";
import { Alert } from "../../components/ui/alert";
import { Card } from "../../components/ui/card";
import { PageLayout } from "../../components/ui/page-layout";
import { Spinner } from "../../components/ui/spinner";
import { preloadJavnaNatjecanja, useJavnaNatjecanja } from "./api/natjecanja";
import { preloadSavezi, useSavezi } from "../../lib/savezi";
import { CalendarLink } from "./components/calendar-link";
import { croatianDateRange } from "../../../shared/dates";
import { groupBySeason } from "./format";
import { placeOf } from "../../../shared/entities/fields";
import { NATJECANJE_FIELDS } from "../../../shared/entities/natjecanje/fields";
import "../../styles/javno.css";
import { LoadMoreButton } from "../../components/load-more";

/**
 * In the Worker's render (issue 32): the list's first page with the URL's filter and the federations of the
 * filter, so the page's HTML holds them and the browser does not read them again; in the browser: nothing.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const savez = new URL(request.url).searchParams.get("savez");
  await Promise.all([preloadJavnaNatjecanja(context, savez), preloadSavezi(context)]);
  return null;
}

/** /natjecanja: every competition, upcoming first then past ones by season; a federation filter in the URL. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const savez = params.get("savez");
  const savezi = useSavezi();
  const { data, error, isLoading, isValidating, size, setSize } = useJavnaNatjecanja(savez);
  const items = data?.flatMap((page) => page.items) ?? [];
  const more = Boolean(data?.at(-1)?.next);
  const options = [
    { value: "", label: T_JAVNO.sviSavezi },
    ...(savezi.data?.savezi ?? []).map((s) => ({ value: s.slug, label: s.naziv })),
  ];
  return (
    <PageLayout title={T_JAVNO.natjecanja}>
      <p>{T_JAVNO.natjecanjaUvod}</p>
      <div className="javno-toolbar">
        <LabelledSelect
          id="natjecanja-savez"
          label={T_JAVNO.filterSavez}
          value={savez ?? ""}
          options={options}
          onChange={(value) => setParams(value ? { savez: value } : {}, { replace: true })}
        />
        <CalendarLink slug={savez} />
      </div>
      {isLoading ? <Spinner label={T.loading} /> : null}
      {error ? <Alert severity="error">{T_JAVNO.natjecanjaError}</Alert> : null}
      {data && items.length === 0 ? <p>{T_JAVNO.nemaNatjecanja}</p> : null}
      {groupBySeason(items).map((group) => (
        <section key={group.title} aria-label={group.title}>
          <h2>{group.title}</h2>
          <ul className="grid javno-list">
            {group.items.map((n) => (
              <li key={n.id}>
                <Card data-testid="natjecanje-card">
                  <h3>
                    <Link to={fill(ROUTES.natjecanje, { id: n.id })}>{n.naziv}</Link>
                  </h3>
                  <p className="card-meta">{croatianDateRange(n.datum_od, n.datum_do)}</p>
                  <p>{placeOf(NATJECANJE_FIELDS, n)}</p>
                  {n.savez ? <p className="card-savez">{n.savez.naziv}</p> : null}
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {more ? <LoadMoreButton busy={isValidating} onMore={() => void setSize(size + 1)} /> : null}
    </PageLayout>
  );
}
