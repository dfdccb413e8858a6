// The state every entries form of the staff screens keeps around one call to the server: busy while it runs,
// the refusal's messages by field (shown at their fields) and one message above the buttons (what was done,
// or why not).
import { useState } from "react";
import { T_PRIJAVE_SAVEZ } from "../../../../shared/texts";
import { PrijaveError, type RefusalFix } from "../../../lib/prijave";
import { refusalText } from "../../../lib/prijave-savez";

export interface FormMessage {
  severity: "success" | "error";
  text: string;
}

export function useServerForm() {
  const [fields, setFields] = useState<Record<string, string[]>>({});
  // Where another screen fixes a field's refusal (an athlete's medical examination, issue 50 item 4).
  const [fixes, setFixes] = useState<Record<string, RefusalFix[]>>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState(false);
  /** Runs `call`; says `done` (or what `call` answered) when it succeeds, the refusal where it belongs when not. */
  async function run(call: () => Promise<string | void>, done?: string) {
    setBusy(true);
    setFields({});
    setFixes({});
    setMessage(null);
    try {
      const said = await call();
      const text = said ?? done;
      if (text) setMessage({ severity: "success", text });
    } catch (error) {
      if (error instanceof PrijaveError && Object.keys(error.fields).length > 0) {
        setFields(error.fields);
        setFixes(error.fixes);
      }
      setMessage({ severity: "error", text: refusalText(error, T_PRIJAVE_SAVEZ.greska) });
    } finally {
      setBusy(false);
    }
  }
  return { fields, setFields, fixes, message, setMessage, busy, run };
}
