// Clubs, athletes, seasons, age categories, licences and transfers (issue 29).
// Part of the one catalogue (shared/texts/index.ts); pure, no I/O.

/** Field rules and refusals of the season's data (issue 29; ours). */
export const T_KLUBOVI = {
  badOib: "OIB nije ispravan (11 znamenki s kontrolnom znamenkom).",
  oibOrNote: "Upišite OIB ili razlog zašto ga nema.",
  badSezonaStatus: "Status sezone je 'nadolazeca', 'aktivna' ili 'zatvorena'.",
  badKlubStatus: "Status kluba je 'aktivan', 'suspendiran' ili 'ugasen'.",
  badUloga: "Uloga je predsjednik, tajnik, trener ili voditelj.",
  badSpol: "Spol je 'M' ili 'Z'.",
  badLicencaStatus: "Status licence je 'zatrazena', 'odobrena', 'odbijena', 'suspendirana' ili 'istekla'.",
  badTransferStatus: "Status transfera je 'zatrazen', 'dogovoren', 'odbijen', 'potvrden' ili 'proveden'.",
  seasonEndBeforeStart: "Kraj sezone ne može biti prije početka.",
  licencesFromAfterEnd: "Licence se mogu tražiti najkasnije do kraja sezone.",
  bornRange: "Raspon godina nije ispravan: 'od' ne može biti nakon 'do'.",
  oneActiveSeason: "Savez već ima aktivnu sezonu.",
  liveLicence: "Sportaš već ima licencu za ovu sezonu.",
  rejectionReason: "Upišite razlog odbijanja.",
  sameClub: "Sportaš je već u tom klubu.",
  transferStep: "Transfer nije u stanju za taj korak.",
  /** The releasing club rewrites no term of the ask (issue 44): it agrees or refuses. */
  transferUvjeti:
    "Sportaša, klubove i datum transfera mijenja klub koji ga je zatražio; vaš klub ga prihvaća ili odbija.",
  /** After the releasing club agreed (issue 44): the parties are fixed; the date is the federation's. */
  transferDogovoren:
    "Transfer je dogovoren: sportaš i klubovi se više ne mijenjaju, a datum može promijeniti samo savez.",
  /** An applied or refused transfer is history (issue 44). */
  transferZavrsen: "Transfer je proveden ili odbijen i više se ne mijenja (osim napomene).",
  notYourClub: "Ne djelujete za taj klub.",
  drugiKlub: "Sportaš nije član tog kluba.",
  sezonaDrugogSaveza: "Sezona nije od tog saveza.",
  klubDrugogSaveza: "Klub nije iz tog saveza.",
  tooMany: (max: number) => `Najviše ${max} odjednom.`,
} as const;

/** The stored statuses in words (ours). */
export const T_STATUS_KLUBOVI = {
  sezona: { nadolazeca: "Nadolazeća", aktivna: "Aktivna", zatvorena: "Zatvorena" },
  klub: { aktivan: "Aktivan", suspendiran: "Suspendiran", ugasen: "Ugašen" },
  licenca: {
    zatrazena: "Zatražena",
    odobrena: "Aktivna",
    odbijena: "Odbijena",
    suspendirana: "Suspendirana",
    istekla: "Istekla",
  },
  transfer: {
    zatrazen: "Zatražen",
    dogovoren: "Dogovoren",
    odbijen: "Odbijen",
    potvrden: "Potvrđen",
    proveden: "Proveden",
  },
  uloga: { predsjednik: "Predsjednik", tajnik: "Tajnik", trener: "Trener", voditelj: "Voditelj" },
} as const;
