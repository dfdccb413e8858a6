// The `local` rewriter: a deterministic tidier for Croatian text, used by `npm start` and the tests so that
// nothing ever reaches an AI service. It fixes what people get wrong when typing fast (whitespace, sentence
// case, spacing around punctuation, repeated marks, SHOUTING) and draws a title from the first sentence.
// It never changes the words. This module is pure: no fetch, no env.

/** Longest title the rewriters return, in characters. */
export const TITLE_MAX = 80;

/** The note the local rewriter adds, so nobody mistakes it for a language model. */
export const LOCAL_NOTE =
  "Tekst je uredio lokalni pomoćnik (bez jezičnog modela): razmaci, velika slova i interpunkcija.";

const LETTER = /\p{L}/gu;
const UPPER = /\p{Lu}/gu;
/** Words a full stop belongs inside of: links, e-mail addresses, domains. */
const LINK = /^(https?:\/\/|www\.)|@|\.(hr|com|org|net|eu|info|io)\b/i;
/** Dotted abbreviations such as d.o.o. keep their dots tight. */
const ABBREVIATION = /^(\p{L}{1,2}\.){2,}/u;

/** True when most letters are capitals: such text is lower-cased before sentence case is applied. */
function isShouting(text: string): boolean {
  const letters = text.match(LETTER)?.length ?? 0;
  const upper = text.match(UPPER)?.length ?? 0;
  return letters >= 8 && upper / letters > 0.6;
}

/** Spacing and repeated marks inside one paragraph; digits keep their separators (9:30, 2,5, 1.000). */
function tidySpacing(paragraph: string): string {
  return paragraph
    .replace(/\s+/g, " ")
    .trim()
    .replace(/([!?,;:])\1+/g, "$1")
    .replace(/\s+([.,;:!?…)])/g, "$1")
    .replace(/([(„"])\s+/g, "$1")
    .replace(/([,;!?])(?=[\p{L}(„"])/gu, "$1 ")
    .replace(/(:)(?=\p{Lu})/gu, "$1 ")
    .split(" ")
    .map((word) => (LINK.test(word) || ABBREVIATION.test(word) ? word : word.replace(/\.(?=\p{L})/gu, ". ")))
    .join(" ");
}

/** Words after which a full stop does not end the sentence: ordinals (25. svibnja) and abbreviations. */
const NOT_AN_END = /^(\d+|\p{L}|(\p{L}{1,2}\.)+\p{L}{0,2}|npr|tj|tzv|br|sv|dr|prof|ul|god|st|min|sl|itd)\.$/iu;

/** Capitalises the paragraph's first letter and the first letter after each sentence end (words are single-spaced). */
function sentenceCase(paragraph: string): string {
  let sentenceStart = true;
  return paragraph
    .split(" ")
    .map((word) => {
      const out = sentenceStart
        ? word.replace(/^([„"(]?)(\p{Ll})/u, (_m, quote: string, ch: string) => quote + ch.toLocaleUpperCase("hr"))
        : word;
      sentenceStart = /[.!?…]["”)]?$/.test(word) && !NOT_AN_END.test(word);
      return out;
    })
    .join(" ");
}

/** A paragraph ends with a full stop unless it already ends with a sentence mark. */
function closeSentence(paragraph: string): string {
  return /[.!?…"”)]$/.test(paragraph) ? paragraph : `${paragraph}.`;
}

/** The tidied body: paragraphs (blank-line separated) kept, each tidied. */
export function tidyCroatian(text: string): string {
  const source = isShouting(text) ? text.toLocaleLowerCase("hr") : text;
  return source
    .split(/\n\s*\n/)
    .map(tidySpacing)
    .filter((p) => p.length > 0)
    .map((p) => closeSentence(sentenceCase(p)))
    .join("\n\n");
}

/** A title drawn from the text: its first sentence without the end mark, cut at a word within TITLE_MAX. */
export function deriveTitle(text: string): string {
  const firstLine = text.trim().split(/\n/)[0] ?? "";
  const sentence = (firstLine.match(/^.*?[.!?…](?=\s|$)/)?.[0] ?? firstLine).replace(/[\s.!?…,;:]+$/u, "");
  if (sentence.length <= TITLE_MAX) return sentence;
  const cut = sentence.slice(0, TITLE_MAX + 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(" "), 1));
  return `${atWord.replace(/[\s,;:–-]+$/u, "")}…`;
}

/** The local rewrite of a description: tidied body and a title drawn from it. */
export function localRewrite(ulaz: string): { naslov: string; sadrzaj: string } {
  const sadrzaj = tidyCroatian(ulaz);
  return { naslov: deriveTitle(sadrzaj), sadrzaj };
}
