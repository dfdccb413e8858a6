// The password change (issue 20): Firebase asks for a recent sign-in before updatePassword, so the current
// password re-authenticates first; a wrong one is the catalogue's auth/invalid-credential text (SPEC §8).
import { useId, useState, type FormEvent } from "react";
import { T_AUTH_UNEXPECTED, T_PASSWORD, T_UI } from "../../../../shared/texts";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { authErrorCode, authErrorMessage } from "../../../lib/auth-error-message";
import { loadAuth } from "../../../lib/firebase";
import { TextField } from "../../../components/form-controls";

type Outcome = { severity: "error" | "success"; text: string } | null;

/** Re-authenticates with `current`, then sets `next`; throws the SDK's error (or a plain one with no user). */
async function changePassword(current: string, next: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  const user = auth.currentUser;
  if (!user?.email) throw new Error(T_PASSWORD.noUser);
  await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email, current));
  await sdk.updatePassword(user, next);
}

function messageOf(caught: unknown): string {
  if (authErrorCode(caught) === null && caught instanceof Error && caught.message === T_PASSWORD.noUser) {
    return T_PASSWORD.noUser;
  }
  return authErrorMessage(caught) ?? T_AUTH_UNEXPECTED;
}

function PasswordInput({
  label,
  value,
  onChange,
  autoComplete,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
  hint?: string;
}) {
  const id = useId();
  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      type="password"
      required
      autoComplete={autoComplete}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** Current password, new password twice, and the outcome in words. */
export function PasswordForm() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (next !== repeat) return setOutcome({ severity: "error", text: T_PASSWORD.mismatch });
    setBusy(true);
    setOutcome(null);
    try {
      await changePassword(current, next);
      setCurrent("");
      setNext("");
      setRepeat("");
      setOutcome({ severity: "success", text: T_PASSWORD.done });
    } catch (caught) {
      setOutcome({ severity: "error", text: messageOf(caught) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <h2>{T_PASSWORD.title}</h2>
      <form className="form" onSubmit={(e) => void submit(e)}>
        <PasswordInput
          label={T_PASSWORD.current}
          value={current}
          onChange={setCurrent}
          autoComplete="current-password"
        />
        <PasswordInput
          label={T_PASSWORD.next}
          value={next}
          onChange={setNext}
          autoComplete="new-password"
          hint={T_UI.passwordHint}
        />
        <PasswordInput label={T_PASSWORD.confirm} value={repeat} onChange={setRepeat} autoComplete="new-password" />
        {outcome ? <Alert severity={outcome.severity}>{outcome.text}</Alert> : null}
        <Button type="submit" disabled={busy}>
          {T_PASSWORD.submit}
        </Button>
      </form>
    </Card>
  );
}
