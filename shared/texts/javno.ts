// The public competitions, the event archive, the calendars and the sitemap.
// Part of the one catalogue (shared/texts/index.ts); pure, no I/O.

/** The public competitions, the event archive and the calendars (issue 16; all ours). */
export const T_JAVNO = {
  navNatjecanja: "Natjecanja",
  navDogadanja: "Događanja",
  natjecanja: "Natjecanja",
  natjecanjaUvod: "Sportska natjecanja u gradu Zagrebu: nadolazeća prva, zatim prošla po sezonama.",
  nadolazeca: "Nadolazeća natjecanja",
  sezona: (godina: string) => `Sezona ${godina}.`,
  nemaNatjecanja: "Još nema natjecanja.",
  natjecanjaError: "Došlo je do pogreške prilikom dohvaćanja natjecanja.",
  sviSavezi: "Svi savezi",
  filterSavez: "Savez",
  ucitajJos: "Učitaj još",
  datum: "Datum",
  savez: "Savez",
  naKarti: "Prikaži na karti (OpenStreetMap)",
  dokumenti: "Dokumenti",
  nemaDokumenata: "Natjecanje nema dokumenata.",
  rezultati: "Rezultati",
  nemaRezultata: "Još nema rezultata.",
  startnaLista: "Prijavljeni natjecatelji",
  nemaPrijavljenih: "Još nema prijavljenih natjecatelja.",
  imePrezime: "Ime i prezime",
  dodajUKalendar: "Dodaj u kalendar",
  sviNatjecanja: "Sva natjecanja",
  otkazano: "Otkazano",
  dogadanja: "Događanja",
  dogadanjaUvod: "Sve najave, najnovije prve.",
  nemaDogadanja: "Još nema događanja.",
  dogadanjaError: "Došlo je do pogreške prilikom dohvaćanja događanja.",
  svaDogadanja: "Sva događanja",
  objavljeno: (datum: string) => `Objavljeno ${datum}`,
  natjecanjeRezultata: "Natjecanje",
  /** The API's refusals (worker/routes/javno.ts, the calendars). */
  badId: "Neispravan identifikator.",
  badCursor: "Neispravan ili zastario pokazivač stranice. Učitajte popis ponovno.",
  badLimit: "Veličina stranice mora biti cijeli broj od 1 do 50.",
  badSlug: "Neispravna adresa saveza.",
  natjecanjeNotFound: "Natjecanje nije pronađeno.",
  dogadanjeNotFound: "Događanje nije pronađeno.",
  savezNotFound: "Savez nije pronađen.",
  /** The start list (staff, on the competitions screen). */
  startnaListaGumb: "Startna lista",
  urediStartnuListu: (naziv: string) => `Startna lista: ${naziv}`,
  traziNatjecatelje: "Traži natjecatelje",
  dodajOdabrane: (n: number) => `Dodaj odabrane (${n})`,
  ukloni: "Ukloni",
  ukloniPrijavu: (ime: string) => `Ukloni: ${ime}`,
  odaberiNatjecatelje: "Odaberite barem jednog natjecatelja.",
  previsePrijava: (max: number) => `Najviše ${max} natjecatelja odjednom.`,
  drugiSavez: "Natjecatelj nije iz saveza ovog natjecanja.",
  prijaveDodane: (n: number) => `Dodano na startnu listu: ${n}.`,
  nemaSlobodnih: "Nema drugih spremljenih natjecatelja koji odgovaraju pretrazi.",
} as const;

/** The sitemap's refusals (worker/routes/sitemap.ts). */
export const T_SITEMAP = {
  notFound: "Ta stranica karte weba ne postoji.",
} as const;
