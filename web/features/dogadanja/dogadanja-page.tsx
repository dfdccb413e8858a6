import { Link, type LoaderFunctionArgs } from "react-router";
import { ROUTES, fill } from "../../../shared/paths";
import { T, T_JAVNO } from "../../../shared/texts";
import { FeedCard } from "../../components/feed-card";
import { Alert } from "../../components/ui/alert";
import { PageLayout } from "../../components/ui/page-layout";
import { Spinner } from "../../components/ui/spinner";
import { preloadDogadanja, useDogadanja } from "./api/dogadanja";
import { LoadMoreButton } from "../../components/load-more";

/** In the Worker's render (issue 32): the archive's first page, in the HTML and not read again on hydration. */
export async function loader({ context }: LoaderFunctionArgs) {
  await preloadDogadanja(context);
  return null;
}

/** /dogadanja: every announcement, newest first, a page at a time ('Učitaj još'); each links to its page. */
export function Component() {
  const { data, error, isLoading, isValidating, size, setSize } = useDogadanja();
  const items = data?.flatMap((page) => page.items) ?? [];
  const more = Boolean(data?.at(-1)?.next);
  return (
    <PageLayout title={T_JAVNO.dogadanja}>
      <p>{T_JAVNO.dogadanjaUvod}</p>
      {isLoading ? <Spinner label={T.loading} /> : null}
      {error ? <Alert severity="error">{T_JAVNO.dogadanjaError}</Alert> : null}
      {data && items.length === 0 ? <p>{T_JAVNO.nemaDogadanja}</p> : null}
      <div className="grid">
        {items.map((item) => (
          <FeedCard key={item.id} item={item} to={fill(ROUTES.dogadanje, { id: item.id })} data-testid="dogadanje-card">
            {item.savez ? (
              <p className="card-savez">
                <Link to={fill(ROUTES.savez, { slug: item.savez.slug })}>{item.savez.naziv}</Link>
              </p>
            ) : null}
          </FeedCard>
        ))}
      </div>
      {more ? <LoadMoreButton busy={isValidating} onMore={() => void setSize(size + 1)} /> : null}
    </PageLayout>
  );
}
