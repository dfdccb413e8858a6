// The input of the AI-rewrite scenario: a staff member's rough Croatian draft of an announcement, cut to an
// exact length in characters (not bytes: č, ć, ž, š, đ are two bytes each). This module is pure: no I/O.

const DRAFT = [
  "u subotu 14. lipnja na jarunu se odrzava gradska regata veslackih klubova,pocetak je u 9 sati ujutro",
  "a zavrsetak oko 17h . Nastupaju seniori, juniori i veterani u samcu, dvojcu i četvercu , ulaz je besplatan",
  "za sve posjetitelje. Parkiranje je moguće kod južnog ulaza, a tramvaji 5 i 17 voze do Jaruna svakih 10 minuta.",
  "Organizator moli klubove da prijave posade do srijede navečer putem saveza, kasne prijave se nece primati!!",
  "Nakon utrka u 18 sati je proglašenje pobjednika i druženje uz glazbu kod Veslačkog doma, dođite navijati.",
  "Za djecu je pripremljena radionica veslanja na ergometru, a liječnička služba dežura cijeli dan uz stazu.",
].join(" ");

/** A draft of exactly `length` characters (the draft repeated as needed, never cut inside a surrogate pair). */
export function najavaDraft(length: number): string {
  let text = "";
  while ([...text].length < length) text += (text ? " " : "") + DRAFT;
  return [...text].slice(0, length).join("");
}
