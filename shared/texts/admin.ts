// The admin area and its API's refusals.
// Part of the one catalogue (shared/texts/index.ts); pure, no I/O.

/** The admin API's refusals (ours): people, roles and invitations (worker/routes/admin.ts). */
export const T_ADMIN_ERRORS = {
  /** 409 last_admin: revoking admin from the last admin with a verified email. */
  lastAdmin: "Ne možete ukloniti posljednjeg administratora. Najprije dodijelite ulogu administratora nekome drugome.",
  userNotFound: "Korisnik ne postoji.",
  savezNotFound: "Savez ne postoji.",
  invitationNotFound: "Pozivnica ne postoji ili više nije na čekanju.",
  /** A role for an account with no email address: it can be neither verified nor invited. */
  noEmail: "Korisnik nema adresu e-pošte, pa mu se uloga ne može dodijeliti.",
  /** The account changed between the read and the write (its email, say). */
  changedMeanwhile: "Podaci su se u međuvremenu promijenili. Osvježite stranicu i pokušajte ponovno.",
  badRole: "Uloga mora biti djelatnik (staff) ili administrator (admin).",
  adminHasNoSavez: "Administrator nije vezan uz savez: izostavite savez.",
  badUser: "Neispravan korisnik.",
  badCursor: "Neispravna oznaka stranice.",
  tooLongQuery: "Upit za pretragu je predug.",
  badJson: "Tijelo zahtjeva mora biti JSON.",
  badBody: "Zahtjev nije ispravan.",
} as const;

/** The admin area (/admin): federations, people and their roles, invitations (all ours). */
export const T_ADMIN = {
  /** The drawer link and the area's title. */
  navAdmin: "Administracija",
  title: "Administracija",
  samoAdministratori: "Ovu stranicu mogu koristiti samo administratori.",
  odjeljci: "Odjeljci administracije",
  savezi: "Savezi",
  ljudi: "Ljudi i uloge",
  pozivnice: "Pozivnice",
  saveziOpis: "Dodajte savez, uredite njegove podatke i logotip.",
  ljudiOpis: "Pronađite osobu po e-pošti ili imenu te joj dodijelite ili uklonite ulogu.",
  pozivniceOpis: "Dodijelite ulogu adresi e-pošte koja se još nije prijavila i povucite pozivnice na čekanju.",

  // Federations
  noviSavez: "Novi savez",
  urediSavez: (naziv: string) => `Uredi savez: ${naziv}`,
  uredi: "Uredi",
  urediNaziv: (naziv: string) => `Uredi ${naziv}`,
  savezNijePronaden: "Savez nije pronađen.",
  natragNaSaveze: "Natrag na saveze",
  slug: "Adresa (slug)",
  slugHint: "Mala slova bez dijakritika, brojke i crtice; javna stranica saveza je /savezi/<adresa>.",
  nazivSaveza: "Naziv saveza",
  opisSaveza: "Opis",
  emailSaveza: "E-pošta saveza",
  webSaveza: "Web stranica",
  logo: "Logotip",
  logoHint: "PNG, JPEG, WebP ili SVG, najviše 1 MB.",
  dropLogo: "Povucite i ispustite logotip ovdje ili kliknite za odabir.",
  dropLogoActive: "Otpustite sliku za učitavanje",
  logoPreviewAlt: "Pregled odabranog logotipa",
  logoOdabran: (name: string) => `Odabrani logotip: ${name} (učitava se pri spremanju)`,
  ukloniLogo: "Ukloni logotip",
  logoUploadError: "Došlo je do pogreške prilikom učitavanja logotipa.",
  spremi: "Spremi",
  sprema: "Spremam…",
  savezDodan: (naziv: string) => `Savez ${naziv} je uspješno dodan!`,
  savezSpremljen: "Savez je uspješno spremljen!",

  // People and roles
  trazi: "Traži po e-pošti ili imenu",
  traziHint: "Upišite početak adrese e-pošte, imena ili prezimena.",
  osobe: "Osobe i njihove uloge",
  email: "E-pošta",
  ime: "Ime",
  uloge: "Uloge",
  radnje: "Radnje",
  bezUloge: "Član (bez posebne uloge)",
  nepotvrdjeno: "Adresa nije potvrđena",
  naCekanju: (uloga: string) => `Na čekanju: ${uloga}`,
  nemaOsoba: "Nema osoba koje odgovaraju pretrazi.",
  ucitajJos: "Učitaj još",
  ljudiError: "Došlo je do pogreške prilikom dohvaćanja osoba.",
  dodijeliUlogu: "Dodijeli ulogu",
  dodijeliUloguOsobi: (osoba: string) => `Dodijeli ulogu: ${osoba}`,
  dodijeli: "Dodijeli",
  ukloni: "Ukloni",
  ukloniUloguOsobi: (uloga: string, osoba: string) => `Ukloni ulogu ${uloga}: ${osoba}`,
  uloga: "Uloga",
  ulogaStaff: "Djelatnik saveza",
  ulogaAdmin: "Administrator",
  osobljeSaveza: (naziv: string) => `Djelatnik saveza ${naziv}`,
  savez: "Savez",
  odaberiSavez: "Odaberite savez",
  odustani: "Odustani",
  dodjelaNaslov: "Dodjela uloge",
  dodjelaPitanje: (uloga: string, osoba: string) => `Dodijeliti ulogu „${uloga}” osobi ${osoba}?`,
  uklanjanjeNaslov: "Uklanjanje uloge",
  uklanjanjePitanje: (uloga: string, osoba: string) => `Ukloniti ulogu „${uloga}” osobi ${osoba}?`,
  ulogaDodijeljena: (uloga: string, osoba: string) => `Uloga „${uloga}” dodijeljena je osobi ${osoba}.`,
  ulogaNaCekanju: (uloga: string, osoba: string) =>
    `${osoba} još nije potvrdila adresu e-pošte: uloga „${uloga}” čeka kao pozivnica i dodjeljuje se nakon potvrde.`,
  ulogaUklonjena: (uloga: string, osoba: string) => `Uloga „${uloga}” uklonjena je osobi ${osoba}.`,

  // Invitations
  novaPozivnica: "Nova pozivnica",
  emailPozvanog: "E-pošta osobe",
  posaljiPozivnicu: "Spremi pozivnicu",
  pozivnicaSpremljena: (email: string) =>
    `Pozivnica za ${email} je spremljena: uloga se dodjeljuje kad se osoba prijavi i potvrdi adresu e-pošte.`,
  /** An invitation for an email whose account is already verified applies at once. */
  pozivnicaPrimijenjena: (email: string) =>
    `${email} već ima račun s potvrđenom adresom e-pošte: uloga je odmah dodijeljena.`,
  pozivniceNaCekanju: "Pozivnice na čekanju",
  nemaPozivnica: "Nema pozivnica na čekanju.",
  pozivniceError: "Došlo je do pogreške prilikom dohvaćanja pozivnica.",
  stvorena: "Stvorena",
  povuci: "Povuci",
  povuciPozivnicu: (email: string) => `Povuci pozivnicu: ${email}`,
  povlacenjeNaslov: "Povlačenje pozivnice",
  povlacenjePitanje: (uloga: string, email: string) => `Povući pozivnicu za ${email} (${uloga})?`,
  pozivnicaPovucena: (email: string) => `Pozivnica za ${email} je povučena.`,
  /** An invitation past its expires_at (14 days): it no longer applies; inviting again sends a new one. */
  istekla: "Istekla",
  isteklaOpis: "Pozivnica je istekla i više se ne primjenjuje. Pošaljite novu pozivnicu.",
} as const;
