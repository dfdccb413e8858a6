// The third wave's texts for the season's pure logic (all ours: the spec gives none): the OIB check
// (shared/season/oib.ts), league rule sets and the explanations of computed standings (shared/league/standings.ts).
// shared/texts/index.ts re-exports everything here, so the catalogue stays one. This module imports nothing (the
// modules that use it import it), so it can never close an import cycle. Pure: no I/O.

/** OIB refusals (issue 29: a club's and an athlete's OIB), by the problem code of shared/season/oib.ts. */
export const T_OIB_ERRORS = {
  length: "OIB ima točno 11 znamenki.",
  digits: "OIB smije sadržavati samo znamenke.",
  check_digit: "OIB nije ispravan: kontrolna znamenka ne odgovara ostalim znamenkama.",
} as const;

/** "1 bod", "2 boda", "5 bodova", "21 bod": Croatian agrees the noun with the number's last digits. */
function bodova(n: number): string {
  const abs = Math.abs(n);
  const lastTwo = abs % 100;
  const last = abs % 10;
  if (last === 1 && lastTwo !== 11) return `${n} bod`;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return `${n} boda`;
  return `${n} bodova`;
}

/** "A", "A i B", "A, B i C". */
function listaNaziva(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} i ${names[names.length - 1]}`;
}

/** League rule sets and the explanations on computed standings (issue 31). */
export const T_LIGA = {
  /** The presets' names, exactly as the issue gives them (the database stores rule sets by name and version). */
  predlosci: {
    rukomet: "Rukomet (HRS)",
    nogomet: "Nogomet (UEFA natjecanja)",
    prvenstvo: "Prvenstvo (razlika pogodaka)",
  },
  /** Each tie-breaker's name in a rule set's list (staff choose and order them). */
  kriteriji: {
    h2h_points: "Bodovi u međusobnim utakmicama",
    h2h_goal_difference: "Razlika pogodaka u međusobnim utakmicama",
    h2h_goals_for: "Postignuti pogoci u međusobnim utakmicama",
    h2h_away_goals: "Pogoci postignuti u gostima u međusobnim utakmicama",
    goal_difference: "Razlika pogodaka",
    goals_for: "Postignuti pogoci",
    wins: "Broj pobjeda",
    away_goals_for: "Pogoci postignuti u gostima",
    fair_play: "Bodovi fair playa",
    lot: "Ždrijeb",
  },
  /** How a tie-breaker reads inside an explanation ("Ispred RK Sesvete po …: 3 : 1"). */
  poKriteriju: {
    h2h_points: "po bodovima u međusobnim utakmicama",
    h2h_goal_difference: "po razlici pogodaka u međusobnim utakmicama",
    h2h_goals_for: "po postignutim pogocima u međusobnim utakmicama",
    h2h_away_goals: "po pogocima postignutim u gostima u međusobnim utakmicama",
    goal_difference: "po razlici pogodaka",
    goals_for: "po postignutim pogocima",
    wins: "po broju pobjeda",
    away_goals_for: "po pogocima postignutim u gostima",
    fair_play: "po bodovima fair playa",
  },
  /** The head-to-head modes of a rule set. */
  nacinMedjusobno: {
    mini_league: "Među svim izjednačenim momčadima (mini-liga), ponovno za one koje ostanu izjednačene",
    two_only: "Samo kad su izjednačene točno dvije momčadi",
  },
  /** A row placed above teams it was level with: "Ispred RK Sesvete po bodovima u međusobnim utakmicama: 3 : 1." */
  ispred: (names: readonly string[], po: string, values: string) => `Ispred ${listaNaziva(names)} ${po}: ${values}.`,
  /** The lowest of the teams a criterion separated: "Iza RK Dubrava po razlici pogodaka: −2 : +4." */
  iza: (names: readonly string[], po: string, values: string) => `Iza ${listaNaziva(names)} ${po}: ${values}.`,
  /** Teams level after every rule share the place; with `lot` in the rules a draw decides it. */
  dijeli: (place: number, names: readonly string[], lot: boolean) =>
    `Dijeli ${place}. mjesto ${sIliSa(names[0] ?? "")} ${listaNaziva(names)}: izjednačeni po svim kriterijima${
      lot ? ", poredak određuje ždrijeb" : ""
    }.`,
  /** A point adjustment on a team's row: "Oduzeta 2 boda: nedolazak na utakmicu (odluka 12/2026)." */
  korekcija: (points: number, reason: string, decision: string) =>
    `${promjenaBodova(points)}: ${reason} (odluka ${decision}).`,
} as const;

/** "s RK Sesvete" but "sa Zagrepčanima": "sa" before a word beginning with s, š, z or ž. */
function sIliSa(next: string): string {
  return /^[sšzž]/i.test(next) ? "sa" : "s";
}

/** "Oduzet 1 bod", "Oduzeta 2 boda", "Dodano 5 bodova": the participle agrees like the noun. */
function promjenaBodova(points: number): string {
  const n = Math.abs(points);
  const word = bodova(n);
  const ending = word.endsWith(" bod") ? "" : word.endsWith(" boda") ? "a" : "o";
  return `${points < 0 ? "Oduzet" : "Dodan"}${ending} ${word}`;
}
