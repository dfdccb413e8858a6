// The app's current-federation instance over window.localStorage, read against GET /api/v1/me's `savezi`:
// the staff home's title, the switcher, every staff write and the staff lists use it.
import { useSyncExternalStore } from "react";
import { createCurrentSavezStore, resolveCurrentSavez } from "./current-savez-store";
import { useMe, type MeSavez } from "./me";

export { withSavezId } from "./current-savez-store";

/** The one current-federation store of the app. */
const currentSavez = createCurrentSavezStore(window.localStorage);

const NONE: MeSavez[] = [];

/** What the staff screens know about the federation being worked on. */
export interface CurrentSavez {
  /** Every federation the caller may act for (empty while loading, signed out or not staff). */
  savezi: MeSavez[];
  /** The one being worked on, or null when the caller has none (or /me has not answered). */
  current: MeSavez | null;
  /** Its id, for a write's `savez_id` and a list's `$savez_id`; null sends none (the server decides). */
  savezId: string | null;
  /** True once GET /api/v1/me has answered. */
  ready: boolean;
  /** Switches to another of `savezi` and remembers it. */
  choose: (id: string) => void;
}

/** The federation being worked on; re-renders when it is switched or /me changes. */
export function useCurrentSavez(): CurrentSavez {
  const { data } = useMe();
  const storedId = useSyncExternalStore(currentSavez.subscribe, currentSavez.get);
  const savezi = data?.savezi ?? NONE;
  const current = resolveCurrentSavez(savezi, storedId);
  return { savezi, current, savezId: current?.id ?? null, ready: data !== undefined, choose: currentSavez.choose };
}
