import { isRouteErrorResponse, useRouteError } from "react-router";
import { ROUTES } from "../../shared/paths";
import { T } from "../../shared/texts/home";
import { Button, ButtonLink } from "../components/ui/button";
import { PageLayout } from "../components/ui/page-layout";

function detailsOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || `HTTP ${error.status}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The error screen of every route (SPEC §2): 404 'Page Not Found', anything else 'Something went wrong'. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PageLayout title={T.pageNotFound} narrow>
        <p>{T.pageNotFoundBody}</p>
        <ButtonLink to={ROUTES.home}>{T.goBackHome}</ButtonLink>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={T.somethingWentWrong} narrow>
      <p>{T.unexpectedError}</p>
      <section aria-labelledby="error-details">
        <h2 id="error-details">{T.errorDetails}</h2>
        <pre className="error-details">{detailsOf(error)}</pre>
      </section>
      <Button onClick={() => window.location.reload()}>{T.reloadPage}</Button>
    </PageLayout>
  );
}
