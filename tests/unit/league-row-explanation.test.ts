// Issue 50, item 6: a row's 'Zašto?' says why a tie-break placed it and, after that, each of its point
// adjustments with the reason and the decision (the staff form promises the table shows them).
import { describe, expect, it } from "vitest";
import { computeStandings, rowExplanation, RUKOMET_HRS, type StandingsMatch } from "../../shared/league/standings";

const TEAMS = [
  { id: "dub", name: "RK Dubrava" },
  { id: "zag", name: "RK Zagreb" },
  { id: "ses", name: "RK Sesvete" },
];
const played = (home: string, away: string, homeGoals: number, awayGoals: number): StandingsMatch => ({
  home,
  away,
  homeGoals,
  awayGoals,
  status: "played",
});

describe("rowExplanation", () => {
  it("is the tie-break's sentence, then every adjustment's; null when the row has neither", () => {
    // Dubrava beat Zagreb and Sesvete; Zagreb beat Sesvete; Dubrava loses 2 points, Sesvete gains 1.
    const rows = computeStandings({
      teams: TEAMS,
      matches: [played("dub", "zag", 30, 25), played("dub", "ses", 28, 20), played("zag", "ses", 27, 26)],
      rules: RUKOMET_HRS,
      adjustments: [
        { teamId: "dub", points: -2, reason: "nedolazak na sastanak", decision: "12/2026" },
        { teamId: "ses", points: 1, reason: "poništena kazna", decision: "13/2026" },
        { teamId: "dub", points: -1, reason: "kašnjenje", decision: "14/2026" },
      ],
    });
    const of = (id: string) => rowExplanation(rows.find((r) => r.teamId === id)!);
    // Dubrava: 4 − 3 = 1 point, level with Sesvete (0 + 1); above it by their mutual match.
    expect(of("dub")).toBe(
      "Ispred RK Sesvete po bodovima u međusobnim utakmicama: 2 : 0. " +
        "Oduzeta 2 boda: nedolazak na sastanak (odluka 12/2026). Oduzet 1 bod: kašnjenje (odluka 14/2026).",
    );
    expect(of("ses")).toMatch(/^Iza RK Dubrava .* Dodan 1 bod: poništena kazna \(odluka 13\/2026\)\.$/);
    expect(of("zag")).toBeNull();
  });
});
