// The public league answers (issue 31): a competition's computed standings by group, and a match as the league's
// reads show it (whether its result counts and why). The SPA and the OpenAPI document read these shapes. Pure.

/** One row of a group's table, computed (never typed) by shared/league/standings.ts. */
export interface LjestvicaRed {
  mjesto: number;
  ekipa_id: string;
  ekipa: string;
  odigrano: number;
  pobjede: number;
  nerijeseno: number;
  porazi: number;
  dani: number;
  primljeni: number;
  razlika: number;
  /** Match points plus the adjustments below. */
  bodovi: number;
  /**
   * Why a tie-break put the team here (or that it shares the place), then each point adjustment with its reason
   * and decision, in Croatian; null when there is neither.
   */
  objasnjenje: string | null;
  /** The federation's point adjustments of the team in the group (a deduction is negative), oldest first. */
  korekcije: LjestvicaKorekcija[];
}

/** A point adjustment as the public table states it. */
export interface LjestvicaKorekcija {
  bodovi: number;
  razlog: string;
  odluka: string;
}

/** A competition's standings: one table per group. */
export interface Ljestvica {
  skupine: { id: string; naziv: string; redovi: LjestvicaRed[] }[];
}

/** A league match with its result's state and whether the result counts at the time of reading. */
export interface LigaUtakmica {
  id: string;
  kolo: number;
  datum: string | null;
  vrijeme: string | null;
  dvorana: string | null;
  domacin_id: string;
  domacin: string;
  gost_id: string;
  gost: string;
  golovi_domacin: number | null;
  golovi_gost: number | null;
  status: string;
  stanje: string | null;
  racuna_se: boolean;
  razlog: string;
  version: number;
}

/** A match across groups, with its competition and group: a club's page, home's card, the officials' screen. */
export interface PregledUtakmica extends LigaUtakmica {
  natjecanje_id: string;
  natjecanje: string;
  skupina_id: string;
  skupina: string;
  /** The away club's reason for disputing the result. */
  prigovor: string | null;
}

/** A match of the officials' screen and the side the caller acts as on it (null: they only look). */
export interface MojaUtakmica extends PregledUtakmica {
  strana: "federation" | "home" | "away" | null;
}

/** One group of a league on its competition's page: its teams, matches and computed table. */
export interface LigaSkupina {
  id: string;
  naziv: string;
  ekipe: { id: string; naziv: string; club_id: string }[];
  utakmice: LigaUtakmica[];
  redovi: LjestvicaRed[];
}

/** Home's league card: the league that played last, its latest counted results and its leaders. */
export interface NajnovijaLiga {
  natjecanje_id: string;
  natjecanje: string;
  skupina: string;
  rezultati: PregledUtakmica[];
  vodeci: LjestvicaRed[];
}
