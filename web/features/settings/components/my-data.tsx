// 'Moji podaci' on /settings/profile: download everything the platform holds about the signed-in person
// (GET /api/v1/me/data) and delete the account. Deleting asks first in a Radix alertdialog, re-authenticates
// with the password or the provider's popup (Firebase deletes an account only after a recent sign-in, and
// the server erases only within 5 minutes of one), erases the account on the server (DELETE /api/v1/me),
// then deletes the Firebase account with the SDK and ends the session. The server goes first: if the SDK
// step failed, the person could still sign in again and retry.
import * as Dialog from "@radix-ui/react-dialog";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { API, ROUTES } from "../../../../shared/paths";
import { T_MY_DATA as TX } from "../../../../shared/texts";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Modal } from "../../../components/ui/modal";
import type { User } from "firebase/auth";
import { loadAuth, type AuthClient } from "../../../lib/firebase";
import { notify } from "../../../lib/notifications";
import { session } from "../../../lib/session";
import { TextField } from "../../../components/form-controls";

/** The message of a refused API call: the server's own (from the catalogue) when it sent one. */
async function refusal(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return new Error(response.status === 409 ? TX.zadnjiAdmin : (body?.error?.message ?? TX.greska));
}

/** Saves the JSON export as a file. */
async function downloadMyData(token: string) {
  const response = await fetch(API.meData, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw await refusal(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = TX.datoteka;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Signs the person in again: with the password, or through the provider's popup for a Google or GitHub
 * account. The server erases only after a sign-in within 5 minutes (the token's auth_time).
 */
async function reauthenticate({ sdk }: AuthClient, user: User, password: string) {
  const providers = user.providerData.map((p) => p.providerId);
  if (user.email && providers.includes("password")) {
    await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email, password));
  } else if (providers.includes("google.com")) {
    await sdk.reauthenticateWithPopup(user, new sdk.GoogleAuthProvider());
  } else if (providers.includes("github.com")) {
    await sdk.reauthenticateWithPopup(user, new sdk.GithubAuthProvider());
  }
}

/** Re-authenticates, erases the account on the server, then deletes the Firebase account. */
async function deleteAccount(password: string) {
  const client = await loadAuth();
  const { auth, sdk } = client;
  const user = auth.currentUser;
  if (!user) throw new Error(TX.greska);
  await reauthenticate(client, user, password);
  const response = await fetch(API.me, {
    method: "DELETE",
    headers: { authorization: `Bearer ${await user.getIdToken(true)}` },
  });
  if (!response.ok) throw await refusal(response);
  await sdk.deleteUser(user);
  session.logout();
}

/** A wrong password reads as the sign-in screen's message would; anything else as itself. */
function messageOf(failure: unknown): string {
  const code = (failure as { code?: unknown }).code;
  if (typeof code === "string" && code.startsWith("auth/")) return TX.pogresnaLozinka;
  return failure instanceof Error && failure.message ? failure.message : TX.greska;
}

function DeleteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(password);
      notify(TX.izbrisano, "success");
      void navigate(ROUTES.home);
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      overlayClassName="dialog-overlay"
      className="dialog"
      role="alertdialog"
      onPointerDownOutside={(event) => event.preventDefault()}
      onInteractOutside={(event) => event.preventDefault()}
    >
      <Dialog.Title>{TX.dijalogNaslov}</Dialog.Title>
      <Dialog.Description>{TX.dijalogPitanje}</Dialog.Description>
      <form className="form" onSubmit={submit}>
        <TextField
          id={id}
          label={TX.lozinka}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && <Alert severity="error">{error}</Alert>}
        <div className="row">
          <Dialog.Close asChild>
            <Button variant="text" disabled={busy}>
              {TX.odustani}
            </Button>
          </Dialog.Close>
          <Button type="submit" disabled={busy}>
            {busy ? TX.brisanje : TX.potvrdi}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The 'Moji podaci' card: the download and the account deletion of the signed-in person. */
export function MyData({ token }: { token: string }) {
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData(token);
    } catch (failure) {
      notify(messageOf(failure), "error");
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card>
      <h2>{TX.naslov}</h2>
      <p>{TX.opis}</p>
      <div className="form">
        <Button variant="secondary" onClick={() => void download()} disabled={downloading}>
          {downloading ? TX.preuzimanje : TX.preuzmi}
        </Button>
        <Button variant="text" aria-haspopup="dialog" onClick={() => setDeleting(true)}>
          {TX.izbrisi}
        </Button>
      </div>
      <DeleteDialog open={deleting} onOpenChange={setDeleting} />
    </Card>
  );
}
