// Whether a league match's result counts (issue 31 item 5), computed at read time, never stored: a played
// match counts once the away club confirmed it, the federation decided it, or it was entered 48 hours ago and
// nobody answered; a forfeit counts as the federation registered it; a disputed result waits for a decision.
// The match then states why (`razlog`). Pure: no I/O.
import { zagrebDateTime } from "../dates";
import { T_LIGE } from "../texts";
import type { MatchStatus } from "./standings";

/** How long the away club has to confirm or dispute before an entered result counts. */
export const CONFIRM_WINDOW_MS = 48 * 60 * 60 * 1000;

export interface ResultFacts {
  status: string;
  stanje: string | null;
  uneseno_at: string | null;
  golovi_domacin: number | null;
  golovi_gost: number | null;
}

export interface Counting {
  counts: boolean;
  /** Why it counts or not, in Croatian (T_LIGE.racunaSe). */
  razlog: string;
}

/** Whether `match`'s result counts at `now`, and why. */
export function resultCounts(match: ResultFacts, now: Date): Counting {
  if (match.status === "forfeit") return { counts: true, razlog: T_LIGE.racunaSe.predaja };
  const scored = match.golovi_domacin !== null && match.golovi_gost !== null;
  if (match.status !== "played" || !scored) return { counts: false, razlog: T_LIGE.racunaSe.bezRezultata };
  switch (match.stanje) {
    case "confirmed":
      return { counts: true, razlog: T_LIGE.racunaSe.potvrdjen };
    case "decided":
      return { counts: true, razlog: T_LIGE.racunaSe.odlucen };
    case "disputed":
      return { counts: false, razlog: T_LIGE.racunaSe.osporen };
    case "entered": {
      const until = new Date(Date.parse(match.uneseno_at ?? "") + CONFIRM_WINDOW_MS);
      if (Number.isNaN(until.getTime())) return { counts: false, razlog: T_LIGE.racunaSe.bezRezultata };
      return until.getTime() <= now.getTime()
        ? { counts: true, razlog: T_LIGE.racunaSe.isteklo }
        : { counts: false, razlog: T_LIGE.racunaSe.ceka(zagrebDateTime(until)) };
    }
    default:
      return { counts: false, razlog: T_LIGE.racunaSe.bezRezultata };
  }
}

/** The status computeStandings reads: only a counting result is 'played' (or 'forfeit') there. */
export function countedStatus(match: ResultFacts, now: Date): MatchStatus {
  if (!resultCounts(match, now).counts) return "scheduled";
  return match.status === "forfeit" ? "forfeit" : "played";
}
