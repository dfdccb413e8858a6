// Staff screens: competitions, results, documents, announcements, competitors, the lifecycle, the menu and the dashboard's overview.
// Part of the one catalogue (shared/texts/index.ts); pure, no I/O.

import { T_CARDS } from "./home";
import { oblikBroja } from "./oblici";

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

/** Staff screens for announcements and competitors (all ours: the spec gives no words for these). */
export const T_ENTRY = {
  unesiNajavu: "Unesi najavu natjecanja",
  aiPrepravi: "Prepravi uz pomoć AI",
  aiPrepravlja: "Prepravljam tekst…",
  aiPrepraviHint: "Upišite opis pa ga AI može prepraviti i predložiti naslov.",
  salje: "Šaljem…",
  csvFileType: ".csv",
  csvOnlyOne: "Odaberite jednu .csv datoteku.",
  csvUcitano: (count: number, name: string) =>
    oblikBroja(count) === "jedan"
      ? `Učitan ${count} natjecatelj iz datoteke ${name}.`
      : `Učitano ${count} natjecatelja iz datoteke ${name}.`,
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
