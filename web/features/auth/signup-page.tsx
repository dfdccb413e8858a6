import { Link, useNavigate } from "react-router";
import { ROUTES } from "../../../shared/paths";
import { T_UI } from "../../../shared/texts";
import { Alert } from "../../components/ui/alert";
import { PageLayout } from "../../components/ui/page-layout";
import { CredentialsForm } from "./components/credentials-form";
import { ProviderButtons, type ProviderId } from "./components/provider-buttons";
import { useAuthAction } from "./lib/use-auth-action";

/**
 * /signup (SPEC §2). The spec shows no redirect after sign-up; ours: a new password account goes to
 * /verify-email (it starts unverified), a provider account to /dashboard like sign-in.
 */
export function Component() {
  const navigate = useNavigate();
  const { busy, error, signInWith, signInWithProvider } = useAuthAction();
  const withPassword = async (email: string, password: string) => {
    if (await signInWith(({ auth, sdk }) => sdk.createUserWithEmailAndPassword(auth, email, password))) {
      navigate(ROUTES.verifyEmail);
    }
  };
  const withProvider = async (provider: ProviderId) => {
    if (await signInWithProvider(provider)) navigate(ROUTES.dashboard);
  };
  return (
    <PageLayout title={T_UI.signUpTitle} narrow>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <CredentialsForm submitLabel={T_UI.signUpButton} busy={busy} newPassword onSubmit={withPassword} />
      <ProviderButtons busy={busy} onPick={withProvider} />
      <p>
        <Link to={ROUTES.signin}>{T_UI.haveAccount}</Link>
      </p>
    </PageLayout>
  );
}
