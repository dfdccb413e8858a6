// A league group's standings, computed from its counted matches by the group's rule set (issue 31 item 3):
// never typed, and every row a tie-break placed says why in Croatian. Pure: no I/O; the same input gives the same
// table whatever order the teams and matches come in.
//
// API
//   TIE_BREAKERS, HEAD_TO_HEAD_MODES, MATCH_STATUSES    the fixed vocabularies (for zod enums and CHECKs)
//   type RuleSet = { name; version; points: { win, draw, loss, forfeitWin, forfeitLoss };
//                    tieBreakers: TieBreaker[]; headToHead: "mini_league" | "two_only" }
//   RUKOMET_HRS, NOGOMET_UEFA, PRVENSTVO_RAZLIKA, RULE_SET_PRESETS    the presets ('Rukomet (HRS)', …)
//   computeStandings({ teams: {id, name}[], matches: StandingsMatch[], rules: RuleSet,
//                      adjustments?: PointAdjustment[] }): StandingsRow[]      rows in table order
//   adjustmentTexts(row): string[]      a row's adjustments in words ("Oduzeta 2 boda: … (odluka …).")
//   rowExplanation(row): string | null  the tie-break's explanation and the adjustments', as 'Zašto?' shows it
//   Bad input (an unknown team, a team playing itself, a counted match without a score or winner, negative or
//   fractional goals, an unknown tie-breaker) throws a RangeError: the tables and the input schemas refuse it first.
//
// How a table is computed
// - Only `played` and `forfeit` matches count (`scheduled`, `postponed` and `annulled` are ignored). A played
//   match gives win/draw/loss points by its score. A forfeit gives the winner `forfeitWin` points and a win, the
//   other side `forfeitLoss` and a loss; its goals are those recorded on it (the score the federation registers,
//   e.g. 3 : 0 or 10 : 0), none when it has no score.
// - Points are the matches' points plus the team's adjustments (a deduction is negative). Teams are ordered by
//   points; teams level on points go through `rules.tieBreakers` in order. Every criterion counts higher as
//   better: fair-play points are given that way (FIFA's: a yellow card −1), so a federation that counts penalty
//   points (UEFA's disciplinary points) passes them negated.
// - Head-to-head criteria (h2h_*) are computed over the matches among the teams still level ("mini-league").
//   `mini_league`: a run of consecutive h2h criteria is applied to all the teams level when the list reaches
//   it; teams still level after the run, if fewer than entered it, go through the run again over just their
//   matches (UEFA's re-application); otherwise the list goes on. `two_only`: an h2h criterion applies only to
//   exactly two teams level at that point; a larger tie skips it.
// - Other criteria are over all counted matches. `lot` (or the end of the list) stops: the teams still level
//   share the place (1, 2, 2, 4), listed by name, and their rows say so; a draw, outside the system, decides.
// - A row's explanation lists each criterion that separated its team from teams it was level with, in the
//   order applied, then a shared place; null for a team no tie-break touched.

import { T_LIGA } from "../texts";

export const TIE_BREAKERS = [
  "h2h_points",
  "h2h_goal_difference",
  "h2h_goals_for",
  "h2h_away_goals",
  "goal_difference",
  "goals_for",
  "wins",
  "away_goals_for",
  "fair_play",
  "lot",
] as const;
export type TieBreaker = (typeof TIE_BREAKERS)[number];

export const HEAD_TO_HEAD_MODES = ["mini_league", "two_only"] as const;
export type HeadToHeadMode = (typeof HEAD_TO_HEAD_MODES)[number];

export const MATCH_STATUSES = ["scheduled", "played", "forfeit", "postponed", "annulled"] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export interface PointsRule {
  win: number;
  draw: number;
  loss: number;
  forfeitWin: number;
  forfeitLoss: number;
}

/** A federation's rule set; the database keeps every version, and a group the version it is played under. */
export interface RuleSet {
  name: string;
  version: number;
  points: PointsRule;
  tieBreakers: readonly TieBreaker[];
  headToHead: HeadToHeadMode;
}

export interface StandingsTeam {
  id: string;
  /** As the table shows it; explanations name teams by it. */
  name: string;
}

export interface StandingsMatch {
  home: string;
  away: string;
  homeGoals: number | null;
  awayGoals: number | null;
  status: MatchStatus;
  /** Who a forfeit was awarded to; required when status is 'forfeit'. */
  forfeitWinner?: "home" | "away" | null;
  /** Fair-play points of each side in this match (higher is better, e.g. −1 per yellow card); none: 0. */
  homeFairPlay?: number | null;
  awayFairPlay?: number | null;
}

/** A change to a team's points decided by the federation: negative for a deduction. */
export interface PointAdjustment {
  teamId: string;
  points: number;
  reason: string;
  /** The decision's reference, e.g. 'Odluka 12/2026'. */
  decision: string;
}

export interface StandingsRow {
  place: number;
  teamId: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  difference: number;
  /** Match points plus adjustments. */
  points: number;
  /** True when the team shares its place with another (level after every rule). */
  sharedPlace: boolean;
  /** Why a tie-break put the team here, in Croatian; null when none did. */
  explanation: string | null;
  /** The team's adjustments, as given (T_LIGA.korekcija words one). */
  adjustments: PointAdjustment[];
}

export interface StandingsInput {
  teams: readonly StandingsTeam[];
  matches: readonly StandingsMatch[];
  rules: RuleSet;
  adjustments?: readonly PointAdjustment[];
}

/** The mutual matches' criteria in the order every preset applies them: points, goal difference, goals scored. */
const MUTUAL: readonly TieBreaker[] = ["h2h_points", "h2h_goal_difference", "h2h_goals_for"];
/** 3 points a win (a forfeit too), 1 a draw. */
const THREE_POINTS: RuleSet["points"] = { win: 3, draw: 1, loss: 0, forfeitWin: 3, forfeitLoss: 0 };

/**
 * 'Rukomet (HRS)': 2 points a win, 1 a draw. Level teams are ranked first on the "narrowed table" of their
 * mutual matches (points, then goal difference, then goals scored there), as Croatian handball competitions'
 * propozicije and EHF competitions do, then on goal difference and goals scored in all matches; then a draw.
 * A federation whose Propisnik says otherwise (e.g. goals scored away in mutual matches) edits its own version.
 */
export const RUKOMET_HRS: RuleSet = {
  name: T_LIGA.predlosci.rukomet,
  version: 1,
  points: { win: 2, draw: 1, loss: 0, forfeitWin: 2, forfeitLoss: 0 },
  tieBreakers: [...MUTUAL, "goal_difference", "goals_for", "lot"],
  headToHead: "mini_league",
};

/**
 * 'Nogomet (UEFA natjecanja)': 3 points a win, 1 a draw; UEFA's group-stage order (club competitions 2021/22 to
 * 2023/24): points, goal difference and goals scored in the mutual matches, re-applied to teams still level,
 * then goal difference, goals scored, away goals scored and wins in all matches, then disciplinary points
 * (fair play). UEFA's away wins and coefficient are not for a local league: a draw decides instead.
 */
export const NOGOMET_UEFA: RuleSet = {
  name: T_LIGA.predlosci.nogomet,
  version: 1,
  points: THREE_POINTS,
  tieBreakers: [...MUTUAL, "goal_difference", "goals_for", "away_goals_for", "wins", "fair_play", "lot"],
  headToHead: "mini_league",
};

/**
 * 'Prvenstvo (razlika pogodaka)': 3 points a win, 1 a draw; the whole season first, as most national
 * championships and the FIFA World Cup 2018 group stage rank: goal difference and goals scored in all matches,
 * only then the mutual matches of the teams still level (points, goal difference, goals), then fair play and a
 * draw. (FIFA's text does not re-apply the mutual criteria to a smaller tie; mini_league does, which only
 * matters when three or more teams are level on everything before.)
 */
export const PRVENSTVO_RAZLIKA: RuleSet = {
  name: T_LIGA.predlosci.prvenstvo,
  version: 1,
  points: THREE_POINTS,
  tieBreakers: ["goal_difference", "goals_for", ...MUTUAL, "fair_play", "lot"],
  headToHead: "mini_league",
};

export const RULE_SET_PRESETS: readonly RuleSet[] = [RUKOMET_HRS, NOGOMET_UEFA, PRVENSTVO_RAZLIKA];

// ---------------------------------------------------------------------------------------------------------------

/** A team's counts over some matches (its row's, before adjustments), with what only the tie-breakers read. */
interface Tally extends Pick<
  StandingsRow,
  "played" | "won" | "drawn" | "lost" | "goalsFor" | "goalsAgainst" | "points"
> {
  awayGoalsFor: number;
  fairPlay: number;
}

type Criterion = Exclude<TieBreaker, "lot">;

/** Each criterion's value of a tally (over all matches, or over a mini-league for the h2h ones). */
const VALUE: Record<Criterion, (t: Tally) => number> = {
  h2h_points: (t) => t.points,
  h2h_goal_difference: (t) => t.goalsFor - t.goalsAgainst,
  h2h_goals_for: (t) => t.goalsFor,
  h2h_away_goals: (t) => t.awayGoalsFor,
  goal_difference: (t) => t.goalsFor - t.goalsAgainst,
  goals_for: (t) => t.goalsFor,
  wins: (t) => t.won,
  away_goals_for: (t) => t.awayGoalsFor,
  fair_play: (t) => t.fairPlay,
};

const SIGNED: ReadonlySet<Criterion> = new Set(["h2h_goal_difference", "goal_difference"]);

const isHeadToHead = (c: TieBreaker): boolean => c.startsWith("h2h_");

/** A number as an explanation shows it: a typographic minus, and a plus on a difference. */
function shown(criterion: Criterion, value: number): string {
  if (value < 0) return `−${-value}`;
  return SIGNED.has(criterion) && value > 0 ? `+${value}` : String(value);
}

const emptyTally = (): Tally => ({
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  awayGoalsFor: 0,
  points: 0,
  fairPlay: 0,
});

const counts = (m: StandingsMatch) => m.status === "played" || m.status === "forfeit";

/** One side's result of a counted match: "W", "D" or "L". */
function resultOf(m: StandingsMatch, side: "home" | "away"): "W" | "D" | "L" {
  if (m.status === "forfeit") return m.forfeitWinner === side ? "W" : "L";
  const own = side === "home" ? m.homeGoals! : m.awayGoals!;
  const other = side === "home" ? m.awayGoals! : m.homeGoals!;
  return own > other ? "W" : own === other ? "D" : "L";
}

function addSide(t: Tally, m: StandingsMatch, side: "home" | "away", points: PointsRule) {
  const result = resultOf(m, side);
  const forfeit = m.status === "forfeit";
  const own = (side === "home" ? m.homeGoals : m.awayGoals) ?? 0;
  const other = (side === "home" ? m.awayGoals : m.homeGoals) ?? 0;
  t.played += 1;
  t.goalsFor += own;
  t.goalsAgainst += other;
  if (side === "away") t.awayGoalsFor += own;
  t.fairPlay += (side === "home" ? m.homeFairPlay : m.awayFairPlay) ?? 0;
  if (result === "W") {
    t.won += 1;
    t.points += forfeit ? points.forfeitWin : points.win;
  } else if (result === "D") {
    t.drawn += 1;
    t.points += points.draw;
  } else {
    t.lost += 1;
    t.points += forfeit ? points.forfeitLoss : points.loss;
  }
}

/** Tallies of `teams` over the counted matches among them (all of a group's teams: its whole table). */
function tally(teams: readonly string[], matches: readonly StandingsMatch[], points: PointsRule): Map<string, Tally> {
  const result = new Map(teams.map((id) => [id, emptyTally()]));
  for (const m of matches) {
    const home = result.get(m.home);
    const away = result.get(m.away);
    if (!home || !away) continue;
    addSide(home, m, "home", points);
    addSide(away, m, "away", points);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------------

const isGoals = (n: number | null) => n === null || (Number.isInteger(n) && n >= 0);

function validate({ teams, matches, rules, adjustments = [] }: StandingsInput): void {
  const ids = new Set(teams.map((t) => t.id));
  if (ids.size !== teams.length) throw new RangeError("standings: a team is listed twice");
  for (const m of matches) {
    if (!ids.has(m.home) || !ids.has(m.away)) throw new RangeError("standings: a match names a team not in the group");
    if (m.home === m.away) throw new RangeError("standings: a team cannot play itself");
    if (!MATCH_STATUSES.includes(m.status)) throw new RangeError(`standings: unknown match status ${m.status}`);
    if (!isGoals(m.homeGoals) || !isGoals(m.awayGoals))
      throw new RangeError("standings: goals must be whole numbers ≥ 0");
    if (m.status === "played" && (m.homeGoals === null || m.awayGoals === null)) {
      throw new RangeError("standings: a played match needs its score");
    }
    if (m.status === "forfeit" && m.forfeitWinner !== "home" && m.forfeitWinner !== "away") {
      throw new RangeError("standings: a forfeit needs its winner");
    }
  }
  for (const a of adjustments) {
    if (!ids.has(a.teamId)) throw new RangeError("standings: an adjustment names a team not in the group");
  }
  for (const c of rules.tieBreakers) {
    if (!TIE_BREAKERS.includes(c)) throw new RangeError(`standings: unknown tie-breaker ${c}`);
  }
}

/** Consecutive runs of teams with equal values, best first; each run keeps the order `teams` had. */
function splitBy(teams: readonly string[], value: (id: string) => number): string[][] {
  const sorted = [...teams].sort((a, b) => value(b) - value(a));
  const groups: string[][] = [];
  for (const id of sorted) {
    const last = groups[groups.length - 1];
    if (last && value(last[0]) === value(id)) last.push(id);
    else groups.push([id]);
  }
  return groups;
}

/** The blocks a group of teams level on points is ordered into; a block of several shares its place. */
interface Block {
  teams: string[];
  /** The tie reached `lot` (rather than the end of the list). */
  lot: boolean;
}

/** Orders the teams of one group level on points, noting each separation in `notes`. */
class TieBreak {
  private readonly notes = new Map<string, string[]>();

  constructor(
    private readonly rules: RuleSet,
    private readonly matches: readonly StandingsMatch[],
    private readonly overall: Map<string, Tally>,
    private readonly names: Map<string, string>,
  ) {}

  notesOf(id: string): string[] {
    return this.notes.get(id) ?? [];
  }

  /** `teams` (level so far) ordered from the criterion at `from` on. */
  rank(teams: string[], from = 0): Block[] {
    if (teams.length === 1) return [{ teams, lot: false }];
    const list = this.rules.tieBreakers;
    for (let i = from; i < list.length; i++) {
      const criterion = list[i];
      if (criterion === "lot") return [{ teams, lot: true }];
      if (isHeadToHead(criterion)) {
        if (this.rules.headToHead === "two_only" && teams.length !== 2) continue;
        return this.headToHead(teams, i, this.runEnd(i));
      }
      const groups = this.split(teams, criterion, this.overall);
      if (groups.length > 1) return groups.flatMap((g) => this.rank(g, i + 1));
    }
    return [{ teams, lot: false }];
  }

  /** The last index of the run of consecutive h2h criteria that starts at `start`. */
  private runEnd(start: number): number {
    let end = start;
    while (end + 1 < this.rules.tieBreakers.length && isHeadToHead(this.rules.tieBreakers[end + 1])) end++;
    return end;
  }

  /**
   * The h2h criteria start..end over the mini-league of `teams`; a smaller tie left over goes through the run
   * again over its own matches, a tie of all of `teams` goes on to the criterion after the run.
   */
  private headToHead(teams: string[], start: number, end: number): Block[] {
    const mini = tally(teams, this.matches, this.rules.points);
    let groups = [teams];
    for (let i = start; i <= end; i++) {
      const criterion = this.rules.tieBreakers[i] as Criterion;
      groups = groups.flatMap((g) => (g.length === 1 ? [g] : this.split(g, criterion, mini)));
    }
    return groups.flatMap((g) => {
      if (g.length === 1) return [{ teams: g, lot: false }];
      return g.length < teams.length ? this.headToHead(g, start, end) : this.rank(g, end + 1);
    });
  }

  /** `teams` split by `criterion` over `tallies`, each separation noted on the rows it placed. */
  private split(teams: string[], criterion: Criterion, tallies: Map<string, Tally>): string[][] {
    const value = (id: string) => VALUE[criterion](tallies.get(id)!);
    const groups = splitBy(teams, value);
    if (groups.length === 1) return groups;
    const po = T_LIGA.poKriteriju[criterion];
    groups.forEach((group, index) => {
      const below = groups.slice(index + 1).flat();
      const others = below.length > 0 ? below : groups.slice(0, index).flat();
      const othersNames = others.map((id) => this.names.get(id)!);
      for (const id of group) {
        const values = [id, ...others].map((o) => shown(criterion, value(o))).join(" : ");
        this.note(id, below.length > 0 ? T_LIGA.ispred(othersNames, po, values) : T_LIGA.iza(othersNames, po, values));
      }
    });
    return groups;
  }

  private note(id: string, text: string) {
    this.notes.set(id, [...this.notesOf(id), text]);
  }
}

/** The group's table: one row per team, in order, places shared where the rules leave a tie. */
export function computeStandings(input: StandingsInput): StandingsRow[] {
  validate(input);
  const { teams, rules, adjustments = [] } = input;
  const matches = input.matches.filter(counts);
  const names = new Map(teams.map((t) => [t.id, t.name]));
  // One order that does not depend on the input's: by name (Croatian alphabet), then id. Ties keep it.
  const canonical = teams
    .map((t) => t.id)
    .sort((a, b) => names.get(a)!.localeCompare(names.get(b)!, "hr") || (a < b ? -1 : a > b ? 1 : 0));
  const overall = tally(canonical, matches, rules.points);
  const adjustmentsOf = (id: string) => adjustments.filter((a) => a.teamId === id);
  const points = new Map(
    canonical.map((id) => [id, overall.get(id)!.points + adjustmentsOf(id).reduce((sum, a) => sum + a.points, 0)]),
  );

  const tieBreak = new TieBreak(rules, matches, overall, names);
  const blocks = splitBy(canonical, (id) => points.get(id)!).flatMap((level) => tieBreak.rank(level));

  const rows: StandingsRow[] = [];
  let place = 1;
  for (const block of blocks) {
    const shared = block.teams.length > 1;
    for (const id of block.teams) {
      const t = overall.get(id)!;
      const notes = tieBreak.notesOf(id);
      const mates = block.teams.filter((other) => other !== id).map((other) => names.get(other)!);
      const explanation = shared ? [...notes, T_LIGA.dijeli(place, mates, block.lot)] : notes;
      rows.push({
        place,
        teamId: id,
        played: t.played,
        won: t.won,
        drawn: t.drawn,
        lost: t.lost,
        goalsFor: t.goalsFor,
        goalsAgainst: t.goalsAgainst,
        difference: t.goalsFor - t.goalsAgainst,
        points: points.get(id)!,
        sharedPlace: shared,
        explanation: explanation.length > 0 ? explanation.join(" ") : null,
        adjustments: adjustmentsOf(id),
      });
    }
    place += block.teams.length;
  }
  return rows;
}

/** A row's adjustments as the table shows them: "Oduzeta 2 boda: … (odluka …)." each. */
export function adjustmentTexts(row: Pick<StandingsRow, "adjustments">): string[] {
  return row.adjustments.map((a) => T_LIGA.korekcija(a.points, a.reason, a.decision));
}

/**
 * Everything a row's 'Zašto?' says: why a tie-break placed it (or that it shares the place), then each point
 * adjustment with its reason and decision (issue 50: a deduction shown where the table is explained); null when
 * there is neither.
 */
export function rowExplanation(row: Pick<StandingsRow, "explanation" | "adjustments">): string | null {
  const parts = [...(row.explanation ? [row.explanation] : []), ...adjustmentTexts(row)];
  return parts.length > 0 ? parts.join(" ") : null;
}
