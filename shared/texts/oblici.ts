// Croatian word forms the catalogue's texts share (ours): a sentence's full stop after a value that may already
// end with one ("2026./2027.", "31. 12. 2026."), and nouns agreeing with the number before them. Not a part of the
// catalogue (no `T_` export): the catalogue's modules import it. This module imports nothing, so it can never
// close an import cycle. Pure: no I/O.

/** Ends a sentence with one full stop: "u sezoni 2026./2027." stays as it is, "do 5 kola" gets its ".". */
export function recenica(text: string): string {
  return text.endsWith(".") ? text : `${text}.`;
}

/** Which of a noun's three forms a number takes: 1, 21, 31… ("jedan"); 2–4, 22–24… ("dva"); else ("pet"), 11–14 too. */
export function oblikBroja(n: number): "jedan" | "dva" | "pet" {
  const lastTwo = Math.abs(n) % 100;
  const last = Math.abs(n) % 10;
  if (last === 1 && lastTwo !== 11) return "jedan";
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return "dva";
  return "pet";
}

/** A number and its noun: `brojIme(3, { jedan: "utakmica", dva: "utakmice", pet: "utakmica" })` → "3 utakmice". */
export function brojIme(n: number, oblici: Readonly<Record<"jedan" | "dva" | "pet", string>>): string {
  return `${n} ${oblici[oblikBroja(n)]}`;
}
