// GET /api/v1/iskaznice: the signed tokens of the caller's own cards (issue 15), for their QR codes.
import useSWR from "swr";
import { API } from "../../../../shared/paths";
import { currentToken, useViewer } from "../../../lib/graphql";

export interface CardToken {
  id: string;
  token: string;
}

async function fetchCards(): Promise<CardToken[]> {
  const response = await fetch(API.iskaznice, { headers: { authorization: `Bearer ${currentToken() ?? ""}` } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return ((await response.json()) as { cards: CardToken[] }).cards;
}

/**
 * The tokens of the caller's cards by membership id, and whether they are still on their way (the cards wait
 * for them, so a QR never appears late and pushes the cards below; if they fail, the cards show without one).
 */
export function useCardTokens(enabled: boolean): { tokens: Map<string, string>; isLoading: boolean } {
  const viewer = useViewer();
  const { data, isLoading } = useSWR(enabled ? ["iskaznice", viewer] : null, fetchCards, {
    revalidateOnFocus: false,
  });
  return { tokens: new Map((data ?? []).map((c) => [c.id, c.token])), isLoading };
}
