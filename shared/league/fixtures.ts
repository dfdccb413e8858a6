// A league group's fixtures by Berger tables (issue 31 item 4): every team meets every other once (single
// round robin) or twice, once at home and once away (double). Pure: no I/O.
//
// API
//   interface Fixture<T> { home: T; away: T }
//   interface FixtureRound<T> { round: number; matches: Fixture<T>[]; bye: T | null }
//   roundRobin<T>(teams: readonly T[], options?: { double?: boolean }): FixtureRound<T>[]
//     Rounds numbered from 1. teams[0] is Berger's team 1, teams[1] team 2, … (the draw's numbers). An odd
//     number of teams gets a bye: each team sits out one round of each half (`bye`), n rounds a half instead of
//     n − 1. Fewer than two teams: no rounds. A team listed twice throws a RangeError.
//
// Berger tables for an even n (an odd n plays n + 1 with a dummy whose opponent has the bye): team n stays put,
// the others turn on a circle. In round r (from 0) team n meets o = (r · n/2 mod (n − 1)) + 1, away in even
// rounds and at home in odd ones; the other pairs are o + k at home against o − k (k = 1 … n/2 − 1, counted
// round the circle 1 … n − 1). For 6 teams this gives the published table: 1–6 2–5 3–4 | 6–4 5–3 1–2 | 2–6 3–1
// 4–5 | 6–5 1–4 2–3 | 3–6 4–2 5–1. Each team's home and away games then differ by at most one in a single round
// robin (none with an odd n). The double round robin's second half repeats the first, round by round, with home
// and away swapped, so each team is at home in exactly half of its games.

export interface Fixture<T> {
  home: T;
  away: T;
}

export interface FixtureRound<T> {
  /** 1, 2, …: the round ('kolo'). */
  round: number;
  matches: Fixture<T>[];
  /** The team without a match this round (odd number of teams only). */
  bye: T | null;
}

/** One half of Berger's tables as pairs of team numbers 1 … even (even = n rounded up to even). */
function bergerPairs(even: number): [number, number][][] {
  const circle = even - 1;
  const wrap = (x: number) => ((((x - 1) % circle) + circle) % circle) + 1;
  const rounds: [number, number][][] = [];
  for (let r = 0; r < circle; r++) {
    const o = (((r * even) / 2) % circle) + 1;
    const pairs: [number, number][] = [r % 2 === 0 ? [o, even] : [even, o]];
    for (let k = 1; k < even / 2; k++) pairs.push([wrap(o + k), wrap(o - k)]);
    rounds.push(pairs);
  }
  return rounds;
}

/** The rounds of a single or double round robin of `teams` (see the header). */
export function roundRobin<T>(teams: readonly T[], options: { double?: boolean } = {}): FixtureRound<T>[] {
  if (new Set(teams).size !== teams.length) throw new RangeError("roundRobin: a team is listed twice");
  const n = teams.length;
  if (n < 2) return [];
  const even = n % 2 === 0 ? n : n + 1;
  const team = (number: number) => teams[number - 1];
  const first = bergerPairs(even).map((pairs, index): FixtureRound<T> => {
    const real = pairs.filter(([home, away]) => home <= n && away <= n);
    const dummy = pairs.find(([home, away]) => home > n || away > n);
    return {
      round: index + 1,
      matches: real.map(([home, away]) => ({ home: team(home), away: team(away) })),
      bye: dummy ? team(Math.min(dummy[0], dummy[1])) : null,
    };
  });
  if (!options.double) return first;
  const second = first.map((r) => ({
    round: r.round + first.length,
    matches: r.matches.map((m) => ({ home: m.away, away: m.home })),
    bye: r.bye,
  }));
  return [...first, ...second];
}
