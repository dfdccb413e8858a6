// The screens of clubs, athletes, licences and transfers (issue 29): the public /klubovi pages, 'Moj klub' of
// a club's officials, staff's clubs, licence queue, transfers and athlete page, and the licence card. Part of
// the one catalogue (shared/texts/index.ts); all ours (the spec predates clubs). Pure, no I/O.

import { oblikBroja, recenica } from "./oblici";

/** The screens' texts (ours). */
export const T_MOJ_KLUB = {
  /** Public /klubovi and /klubovi/:slug. */
  navKlubovi: "Klubovi",
  klubovi: "Klubovi",
  kluboviUvod: "Sportski klubovi zagrebačkih saveza.",
  savez: "Savez",
  sviSavezi: "Svi savezi",
  trazi: "Traži klub",
  nemaKlubova: "Nema klubova za ove uvjete.",
  kluboviGreska: "Klubove nije moguće učitati.",
  klubNotFound: "Klub nije pronađen.",
  nijePronadenOpis: (slug: string) => `Nema kluba s adresom „${slug}”.`,
  sviKlubovi: "Svi klubovi",
  logoAlt: (naziv: string) => `Logo kluba ${naziv}`,
  adresa: "Adresa",
  licenciraniSportasi: (sezona: string) => `Licencirani sportaši u sezoni ${sezona}`,
  nemaLicenciranih: "Klub u ovoj sezoni još nema licenciranih sportaša.",
  nemaSezone: "Savez nema aktivnu sezonu.",
  clubDescription: (naziv: string, savez: string | null) =>
    savez ? `${naziv}, klub saveza ${savez}.` : `${naziv}, sportski klub.`,
  badSlug: "Adresa saveza nije ispravna.",
  signIn: "Prijavite se.",

  /** 'Moj klub'. */
  mojKlub: "Moj klub",
  nisteDuznosnik: "Niste dužnosnik nijednog kluba. Dužnosnika kluba upisuje savez.",
  odaberiKlub: "Klub",
  sezonaAktivna: (sezona: string) => `Aktivna sezona: ${sezona}`,
  sportasi: "Sportaši",
  licence: "Licence",
  transferi: "Transferi",
  podaci: "Podaci kluba",
  greska: "Podatke nije moguće učitati.",

  /** An athlete. */
  ime: "Ime",
  prezime: "Prezime",
  imePrezime: "Ime i prezime",
  datumRodenja: "Datum rođenja",
  spol: "Spol",
  spolovi: { M: "Muški", Z: "Ženski" } as Record<string, string>,
  oib: "OIB",
  oibNapomena: "Razlog bez OIB-a",
  oibNapomenaHint: "Samo ako sportaš nema OIB (npr. strani državljanin).",
  email: "E-pošta (neobavezno)",
  emailHint: "Sportaš s tom potvrđenom e-poštom vidi svoju licencu.",
  fotografija: "Fotografija (neobavezno)",
  kategorija: "Kategorija",
  klub: "Klub",
  nemaSportasa: "Klub još nema upisanih sportaša.",
  dodajSportasa: "Dodaj sportaša ručno",
  dodaj: "Dodaj sportaša",
  dodajem: "Dodajem…",
  dodan: (ime: string) => `Sportaš ${ime} je dodan.`,

  /** The athletes' CSV import (the register's machinery). */
  uvozSportasa: "Uvoz sportaša iz CSV-a",
  uvozUvod:
    "Stupci: ime, prezime, datum rođenja, spol (M/Ž), OIB ili razlog bez OIB-a, e-pošta. Ništa se ne sprema prije 'Uvezi'; uvoz je sve ili ništa.",
  nedostajeDatum: "Nedostaje datum rođenja.",
  losSpol: "Spol je M ili Ž.",
  duplikatOib: (redak: number) => `OIB se ponavlja (redak ${redak}).`,
  oibUKlubu: "Sportaš s tim OIB-om već je upisan.",
  duplikatOsobe: (redak: number) => `Isto ime i datum rođenja kao redak ${redak}.`,
  osobaUKlubu: "Sportaš s tim imenom i datumom rođenja već je upisan.",
  uvezeno: (n: number) => (oblikBroja(n) === "jedan" ? `Uvezen je ${n} sportaš.` : `Uvezeno je ${n} sportaša.`),

  /** Licences. */
  zatraziLicence: "Zatraži licence",
  zatraziUvod: (sezona: string) => recenica(`Odaberite sportaše za koje klub traži licencu u sezoni ${sezona}`),
  odaberi: (ime: string) => `Odaberi: ${ime}`,
  odaberiSve: "Odaberi sve",
  zatrazi: (n: number) => (n === 1 ? "Zatraži licencu" : `Zatraži licence (${n})`),
  zatrazeno: (n: number) => `Zatraženo licenci: ${n}.`,
  sviImajuLicencu: "Svi sportaši već imaju licencu ili zahtjev za ovu sezonu.",
  status: "Status",
  razlog: "Razlog odbijanja",
  nemaLicenci: "Nema licenci za ovu sezonu.",
  iskaznica: "Licenca",
  prikaziLicencu: (ime: string) => `Licenca: ${ime}`,
  qrAlt: (ime: string) => `QR kod licence: ${ime}`,

  /** Staff's licence queue (/licence). */
  redLicenci: "Licence na čekanju",
  redUvod: "Zahtjevi klubova za licence. Odobrite ili odbijte s razlogom, pojedinačno ili odabrane odjednom.",
  nemaZahtjeva: "Nema zahtjeva na čekanju.",
  odobri: "Odobri",
  odbij: "Odbij",
  odobriOdabrane: (n: number) => `Odobri odabrane (${n})`,
  odbijOdabrane: (n: number) => `Odbij odabrane (${n})`,
  odbijNaslov: (n: number) => (n === 1 ? "Odbij zahtjev za licencu" : `Odbij ${n} zahtjeva za licencu`),
  odobreno: (n: number) => `Odobreno: ${n}.`,
  odbijeno: (n: number) => `Odbijeno: ${n}.`,
  vecOdluceno: "Netko je u međuvremenu odlučio o zahtjevu; popis je osvježen.",
  potvrdi: "Potvrdi",
  odustani: "Odustani",
  zatrazenoDana: "Zatraženo",

  /** Transfers. */
  zatraziTransfer: "Zatraži transfer",
  transferUvod: "Zatražite sportaša drugog kluba istog saveza; njegov klub pristaje ili odbija, a savez potvrđuje.",
  sportasDrugogKluba: "Sportaš (iz drugog kluba)",
  traziSportasa: "Potražite sportaša saveza po imenu ili prezimenu",
  pronadeni: (n: number) => (n === 0 ? "Nema sportaša s tim imenom." : `Pronađeno sportaša: ${n}.`),
  pronadeniSportas: (ime: string, klub: string, godina: number | null) =>
    `${ime} (${klub}${godina ? `, ${godina}.` : ""})`,
  pretragaKratka: "Upišite barem dva slova imena ili prezimena.",
  izKluba: "Iz kluba",
  uKlub: "U klub",
  datumTransfera: "Datum prelaska",
  napomena: "Napomena (neobavezno)",
  transferZatrazen: "Transfer je zatražen.",
  prihvati: "Pristani",
  odbijTransfer: "Odbij",
  potvrdiTransfer: "Potvrdi",
  nemaTransfera: "Nema transfera.",
  dolazni: "Zatraženi od nas",
  odlazni: "Naši zahtjevi",
  transferKorak: "Transfer je ažuriran.",
  radnje: "Radnje",
  /** What a transfer in progress waits for, under its status (issue 50). */
  transferCeka: {
    klub: (klub: string) => `Čeka odgovor kluba ${klub}`,
    savez: "Čeka potvrdu saveza",
    datum: (datum: string) => `Provodi se ${datum}`,
  },
  /** GET /api/v1/transferi/sportasi without its federation. */
  transferiSavez: "Navedite savez (savez=).",

  /** Staff's clubs and athlete page. */
  kluboviSaveza: "Klubovi saveza",
  noviKlub: "Novi klub",
  naziv: "Naziv",
  kratkiNaziv: "Kratki naziv",
  slug: "Adresa (slug)",
  klubOib: "OIB kluba",
  klubEmail: "E-pošta kluba",
  spremi: "Spremi",
  spremljeno: "Spremljeno.",
  uredi: (naziv: string) => `Uredi: ${naziv}`,
  sportas: "Sportaš",
  povijest: "Klubovi i licence kroz vrijeme",
  sezona: "Sezona",

  /** The licence card on /provjera. */
  licenca: "Licenca",
  licencaNijeAktivna: "Licenca nije odobrena ili više ne vrijedi.",
  licencaGreska: "Licencu nije moguće prikazati.",
  zatvori: "Zatvori",
} as const;
