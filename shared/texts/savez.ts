// Federations: public pages, the staff's switcher.
// Part of the one catalogue (shared/texts/index.ts); pure, no I/O.

/** Federations: the public pages /savezi and /savezi/:slug, the staff's switcher and home title (all ours). */
export const T_SAVEZ = {
  /** The staff home's title for the federation being worked on; for Zicer Savez it is SPEC §2's exact text. */
  dobrodosli: (naziv: string) => `Dobrodošli ${naziv}!`,
  /** The switcher's label (shown to people who work for more than one federation). */
  odaberiSavez: "Savez za koji radite",
  navSavezi: "Savezi",
  savezi: "Savezi",
  saveziUvod: "Sportski savezi grada Zagreba na platformi.",
  nemaSaveza: "Još nema saveza.",
  saveziError: "Došlo je do pogreške prilikom dohvaćanja saveza.",
  logoAlt: (naziv: string) => `Logotip: ${naziv}`,
  najnovijeNajave: "Najnovije najave",
  nemaNajava: "Savez još nema najava.",
  dokumenti: "Dokumenti saveza",
  nemaDokumenata: "Savez još nema dokumenata.",
  kontakt: "Kontakt",
  email: "E-pošta",
  web: "Web",
  nijePronaden: "Savez nije pronađen",
  nijePronadenOpis: (slug: string) => `Ne postoji savez s adresom „${slug}”.`,
  sviSavezi: "Svi savezi",
} as const;
