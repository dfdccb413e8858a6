// Entries into a competition's events (issue 30; all ours: the spec gives none): the entry settings' and
// events' field messages, the eligibility rules' refusals (each names the rule that failed, shown at its
// field), the entry statuses, and the start list's and fees' CSV headers. This module imports only ./oblici (word
// forms). Pure: no I/O.

import { recenica } from "./oblici";

/** "1. 12. 2026. 18:00" comes from shared/dates.ts; the texts take it already written. */
export const T_PRIJAVE = {
  nePostoji: {
    natjecanje: "Natjecanje ne postoji.",
    postavke: "Za ovo natjecanje prijave nisu otvorene (nema postavki prijava).",
    disciplina: "Disciplina ne postoji.",
    nastup: "Prijava ne postoji.",
    klub: "Klub ne postoji u savezu natjecanja.",
    sezona: "Sezona ne postoji u savezu natjecanja.",
  },
  polja: {
    zatvaranjePrijeOtvaranja: "Prijave se ne mogu zatvoriti prije nego što se otvore.",
    izmjenePrijeOtvaranja: "Izmjene ne mogu završiti prije otvaranja prijava.",
    zakasninaBezIznosa: "Uz datum zakasnine upišite i iznos zakasnine.",
    posadaPojedinacno: "Pojedinačna disciplina ima točno jednog natjecatelja.",
    posadaVelicina: "Posada ili ekipa ima barem dva člana.",
    losaVrsta: "Vrsta je 'pojedinacno' ili 'posada'.",
    losSpol: "Spol discipline je M, Z ili mješovito (prazno: svi).",
    vrijemeZagreb: "Vrijeme u obliku 2026-12-01T18:00 (zagrebačko vrijeme).",
    razlog: "Upišite razlog odbijanja.",
    odaberiSportase: "Odaberite sportaša (ili članove posade).",
    isti: "Isti sportaš je naveden dvaput.",
    iznos: "Iznos u centima, cijeli broj od 0 naviše.",
    kategorija: "Dobna kategorija nije iz saveza natjecanja.",
    zakasninaIzvanProzora: "Zakasnina počinje između otvaranja i zatvaranja prijava.",
    izmjeneNakonNatjecanja: "Izmjene prijava završavaju najkasnije zadnjeg dana natjecanja.",
    vrijeme: "Vrijeme u obliku 7:02.35 (minute i sekunde do 59), ili bodovi.",
  },
  /** The eligibility rules' refusals, each naming the rule (shown at its field). */
  pravila: {
    prozorNijeOtvoren: (od: string) => `Prijave za ovo natjecanje otvaraju se ${od}.`,
    prozorZatvoren: (doKada: string) => `Prijave za ovo natjecanje zatvorene su ${doKada}.`,
    izmjeneZatvorene: (doKada: string) => `Izmjene prijava moguće su bile do ${doKada}.`,
    licencaNema: (ime: string, sezona: string) => recenica(`${ime} nema odobrenu licencu za sezonu ${sezona}`),
    licencaSuspendirana: (ime: string) => `${ime} ima suspendiranu licencu.`,
    lijecnickiNema: (ime: string) => `${ime} nema upisan liječnički pregled.`,
    lijecnickiIstekao: (ime: string, doKada: string, datum: string) =>
      recenica(`${ime}: liječnički pregled vrijedi do ${doKada}, a natjecanje je ${datum}`),
    kategorija: (ime: string, kategorije: string) => `${ime} nije u dobnoj kategoriji discipline (${kategorije}).`,
    spol: (ime: string) => `${ime}: disciplina nije za taj spol.`,
    bezDatumaRodenja: (ime: string) => `${ime} nema upisan datum rođenja, pa se kategorija ne može provjeriti.`,
    vecPrijavljen: (ime: string) => `${ime} je već prijavljen(a) u ovoj disciplini.`,
    nijeIzKluba: (ime: string) => `${ime} nije sportaš kluba koji prijavljuje.`,
    klubPun: (max: number) => `Klub može prijaviti najviše ${max} u ovoj disciplini.`,
    posada: (treba: number, zamjene: number) =>
      zamjene > 0 ? `Posada ima ${treba} članova i najviše ${zamjene} zamjena.` : `Posada ima točno ${treba} članova.`,
    pojedinacno: "U pojedinačnu disciplinu prijavljuje se jedan sportaš.",
    nijeVasKlub: "Prijavljujete samo sportaše svog kluba.",
  },
  /** The entry operations' other refusals. */
  greske: {
    stanjeNeDopusta: "Prijava više nije u stanju koje ta radnja traži. Osvježite stranicu.",
    neispravno: "Prijava nije prihvaćena: provjerite označena polja.",
    naknadnaSamoSavez: "Naknadnu prijavu unosi savez.",
    startnaNijeJavna: "Startna lista bit će javna nakon zatvaranja prijava.",
    csvPrazan: "Datoteka nema redova s podacima.",
    csvStupci: (missing: readonly string[]) => `Nedostaju stupci: ${missing.join(", ")}.`,
    csvRed: (row: number, message: string) => `Red ${row}: ${message}`,
    csvNemaNastupa: "nema prihvaćene prijave s tim startnim brojem ili imenom.",
    csvMjesto: "mjesto mora biti cijeli broj od 1 do 10 000 (ili prazno).",
    csvDvaput: (first: number) => `ista prijava kao u redu ${first}.`,
    rezultatSamoPrihvacena: "Rezultat se upisuje samo prihvaćenoj prijavi.",
    prijaviteSe: "Prijavite se.",
    bezOvlasti: "Nemate ovlast za tu radnju.",
  },
  status: {
    prihvacena: "Prihvaćena",
    cekanje: "Na listi čekanja",
    povucena: "Povučena",
    odbijena: "Odbijena",
  },
  /** The entry screens (the competition page's section, /moj-klub/prijave). */
  ui: {
    otvoreneDo: (doKada: string) => `Prijave otvorene do ${doKada}.`,
    otvarajuSe: (od: string) => `Prijave se otvaraju ${od}.`,
    zatvorene: (doKada: string) => `Prijave su zatvorene ${doKada}.`,
    naslov: "Prijave",
    prijavi: "Prijavi",
    odustani: "Odustani",
    posalji: "Pošalji prijavu",
    klub: "Klub",
    disciplina: "Disciplina",
    sportas: (n: number) => `Sportaš ${n}`,
    zamjena: (n: number) => `Zamjena ${n}`,
    odaberi: "Odaberite…",
    nitko: "Bez zamjene",
    prihvacena: "Prihvaćena",
    cekanje: (pozicija: number) => `Na listi čekanja: ${pozicija}. mjesto`,
    popunjenost: (prihvacene: number, kapacitet: number | null, cekanje: number) =>
      `${prihvacene}${kapacitet === null ? "" : ` / ${kapacitet}`} prihvaćeno${cekanje > 0 ? `, ${cekanje} na čekanju` : ""}`,
    vasePrijave: "Prijave vašeg kluba",
    nemaPrijava: "Nema prijava.",
    povuci: "Povuci",
    povucena: "Prijava je povučena.",
    promaknuta: "Prijava je povučena. Prva prijava s liste čekanja sada je prihvaćena.",
    startnaLista: "Startna lista",
    /** Under the events' counts while the start lists are not public yet (issue 50: the section agrees with itself). */
    imenaNakonZatvaranja: "Imena prijavljenih objavljuju se sa startnom listom nakon zatvaranja prijava.",
    startnaCsv: "Preuzmi startnu listu (CSV)",
    nemaNastupa: "Nema prihvaćenih prijava.",
    startniBroj: "Br.",
    sportasi: "Sportaši",
    natjecanje: "Natjecanje",
    status: "Status",
    greska: "Prijave se ne mogu učitati. Pokušajte ponovno.",
    neuspjelo: "Radnja nije uspjela. Pokušajte ponovno.",
    mojeNaslov: "Prijave kluba",
    mojeLink: "Prijave na natjecanja",
    /** /moj-klub/prijave's competitions open for entries now, each with 'Prijavi' (issue 50). */
    otvorena: {
      naslov: "Otvorene prijave",
      nema: "Nijedno natjecanje vašeg saveza sada ne prima prijave.",
      doKada: (doKada: string) => `Prijave do ${doKada}`,
      prijaviNa: (natjecanje: string) => `Prijavi na natjecanje ${natjecanje}`,
    },
    razlog: (razlog: string) => `Razlog: ${razlog}`,
    zamjenaOznaka: " (zamjena)",
  },
  naknadna: "naknadna",
  kasna: "zakašnjela",
  csv: {
    startnaLista: ["startni_broj", "disciplina", "klub", "sportasi", "status", "napomena"],
    kotizacije: ["klub", "disciplina", "sportasi", "status", "kotizacija_eur", "zakasnjela", "naknadna"],
  },
} as const;
