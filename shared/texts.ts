// Every text the interface shows, quoted from ../shared/SPEC.md. This module is pure: no I/O.

/** Interface texts (Croatian and English), to the letter of the spec. */
export const T = {
  homeHeading: "Sportska događanja koja ne smijete propustiti",
  homeTagline: "Platforma koja vam pomaže pratiti najbolja sportska događanja u gradu.",
  latestEvents: "Najnovija Događanja",
  latestResults: "Najnoviji Rezultati",
} as const;
