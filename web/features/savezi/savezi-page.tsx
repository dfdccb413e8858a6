import { Link } from "react-router";
import { ROUTES, fill } from "../../../shared/paths";
import { T, T_SAVEZ } from "../../../shared/texts";
import { Alert } from "../../components/ui/alert";
import { Card } from "../../components/ui/card";
import { PageLayout } from "../../components/ui/page-layout";
import { Spinner } from "../../components/ui/spinner";
import { useSavezi } from "../../lib/savezi";
import { SavezLogo } from "../../components/savez-logo";
import "../../styles/savezi.css";

/** /savezi: every federation with its logo and name, each linking to its page. */
export function Component() {
  const { data, error, isLoading } = useSavezi();
  return (
    <PageLayout title={T_SAVEZ.savezi}>
      <p>{T_SAVEZ.saveziUvod}</p>
      {isLoading ? <Spinner label={T.loading} /> : null}
      {error ? <Alert severity="error">{T_SAVEZ.saveziError}</Alert> : null}
      {data && data.savezi.length === 0 ? <p>{T_SAVEZ.nemaSaveza}</p> : null}
      <ul className="grid savezi-list">
        {data?.savezi.map((savez) => (
          <li key={savez.id}>
            <Card className="savez-card" data-testid="savez-card">
              <SavezLogo naziv={savez.naziv} logoKey={savez.logo_key} alt="" size={64} />
              <div>
                <h2>
                  <Link to={fill(ROUTES.savez, { slug: savez.slug })}>{savez.naziv}</Link>
                </h2>
                {savez.opis ? <p>{savez.opis}</p> : null}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
