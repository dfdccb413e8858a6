// The athletes of a federation's transfers by name (GET /api/v1/transferi/sportasi, issue 50): a club's officials
// read only their own club's athletes, so the club that asked for another club's athlete saw "—" in its own
// request; the server names the athletes of the transfers the caller acts on (staff: every one of the federation).
// Shared by 'Moj klub''s transfers and the federation's 'Transferi'.
import useSWR from "swr";
import { API } from "../../shared/paths";
import type { TransferSportas } from "../../shared/schemas/klubovi";
import { currentToken, useViewer, NO_VIEWER } from "./graphql";

async function fetchTransferSportasi(savezId: string): Promise<TransferSportas[]> {
  const response = await fetch(`${API.transferiSportasi}?${new URLSearchParams({ savez: savezId })}`, {
    headers: { authorization: `Bearer ${currentToken() ?? ""}` },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return ((await response.json()) as { sportasi: TransferSportas[] }).sportasi;
}

/** The names ("Ime Prezime") of the athletes of federation `savezId`'s transfers the caller sees, by athlete id. */
export function useTransferSportasi(savezId: string | null): ReadonlyMap<string, string> {
  const viewer = useViewer();
  const { data } = useSWR(savezId && viewer !== NO_VIEWER ? ["transferi-sportasi", savezId, viewer] : null, () =>
    fetchTransferSportasi(savezId!),
  );
  return new Map((data ?? []).map((s) => [s.id, `${s.ime} ${s.prezime}`]));
}
