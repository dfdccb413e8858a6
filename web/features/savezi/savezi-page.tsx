import { ROUTES, fill } from "../../../shared/paths";
import { T, T_SAVEZ } from "../../../shared/texts";
import { Alert } from "../../components/ui/alert";
import { PageLayout } from "../../components/ui/page-layout";
import { Spinner } from "../../components/ui/spinner";
import { useSavezi } from "../../lib/savezi";
import { LogoCard } from "../../components/savez-logo";
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
          <LogoCard
            key={savez.id}
            naziv={savez.naziv}
            logoKey={savez.logo_key}
            size={64}
            to={fill(ROUTES.savez, { slug: savez.slug })}
            testId="savez-card"
          >
            {savez.opis ? <p>{savez.opis}</p> : null}
          </LogoCard>
        ))}
      </ul>
    </PageLayout>
  );
}
