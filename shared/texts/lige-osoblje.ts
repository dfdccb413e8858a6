// The federation's staff's league screen (issue 31; the spec gives none): a league competition's groups, each
// with its teams, rule set, fixtures (generated or by CSV), results by CSV and point adjustments. A match's move,
// status and a dispute's decision are the 'Utakmice' screen's (./lige-ekrani.ts). Pure: no I/O.

import { brojIme } from "./oblici";

/** "1 utakmica", "3 utakmice", "5 utakmica" (the nominative). */
const utakmica = (n: number) => brojIme(n, { jedan: "utakmica", dva: "utakmice", pet: "utakmica" });
/** "ima 1 utakmicu", "ima 3 utakmice", "ima 5 utakmica" (the object of 'ima'). */
const imaUtakmica = (n: number) => brojIme(n, { jedan: "utakmicu", dva: "utakmice", pet: "utakmica" });
/** "u 1 kolu", "u 3 kola", "u 5 kola" (after 'u'). */
const uKola = (n: number) => brojIme(n, { jedan: "kolu", dva: "kola", pet: "kola" });

/** What a generated or imported schedule says it saved. */
const rasporedSpremljen = (n: number) => `Raspored je spremljen: ${utakmica(n)}.`;

export const T_LIGE_OSOBLJE = {
  naslov: "Lige saveza",
  nav: "Lige saveza",
  uvod: "Skupine lige, ekipe, pravila, raspored i rezultati. Premještanje, odgodu, predaju, poništenje i odluke o prigovorima radite na zaslonu Utakmice.",
  samoOsoblje: "Ovaj zaslon je za osoblje saveza.",
  natjecanje: "Natjecanje",
  odaberiNatjecanje: "Odaberite natjecanje",
  nemaNatjecanja: "Savez još nema natjecanja.",
  greska: (poruka: string) => `Ligu nije moguće učitati: ${poruka}`,
  utakmiceLink: "Utakmice: premještanje, status i prigovori",
  javnaStranica: "Javna stranica natjecanja",
  nemaSkupina: "Natjecanje još nema skupina.",
  spremljeno: "Spremljeno.",
  nijeSpremljeno: (poruka: string) => `Nije spremljeno. ${poruka}`,

  pravila: {
    naslov: "Pravila natjecanja",
    uvod: "Bodovi i redoslijed kriterija pri jednakom broju bodova. Skupina zadržava verziju pravila po kojoj se igra.",
    nema: "Savez još nema pravila. Dodajte ih iz predloška.",
    predlozak: "Predložak",
    dodaj: "Dodaj pravila iz predloška",
    verzija: (naziv: string, verzija: number) => `${naziv}, verzija ${verzija}`,
    skupine: "Pravila skupine",
    promijeni: "Promijeni pravila",
  },

  skupina: {
    nova: "Nova skupina",
    naziv: "Naziv skupine",
    pravila: "Pravila",
    dodaj: "Dodaj skupinu",
    naslov: (naziv: string) => `Skupina: ${naziv}`,
  },

  ekipe: {
    naslov: "Ekipe",
    nema: "Skupina još nema ekipa.",
    klub: "Klub",
    odaberiKlub: "Odaberite klub",
    naziv: "Naziv ekipe",
    nazivPomoc: "Prazno: naziv kluba. Druga ekipa kluba ima svoj naziv, npr. RK Zagreb II.",
    dodaj: "Dodaj ekipu",
  },

  raspored: {
    naslov: "Raspored",
    postoji: (utakmica: number, kola: number) => `Raspored ima ${imaUtakmica(utakmica)} u ${uKola(kola)}.`,
    generiraj: "Napravi raspored",
    dvostruko: "Dvokružno (svaka ekipa jednom kod kuće i jednom u gostima)",
    pocetak: "Datum prvog kola",
    vrijeme: "Vrijeme utakmica",
    razmak: "Dana između kola",
    /** The fixtures' CSV import (the form's texts, as rezultati's below). */
    uvoz: {
      naslov: "Uvoz rasporeda iz CSV-a",
      pomoc: "Stupci: kolo;datum;vrijeme;domacin;gost;dvorana. Ekipe po nazivu u skupini.",
      csv: "CSV rasporeda",
      uvezi: "Uvezi raspored",
      gotovo: rasporedSpremljen,
    },
    datoteka: "Datoteka CSV",
    prikazi: "Utakmice po kolima",
    napravljen: rasporedSpremljen,
  },

  rezultati: {
    naslov: "Uvoz rezultata iz CSV-a",
    pomoc:
      "Stupci: kolo;domacin;gost;golovi_domacin;golovi_gost. Rezultati su odluke saveza i računaju se odmah. Ako i jedan red nije ispravan, ništa se ne sprema.",
    csv: "CSV rezultata",
    uvezi: "Uvezi rezultate",
    gotovo: (utakmica: number) => `Uvezeno rezultata: ${utakmica}.`,
    greske: "Ništa nije spremljeno. Ispravite redove:",
  },

  korekcije: {
    naslov: "Korekcija bodova",
    pomoc: "Oduzeti bodovi su negativan broj. Razlog i odluka vide se uz ekipu na ljestvici.",
    ekipa: "Ekipa",
    odaberiEkipu: "Odaberite ekipu",
    bodovi: "Bodovi",
    razlog: "Razlog",
    odluka: "Odluka (broj ili oznaka)",
    dodaj: "Spremi korekciju",
  },
} as const;
