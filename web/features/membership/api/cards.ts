// GET /api/v1/iskaznice: the signed tokens of the caller's own cards (issue 15), for their QR codes.
import useSWR from "swr";
import { API } from "../../../../shared/paths";
import { currentToken, useViewer } from "../../../lib/graphql";

export interface CardToken {
  id: string;
  token: string;
  /** The register photo's URL (through the token), or null when the membership has none. */
  photo: string | null;
}

async function fetchCards(): Promise<CardToken[]> {
  const response = await fetch(API.iskaznice, { headers: { authorization: `Bearer ${currentToken() ?? ""}` } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return ((await response.json()) as { cards: CardToken[] }).cards;
}

/** The caller's cards (token, photo) by membership id; empty until loaded (the cards show without a QR). */
export function useCardTokens(enabled: boolean): Map<string, CardToken> {
  const viewer = useViewer();
  const { data } = useSWR(enabled ? ["iskaznice", viewer] : null, fetchCards, { revalidateOnFocus: false });
  return new Map((data ?? []).map((c) => [c.id, c]));
}
