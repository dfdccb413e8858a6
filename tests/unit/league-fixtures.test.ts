// Round-robin fixtures by Berger tables (issue 31 item 4): the published tables for 4 and 6 teams, byes for an
// odd number, and for 2 … 20 teams: every pair meets once (twice in a double round robin, once each way), no
// team twice in a round, home and away balanced.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type FixtureRound, roundRobin } from "../../shared/league/fixtures";

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const written = (rounds: FixtureRound<number>[]) =>
  rounds.map((r) => r.matches.map((m) => `${m.home}-${m.away}`).join(" "));

describe("roundRobin: Berger tables", () => {
  it("gives the published tables for 4 and 6 teams", () => {
    expect(written(roundRobin(numbers(4)))).toEqual(["1-4 2-3", "4-3 1-2", "2-4 3-1"]);
    expect(written(roundRobin(numbers(6)))).toEqual([
      "1-6 2-5 3-4",
      "6-4 5-3 1-2",
      "2-6 3-1 4-5",
      "6-5 1-4 2-3",
      "3-6 4-2 5-1",
    ]);
  });

  it("gives 5 teams the 6-team table with team 6 as the bye", () => {
    const rounds = roundRobin(numbers(5));
    expect(written(rounds)).toEqual(["2-5 3-4", "5-3 1-2", "3-1 4-5", "1-4 2-3", "4-2 5-1"]);
    expect(rounds.map((r) => r.bye)).toEqual([1, 4, 2, 5, 3]);
  });

  it("mirrors the first half in the second, round by round", () => {
    const rounds = roundRobin(["RK Dubrava", "RK Zagreb", "RK Sesvete", "RK Nexe"], { double: true });
    expect(rounds.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rounds[3].matches).toEqual([
      { home: "RK Nexe", away: "RK Dubrava" },
      { home: "RK Sesvete", away: "RK Zagreb" },
    ]);
    expect(rounds.every((r) => r.bye === null)).toBe(true);
  });

  it("has no rounds for fewer than two teams and refuses a team listed twice", () => {
    expect(roundRobin([])).toEqual([]);
    expect(roundRobin(["RK Dubrava"], { double: true })).toEqual([]);
    expect(() => roundRobin(["RK Dubrava", "RK Zagreb", "RK Dubrava"])).toThrow(RangeError);
  });
});

describe("roundRobin (property, 2 … 20 teams)", () => {
  const key = (a: number, b: number) => `${a}>${b}`;

  it("meets every pair as often as it should, never a team twice in a round, home and away balanced", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), fc.boolean(), (n, double) => {
        const rounds = roundRobin(numbers(n), { double });
        const perHalf = n % 2 === 0 ? n - 1 : n;
        expect(rounds).toHaveLength(double ? 2 * perHalf : perHalf);
        const meetings = new Map<string, number>();
        const home = new Map<number, number>();
        const away = new Map<number, number>();
        const byes = new Map<number, number>();
        rounds.forEach((r, index) => {
          expect(r.round).toBe(index + 1);
          expect(r.matches).toHaveLength(Math.floor(n / 2));
          const playing = r.matches.flatMap((m) => [m.home, m.away]);
          expect(new Set(playing).size).toBe(playing.length);
          // Everyone plays, except the one team with the bye when n is odd.
          expect(r.bye === null).toBe(n % 2 === 0);
          if (r.bye !== null) {
            expect(playing).not.toContain(r.bye);
            byes.set(r.bye, (byes.get(r.bye) ?? 0) + 1);
          }
          expect(playing.length + (r.bye === null ? 0 : 1)).toBe(n);
          for (const m of r.matches) {
            expect(m.home).not.toBe(m.away);
            meetings.set(key(m.home, m.away), (meetings.get(key(m.home, m.away)) ?? 0) + 1);
            home.set(m.home, (home.get(m.home) ?? 0) + 1);
            away.set(m.away, (away.get(m.away) ?? 0) + 1);
          }
        });
        for (const a of numbers(n)) {
          for (const b of numbers(n)) {
            if (a >= b) continue;
            const ab = meetings.get(key(a, b)) ?? 0;
            const ba = meetings.get(key(b, a)) ?? 0;
            if (double) expect([ab, ba]).toEqual([1, 1]);
            else expect(ab + ba).toBe(1);
          }
          const h = home.get(a) ?? 0;
          const w = away.get(a) ?? 0;
          expect(h + w).toBe(double ? 2 * (n - 1) : n - 1);
          if (double) expect(h).toBe(w);
          else expect(Math.abs(h - w)).toBeLessThanOrEqual(1);
          if (n % 2 === 1) expect(byes.get(a)).toBe(double ? 2 : 1);
        }
        if (double) {
          for (let i = 0; i < perHalf; i++) {
            expect(rounds[i + perHalf].matches).toEqual(rounds[i].matches.map((m) => ({ home: m.away, away: m.home })));
          }
        }
      }),
      // Every size both ways first (38 cases), then random ones.
      {
        numRuns: 50,
        examples: numbers(20)
          .slice(1)
          .flatMap((n) => [[n, false] as [number, boolean], [n, true]]),
      },
    );
  });

  it("spreads home games evenly over the teams: their counts differ by at most one", () => {
    for (let n = 2; n <= 20; n++) {
      const counts = numbers(n).map(
        (t) =>
          roundRobin(numbers(n))
            .flatMap((r) => r.matches)
            .filter((m) => m.home === t).length,
      );
      expect(Math.max(...counts) - Math.min(...counts), `n = ${n}`).toBeLessThanOrEqual(1);
    }
  });
});
