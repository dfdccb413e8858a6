// How a person decides that two competitors are the same: case, diacritics and spacing do not matter.
// Shared by the Worker (natjecatelji.match_key) and the SPA's duplicate flagging. This module is pure: no I/O.

const LETTERS: Record<string, string> = { đ: "d", Đ: "d" };

/** Lower-cased, diacritic-free, single-spaced form of a name (č ć đ š ž → c c d s z). */
export function normaliseName(value: string): string {
  return value
    .replace(/[đĐ]/g, (ch) => LETTERS[ch] ?? ch)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .trim()
    .replace(/\s+/g, " ");
}

/** The duplicate key of a competitor: "ime|prezime|team", each part normalised. */
export function matchKey({ ime, prezime, team }: { ime: string; prezime: string; team: string }): string {
  return [ime, prezime, team].map(normaliseName).join("|");
}
