// The league's screens (issue 31; all ours: the spec gives none): a league's tables, fixtures and team calendars
// on the competition's page, a club's matches on its page, home's league card, and the officials' 'Utakmice'
// screen (scores entered, confirmed, disputed and decided; a match moved or its status changed). The data layer's
// and the standings' own words are T_LIGE (./lige.ts) and T_LIGA (./liga.ts). This module imports nothing, so
// home's card can read it without the rest of the catalogue. Pure: no I/O.

/** "27. 11. 2026." from "2026-11-27". */
const datum = (iso: string) => {
  const [y, m, d] = iso.split("-");
  return `${Number(d)}. ${Number(m)}. ${y}.`;
};

export const T_LIGE_EKRANI = {
  /** The table's columns: a short heading on screen and its full name for screen readers. */
  stupci: {
    mjesto: { kratko: "#", puno: "Mjesto" },
    ekipa: { kratko: "Ekipa", puno: "Ekipa" },
    odigrano: { kratko: "U", puno: "Odigrano" },
    pobjede: { kratko: "P", puno: "Pobjede" },
    nerijeseno: { kratko: "N", puno: "Neriješeno" },
    porazi: { kratko: "I", puno: "Porazi" },
    dani: { kratko: "Dani", puno: "Dani pogoci" },
    primljeni: { kratko: "Prim.", puno: "Primljeni pogoci" },
    razlika: { kratko: "+/−", puno: "Razlika pogodaka" },
    bodovi: { kratko: "Bod.", puno: "Bodovi" },
  },
  ljestvica: "Ljestvica",
  ljestvicaSkupine: (skupina: string) => `Ljestvica: ${skupina}`,
  /** The disclosure on a tie-broken row: "Zašto?" and, for screen readers, whose place it explains. */
  zasto: "Zašto?",
  zastoEkipa: (ekipa: string) => ` (poredak ekipe ${ekipa})`,
  dijeliMjesto: "dijeli mjesto",
  /** A row whose points include an adjustment (issue 50): a mark on the points, its words for screen readers, a key. */
  korekcija: {
    oznaka: "*",
    naBodovima: " (s korekcijom bodova; razlog i odluka pod „Zašto?”)",
    legenda: "* Bodovi s korekcijom saveza; razlog i odluka pod „Zašto?” uz ekipu.",
  },
  rasporedIRezultati: "Raspored i rezultati",
  kolo: (kolo: number) => `${kolo}. kolo`,
  datum,
  termin: (dan: string | null, vrijeme: string | null) =>
    dan ? `${datum(dan)}${vrijeme ? ` u ${vrijeme}` : ""}` : "Termin nije određen",
  susret: (domacin: string, gost: string) => `${domacin} – ${gost}`,
  rezultat: (domacin: number, gost: number) => `${domacin} : ${gost}`,
  bezRezultata: "–",
  /** A match's status when it is not simply scheduled or played. */
  status: {
    scheduled: "Zakazana",
    played: "Odigrana",
    postponed: "Odgođena",
    forfeit: "Predaja",
    annulled: "Poništena",
  } as Record<string, string>,
  kalendariEkipa: "Kalendari ekipa",
  kalendarEkipe: (ekipa: string) => `${ekipa}: dodaj utakmice u kalendar`,
  nemaUtakmica: "Još nema utakmica.",
  greskaLige: (poruka: string) => `Ligu nije moguće učitati: ${poruka}`,
  ucitavanje: "Učitavanje lige…",

  /** A club's public page. */
  klub: {
    naslov: "Utakmice",
    sljedece: "Sljedeće utakmice",
    posljednji: "Posljednji rezultati",
    nemaSljedecih: "Nema zakazanih utakmica.",
    nemaRezultata: "Još nema rezultata.",
  },

  /** Home's league card. */
  home: {
    vodeci: "Vodeći",
    posljednjiRezultati: "Posljednji rezultati",
  },

  /** The officials' screen. */
  utakmice: {
    naslov: "Utakmice",
    nav: "Utakmice",
    uvod: "Domaći klub unosi rezultat, a gostujući ga potvrđuje ili osporava. Rezultat se računa kad ga gostujući klub potvrdi, kad savez odluči ili 48 sati nakon unosa bez odgovora.",
    mojKlubLink: "Utakmice i rezultati",
    nemaUtakmica: "Nema utakmica vaših klubova ni saveza.",
    prijava: "Prijavite se da biste vidjeli utakmice.",
    greska: (poruka: string) => `Utakmice nije moguće učitati: ${poruka}`,
    odjeljci: {
      osporeni: "Osporeni rezultati",
      naPotezu: "Čekaju vaš odgovor",
      cekaju: "Čekaju potvrdu",
      bezRezultata: "Bez rezultata",
      racunajuSe: "Rezultati koji se računaju",
    },
    natjecanje: (natjecanje: string, skupina: string, kolo: number) => `${natjecanje} · ${skupina} · ${kolo}. kolo`,
    prigovor: (tekst: string) => `Prigovor: ${tekst}`,
    goloviDomacina: (ekipa: string) => `Golovi: ${ekipa}`,
    goloviGosta: (ekipa: string) => `Golovi: ${ekipa}`,
    unesi: "Unesi rezultat",
    spremi: "Spremi rezultat",
    potvrdi: "Potvrdi rezultat",
    ospori: "Osporavam rezultat",
    razlogPrigovora: "Razlog prigovora",
    posaljiPrigovor: "Pošalji prigovor",
    odluci: "Odluči rezultat",
    odlukaNaslov: "Odluka saveza",
    ispravi: "Unesi ili ispravi rezultat",
    radnjeSaveza: "Radnje saveza",
    promijeniStatus: "Promijeni status",
    noviStatus: "Status utakmice",
    pobjednik: "Pobjednik predajom",
    domacin: "Domaćin",
    gost: "Gost",
    spremiStatus: "Spremi status",
    premjesti: "Premjesti utakmicu",
    noviDatum: "Novi datum",
    novoVrijeme: "Novo vrijeme",
    dvorana: "Dvorana",
    spremiTermin: "Spremi novi termin",
    spremljeno: (utakmica: string) => `Spremljeno: ${utakmica}.`,
    greskaRadnje: (utakmica: string, poruka: string) => `${utakmica}: nije spremljeno. ${poruka}`,
  },
} as const;
