// Hand-checked tables of published tournament groups (issue 31's acceptance): every match result, the final
// order and every figure as published, recomputed by computeStandings with the presets. Sources are the
// competitions' official records (UEFA's and FIFA's match reports and final group tables):
// - UEFA EURO 2004, Group C (Portugal): Sweden, Denmark and Italy level on 5 points, decided by goals scored
//   in the matches among them (the 2-2 Denmark–Sweden put Italy out).
// - UEFA EURO 2012, Group A (Poland/Ukraine): Greece above Russia on their mutual match (1-0), although
//   Russia's goal difference (+2) was better than Greece's (0).
// - FIFA World Cup 2018, Group H (Russia): Japan above Senegal, level on points, goal difference, goals and
//   their 2-2 draw, on fair-play points (−4 against −6: four yellow cards against six).
import { describe, expect, it } from "vitest";
import {
  computeStandings,
  NOGOMET_UEFA,
  PRVENSTVO_RAZLIKA,
  type StandingsMatch,
  type StandingsRow,
  type StandingsTeam,
} from "../../shared/league/standings";

const played = (home: string, away: string, homeGoals: number, awayGoals: number): StandingsMatch => ({
  home,
  away,
  homeGoals,
  awayGoals,
  status: "played",
});

const teams = (...names: string[]): StandingsTeam[] => names.map((name) => ({ id: name, name }));

/** Place, team, played, won, drawn, lost, goals for, goals against, points: the published table's columns. */
const published = (rows: StandingsRow[]) =>
  rows.map((r) => [r.place, r.teamId, r.played, r.won, r.drawn, r.lost, r.goalsFor, r.goalsAgainst, r.points]);

describe("UEFA EURO 2004, Group C", () => {
  const group = teams("Švedska", "Danska", "Italija", "Bugarska");
  const matches = [
    played("Danska", "Italija", 0, 0), // 14 June 2004, Guimarães
    played("Švedska", "Bugarska", 5, 0), // 14 June 2004, Lisbon
    played("Bugarska", "Danska", 0, 2), // 18 June 2004, Braga
    played("Italija", "Švedska", 1, 1), // 18 June 2004, Porto
    played("Italija", "Bugarska", 2, 1), // 22 June 2004, Guimarães
    played("Danska", "Švedska", 2, 2), // 22 June 2004, Porto
  ];

  it("is the published table: three teams on 5 points ordered by goals scored among them", () => {
    // EURO 2004's regulations: points, goal difference, goals scored in the matches among the teams level,
    // as the UEFA preset's first three criteria. Among the three: all drew (2 points each, difference 0);
    // goals Sweden 1 + 2 = 3, Denmark 0 + 2 = 2, Italy 0 + 1 = 1.
    const rows = computeStandings({ teams: group, matches, rules: NOGOMET_UEFA });
    expect(published(rows)).toEqual([
      [1, "Švedska", 3, 1, 2, 0, 8, 3, 5],
      [2, "Danska", 3, 1, 2, 0, 4, 2, 5],
      [3, "Italija", 3, 1, 2, 0, 3, 2, 5],
      [4, "Bugarska", 3, 0, 0, 3, 1, 9, 0],
    ]);
    expect(rows.map((r) => r.explanation)).toEqual([
      "Ispred Danska i Italija po postignutim pogocima u međusobnim utakmicama: 3 : 2 : 1.",
      "Ispred Italija po postignutim pogocima u međusobnim utakmicama: 2 : 1.",
      "Iza Švedska i Danska po postignutim pogocima u međusobnim utakmicama: 1 : 3 : 2.",
      null,
    ]);
  });
});

describe("UEFA EURO 2012, Group A", () => {
  const group = teams("Češka", "Grčka", "Rusija", "Poljska");
  const matches = [
    played("Poljska", "Grčka", 1, 1), // 8 June 2012, Warsaw
    played("Rusija", "Češka", 4, 1), // 8 June 2012, Wrocław
    played("Grčka", "Češka", 1, 2), // 12 June 2012, Wrocław
    played("Poljska", "Rusija", 1, 1), // 12 June 2012, Warsaw
    played("Češka", "Poljska", 1, 0), // 16 June 2012, Wrocław
    played("Grčka", "Rusija", 1, 0), // 16 June 2012, Warsaw
  ];

  it("is the published table: Greece above Russia on their mutual match", () => {
    const rows = computeStandings({ teams: group, matches, rules: NOGOMET_UEFA });
    expect(published(rows)).toEqual([
      [1, "Češka", 3, 2, 0, 1, 4, 5, 6],
      [2, "Grčka", 3, 1, 1, 1, 3, 3, 4],
      [3, "Rusija", 3, 1, 1, 1, 5, 3, 4],
      [4, "Poljska", 3, 0, 2, 1, 2, 3, 2],
    ]);
    expect(rows.map((r) => r.difference)).toEqual([-1, 0, 2, -1]);
    expect(rows[1].explanation).toBe("Ispred Rusija po bodovima u međusobnim utakmicama: 3 : 0.");
    expect(rows[2].explanation).toBe("Iza Grčka po bodovima u međusobnim utakmicama: 0 : 3.");
    expect(rows[0].explanation).toBeNull();
  });

  it("would have Russia above Greece under the championship preset, which ranks goal difference first", () => {
    const rows = computeStandings({ teams: group, matches, rules: PRVENSTVO_RAZLIKA });
    expect(rows.map((r) => r.teamId)).toEqual(["Češka", "Rusija", "Grčka", "Poljska"]);
    expect(rows[1].explanation).toBe("Ispred Grčka po razlici pogodaka: +2 : 0.");
  });

  it("is the same in two_only mode: exactly two teams are level", () => {
    const rows = computeStandings({ teams: group, matches, rules: { ...NOGOMET_UEFA, headToHead: "two_only" } });
    expect(rows.map((r) => r.teamId)).toEqual(["Češka", "Grčka", "Rusija", "Poljska"]);
  });
});

describe("FIFA World Cup 2018, Group H", () => {
  const group = teams("Kolumbija", "Japan", "Senegal", "Poljska");
  // FIFA publishes fair-play points per team for the group (Japan −4, Senegal −6); they are entered on each
  // team's last match, since only the group's total counts.
  const matches: StandingsMatch[] = [
    played("Kolumbija", "Japan", 1, 2), // 19 June 2018, Saransk
    played("Poljska", "Senegal", 1, 2), // 19 June 2018, Moscow
    played("Japan", "Senegal", 2, 2), // 24 June 2018, Yekaterinburg
    played("Poljska", "Kolumbija", 0, 3), // 24 June 2018, Kazan
    { ...played("Japan", "Poljska", 0, 1), homeFairPlay: -4 }, // 28 June 2018, Volgograd
    { ...played("Senegal", "Kolumbija", 0, 1), homeFairPlay: -6 }, // 28 June 2018, Samara
  ];

  it("is the published table: Japan above Senegal on fair-play points", () => {
    // FIFA's 2018 order is the championship preset's: goal difference, goals, then the matches among the teams
    // level (Japan 2-2 Senegal: nothing), then fair play.
    const rows = computeStandings({ teams: group, matches, rules: PRVENSTVO_RAZLIKA });
    expect(published(rows)).toEqual([
      [1, "Kolumbija", 3, 2, 0, 1, 5, 2, 6],
      [2, "Japan", 3, 1, 1, 1, 4, 4, 4],
      [3, "Senegal", 3, 1, 1, 1, 4, 4, 4],
      [4, "Poljska", 3, 1, 0, 2, 2, 5, 3],
    ]);
    expect(rows[1].explanation).toBe("Ispred Senegal po bodovima fair playa: −4 : −6.");
    expect(rows[2].explanation).toBe("Iza Japan po bodovima fair playa: −6 : −4.");
    expect(rows.every((r) => !r.sharedPlace)).toBe(true);
  });

  it("would leave Japan and Senegal sharing second place without the fair-play criterion", () => {
    const rows = computeStandings({
      teams: group,
      matches,
      rules: { ...PRVENSTVO_RAZLIKA, tieBreakers: PRVENSTVO_RAZLIKA.tieBreakers.filter((c) => c !== "fair_play") },
    });
    expect(rows.map((r) => [r.place, r.teamId, r.sharedPlace])).toEqual([
      [1, "Kolumbija", false],
      [2, "Japan", true],
      [2, "Senegal", true],
      [4, "Poljska", false],
    ]);
    expect(rows[1].explanation).toBe(
      "Dijeli 2. mjesto sa Senegal: izjednačeni po svim kriterijima, poredak određuje ždrijeb.",
    );
  });
});
