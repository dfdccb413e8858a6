// Entries into a competition's events (issue 30; all ours: the spec gives none): the entry settings' and
// events' field messages, the eligibility rules' refusals (each names the rule that failed, shown at its
// field), the entry statuses, and the start list's and fees' CSV headers. This module imports nothing.
// Pure: no I/O.

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
  },
  /** The eligibility rules' refusals, each naming the rule (shown at its field). */
  pravila: {
    prozorNijeOtvoren: (od: string) => `Prijave za ovo natjecanje otvaraju se ${od}.`,
    prozorZatvoren: (doKada: string) => `Prijave za ovo natjecanje zatvorene su ${doKada}.`,
    izmjeneZatvorene: (doKada: string) => `Izmjene prijava moguće su bile do ${doKada}.`,
    licencaNema: (ime: string, sezona: string) => `${ime} nema odobrenu licencu za sezonu ${sezona}.`,
    licencaSuspendirana: (ime: string) => `${ime} ima suspendiranu licencu.`,
    lijecnickiNema: (ime: string) => `${ime} nema upisan liječnički pregled.`,
    lijecnickiIstekao: (ime: string, doKada: string, datum: string) =>
      `${ime}: liječnički pregled vrijedi do ${doKada}, a natjecanje je ${datum}.`,
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
    csvMjesto: "mjesto mora biti cijeli broj od 1 naviše (ili prazno).",
    csvDvaput: (first: number) => `ista prijava kao u redu ${first}.`,
    rezultatSamoPrihvacena: "Rezultat se upisuje samo prihvaćenoj prijavi.",
  },
  status: {
    prihvacena: "Prihvaćena",
    cekanje: "Na listi čekanja",
    povucena: "Povučena",
    odbijena: "Odbijena",
  },
  naknadna: "naknadna",
  kasna: "zakašnjela",
  csv: {
    startnaLista: ["startni_broj", "disciplina", "klub", "sportasi", "status", "napomena"],
    kotizacije: ["klub", "disciplina", "sportasi", "status", "kotizacija_eur", "zakasnjela", "naknadna"],
  },
} as const;
