// The state every entries form of the staff screens keeps around one call to the server: busy while it runs,
// the refusal's messages by field (shown at their fields) and one message above the buttons (what was done,
// or why not).
import { useState } from "react";
import { T_PRIJAVE_SAVEZ } from "../../../../shared/texts";
import { PrijaveError } from "../../../lib/prijave";
import { refusalText } from "../../../lib/prijave-savez";

export interface FormMessage {
  severity: "success" | "error";
  text: string;
}

export function useServerForm() {
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState(false);
  /** Runs `call`; says `done` (or what `call` answered) when it succeeds, the refusal where it belongs when not. */
  async function run(call: () => Promise<string | void>, done?: string) {
    setBusy(true);
    setFields({});
    setMessage(null);
    try {
      const said = await call();
      const text = said ?? done;
      if (text) setMessage({ severity: "success", text });
    } catch (error) {
      if (error instanceof PrijaveError && Object.keys(error.fields).length > 0) setFields(error.fields);
      setMessage({ severity: "error", text: refusalText(error, T_PRIJAVE_SAVEZ.greska) });
    } finally {
      setBusy(false);
    }
  }
  return { fields, setFields, message, setMessage, busy, run };
}
