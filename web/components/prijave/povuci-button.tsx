import { useState } from "react";
import { T_PRIJAVE } from "../../../shared/texts";
import { PrijaveError, povuci } from "../../lib/prijave";
import { Button } from "../ui/button";
import { athleteNames } from "./status";

interface Withdrawable {
  id: string;
  version: number;
  status: string;
  disciplina: string;
  sportasi?: { ime: string; prezime: string; zamjena: boolean }[];
}

/**
 * 'Povuci' on a live entry of the caller's club; afterwards it says so (and that the first waiting entry was
 * accepted, when one was), or why not (the changes' deadline passed).
 */
export function PovuciButton({ nastup }: { nastup: Withdrawable }) {
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const live = nastup.status === "prihvacena" || nastup.status === "cekanje";
  const who = nastup.sportasi ? athleteNames(nastup.sportasi) : "";
  return (
    <>
      {live ? (
        <Button
          variant="danger"
          disabled={busy}
          aria-label={`${T_PRIJAVE.ui.povuci}: ${nastup.disciplina}${who ? `, ${who}` : ""}`}
          onClick={() => {
            setBusy(true);
            setMessage(null);
            povuci(nastup)
              .then((answer) =>
                setMessage({ text: answer.promaknuta ? T_PRIJAVE.ui.promaknuta : T_PRIJAVE.ui.povucena, error: false }),
              )
              .catch((e: unknown) => {
                const fields = e instanceof PrijaveError ? Object.values(e.fields).flat() : [];
                const text = fields[0] ?? (e instanceof PrijaveError && e.message ? e.message : T_PRIJAVE.ui.neuspjelo);
                setMessage({ text, error: true });
              })
              .finally(() => setBusy(false));
          }}
        >
          {T_PRIJAVE.ui.povuci}
        </Button>
      ) : null}
      {message ? (
        <span role={message.error ? "alert" : "status"} data-testid="povuci-poruka">
          {message.text}
        </span>
      ) : null}
    </>
  );
}
