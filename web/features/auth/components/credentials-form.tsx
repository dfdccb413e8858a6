import { useId, useState, type FormEvent } from "react";
import { MIN_PASSWORD_LENGTH } from "../../../../shared/constants";
import { T_UI } from "../../../../shared/texts";
import { Button } from "../../../components/ui/button";
import { EmailField } from "./email-field";
import { TextField } from "../../../components/form-controls";

/** Email + password form of sign-in and sign-up (SPEC §5: both required, the email input of email type). */
export function CredentialsForm({
  submitLabel,
  busy,
  newPassword = false,
  onSubmit,
}: {
  submitLabel: string;
  busy: boolean;
  /** Sign-up: the password policy's minimum length applies and the browser may suggest a new password. */
  newPassword?: boolean;
  onSubmit: (email: string, password: string) => void;
}) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email.trim(), password);
  };
  return (
    <form className="form" onSubmit={submit}>
      <EmailField id={`${id}-email`} name="email" value={email} onChange={setEmail} />
      <TextField
        id={`${id}-password`}
        label={T_UI.password}
        hint={newPassword ? T_UI.passwordHint : undefined}
        type="password"
        name="password"
        autoComplete={newPassword ? "new-password" : "current-password"}
        required
        minLength={newPassword ? MIN_PASSWORD_LENGTH : undefined}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
