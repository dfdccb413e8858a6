// The caller as the server sees it (GET /api/v1/me): the role comes from the server, never from the token;
// the UI only mirrors it (e.g. the staff menu on the dashboard).
import useSWR from "swr";
import { API } from "../../shared/paths";
import type { Role } from "../../shared/types";
import { NO_VIEWER, currentToken, useViewer } from "./graphql";

/** A federation the caller may act for, as GET /api/v1/me lists it. */
export interface MeSavez {
  id: string;
  slug: string;
  naziv: string;
}

/** The server's view of the signed-in caller. */
export interface Me {
  role: Role;
  email: string | null;
  emailVerified: boolean;
  /** The federations the caller may act for (staff: theirs; admin: all); empty for everyone else. */
  savezi: MeSavez[];
}

async function fetchMe(): Promise<Me> {
  const response = await fetch(API.me, { headers: { authorization: `Bearer ${currentToken() ?? ""}` } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as Me;
}

/**
 * The caller's role and email state; undefined while loading or signed out. Keyed by the user, not the token:
 * a token refresh keeps it (a verified email comes with setToken, which revalidates every query).
 */
export function useMe() {
  const viewer = useViewer();
  return useSWR<Me, Error>(viewer === NO_VIEWER ? null : ["me", viewer], fetchMe);
}
