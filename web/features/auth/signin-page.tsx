import { Link, useNavigate } from "react-router";
import { ROUTES } from "../../../shared/paths";
import { T, T_UI } from "../../../shared/texts";
import { Alert } from "../../components/ui/alert";
import { PageLayout } from "../../components/ui/page-layout";
import { CredentialsForm } from "./components/credentials-form";
import { ProviderButtons, type ProviderId } from "./components/provider-buttons";
import { useAuthAction } from "./lib/use-auth-action";

/** /signin (SPEC §2): email + password or a provider; success goes to /dashboard. */
export function Component() {
  const navigate = useNavigate();
  const { busy, error, signInWith, signInWithProvider } = useAuthAction();
  const done = (ok: boolean) => ok && navigate(ROUTES.dashboard);
  const withPassword = async (email: string, password: string) =>
    done(await signInWith(({ auth, sdk }) => sdk.signInWithEmailAndPassword(auth, email, password)));
  const withProvider = async (provider: ProviderId) => done(await signInWithProvider(provider));
  return (
    <PageLayout title={T_UI.signInTitle} narrow>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <CredentialsForm submitLabel={T_UI.signInButton} busy={busy} onSubmit={withPassword} />
      <p>
        <Link to={ROUTES.resetPassword}>{T_UI.forgotPassword}</Link>
      </p>
      <ProviderButtons busy={busy} onPick={withProvider} />
      <p>
        <Link to={ROUTES.terms}>{T.navTerms}</Link>
      </p>
      <p>
        <Link to={ROUTES.signup}>{T_UI.noAccount}</Link>
      </p>
    </PageLayout>
  );
}
