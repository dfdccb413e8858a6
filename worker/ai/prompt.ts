// The Croatian prompt both model providers send. This module is pure: no fetch, no env.

/** Chat messages in the OpenAI / Workers AI shape. */
export type ChatMessage = { role: "system" | "user"; content: string };

/** The instruction: rewrite, invent nothing, answer with JSON only. */
export const SYSTEM_PROMPT = [
  "Ti si urednik najava sportskih natjecanja za sportski savez grada Zagreba.",
  "Prepravi korisnikov opis najave u jasan, pravopisno i gramatički ispravan hrvatski tekst prikladan za objavu.",
  "Ne izmišljaj ništa: zadrži sva imena, datume, vremena, mjesta, brojeve i poveznice točno kako su napisani.",
  "Smisli kratak naslov (najviše 80 znakova) koji sažima najavu.",
  'Odgovori isključivo jednim JSON objektom, bez ikakvog drugog teksta i bez oznaka koda: {"naslov": "…", "sadrzaj": "…"}',
].join("\n");

/** The messages for one rewrite; the user's text goes in its own message, never into the instruction. */
export function buildMessages(ulaz: string): ChatMessage[] {
  return [
    { role: "system", content: SYSTEM_PROMPT },
    { role: "user", content: `Opis najave:\n${ulaz}` },
  ];
}
