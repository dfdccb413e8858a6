// The staff's league screen's reads (issue 31): the federation's competitions and clubs (trusted GraphQL
// operations), its rule set versions (GET /api/v1/lige/pravila) and a competition's groups with their teams,
// matches and tables (GET /api/v1/lige/natjecanja/:id, signed in: never the edge's copy). The writes are the
// league's operations by name (./utakmice.ts runLigaOperation), which read the league again after each.
import useSWR from "swr";
import { Klubovi } from "../../../../shared/entities/klub/operations";
import { Natjecanja } from "../../../../shared/entities/natjecanje/operations";
import { API, fill } from "../../../../shared/paths";
import { LIGE_READS, getLigaJson, type LigaSkupina } from "../../../components/lige/api";
import { currentToken, useOperation, useViewer } from "../../../lib/graphql";

/** A group as staff read it: the public shape and the rule set version it is played under. */
export interface OsobljeSkupina extends LigaSkupina {
  pravila_id: string;
}

export interface PravilaVerzija {
  id: string;
  naziv: string;
  osnova_id: string;
  verzija: number;
}

const auth = (): Record<string, string> => ({ authorization: `Bearer ${currentToken() ?? ""}` });

export const useNatjecanjaSaveza = (savezId: string | null) =>
  useOperation(Natjecanja, { savez_id: savezId }, { enabled: !!savezId });

export const useKluboviSaveza = (savezId: string | null) =>
  useOperation(Klubovi, { savez_id: savezId }, { enabled: !!savezId });

/** The federation's rule set versions (keyed "lige-…": a league write reads them again). */
export function usePravilaSaveza(savezId: string | null) {
  const viewer = useViewer();
  const url = `${API.lige}/pravila?savez_id=${encodeURIComponent(savezId ?? "")}`;
  return useSWR<{ pravila: PravilaVerzija[] }, Error>(savezId ? ["lige-pravila", url, viewer] : null, () =>
    getLigaJson(url, { headers: auth() }),
  );
}

/** A competition's groups as staff see them, read afresh (not the edge's anonymous copy). */
export function useLigaOsoblje(natjecanjeId: string | null) {
  const viewer = useViewer();
  const url = natjecanjeId ? fill(LIGE_READS.natjecanje, { id: natjecanjeId }) : "";
  return useSWR<{ skupine: OsobljeSkupina[] }, Error>(natjecanjeId ? ["lige-osoblje", url, viewer] : null, () =>
    getLigaJson(url, { headers: auth() }),
  );
}
