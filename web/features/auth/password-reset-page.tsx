import { useId, useState, type FormEvent } from "react";
import { T, T_UI } from "../../../shared/texts";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { PageLayout } from "../../components/ui/page-layout";
import { loadAuth } from "../../lib/firebase";
import { EmailField } from "./components/email-field";

/** /password-reset and /reset-password (SPEC §2): one screen; errors are only logged (§8). */
export function Component() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { auth, sdk } = await loadAuth();
      await sdk.sendPasswordResetEmail(auth, email.trim());
      setSent(true);
    } catch (error) {
      console.error("password reset failed", error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageLayout title={T_UI.resetTitle} narrow>
      {sent ? <Alert severity="success">{T.resetPasswordDone}</Alert> : null}
      <form className="form" onSubmit={submit}>
        <EmailField id={id} value={email} onChange={setEmail} />
        <Button type="submit" disabled={busy}>
          {T.resetPasswordButton}
        </Button>
      </form>
    </PageLayout>
  );
}
