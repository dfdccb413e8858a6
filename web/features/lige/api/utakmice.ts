// The officials' 'Utakmice' screen's read and writes (issue 31 item 5): the matches the caller answers for
// (GET /api/v1/lige/moje-utakmice, each with the side the caller acts as), and the league's match operations by
// their declared name (shared/league/operations.ts: path and input type), with the caller's token. After a write
// the screen's list and the public league reads are read again.
import useSWR, { mutate } from "swr";
import { ligePath, type LigaInputOf, type LigaOperationName } from "../../../../shared/league/operations";
import { currentToken, useViewer } from "../../../lib/graphql";
import { NO_VIEWER } from "../../../lib/viewer";
import { LIGE_READS, getLigaJson, type MojaUtakmica } from "../../../components/lige/api";

export type { MojaUtakmica };

const auth = (): Record<string, string> => ({ authorization: `Bearer ${currentToken() ?? ""}` });

/** The caller's matches; nothing is asked while signed out. */
export function useMojeUtakmice() {
  const viewer = useViewer();
  return useSWR<{ utakmice: MojaUtakmica[] }, Error>(viewer === NO_VIEWER ? null : ["lige-moje", viewer], () =>
    getLigaJson(LIGE_READS.moje, { headers: auth() }),
  );
}

/** Runs league operation `name` on match or group `id`; throws the server's message when refused. */
export async function runLigaOperation<N extends LigaOperationName>(name: N, id: string, input: LigaInputOf<N>) {
  try {
    return await getLigaJson<unknown>(ligePath(name, id), {
      method: "POST",
      headers: { ...auth(), "content-type": typeof input === "string" ? "text/csv" : "application/json" },
      body: input === undefined ? undefined : typeof input === "string" ? input : JSON.stringify(input),
    });
  } finally {
    await mutate((key) => {
      const name: unknown = Array.isArray(key) ? key[0] : key;
      return typeof name === "string" && name.startsWith("lige-");
    });
  }
}
