// The shared mechanics of the auth screens: load the SDK early, run one action at a time, map its error.
import { useEffect, useState } from "react";
import type { UserCredential } from "firebase/auth";
import { completeSignIn, loadAuth, type AuthClient } from "../../../lib/firebase";
import { authErrorCode, authErrorMessage } from "../../../lib/auth-error-message";
import type { ProviderId } from "../components/provider-buttons";

/** Runs auth actions with a busy flag and the §8 error message; starts loading the SDK on mount. */
export function useAuthAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    loadAuth().catch(() => undefined); // warm up; a failure shows when the user acts
  }, []);

  async function run(action: (client: AuthClient) => Promise<void>): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await action(await loadAuth());
      return true;
    } catch (caught) {
      console.warn("auth action failed:", authErrorCode(caught) ?? caught);
      setError(authErrorMessage(caught));
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** Signs in with a credential-producing call and stores the session. */
  const signInWith = (call: (client: AuthClient) => Promise<UserCredential>) =>
    run(async (client) => completeSignIn((await call(client)).user));

  /** Signs in through the Google or GitHub popup. */
  const signInWithProvider = (provider: ProviderId) =>
    signInWith(({ auth, sdk }) =>
      sdk.signInWithPopup(auth, provider === "google" ? new sdk.GoogleAuthProvider() : new sdk.GithubAuthProvider()),
    );

  return { busy, error, run, signInWith, signInWithProvider };
}
