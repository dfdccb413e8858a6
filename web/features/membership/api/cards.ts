// GET /api/v1/iskaznice: the caller's own cards (issue 15) with their signed tokens, for their QR codes, and
// their fields as the users query gives them. The service worker keeps this answer (a GET, unlike GraphQL's
// POST), so with no network /membership still shows the cards from it.
import useSWR from "swr";
import { API } from "../../../../shared/paths";
import type { Membership } from "../../../../shared/types";
import { currentToken, useViewer } from "../../../lib/graphql";

export interface CardToken {
  id: string;
  token: string;
  /** What /membership shows of the card. */
  membership: Membership;
  /** The register photo's URL (through the token), or null when the membership has none. */
  photo: string | null;
}

async function fetchCards(): Promise<CardToken[]> {
  const response = await fetch(API.iskaznice, { headers: { authorization: `Bearer ${currentToken() ?? ""}` } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return ((await response.json()) as { cards: CardToken[] }).cards;
}

/**
 * The caller's cards: each one's token and photo by membership id, the saved copy of the cards, and whether they are still
 * on their way (the cards wait for them, so a QR never appears late and pushes the cards below; if they
 * fail, the cards show without one).
 */
export function useOwnCards(enabled: boolean): {
  byId: Map<string, CardToken>;
  cards: CardToken[] | undefined;
  isLoading: boolean;
} {
  const viewer = useViewer();
  const { data, isLoading } = useSWR(enabled ? ["iskaznice", viewer] : null, fetchCards, {
    revalidateOnFocus: false,
  });
  return { byId: new Map((data ?? []).map((c) => [c.id, c])), cards: data, isLoading };
}
