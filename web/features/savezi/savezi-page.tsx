import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { ROUTES, fill } from "../../../shared/paths";
import { listMeta } from "../../../shared/seo/page-meta";
import { T_SAVEZ } from "../../../shared/texts";
import { PageHead } from "../../components/page-head";
import { PageLayout } from "../../components/ui/page-layout";
import { LogoGrid, type LogoCardItem } from "../../components/savez-logo";
import { loadSavezi, type Savez } from "../../lib/savezi";
import "../../styles/savezi.css";

/** Every federation, read once (in the Worker when it renders the page). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadSavezi(request.signal, context);
}

const savezCard = (savez: Savez): LogoCardItem => ({
  naziv: savez.naziv,
  logoKey: savez.logo_key,
  to: fill(ROUTES.savez, { slug: savez.slug }),
  text: savez.opis,
});

/** /savezi: every federation with its logo and name, each linking to its page. */
export function Component() {
  const { savezi } = useLoaderData<{ savezi: Savez[] }>();
  return (
    <PageLayout title={T_SAVEZ.savezi}>
      <PageHead meta={(origin) => listMeta(origin, ROUTES.savezi, T_SAVEZ.savezi, T_SAVEZ.saveziUvod)} />
      <p>{T_SAVEZ.saveziUvod}</p>
      {savezi.length === 0 ? <p>{T_SAVEZ.nemaSaveza}</p> : null}
      <LogoGrid cards={savezi.map(savezCard)} size={64} testId="savez-card" />
    </PageLayout>
  );
}
