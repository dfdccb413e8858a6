// An athlete's sports medical examination on a day (issue 50 item 4): recorded or not, valid, about to run out
// (within MEDICAL_WARNING_DAYS) or run out, and the words the club's and the federation's lists show for it. An
// examination valid until a day is valid through that day (as the entry rule reads it: valid on a competition's
// first day when that day is not after it). `today` is Zagreb's day (shared/dates.ts zagrebDay), passed in by
// the caller. Pure: no I/O, no clock.
import { croatianDate } from "../dates";
import { T_LIJECNICKI } from "../texts/lijecnicki";

/** Days before its last day from which an examination is shown as running out. */
export const MEDICAL_WARNING_DAYS = 30;

export type MedicalState =
  | { kind: "nema" }
  | { kind: "vrijedi"; until: string; days: number }
  | { kind: "istjece"; until: string; days: number }
  | { kind: "istekao"; until: string; days: number };

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00.000Z`) / DAY_MS;

/** Whole days from `today` to `until` (both YYYY-MM-DD): 0 on the last valid day, negative once it has passed. */
export function daysUntil(until: string, today: string): number {
  return Math.round(dayNumber(until) - dayNumber(today));
}

/** The examination valid until `until` (null or blank: none recorded) as it stands on `today`. */
export function medicalState(until: string | null | undefined, today: string): MedicalState {
  if (!until) return { kind: "nema" };
  const days = daysUntil(until, today);
  if (days < 0) return { kind: "istekao", until, days };
  return days <= MEDICAL_WARNING_DAYS ? { kind: "istjece", until, days } : { kind: "vrijedi", until, days };
}

/** The state in words: "nije upisan", "vrijedi", "istječe za 12 dana", "istječe danas", "istekao". */
export function medicalWords(state: MedicalState): string {
  switch (state.kind) {
    case "nema":
      return T_LIJECNICKI.nijeUpisan;
    case "vrijedi":
      return T_LIJECNICKI.vrijedi;
    case "istjece":
      return T_LIJECNICKI.istjeceZa(state.days);
    case "istekao":
      return T_LIJECNICKI.istekao;
  }
}

/** A list's cell: "31. 3. 2027. · istječe za 12 dana", or "nije upisan". */
export function medicalText(until: string | null | undefined, today: string): string {
  const state = medicalState(until, today);
  if (state.kind === "nema") return medicalWords(state);
  return T_LIJECNICKI.datumIStanje(croatianDate(state.until) ?? state.until, medicalWords(state));
}

/** True when an athlete needs a (new) examination recorded: none, or one run out. */
export const needsMedical = (state: MedicalState): boolean => state.kind === "nema" || state.kind === "istekao";
