import { useEffect } from "react";
import { useNavigate } from "react-router";
import { LOGOUT_DELAY_MS } from "../../../shared/constants";
import { ROUTES } from "../../../shared/paths";
import { T } from "../../../shared/texts";
import { PageLayout } from "../../components/ui/page-layout";
import { Spinner } from "../../components/ui/spinner";
import { loadAuth } from "../../lib/firebase";
import { session } from "../../lib/session";

/** /logout (SPEC §2): 'Logging you out...' and a spinner; after 1337 ms clear the token and go to '/'. */
export function Component() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => {
      session.logout();
      // Also end the SDK's own session so it cannot hand out a new token; failures change nothing here.
      void loadAuth()
        .then(({ auth, sdk }) => sdk.signOut(auth))
        .catch(() => undefined);
      navigate(ROUTES.home, { replace: true });
    }, LOGOUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <PageLayout narrow>
      <p>{T.loggingOut}</p>
      <Spinner label={T.loggingOut} />
    </PageLayout>
  );
}
