// The league's data layer and API texts (issue 31; all ours: the spec gives none): refusals of the league
// operations, CSV row errors, how a match's result counts, the team calendar. The standings' own words are
// T_LIGA (./liga.ts). This module imports nothing. Pure: no I/O.

/** "red 3: …": a CSV row's error, numbered as a spreadsheet shows it (the header is row 1). */
const red = (row: number, message: string) => `Red ${row}: ${message}`;

export const T_LIGE = {
  nePostoji: {
    natjecanje: "Natjecanje ne postoji.",
    skupina: "Skupina ne postoji.",
    ekipa: "Ekipa ne postoji.",
    utakmica: "Utakmica ne postoji.",
    pravila: "Pravila ne postoje.",
    klub: "Klub ne postoji u tom savezu.",
  },
  /** The league operations' refusals. */
  greske: {
    nisteDuznosnikDomacina: "Rezultat unosi dužnosnik domaćeg kluba ili savez.",
    nisteDuznosnikGosta: "Rezultat potvrđuje ili osporava dužnosnik gostujućeg kluba.",
    stanjeNeDopusta: "Utakmica više nije u stanju koje ta radnja traži. Osvježite stranicu.",
    rasporedPostoji: "Skupina već ima raspored utakmica.",
    premaloEkipa: "Za raspored trebaju barem dvije ekipe.",
    ekipaPostoji: "Ekipa tog naziva već je u skupini.",
    nijeIgrana: "Rezultat se unosi samo za utakmicu koja se igra (zakazana ili odigrana).",
    pobjednikPredaje: "Za predaju navedite pobjednika (domacin ili gost).",
    csvPrazan: "Datoteka nema redova s podacima.",
    csvStupci: (missing: readonly string[]) => `Nedostaju stupci: ${missing.join(", ")}.`,
    csvPreviseRedova: (max: number) => `Najviše ${max} redova u jednoj datoteci.`,
  },
  /** A CSV row's errors, by row number (the header is row 1). */
  csv: {
    nepoznataEkipa: (row: number, name: string) => red(row, `ekipa '${name}' nije u skupini.`),
    istaEkipa: (row: number) => red(row, "domaćin i gost su ista ekipa."),
    kolo: (row: number) => red(row, "kolo mora biti cijeli broj veći od 0."),
    datum: (row: number) => red(row, "datum mora biti u obliku 2026-10-03 ili 3. 10. 2026."),
    vrijeme: (row: number) => red(row, "vrijeme mora biti u obliku 18:30."),
    golovi: (row: number) => red(row, "golovi moraju biti cijeli brojevi od 0 naviše."),
    nemaUtakmice: (row: number) => red(row, "u skupini nema te utakmice u tom kolu."),
    dvaput: (row: number, first: number) => red(row, `ista utakmica kao u redu ${first}.`),
  },
  /** Why a result counts, or does not, stated on the match. */
  racunaSe: {
    potvrdjen: "Potvrdio gostujući klub.",
    odlucen: "Odlučio savez.",
    isteklo: "Gostujući klub nije odgovorio u 48 sati.",
    ceka: (until: string) => `Čeka potvrdu gostujućeg kluba (do ${until}).`,
    osporen: "Gostujući klub je osporio rezultat: čeka odluku saveza.",
    predaja: "Registrirano službenim rezultatom (predaja).",
    bezRezultata: "Nema rezultata.",
  },
  /** The team calendar. */
  kalendar: {
    naziv: (ekipa: string) => `${ekipa}: utakmice`,
    dogadjaj: (domacin: string, gost: string) => `${domacin} – ${gost}`,
    opis: (natjecanje: string, skupina: string, kolo: number) => `${natjecanje}, ${skupina}, ${kolo}. kolo`,
  },
} as const;
