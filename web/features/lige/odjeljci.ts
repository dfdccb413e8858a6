// Where a match stands for the caller on the 'Utakmice' screen, and what the caller's club may do on it: one
// answer for both, so that 'Čekaju vaš odgovor' holds exactly the matches with an action of the caller's club
// (issue 50: it listed a match with no button). This module is pure: no React, no I/O.
import type { T_LIGE_EKRANI } from "../../../shared/texts/lige-ekrani";
import type { MojaUtakmica } from "../../../shared/schemas/lige";

export type Odjeljak = keyof (typeof T_LIGE_EKRANI)["utakmice"]["odjeljci"];

/** The screen's sections, in order. */
export const ORDER: readonly Odjeljak[] = ["osporeni", "naPotezu", "cekaju", "bezRezultata", "racunajuSe"];

type Facts = Pick<MojaUtakmica, "strana" | "status" | "stanje" | "racuna_se" | "datum">;

/** A match its score can be entered for: scheduled or played (not postponed, forfeited or annulled). */
export const playable = (m: Pick<MojaUtakmica, "status">) => m.status === "scheduled" || m.status === "played";

/**
 * The action of the caller's club on `m`: the home club enters (or corrects, until answered) the score; the away
 * club confirms or disputes an entered score that does not count yet; null when the club has none (the server
 * refuses the same: worker/data/lige.ts enterRezultat and answerRezultat).
 */
export function radnjaKluba(m: Facts): "unos" | "odgovor" | null {
  if (m.strana === "home" && playable(m) && (m.stanje === null || m.stanje === "entered")) return "unos";
  if (m.strana === "away" && m.stanje === "entered" && !m.racuna_se) return "odgovor";
  return null;
}

/**
 * Which section a match belongs in for the caller on `danas` (Zagreb's day): a disputed result; one that counts;
 * one waiting for the caller's club (its answer, or its score once the match's day has come); one waiting for
 * the away club; the rest, without a result.
 */
export function odjeljakOf(m: Facts, danas: string): Odjeljak {
  if (m.stanje === "disputed") return "osporeni";
  if (m.racuna_se) return "racunajuSe";
  const radnja = radnjaKluba(m);
  if (radnja === "odgovor") return "naPotezu";
  if (m.stanje === "entered") return "cekaju";
  if (radnja === "unos" && m.datum !== null && m.datum <= danas) return "naPotezu";
  return "bezRezultata";
}
