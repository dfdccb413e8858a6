// Standings computed from matches by a rule set (issue 31 item 3 and its acceptance): what each row counts,
// which matches count, adjustments, head-to-head in both modes with UEFA's re-application, shared places and
// the Croatian explanations. Properties: goals and points sum as the matches say, the order does not depend on
// the order of the input, and without head-to-head the order is a plain sort.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  adjustmentTexts,
  computeStandings,
  NOGOMET_UEFA,
  type PointAdjustment,
  PRVENSTVO_RAZLIKA,
  RUKOMET_HRS,
  RULE_SET_PRESETS,
  type RuleSet,
  type StandingsMatch,
  type StandingsRow,
  type StandingsTeam,
  TIE_BREAKERS,
  type TieBreaker,
} from "../../shared/league/standings";

const TEAMS: StandingsTeam[] = [
  { id: "dub", name: "RK Dubrava" },
  { id: "zag", name: "RK Zagreb" },
  { id: "ses", name: "RK Sesvete" },
  { id: "lok", name: "RK Lokomotiva" },
];

const played = (home: string, away: string, homeGoals: number, awayGoals: number): StandingsMatch => ({
  home,
  away,
  homeGoals,
  awayGoals,
  status: "played",
});

const table = (rows: StandingsRow[]) =>
  rows.map((r) => [r.place, r.teamId, r.played, r.won, r.drawn, r.lost, r.goalsFor, r.goalsAgainst, r.points]);

const rowOf = (rows: StandingsRow[], id: string) => rows.find((r) => r.teamId === id)!;

const handball = (matches: StandingsMatch[], adjustments: PointAdjustment[] = [], teams = TEAMS) =>
  computeStandings({ teams, matches, rules: RUKOMET_HRS, adjustments });

describe("computeStandings: what a row counts", () => {
  it("counts played, won, drawn, lost, goals and points by the rule set", () => {
    const rows = handball([
      played("dub", "zag", 30, 25),
      played("ses", "lok", 27, 27),
      played("zag", "ses", 31, 30),
      played("lok", "dub", 20, 22),
    ]);
    expect(table(rows)).toEqual([
      [1, "dub", 2, 2, 0, 0, 52, 45, 4],
      [2, "zag", 2, 1, 0, 1, 56, 60, 2],
      [3, "ses", 2, 0, 1, 1, 57, 58, 1],
      [4, "lok", 2, 0, 1, 1, 47, 49, 1],
    ]);
    expect(rowOf(rows, "dub")).toMatchObject({ difference: 7, sharedPlace: false, explanation: null });
    expect(rowOf(rows, "zag").difference).toBe(-4);
  });

  it("counts only played and forfeited matches; a forfeit gives its points and the goals recorded on it", () => {
    const rows = computeStandings({
      teams: TEAMS,
      rules: { ...NOGOMET_UEFA, points: { win: 3, draw: 1, loss: 0, forfeitWin: 3, forfeitLoss: -1 } },
      matches: [
        { ...played("dub", "zag", 1, 0), status: "annulled" },
        { ...played("ses", "lok", 4, 0), status: "postponed" },
        { home: "lok", away: "dub", homeGoals: null, awayGoals: null, status: "scheduled" },
        { home: "dub", away: "ses", homeGoals: 3, awayGoals: 0, status: "forfeit", forfeitWinner: "home" },
        { home: "zag", away: "lok", homeGoals: null, awayGoals: null, status: "forfeit", forfeitWinner: "away" },
      ],
    });
    expect(table(rows)).toEqual([
      [1, "dub", 1, 1, 0, 0, 3, 0, 3],
      [2, "lok", 1, 1, 0, 0, 0, 0, 3],
      [3, "zag", 1, 0, 0, 1, 0, 0, -1],
      [4, "ses", 1, 0, 0, 1, 0, 3, -1],
    ]);
  });

  it("lists a team without counted matches with zeros", () => {
    const rows = handball([played("dub", "zag", 30, 25)]);
    expect(rowOf(rows, "lok")).toMatchObject({ played: 0, points: 0, goalsFor: 0, goalsAgainst: 0, difference: 0 });
  });

  it("applies a deduction to the points and the order, and carries it with its reason and decision", () => {
    const deduction = { teamId: "dub", points: -2, reason: "nedolazak na utakmicu", decision: "Odluka 12/2026" };
    const rows = handball(
      [played("dub", "zag", 30, 25), played("ses", "lok", 27, 27), played("zag", "ses", 31, 30)],
      [deduction],
    );
    expect(rows.map((r) => [r.teamId, r.points])).toEqual([
      ["zag", 2],
      ["lok", 1],
      ["ses", 1],
      ["dub", 0],
    ]);
    expect(rowOf(rows, "dub").adjustments).toEqual([deduction]);
    expect(adjustmentTexts(rowOf(rows, "dub"))).toEqual([
      "Oduzeta 2 boda: nedolazak na utakmicu (odluka Odluka 12/2026).",
    ]);
    expect(rowOf(rows, "zag").adjustments).toEqual([]);
  });

  it("words adjustments with the right Croatian forms", () => {
    const words = (points: number) =>
      adjustmentTexts({ adjustments: [{ teamId: "x", points, reason: "r", decision: "1/26" }] })[0];
    expect(words(-1)).toBe("Oduzet 1 bod: r (odluka 1/26).");
    expect(words(-3)).toBe("Oduzeta 3 boda: r (odluka 1/26).");
    expect(words(-5)).toBe("Oduzeto 5 bodova: r (odluka 1/26).");
    expect(words(-12)).toBe("Oduzeto 12 bodova: r (odluka 1/26).");
    expect(words(-21)).toBe("Oduzet 21 bod: r (odluka 1/26).");
    expect(words(2)).toBe("Dodana 2 boda: r (odluka 1/26).");
  });

  it("refuses input that cannot be a table", () => {
    const bad =
      (matches: StandingsMatch[], adjustments: PointAdjustment[] = []) =>
      () =>
        handball(matches, adjustments);
    expect(bad([played("dub", "xyz", 1, 0)])).toThrow(RangeError);
    expect(bad([played("dub", "dub", 1, 0)])).toThrow(RangeError);
    expect(bad([played("dub", "zag", -1, 0)])).toThrow(RangeError);
    expect(bad([played("dub", "zag", 1.5, 0)])).toThrow(RangeError);
    expect(bad([{ ...played("dub", "zag", 1, 0), homeGoals: null }])).toThrow(RangeError);
    expect(bad([{ ...played("dub", "zag", 1, 0), status: "forfeit" }])).toThrow(RangeError);
    expect(bad([], [{ teamId: "xyz", points: -1, reason: "r", decision: "d" }])).toThrow(RangeError);
    expect(() => handball([], [], [...TEAMS, TEAMS[0]])).toThrow(RangeError);
    expect(() =>
      computeStandings({
        teams: TEAMS,
        matches: [],
        rules: { ...RUKOMET_HRS, tieBreakers: ["coin_toss" as TieBreaker] },
      }),
    ).toThrow(RangeError);
  });
});

describe("computeStandings: head-to-head and explanations", () => {
  it("puts a team level on points ahead by its mutual matches, against goal difference, and says so", () => {
    // Dubrava and Sesvete 5 points each; Sesvete's goal difference is better, Dubrava won their mutual matches.
    const matches = [
      played("dub", "ses", 25, 24),
      played("ses", "dub", 27, 27),
      played("ses", "lok", 35, 20),
      played("dub", "lok", 26, 25),
      played("zag", "dub", 30, 20),
      played("ses", "zag", 30, 20),
    ];
    const rows = handball(matches);
    expect(rows.map((r) => [r.place, r.teamId, r.points, r.difference])).toEqual([
      [1, "dub", 5, -8],
      [2, "ses", 5, 24],
      [3, "zag", 2, 0],
      [4, "lok", 0, -16],
    ]);
    expect(rowOf(rows, "dub").explanation).toBe("Ispred RK Sesvete po bodovima u međusobnim utakmicama: 3 : 1.");
    expect(rowOf(rows, "ses").explanation).toBe("Iza RK Dubrava po bodovima u međusobnim utakmicama: 1 : 3.");
    expect(rowOf(rows, "zag").explanation).toBeNull();
    // The championship preset's order (with handball's points) ranks the whole season first: Sesvete's goal difference.
    const byDifference = computeStandings({
      teams: TEAMS,
      matches,
      rules: { ...PRVENSTVO_RAZLIKA, points: RUKOMET_HRS.points },
    });
    expect(byDifference.slice(0, 2).map((r) => r.teamId)).toEqual(["ses", "dub"]);
    expect(byDifference[0].explanation).toBe("Ispred RK Dubrava po razlici pogodaka: +24 : −8.");
    expect(byDifference[1].explanation).toBe("Iza RK Sesvete po razlici pogodaka: −8 : +24.");
  });

  // Three teams level on 6 points (A = Dubrava, B = Sesvete, C = Zagreb; D = Lokomotiva beaten by all):
  // among A, B, C each won once (A 2:1 B, C 2:1 A, B 1:0 C): points 3 each, goal difference 0 each, goals
  // scored A 3, B 2, C 2. A is first by goals in the mutual matches; B and C stay level on all three mutual
  // criteria, so mini_league re-applies them to B and C alone: B beat C. two_only never looks at mutual
  // matches of three teams and goes by goal difference, where C (5 : 0 against D) is best.
  const threeWay = [
    played("dub", "ses", 2, 1),
    played("zag", "dub", 2, 1),
    played("ses", "zag", 1, 0),
    played("dub", "lok", 1, 0),
    played("ses", "lok", 2, 0),
    played("zag", "lok", 5, 0),
  ];
  const tieBreakers: TieBreaker[] = ["h2h_points", "h2h_goal_difference", "h2h_goals_for", "goal_difference", "lot"];

  it("resolves a three-way tie in the mini-league, re-applying the mutual criteria to the two still level", () => {
    const rows = computeStandings({
      teams: TEAMS,
      matches: threeWay,
      rules: { ...NOGOMET_UEFA, tieBreakers, headToHead: "mini_league" },
    });
    expect(rows.map((r) => [r.place, r.teamId, r.points])).toEqual([
      [1, "dub", 6],
      [2, "ses", 6],
      [3, "zag", 6],
      [4, "lok", 0],
    ]);
    expect(rows.map((r) => r.explanation)).toEqual([
      "Ispred RK Sesvete i RK Zagreb po postignutim pogocima u međusobnim utakmicama: 3 : 2 : 2.",
      "Iza RK Dubrava po postignutim pogocima u međusobnim utakmicama: 2 : 3. " +
        "Ispred RK Zagreb po bodovima u međusobnim utakmicama: 3 : 0.",
      "Iza RK Dubrava po postignutim pogocima u međusobnim utakmicama: 2 : 3. " +
        "Iza RK Sesvete po bodovima u međusobnim utakmicama: 0 : 3.",
      null,
    ]);
  });

  it("orders the same three-way tie differently in two_only mode: by goal difference", () => {
    const rows = computeStandings({
      teams: TEAMS,
      matches: threeWay,
      rules: { ...NOGOMET_UEFA, tieBreakers, headToHead: "two_only" },
    });
    expect(rows.map((r) => [r.place, r.teamId, r.difference])).toEqual([
      [1, "zag", 5],
      [2, "ses", 2],
      [3, "dub", 1],
      [4, "lok", -8],
    ]);
    expect(rows[0].explanation).toBe("Ispred RK Sesvete i RK Dubrava po razlici pogodaka: +5 : +2 : +1.");
    expect(rows[1].explanation).toBe("Ispred RK Dubrava po razlici pogodaka: +2 : +1.");
    expect(rows[2].explanation).toBe("Iza RK Zagreb i RK Sesvete po razlici pogodaka: +1 : +5 : +2.");
  });

  it("applies head-to-head in two_only mode to two teams left level by an earlier criterion", () => {
    // Same goal difference (+1) for Sesvete and Dubrava after Zagreb's better one; Sesvete beat Dubrava.
    const rows = computeStandings({
      teams: TEAMS,
      matches: [
        played("ses", "dub", 1, 0),
        played("dub", "zag", 1, 0),
        played("zag", "ses", 1, 0),
        played("dub", "lok", 1, 0),
        played("ses", "lok", 1, 0),
        played("zag", "lok", 3, 0),
      ],
      rules: { ...NOGOMET_UEFA, tieBreakers: ["goal_difference", "h2h_points", "lot"], headToHead: "two_only" },
    });
    expect(rows.map((r) => r.teamId)).toEqual(["zag", "ses", "dub", "lok"]);
    expect(rows[1].explanation).toBe(
      "Iza RK Zagreb po razlici pogodaka: +1 : +3. Ispred RK Dubrava po bodovima u međusobnim utakmicama: 3 : 0.",
    );
  });

  it("shares a place when every rule leaves a tie, and says whether a draw decides", () => {
    // Dubrava and Zagreb: same results against the others and a draw between them.
    const matches = [
      played("dub", "zag", 20, 20),
      played("dub", "ses", 25, 20),
      played("zag", "ses", 25, 20),
      played("lok", "ses", 22, 21),
    ];
    const rows = handball(matches);
    expect(rows.map((r) => [r.place, r.teamId, r.sharedPlace])).toEqual([
      [1, "dub", true],
      [1, "zag", true],
      [3, "lok", false],
      [4, "ses", false],
    ]);
    expect(rowOf(rows, "dub").explanation).toBe(
      "Dijeli 1. mjesto s RK Zagreb: izjednačeni po svim kriterijima, poredak određuje ždrijeb.",
    );
    expect(rowOf(rows, "zag").explanation).toBe(
      "Dijeli 1. mjesto s RK Dubrava: izjednačeni po svim kriterijima, poredak određuje ždrijeb.",
    );
    const noLot = computeStandings({
      teams: TEAMS,
      matches,
      rules: { ...RUKOMET_HRS, tieBreakers: ["goal_difference"] },
    });
    expect(rowOf(noLot, "dub").explanation).toBe("Dijeli 1. mjesto s RK Zagreb: izjednačeni po svim kriterijima.");
  });

  it("stops at lot even when criteria follow it", () => {
    const rows = computeStandings({
      teams: TEAMS,
      matches: [played("dub", "zag", 30, 20), played("zag", "dub", 20, 21)],
      rules: { ...RUKOMET_HRS, tieBreakers: ["lot", "goal_difference"] },
    });
    expect(rows.map((r) => [r.place, r.teamId])).toEqual([
      [1, "dub"],
      [2, "lok"],
      [2, "ses"],
      [2, "zag"],
    ]);
    expect(rowOf(rows, "ses").explanation).toBe(
      "Dijeli 2. mjesto s RK Lokomotiva i RK Zagreb: izjednačeni po svim kriterijima, poredak određuje ždrijeb.",
    );
  });

  it("ranks fair play with higher (less negative) points first", () => {
    const rows = computeStandings({
      teams: TEAMS.slice(0, 2),
      matches: [{ ...played("dub", "zag", 1, 1), homeFairPlay: -3, awayFairPlay: -1 }],
      rules: { ...NOGOMET_UEFA, tieBreakers: ["fair_play", "lot"] },
    });
    expect(rows.map((r) => r.teamId)).toEqual(["zag", "dub"]);
    expect(rows[0].explanation).toBe("Ispred RK Dubrava po bodovima fair playa: −1 : −3.");
  });
});

describe("presets", () => {
  it("carry the issue's exact names, a version and only the vocabulary's tie-breakers", () => {
    expect(RULE_SET_PRESETS.map((r) => r.name)).toEqual([
      "Rukomet (HRS)",
      "Nogomet (UEFA natjecanja)",
      "Prvenstvo (razlika pogodaka)",
    ]);
    for (const preset of RULE_SET_PRESETS) {
      expect(preset.version).toBe(1);
      expect(new Set(preset.tieBreakers).size).toBe(preset.tieBreakers.length);
      for (const c of preset.tieBreakers) expect(TIE_BREAKERS).toContain(c);
      expect(preset.tieBreakers.at(-1)).toBe("lot");
    }
    expect(RUKOMET_HRS.points).toMatchObject({ win: 2, draw: 1, loss: 0 });
    expect(NOGOMET_UEFA.points).toMatchObject({ win: 3, draw: 1, loss: 0 });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Properties over random leagues.

const TEAM_POOL: StandingsTeam[] = [
  "RK Dubrava",
  "RK Zagreb",
  "RK Sesvete",
  "RK Lokomotiva",
  "RK Nexe",
  "RK Trešnjevka",
  "RK Črnomerec",
  "RK Šalata",
].map((name, i) => ({ id: `t${i}`, name }));

interface League {
  teams: StandingsTeam[];
  matches: StandingsMatch[];
  rules: RuleSet;
  adjustments: PointAdjustment[];
}

const COUNTED = new Set(["played", "forfeit"]);

/** Random leagues, mostly small scores so that ties of every kind are common. */
function leagues(tieBreakers: fc.Arbitrary<TieBreaker[]> = fc.shuffledSubarray([...TIE_BREAKERS])) {
  return fc.integer({ min: 2, max: 8 }).chain((n) => {
    const team = fc.integer({ min: 0, max: n - 1 });
    const goals = fc.integer({ min: 0, max: 3 });
    const match = fc
      .record({
        home: team,
        shift: fc.integer({ min: 1, max: n - 1 }),
        homeGoals: goals,
        awayGoals: goals,
        status: fc.constantFrom("played", "played", "played", "played", "forfeit", "postponed", "annulled"),
        forfeitWinner: fc.constantFrom("home" as const, "away" as const),
        noScore: fc.boolean(),
        homeFairPlay: fc.integer({ min: -3, max: 0 }),
        awayFairPlay: fc.integer({ min: -3, max: 0 }),
      })
      .map((m): StandingsMatch => ({
        home: `t${m.home}`,
        away: `t${(m.home + m.shift) % n}`,
        homeGoals: m.status === "forfeit" && m.noScore ? null : m.homeGoals,
        awayGoals: m.status === "forfeit" && m.noScore ? null : m.awayGoals,
        status: m.status as StandingsMatch["status"],
        forfeitWinner: m.status === "forfeit" ? m.forfeitWinner : null,
        homeFairPlay: m.homeFairPlay,
        awayFairPlay: m.awayFairPlay,
      }));
    const points = fc.record({
      win: fc.constantFrom(2, 3),
      draw: fc.constant(1),
      loss: fc.constant(0),
      forfeitWin: fc.constantFrom(2, 3),
      forfeitLoss: fc.constantFrom(0, -1),
    });
    const adjustment = fc.record({
      teamId: team.map((i) => `t${i}`),
      points: fc.integer({ min: -3, max: -1 }),
      reason: fc.constant("razlog"),
      decision: fc.constant("1/26"),
    });
    return fc.record({
      teams: fc.constant(TEAM_POOL.slice(0, n)),
      matches: fc.array(match, { maxLength: 3 * n }),
      rules: fc.record({
        name: fc.constant("Test"),
        version: fc.constant(1),
        points,
        tieBreakers,
        headToHead: fc.constantFrom("mini_league" as const, "two_only" as const),
      }),
      adjustments: fc.array(adjustment, { maxLength: 2 }),
    });
  });
}

/** Each team's points, counted independently of the code under test. */
function expectedPoints(league: League): Map<string, number> {
  const points = new Map(league.teams.map((t) => [t.id, 0]));
  const add = (id: string, p: number) => points.set(id, points.get(id)! + p);
  const rule = league.rules.points;
  for (const m of league.matches) {
    if (m.status === "forfeit") {
      const [winner, loser] = m.forfeitWinner === "home" ? [m.home, m.away] : [m.away, m.home];
      add(winner, rule.forfeitWin);
      add(loser, rule.forfeitLoss);
    } else if (m.status === "played") {
      const h = m.homeGoals!;
      const a = m.awayGoals!;
      add(m.home, h > a ? rule.win : h === a ? rule.draw : rule.loss);
      add(m.away, a > h ? rule.win : h === a ? rule.draw : rule.loss);
    }
  }
  for (const a of league.adjustments) add(a.teamId, a.points);
  return points;
}

const sum = (rows: StandingsRow[], pick: (r: StandingsRow) => number) => rows.reduce((s, r) => s + pick(r), 0);

describe("computeStandings (properties)", () => {
  it("sums goals, games and points over the teams as the matches say", () => {
    fc.assert(
      fc.property(leagues(), (league) => {
        const rows = computeStandings(league);
        const counted = league.matches.filter((m) => COUNTED.has(m.status));
        expect(rows).toHaveLength(league.teams.length);
        expect(sum(rows, (r) => r.goalsFor)).toBe(sum(rows, (r) => r.goalsAgainst));
        expect(sum(rows, (r) => r.goalsFor)).toBe(
          counted.reduce((s, m) => s + (m.homeGoals ?? 0) + (m.awayGoals ?? 0), 0),
        );
        expect(sum(rows, (r) => r.played)).toBe(2 * counted.length);
        expect(sum(rows, (r) => r.won)).toBe(sum(rows, (r) => r.lost));
        expect(sum(rows, (r) => r.drawn) % 2).toBe(0);
        const points = expectedPoints(league);
        for (const r of rows) {
          expect(r.played).toBe(r.won + r.drawn + r.lost);
          expect(r.difference).toBe(r.goalsFor - r.goalsAgainst);
          expect(r.points).toBe(points.get(r.teamId));
        }
      }),
      { numRuns: 500 },
    );
  });

  it("gives the same table whatever order the matches, teams and adjustments come in", () => {
    fc.assert(
      fc.property(
        leagues().chain((league) =>
          fc.tuple(
            fc.constant(league),
            fc.shuffledSubarray(league.matches, { minLength: league.matches.length }),
            fc.shuffledSubarray(league.teams, { minLength: league.teams.length }),
            fc.shuffledSubarray(league.adjustments, { minLength: league.adjustments.length }),
          ),
        ),
        ([league, matches, teams, adjustments]) => {
          const shuffled = computeStandings({ ...league, matches, teams, adjustments });
          const original = computeStandings(league);
          expect(shuffled.map(({ adjustments: _, ...row }) => row)).toEqual(
            original.map(({ adjustments: _, ...row }) => row),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it("orders by points, numbers places 1, 2, 2, 4 and explains every shared or tie-broken row", () => {
    fc.assert(
      fc.property(leagues(), (league) => {
        const rows = computeStandings(league);
        rows.forEach((r, i) => {
          const previous = rows[i - 1];
          if (!previous) return expect(r.place).toBe(1);
          expect(r.points).toBeLessThanOrEqual(previous.points);
          expect(r.place).toBe(previous.place === r.place ? previous.place : i + 1);
          if (r.place === previous.place) expect(r.points).toBe(previous.points);
        });
        for (const r of rows) {
          const levelOnPoints = rows.filter((o) => o.points === r.points).length > 1;
          expect(r.sharedPlace).toBe(rows.filter((o) => o.place === r.place).length > 1);
          if (r.sharedPlace) expect(r.explanation).toContain(`Dijeli ${r.place}. mjesto s`);
          // Level on points means a tie-break placed the row (or left it sharing): either way it says why.
          if (levelOnPoints) expect(r.explanation).not.toBeNull();
          else expect(r.explanation).toBeNull();
        }
      }),
      { numRuns: 500 },
    );
  });

  it("without head-to-head criteria, orders as a plain sort and shares exactly where all values are equal", () => {
    const overall: TieBreaker[] = ["goal_difference", "goals_for", "wins", "away_goals_for", "fair_play"];
    fc.assert(
      fc.property(leagues(fc.shuffledSubarray(overall)), (league) => {
        const rows = computeStandings(league);
        const key = (r: StandingsRow) => {
          const away = league.matches
            .filter((m) => COUNTED.has(m.status) && m.away === r.teamId)
            .reduce((s, m) => s + (m.awayGoals ?? 0), 0);
          const fairPlay = league.matches
            .filter((m) => COUNTED.has(m.status) && (m.home === r.teamId || m.away === r.teamId))
            .reduce((s, m) => s + ((m.home === r.teamId ? m.homeFairPlay : m.awayFairPlay) ?? 0), 0);
          const values: Record<string, number> = {
            goal_difference: r.difference,
            goals_for: r.goalsFor,
            wins: r.won,
            away_goals_for: away,
            fair_play: fairPlay,
          };
          return [r.points, ...league.rules.tieBreakers.map((c) => values[c])];
        };
        const compare = (a: number[], b: number[]) => {
          for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i] - a[i];
          return 0;
        };
        for (let i = 1; i < rows.length; i++) {
          const order = compare(key(rows[i - 1]), key(rows[i]));
          expect(order).toBeLessThanOrEqual(0);
          expect(rows[i].place === rows[i - 1].place).toBe(order === 0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("puts first, among teams level on points, one with more points than each of them in their mutual matches", () => {
    fc.assert(
      fc.property(
        leagues(
          fc
            .shuffledSubarray([...TIE_BREAKERS])
            .map((rest) => ["h2h_points", ...rest.filter((c) => c !== "h2h_points")]),
        ),
        (league) => {
          const rows = computeStandings({ ...league, rules: { ...league.rules, headToHead: "mini_league" } });
          const points = expectedPoints(league);
          for (const level of new Set(points.values())) {
            const tied = [...points].filter(([, p]) => p === level).map(([id]) => id);
            if (tied.length < 2) continue;
            // Mutual points, counted here from the matches among the teams level.
            const among = league.matches.filter((m) => tied.includes(m.home) && tied.includes(m.away));
            const mutual = expectedPoints({ ...league, matches: among, adjustments: [] });
            const best = Math.max(...tied.map((id) => mutual.get(id)!));
            const leaders = tied.filter((id) => mutual.get(id) === best);
            if (leaders.length !== 1) continue;
            const firstOfLevel = rows.find((r) => r.points === level)!;
            expect(firstOfLevel.teamId).toBe(leaders[0]);
            expect(firstOfLevel.sharedPlace).toBe(false);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("with no criterion but lot, shares a place exactly among teams level on points", () => {
    fc.assert(
      fc.property(leagues(fc.constant<TieBreaker[]>(["lot"])), (league) => {
        const rows = computeStandings(league);
        for (const r of rows) {
          expect(r.sharedPlace).toBe(rows.filter((o) => o.points === r.points).length > 1);
        }
      }),
    );
  });
});
