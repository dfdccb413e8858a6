// Every text the interface shows, in one catalogue, quoted from ../shared/SPEC.md to the letter
// (Croatian and English as the spec has them). Texts the spec does not give are marked "ours".
// This module is pure: no I/O. The texts of home and the app's shell (PRODUCT, T, T_UI, T_CARDS)
// live in texts-home.ts, re-exported here, so that the home route's first load carries no other screen's texts.

import { T_CARDS } from "./texts-home";

export * from "./texts-home";
export * from "./texts-liga";

/** Staff screens for competitions, results and documents (ours unless marked §2). */
export const T_STAFF = {
  uploadError: "Došlo je do pogreške prilikom učitavanja dokumenta.",
  uploadProgress: (percent: number) => `Učitavanje dokumenta: ${percent} %`,
  dropDocument: "Povucite i ispustite PDF ili DOCX dokument ovdje ili kliknite za odabir.",
  dropDocumentActive: "Otpustite dokument za učitavanje",
  datumDoPrijeOd: "Datum završetka (Do) ne može biti prije datuma početka (Od).",
  natjecanjeOk: "Natjecanje je uspješno spremljeno!",
  spremljenaNatjecanja: "Spremljena natjecanja",
  nemaNatjecanja: "Još nema spremljenih natjecanja.",
  natjecanjaError: "Došlo je do pogreške prilikom dohvaćanja natjecanja.",
  dokument: "Dokument",
  dokumentiRezultata: "Dokumenti rezultata",
  unosRezultata: "Unos rezultata",
  natjecanje: "Natjecanje",
  odaberiNatjecanje: "Odaberite spremljeno natjecanje",
  ilNazivNatjecanja: "ili upišite naziv natjecanja",
  mjesto: T_CARDS.place,
  bodovi: T_CARDS.points,
  dodajRedak: "Dodaj redak",
  ukloniRedak: "Ukloni",
  mjestaJedinstvena: "Mjesta moraju biti jedinstvena.",
  rezultatOk: "Rezultat je uspješno spremljen!",
  unesiDokumenteRezultata: "Unesi dokumente rezultata",
  dokumentRezultataOk: "Dokument rezultata je uspješno dodan!",
  dodajDokumentSaveza: "Dodaj dokument saveza",
  naziv: "Naziv",
  dokumentSavezaOk: "Dokument je uspješno dodan!",
  nemaDokumenata: "Još nema dokumenata.",
  samoOsoblje: "Ovu stranicu mogu koristiti samo djelatnici saveza.",
  /** A save refused because the row changed since the form was loaded (409 version_conflict). */
  sukobVerzija: "Zapis je u međuvremenu promijenio netko drugi. Osvježite stranicu i pokušajte ponovno.",
  osvjeziStranicu: "Osvježi stranicu",
} as const;

/** §8 Firebase Auth error codes and their messages; anything else is `authUnexpected`. */
export const AUTH_ERRORS: Record<string, string> = {
  "auth/invalid-credential": "Invalid credential provided. Please check your credentials and try again.",
  "auth/invalid-email": "The email address is badly formatted. Please check and try again.",
  "auth/invalid-verification-code": "The verification code is invalid. Please check and try again.",
  "auth/invalid-verification-id": "The verification ID is invalid. Please check and try again.",
  "auth/operation-not-allowed": "The operation is not allowed. Please contact support.",
  "auth/email-already-in-use":
    "The email address is already in use by another account. Please use a different email address.",
  "auth/weak-password": "The password is too weak. Please choose a stronger password.",
};

export const AUTH_UNEXPECTED = "An unexpected error occurred.";

/** §5 File-drop checks (react-dropzone's texts). */
export const FILE_ERRORS = {
  type: (accepted: string) => `File type must be ${accepted}`,
  tooLarge: (bytes: number) => `File is larger than ${bytes} bytes`,
  tooSmall: (bytes: number) => `File is smaller than ${bytes} bytes`,
  tooMany: "Too many files",
} as const;

/** Document upload refusals (ours: the spec shows none), by the problem code of shared/document-file.ts. */
export const DOCUMENT_ERRORS = {
  empty_file: "Datoteka je prazna.",
  invalid_file_name: "Naziv datoteke nije dopušten.",
  file_too_large: "Datoteka je veća od 10 MB.",
  unsupported_type: "Datoteka nije ispravan PDF ili DOCX dokument.",
  extension_mismatch: "Nastavak datoteke ne odgovara njezinom sadržaju (dopušteni su PDF i DOCX).",
} as const;

/** Logo (image) upload refusals (ours), by the problem code of shared/image-file.ts. */
export const IMAGE_ERRORS = {
  empty_file: DOCUMENT_ERRORS.empty_file,
  invalid_file_name: DOCUMENT_ERRORS.invalid_file_name,
  file_too_large: "Slika je veća od 1 MB.",
  unsupported_type: "Datoteka nije ispravna slika (dopušteni su PNG, JPEG, WebP i SVG).",
  extension_mismatch: "Nastavak datoteke ne odgovara njezinom sadržaju (dopušteni su PNG, JPEG, WebP i SVG).",
} as const;

/** An announcement's picture: a photo (PNG, JPEG or WebP), never an SVG; the other refusals as for any image. */
export const PHOTO_ERRORS = {
  ...IMAGE_ERRORS,
  unsupported_type: "Datoteka nije ispravna slika (dopušteni su PNG, JPEG i WebP).",
  extension_mismatch: "Nastavak datoteke ne odgovara njezinom sadržaju (dopušteni su PNG, JPEG i WebP).",
} as const;

/** Membership photo refusals (issue 15; ours), by the problem code of shared/image-file.ts. */
export const MEMBERSHIP_PHOTO_ERRORS = {
  ...PHOTO_ERRORS,
  file_too_large: "Fotografija je veća od 2 MB.",
  unsupported_type: "Datoteka nije ispravna fotografija (dopušteni su PNG, JPEG i WebP).",
} as const;

/** Content lifecycle: edit, delete, 'Obrisano' and restore on every staff list (ours; the words quoted). */
export const T_UREDI = {
  uredi: "Uredi",
  obrisi: "Obriši",
  vrati: "Vrati",
  spremi: "Spremi promjene",
  zamijeniDokument: "Zamijeni dokument (PDF ili DOCX)",
  odustani: "Odustani",
  urediNaslov: (naziv: string) => `Uredi: ${naziv}`,
  obrisiNaslov: "Obrisati zapis?",
  obrisiPitanje: (naziv: string) =>
    `„${naziv}” premjestit će se u Obrisano, gdje se 30 dana može vratiti. Nakon toga briše se trajno.`,
  obrisano: "Obrisano",
  obrisanoUvod: "Obrisani zapisi vašeg saveza. Svaki se može vratiti 30 dana od brisanja, zatim se trajno briše.",
  nistaObrisano: "Nema obrisanih zapisa.",
  obrisanDana: (datum: string) => `Obrisano ${datum}`,
  spremljeno: "Promjene su spremljene.",
  obrisanoOk: (naziv: string) => `„${naziv}” je premješten u Obrisano.`,
  vracenoOk: (naziv: string) => `„${naziv}” je vraćen.`,
  podaci: "Podaci",
  povijest: "Povijest",
  nemaPovijesti: "Još nema zapisa o promjenama.",
  zapisNePostoji: "Zapis više ne postoji (možda je trajno obrisan).",
  vrste: {
    feed: "Najave",
    natjecatelji: "Natjecatelji",
    natjecanja: "Natjecanja",
    rezultati: "Rezultati",
    dokumenti_saveza: "Dokumenti saveza",
    natjecanja_dokumenti: "Dokumenti rezultata",
    memberships: "Članstva",
  } as Record<string, string>,
} as const;

/** The audit screen (/admin/revizija): who changed what, when, and what it was before. */
export const T_REVIZIJA = {
  naslov: "Revizija",
  uvod: "Svaka promjena podataka: tko, kada, što je bilo prije i što poslije.",
  savez: "Savez",
  sviSavezi: "Svi savezi",
  akter: "E-pošta osobe",
  vrsta: "Vrsta zapisa",
  sveVrste: "Sve vrste",
  radnja: "Radnja",
  sveRadnje: "Sve radnje",
  od: "Od",
  do: "Do",
  filtriraj: "Primijeni filtre",
  ucitajJos: "Učitaj još",
  nemaZapisa: "Nema zapisa za odabrane filtre.",
  vrijeme: "Vrijeme",
  tko: "Tko",
  sto: "Što",
  promjene: "Promjene",
  prije: "Prije",
  poslije: "Poslije",
  sustav: "Sustav",
  radnje: {
    create: "Stvoreno",
    update: "Izmijenjeno",
    delete: "Obrisano",
    restore: "Vraćeno",
    purge: "Trajno obrisano",
    upload: "Učitana datoteka",
    sweep: "Uklonjena napuštena datoteka",
  } as Record<string, string>,
  badQuery: "Neispravan filtar revizije.",
  badCursor: "Neispravan pokazivač stranice.",
  greska: "Došlo je do pogreške prilikom dohvaćanja revizije.",
  /** The entries table's caption and its columns beyond those above. */
  zapisi: "Zapisi revizije",
  vrstaStupac: "Vrsta",
  zapis: "Zapis",
  polje: "Polje",
  idZapisa: "ID zapisa",
  filtri: "Filtri",
  ponisti: "Poništi filtre",
  /** The tooltip of a row id in the table: the link narrows the list to that row's entries. */
  samoOvajZapis: (id: string) => `Prikaži samo promjene zapisa ${id}`,
  /** What a value that is not there shows (a create's 'Prije', an emptied field). */
  prazno: "—",
  da: "da",
  ne: "ne",
  /** Entity names beyond the staff lists' (T_UREDI.vrste): the tables the admin area writes. */
  vrste: {
    savezi: "Savezi",
    staff_savezi: "Djelatnici saveza",
    pozivnice: "Pozivnice",
    users: "Osobe",
    files: "Datoteke",
  } as Record<string, string>,
  /** Column names as the changes table shows them; a column not listed shows its own name. */
  polja: {
    subject: "Naslov",
    description: "Opis",
    naziv: "Naziv",
    opis: "Opis",
    payload: "Rezultat",
    ime: "Ime",
    prezime: "Prezime",
    team: "Klub",
    lokacija: "Lokacija",
    datum_od: "Datum od",
    datum_do: "Datum do",
    deleted_at: "Vrijeme brisanja",
    savez_id: "Savez",
    natjecanje_id: "Natjecanje",
    dokument_key: "Dokument",
    dokument_naziv: "Naziv dokumenta",
    dokument_url: "Dokument",
    logo_key: "Logo",
    slika_key: "Slika",
    slika_url: "Slika",
    email: "E-pošta",
    web: "Web",
    slug: "Slug",
    role: "Uloga",
    user_id: "Osoba",
    withdrawn_at: "Povučeno",
    contentType: "Vrsta datoteke",
    size: "Veličina (B)",
    key: "Ključ",
  } as Record<string, string>,
} as const;

/** Field messages of the shared input schemas (shared/schemas; ours: the spec shows none). */
export const VALIDATION = {
  required: "Obavezno polje.",
  tooShort: (min: number) => `Najmanje ${min} znakova.`,
  tooLong: (max: number) => `Najviše ${max} znakova.`,
  isoDate: "Datum mora biti u obliku GGGG-MM-DD.",
  badId: "Neispravan identifikator.",
  /** A referenced row (e.g. the competition of a result) does not exist. */
  notFound: "Ne postoji.",
  noCompetitors: "Nema natjecatelja za unos.",
  tooManyCompetitors: (max: number) => `Najviše ${max} natjecatelja odjednom.`,
  mjestoInteger: "Mjesto mora biti cijeli broj veći od 0.",
  bodoviNumber: "Bodovi moraju biti broj.",
  emptyStandings: "Poredak ne može biti prazan.",
  badDocumentUrl: "Neispravna poveznica na dokument.",
  badDocumentKey: "Dokument nije učitan na poslužitelj.",
  badLogoKey: "Logotip nije učitan na poslužitelj.",
  badSlikaKey: "Slika nije učitana na poslužitelj.",
  badSlug: "Samo mala slova bez dijakritika, brojke i crtice (npr. zagrebacki-savez).",
  badEmail: "Neispravna adresa e-pošte.",
  badUrl: "Adresa mora počinjati s http:// ili https://.",
  /** A federation row must name one the caller works for. */
  chooseSavez: "Odaberite savez.",
  /** A value that must be unique (a federation's address) is already used. */
  taken: "Već je zauzeto.",
  /** ours: NUL and other control characters, or broken UTF-16 (a binary file read as text). */
  badCharacters: "Tekst sadrži nedopuštene znakove.",
} as const;

/** Staff screens for announcements and competitors (all ours: the spec gives no words for these). */
export const T_ENTRY = {
  unesiNajavu: "Unesi najavu natjecanja",
  aiPrepravi: "Prepravi uz pomoć AI",
  aiPrepravlja: "Prepravljam tekst…",
  aiPrepraviHint: "Upišite opis pa ga AI može prepraviti i predložiti naslov.",
  salje: "Šaljem…",
  csvFileType: ".csv",
  csvOnlyOne: "Odaberite jednu .csv datoteku.",
  csvUcitano: (count: number, name: string) => `Učitano ${count} natjecatelja iz datoteke ${name}.`,
  dodaj: "Dodaj",
  ukloni: "Ukloni",
  ukloniDuplikate: "Ukloni duplikate",
  zaSlanje: (count: number) => `Natjecatelja za slanje: ${count}`,
  duplikatRetka: (row: number) => `Ponavlja redak ${row}`,
  vecSpremljen: "Već spremljen",
  oznaka: "Napomena",
  redak: (row: number, problem: string) => `Redak ${row}: ${problem}`,
  natjecateljiOk: (count: number) => `Spremljeno natjecatelja: ${count}.`,
  spremljeniNatjecatelji: "Spremljeni natjecatelji",
  nemaNatjecatelja: "Još nema spremljenih natjecatelja.",
  natjecateljiError: "Došlo je do pogreške prilikom dohvaćanja natjecatelja.",
  ukupno: (count: number) => `Ukupno: ${count}`,
  slika: "Slika (nije obavezna)",
  slikaHint: "PNG, JPEG ili WebP; smanjuje se na najviše 1200 px prije slanja.",
  dropSlika: "Povucite i ispustite sliku ovdje ili kliknite za odabir.",
  dropSlikaActive: "Otpustite sliku za učitavanje",
  slikaPreviewAlt: "Pregled slike najave",
  slikaOdabrana: (name: string) => `Odabrana slika: ${name} (šalje se s najavom)`,
  slikaNeispravna: "Slika se ne može otvoriti; odaberite drugu.",
  ukloniSliku: "Ukloni sliku",
  slikaUploadError: "Došlo je do pogreške prilikom učitavanja slike.",
  trenutnaSlika: "Trenutna slika najave",
  zamijeniSliku: "Nova slika (zamjenjuje trenutnu)",
  spremiSliku: "Spremi sliku",
} as const;

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

/** The admin API's refusals (ours): people, roles and invitations (worker/routes/admin.ts). */
export const ADMIN_TEXTS = {
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

/** 429 refusals of the rate limits (ours; worker/security/rate-limit.ts), by what was limited. */
export const RATE_LIMIT_TEXTS = {
  write: "Previše izmjena u kratkom vremenu. Pričekajte minutu pa pokušajte ponovno.",
  upload: "Previše prijenosa datoteka u kratkom vremenu. Pričekajte minutu pa pokušajte ponovno.",
  export: "Previše preuzimanja podataka u kratkom vremenu. Pričekajte minutu pa pokušajte ponovno.",
  ip: "Previše zahtjeva s vaše mreže u kratkom vremenu. Pričekajte minutu pa pokušajte ponovno.",
  anon: "Previše zahtjeva s vaše mreže u kratkom vremenu. Pričekajte minutu pa pokušajte ponovno.",
} as const;

/** Idempotency-Key refusals of creates (ours; worker/data/idempotency.ts, worker/routes/graphql.ts). */
export const IDEMPOTENCY_TEXTS = {
  malformed: "The Idempotency-Key header must be 1 to 255 visible ASCII characters.",
  mismatch: "This Idempotency-Key was already used with a different request; send a new key for a new request.",
  inProgress: "A request with this Idempotency-Key is still being processed; retry in a moment.",
} as const;

/** A person's own data on /settings/profile and its API (ours; worker/routes/me-data.ts, my-data.tsx). */
export const MY_DATA_TEXTS = {
  naslov: "Moji podaci",
  opis: "Preuzmite sve što platforma o vama čuva ili trajno izbrišite svoj račun.",
  preuzmi: "Preuzmi moje podatke",
  preuzimanje: "Preuzimanje…",
  izbrisi: "Izbriši račun",
  dijalogNaslov: "Brisanje računa",
  dijalogPitanje:
    "Račun, vaša prava djelatnika i pozivnice bit će trajno izbrisani. Članstva ostaju u evidenciji saveza, bez veze s vašim računom. Ovo se ne može poništiti.",
  lozinka: "Lozinka (za potvrdu)",
  potvrdi: "Trajno izbriši",
  odustani: "Odustani",
  brisanje: "Brisanje…",
  izbrisano: "Vaš račun je izbrisan.",
  greska: "Nešto nije uspjelo. Pokušajte ponovno.",
  /** Re-authentication refused (a wrong password, or too many attempts): nothing was deleted. */
  pogresnaLozinka: "Lozinka nije ispravna. Račun nije izbrisan.",
  /** 409 last_admin on DELETE /api/v1/me. */
  zadnjiAdmin: "Vi ste posljednji administrator: najprije dodijelite ulogu administratora nekome drugome.",
  /**
   * 401 reauth_required on DELETE /api/v1/me: the sign-in is older than 5 minutes (the token's auth_time),
   * so the server erases nothing until the person proves it is them again.
   */
  ponovnaPrijava:
    "Za brisanje računa potrebna je nedavna prijava. Prijavite se ponovno pa račun izbrišite u sljedećih 5 minuta. Račun nije izbrisan.",
  /** The file name of the download. */
  datoteka: "moji-podaci.json",
  /**
   * 502 erasure_incomplete (DATA_PROVIDER=hasura): the account is erased in the Worker's database, but the
   * data service did not confirm erasing its copy; the operators are told by the log.
   */
  brisanjeNepotpuno:
    "Račun je izbrisan, ali podatkovni servis nije potvrdio brisanje svoje kopije. Administratori su obaviješteni i dovršit će brisanje.",
} as const;

/**
 * Navigation by role and the staff menu's cards (issue 20; ours). The card labels are Croatian like the
 * screens they open; the spec describes the cards but quotes no label, and the result-documents card is
 * enabled because its screen works on the web.
 */
export const T_NAV = {
  staffMenu: {
    najava: "Unesi najavu natjecanja",
    natjecatelji: "Unesi natjecatelje",
    dokumentiSaveza: "Dokumenti saveza",
    natjecanja: "Unesi natjecanja",
    dokumentiRezultata: "Unesi dokumente rezultata",
  },
  /** Staff or admin whose email is not verified yet: their rights wait for it (shared/permissions.ts). */
  verifyForStaff: "Potvrdite svoju adresu e-pošte da biste mogli raditi za savez.",
  verifyForStaffLink: "Potvrdi adresu e-pošte",
  drawerAccount: "Moj račun",
  drawerStaff: "Za djelatnike saveza",
} as const;

/** The staff dashboard's overview of the federation (issue 20; ours). */
export const T_PREGLED = {
  naslov: "Pregled saveza",
  brojevi: "Ukupno",
  najnovije: "Najnovije",
  najave: "Najave",
  natjecanja: "Natjecanja",
  rezultati: "Rezultati",
  dokumenti: "Dokumenti saveza",
  /** A count that reached a list's limit: "200+". */
  barem: (count: number) => `${count}+`,
  nista: "Još ništa.",
  precaci: "Prečaci",
  unosRezultata: "Unos rezultata",
  obrisano: "Obrisano",
  rezultatBezNaziva: "Rezultat",
} as const;

/** The password change on /settings/profile (issue 20; ours; its errors are AUTH_ERRORS). */
export const T_PASSWORD = {
  title: "Change password",
  current: "Current password",
  next: "New password",
  confirm: "Repeat new password",
  submit: "Change password",
  mismatch: "The new passwords do not match.",
  done: "Your password has been changed.",
  noUser: "Please sign in again to change your password.",
} as const;

/** The membership register, the signed cards and their verification (issue 15; ours). */
export const MEMBERSHIP_TEXTS = {
  badPhotoKey: "Fotografija nije učitana na poslužitelj.",
  badStatus: "Status je 'aktivna' ili 'suspendirana'.",
  expiryBeforeStart: "Istek ne može biti prije početka valjanosti.",
  reasonRequired: "Upišite razlog suspenzije.",
  tooMany: (max: number) => `Najviše ${max} članstava odjednom.`,
  badType: (types: readonly string[]) => `Vrsta mora biti jedna od: ${types.join(", ")}.`,
  numberAdminOnly: "Broj članstva mijenja samo administrator.",
  numberTaken: "Broj članstva već postoji u registru.",
  sequenceRace: "Netko je upravo izdao članstvo; pokušajte ponovno.",
  notFound: "Članstvo ne postoji.",
  /** The public verification. */
  badToken: "Nevažeća iskaznica.",
  tokenTooLong: "Token iskaznice je predugačak.",
  noSigningKey: "Potpisivanje iskaznica nije podešeno.",
  /** Photo upload and download. */
  photoForbidden: "Nemate pristup ovoj fotografiji.",
  photoNotFound: "Fotografija ne postoji.",
} as const;

/**
 * A membership's status in words, by its live status (shared/entities/membership/input.ts liveStatus): the
 * one source for the register, the verification page and the member's cards.
 */
export const T_STATUS_CLANSTVA = {
  aktivna: "Aktivna",
  istekla: "Istekla",
  suspendirana: "Suspendirana",
} as const;

/** The verification page /provjera/:token (issue 15; ours). */
export const T_PROVJERA = {
  title: "Provjera iskaznice",
  ...T_STATUS_CLANSTVA,
  nevazeca: "Nevažeća iskaznica",
  provjeravam: "Provjeravam…",
  offline: (datum: string) => `Provjereno bez veze: potpis je ispravan, status na dan ${datum}`,
  offlineNoKeys: "Nema veze, a ključevi za provjeru nisu spremljeni.",
  /**
   * Offline, a card whose signature holds and whose expiry has not passed: the token cannot tell a suspension
   * (the register can), so the page says so instead of calling the card valid.
   */
  offlineSuspenzija: "Bez veze nije moguće provjeriti je li iskaznica suspendirana.",
  /** /membership with no network: the cards the service worker kept at the last online visit. */
  spremljeneIskaznice: "Nema veze: prikazane su iskaznice spremljene na ovom uređaju.",
  savez: "Savez",
  vrsta: "Vrsta",
  broj: "Broj",
  vrijediDo: "Vrijedi do",
  fotografija: (ime: string) => `Fotografija: ${ime}`,
  qrAlt: "QR kod za provjeru iskaznice",
  ispis: "Ispiši iskaznice",
  greska: "Provjera trenutno nije moguća.",
} as const;

/** The staff membership register /clanstva (issue 15; ours): list, create, renew, suspend, CSV in and out. */
export const T_REGISTAR = {
  naslov: "Registar članstava",
  izbornik: "Registar članstava",
  pretraga: "Pretraži (ime, prezime, broj ili e-pošta)",
  vrsta: "Vrsta",
  sveVrste: "Sve vrste",
  status: "Status",
  sviStatusi: "Svi statusi",
  statusi: T_STATUS_CLANSTVA as Record<string, string>,
  isticeUskoro: "Ističe u 30 dana",
  broj: "Broj",
  imePrezime: "Ime i prezime",
  ime: "Ime",
  prezime: "Prezime",
  email: "E-pošta",
  vrijediOd: "Vrijedi od",
  istek: "Istek",
  datumRodenja: "Datum rođenja",
  fotografija: "Fotografija",
  fotografijaHint: "JPEG, PNG ili WebP; smanjuje se na 600 px prije slanja (bez EXIF podataka).",
  fotografijaPreview: "Pregled fotografije",
  akcije: "Radnje",
  ucitajJos: "Učitaj još",
  ucitavam: "Učitavam…",
  nemaClanstava: "Nema članstava za ove uvjete.",
  greska: "Došlo je do pogreške prilikom dohvaćanja registra.",
  ukupnoPrikazano: (n: number) => `Prikazano: ${n}`,
  novo: "Novo članstvo",
  spremi: "Spremi članstvo",
  spremam: "Spremam…",
  izdano: (broj: string) => `Članstvo je izdano pod brojem ${broj}.`,
  obnovi: "Obnovi",
  obnovljeno: (broj: string, istek: string) => `Članstvo ${broj} obnovljeno je do ${istek}.`,
  suspendiraj: "Suspendiraj",
  suspendirajNaslov: (label: string) => `Suspendiraj: ${label}`,
  suspendirajOpis: "Članstvo ostaje u registru; provjera iskaznice pokazat će 'Suspendirana'.",
  razlog: "Razlog suspenzije",
  suspendirano: (broj: string) => `Članstvo ${broj} je suspendirano.`,
  aktiviraj: "Aktiviraj",
  aktivirano: (broj: string) => `Članstvo ${broj} je ponovno aktivno.`,
  /** CSV import. */
  uvoz: "Uvoz iz CSV-a",
  uvozUvod: "Povucite CSV datoteku ili je odaberite; ništa se ne sprema prije 'Uvezi'.",
  uvozHint: "Povucite .csv datoteku ovdje ili kliknite za odabir.",
  uvozDatoteka: "CSV datoteka za uvoz",
  uvozDragActive: "Ispustite datoteku ovdje…",
  samoJedna: "Odaberite jednu .csv datoteku.",
  citam: "Čitam datoteku…",
  provjeravam: (done: number, total: number) => `Provjeravam retke: ${done} / ${total}`,
  mapiranje: "Stupci datoteke",
  mapiranjeUvod: "Za svako polje odaberite stupac datoteke iz kojeg se čita.",
  neUvozi: "— ne uvozi —",
  pregled: (ukupno: number, greske: number) => `Pregled: ${ukupno} redaka, ${greske} s greškom.`,
  prikazaniRedci: (prikazano: number, ukupno: number) =>
    `Prikazano je prvih ${prikazano} redaka i svi retci s greškom (ukupno ${ukupno}).`,
  redak: "Redak",
  greske: "Greške",
  uRedu: "U redu",
  uvezi: "Uvezi",
  uvozim: "Uvozim…",
  uvezeno: (n: number) => `Uvezeno je ${n} članstava.`,
  ispraviGreske: "Ispravite retke s greškom u datoteci i učitajte je ponovno; ništa nije spremljeno.",
  praznaDatoteka: "Datoteka nema redaka.",
  nedostajeIme: "Nedostaje ime.",
  nedostajePrezime: "Nedostaje prezime.",
  losDatum: (polje: string) => `Neispravan datum (${polje}).`,
  duplikatBroja: (redak: number) => `Broj se ponavlja (redak ${redak}).`,
  duplikatEmaila: (redak: number) => `E-pošta se ponavlja (redak ${redak}).`,
  brojURegistru: "Broj već postoji u registru.",
  emailURegistru: "E-pošta već ima članstvo u registru.",
  odbijenRedak: (redak: number, poruka: string) => `Redak ${redak}: ${poruka}`,
  /** CSV export. */
  izvoz: "Izvezi CSV",
  izvozim: "Izvozim…",
  izvezeno: (n: number) => `Izvezeno je ${n} članstava.`,
} as const;

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
  lokacija: "Lokacija",
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

/** A row linking a stored file that is not its to link (worker/data/file-links.ts), shown at the file's field. */
export const FILE_LINK_TEXTS = {
  /** The key was not uploaded by this row's federation (or by the caller), or is no longer stored. */
  notYours: "Datoteka nije učitana za ovaj savez. Učitajte je ponovno.",
  /** Another row already links the key: each stored file belongs to one row. */
  taken: "Datoteku već koristi drugi zapis. Učitajte je ponovno.",
} as const;

/** A request body over its limit (413; worker/security/body-limits.ts decides the limit, `limit` reads "64 KB", "4 MB"). */
export const BODY_LIMIT_TEXTS = {
  tooLarge: (limit: string) => `Zahtjev je prevelik: najviše ${limit}. Podijelite podatke na manje dijelove.`,
} as const;

/** The sitemap's refusals (worker/routes/sitemap.ts). */
export const SITEMAP_TEXTS = {
  notFound: "Ta stranica karte weba ne postoji.",
} as const;
