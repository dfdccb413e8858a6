// Medical examinations (issue 50 item 4; all ours: the spec predates clubs): the screen where a club's officials
// and the federation's staff record until when each athlete's sports medical examination is valid (one by one,
// for the ticked athletes at once, or from a CSV), the state the club's and the federation's lists show beside
// each athlete, and the link a refusal that depends on it gives. This module imports only ./oblici (word forms).
// Pure: no I/O.

import { brojIme, recenica } from "./oblici";

const DANA = { jedan: "dan", dva: "dana", pet: "dana" } as const;

/** The screen's and the lists' texts (ours). */
export const T_LIJECNICKI = {
  naslov: "Liječnički pregledi",
  nav: "Liječnički pregledi",
  uvod:
    "Do kojeg dana vrijedi sportski liječnički pregled svakog sportaša. Sportaš bez valjanog pregleda na dan " +
    "natjecanja ne može biti prijavljen.",
  samoOvlasteni: "Liječničke preglede upisuju dužnosnici klubova i osoblje saveza.",
  nisteDuznosnik: "Niste dužnosnik nijednog kluba. Dužnosnika kluba upisuje savez.",
  klub: "Klub",
  sviKlubovi: "Svi klubovi",
  nemaSportasa: "Nema sportaša.",
  greska: "Podatke nije moguće učitati.",

  /** The list's columns and each athlete's state. */
  sportas: "Sportaš",
  vrijediDo: "Liječnički pregled vrijedi do",
  stanje: "Liječnički pregled",
  nijeUpisan: "nije upisan",
  vrijedi: "vrijedi",
  istjeceZa: (dana: number) => (dana === 0 ? "istječe danas" : `istječe za ${brojIme(dana, DANA)}`),
  istekao: "istekao",
  /** A date and its state in one cell: "31. 3. 2027. · istječe za 12 dana". */
  datumIStanje: (datum: string, stanje: string) => `${datum} · ${stanje}`,

  /** One athlete's date (a dialog). */
  upisi: (ime: string) => `Upiši pregled: ${ime}`,
  dialogNaslov: (ime: string) => `Liječnički pregled: ${ime}`,
  dialogUvod: "Upišite zadnji dan do kojeg pregled vrijedi. Prazno polje briše upisani datum.",
  spremi: "Spremi",
  odustani: "Odustani",
  spremljeno: (ime: string) => `Liječnički pregled upisan: ${ime}.`,
  obrisano: (ime: string) => `Datum liječničkog pregleda obrisan: ${ime}.`,

  /** The ticked athletes at once. */
  odaberi: (ime: string) => `Odaberi: ${ime}`,
  odaberiSve: "Odaberi sve",
  odaberiBezValjanog: "Odaberi istekle i bez pregleda",
  datumOdabranih: "Pregled vrijedi do",
  upisiOdabrane: (n: number) => `Upiši za odabrane (${n})`,
  upisano: (n: number) => `Liječnički pregled upisan za ${n} sportaša.`,
  nisuSvi: (upisano: number, poslano: number) =>
    recenica(`Upisano za ${upisano} od ${poslano} sportaša; ostale je netko u međuvremenu promijenio ili uklonio`),
  odaberiDatum: "Upišite datum.",

  /** The CSV import (columns: OIB, or first and last name, and the date). */
  uvoz: "Uvoz liječničkih pregleda iz CSV-a",
  uvozUvod:
    "Stupci: OIB (ili ime i prezime) i datum do kojeg pregled vrijedi, npr. 1. 3. 2027. ili 2027-03-01. Svaki " +
    "red se povezuje sa sportašem s ovog popisa; ništa se ne upisuje dok ne odaberete 'Uvezi'.",
  csvNemaSportasa: "Na popisu nema sportaša s tim OIB-om ili imenom.",
  csvViseIstihImena: "Na popisu je više sportaša s tim imenom: upišite OIB.",
  csvBezSportasa: "Upišite OIB ili ime i prezime.",
  csvBezDatuma: "Nedostaje datum.",
  csvLosDatum: (cell: string) => `Datum „${cell}” nije ispravan (npr. 1. 3. 2027. ili 2027-03-01).`,
  csvDvaput: (line: number) => `Isti sportaš kao u redu ${line}.`,

  /** Where a refusal that depends on the examination sends whoever can fix it. */
  popravi: (ime: string) => `Upiši liječnički pregled: ${ime}`,
};
