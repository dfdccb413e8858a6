import { useEffect, useState } from "react";
import { VERIFY_POLL_MS } from "../../../shared/constants";
import { T, T_UI } from "../../../shared/texts";
import { Alert, type Severity } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { PageLayout } from "../../components/ui/page-layout";
import { loadAuth, toSessionUser } from "../../lib/firebase";
import { session, useSession } from "../../lib/session";

/** Reloads the current user; once verified, stores it and a fresh token (the server re-reads the claim). */
async function pollVerified(): Promise<boolean> {
  const { auth } = await loadAuth();
  const user = auth.currentUser;
  if (!user) return false;
  await user.reload();
  if (!user.emailVerified) return false;
  session.setUser(toSessionUser(user));
  if (session.get().token) session.setToken(await user.getIdToken(true));
  return true;
}

/** /verify-email (SPEC §2): send the verification email; reload the user every 5 s until verified. */
export function Component() {
  const { user } = useSession();
  const verified = user?.emailVerified ?? false;
  const [message, setMessage] = useState<{ text: string; severity: Severity } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (verified) return;
    const timer = setInterval(() => void pollVerified().catch(() => undefined), VERIFY_POLL_MS);
    return () => clearInterval(timer);
  }, [verified]);

  const send = async () => {
    setBusy(true);
    try {
      const { auth, sdk } = await loadAuth();
      if (!auth.currentUser) {
        setMessage({ text: T.verifyNoUser, severity: "error" });
        return;
      }
      await sdk.sendEmailVerification(auth.currentUser);
      setMessage({ text: T.verifyEmailDone, severity: "success" });
    } catch {
      setMessage({ text: T.verifyError, severity: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageLayout title={T_UI.verifyTitle} narrow>
      {verified ? <Alert severity="success">{T_UI.emailVerified}</Alert> : <p>{T_UI.verifyExplain}</p>}
      {message ? <Alert severity={message.severity}>{message.text}</Alert> : null}
      <p>
        <Button onClick={send} disabled={busy}>
          {T.verifyEmailButton}
        </Button>
      </p>
    </PageLayout>
  );
}
