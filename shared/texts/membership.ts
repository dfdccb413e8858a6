// The membership register, the signed cards and their verification.
// Part of the one catalogue (shared/texts/index.ts); pure, no I/O.
import { T_CLANSTVO } from "../entities/membership/texts";
import { brojIme, recenica } from "./oblici";

/** "1 članstvo", "3 članstva", "5 članstava". */
const clanstava = (n: number) => brojIme(n, { jedan: "članstvo", dva: "članstva", pet: "članstava" });

/** The membership register, the signed cards and their verification (issue 15; ours). */
export const T_MEMBERSHIP = {
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
  /** Online, a token of a card staff have since reissued ('Izdaj novu iskaznicu'): it is no longer valid. */
  zamijenjena: "Iskaznica je zamijenjena novom",
  zamijenjenaOpis: "Ova iskaznica više ne vrijedi: član ima novu iskaznicu s novim QR kodom.",
  provjeravam: "Provjeravam…",
  offline: (datum: string) => `Provjereno bez veze: potpis je ispravan, status na dan ${datum}`,
  offlineNoKeys: "Nema veze, a ključevi za provjeru nisu spremljeni.",
  /**
   * Offline, a card whose signature holds and whose expiry has not passed: the token cannot tell a suspension
   * or a reissued card (the register can), so the page says so instead of calling the card valid.
   */
  offlineSuspenzija: "Bez veze nije moguće provjeriti je li iskaznica suspendirana ili zamijenjena novom.",
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
  vrsta: T_CLANSTVO.type,
  sveVrste: "Sve vrste",
  status: "Status",
  sviStatusi: "Svi statusi",
  statusi: T_STATUS_CLANSTVA as Record<string, string>,
  isticeUskoro: "Ističe u 30 dana",
  broj: T_CLANSTVO.number,
  imePrezime: "Ime i prezime",
  ime: T_CLANSTVO.first_name,
  prezime: T_CLANSTVO.last_name,
  email: T_CLANSTVO.email,
  vrijediOd: T_CLANSTVO.valid_from,
  istek: T_CLANSTVO.expiry,
  datumRodenja: T_CLANSTVO.date_of_birth,
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
  obnovljeno: (broj: string, istek: string) => recenica(`Članstvo ${broj} obnovljeno je do ${istek}`),
  suspendiraj: "Suspendiraj",
  suspendirajNaslov: (label: string) => `Suspendiraj: ${label}`,
  suspendirajOpis: "Članstvo ostaje u registru; provjera iskaznice pokazat će 'Suspendirana'.",
  razlog: "Razlog suspenzije",
  suspendirano: (broj: string) => `Članstvo ${broj} je suspendirano.`,
  aktiviraj: "Aktiviraj",
  aktivirano: (broj: string) => `Članstvo ${broj} je ponovno aktivno.`,
  /** 'Izdaj novu iskaznicu' (issue 28 item 5): older QR codes of the card stop being valid. */
  novaIskaznica: "Izdaj novu iskaznicu",
  novaIskaznicaNaslov: (label: string) => `Izdaj novu iskaznicu: ${label}`,
  novaIskaznicaOpis:
    "Dosadašnja iskaznica i svi njezini QR kodovi prestaju vrijediti; provjera će pokazati 'Iskaznica je zamijenjena novom'. Član u aplikaciji dobiva novu iskaznicu.",
  novaIskaznicaPotvrdi: "Izdaj novu",
  novaIskaznicaIzdana: (broj: string) => `Izdana je nova iskaznica za članstvo ${broj}; stare više ne vrijede.`,
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
  uvezeno: (n: number) => `Uvezeno je ${clanstava(n)}.`,
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
  izvezeno: (n: number) => `Izvezeno je ${clanstava(n)}.`,
} as const;
