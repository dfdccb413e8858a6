// Role × operation for every league operation (issue 31): the official of the home club, of the away club and
// of another club, a member with no club, staff of the league's federation and of another, an admin, and
// anonymous. Each row is run as written, each caller from the operation's starting state: the federation's
// staff (and admins) set a league up and decide; the home club's official enters its home score; the away
// club's official confirms or disputes it; the public reads answer everyone. Every row runs on D1 and on
// PostgreSQL through Hasura (DATA_PROVIDER=hasura), with the same statuses.
import { beforeAll, describe, expect, it } from "vitest";
import { hasuraUpstream } from "../support/hasura-upstream";
import { SAVEZ_A } from "./helpers/auth";
import {
  LEAGUE_CALLERS,
  LIGA,
  call,
  makeGroup,
  matchesOf,
  ok,
  onHasura,
  seedLeague,
  type League,
  type LeagueCaller,
} from "./helpers/lige";

interface Start {
  league: League;
  /** RK Dubrava (home) v RK Zagreb (away), and its round. */
  match: string;
  kolo: number;
}

type State = "group" | "fixtures" | "entered" | "disputed";

async function start(state: State): Promise<Start> {
  await seedLeague();
  const league = await makeGroup();
  if (state === "group") return { league, match: "", kolo: 0 };
  await ok("staff", "POST", `/api/v1/lige/skupine/${league.skupina}/raspored`, { dvostruko: true });
  const found = (await matchesOf(league.skupina)).find((m) => m.domacin === "RK Dubrava" && m.gost === "RK Zagreb")!;
  const match = found.id;
  if (state !== "fixtures") {
    await ok("home-official", "POST", `/api/v1/lige/utakmice/${match}/rezultat`, {
      golovi_domacin: 30,
      golovi_gost: 25,
    });
  }
  if (state === "disputed") {
    await ok("away-official", "POST", `/api/v1/lige/utakmice/${match}/ospori`, { prigovor: "Nije točno." });
  }
  return { league, match, kolo: found.kolo };
}

interface Row {
  operation: string;
  state: State;
  request(s: Start): [method: string, path: string, body?: unknown];
  /** home-official, away-official, other-official, member, staff, staff-b, admin, anonymous */
  expected: number[];
}

const STAFF = [403, 403, 403, 403, 200, 403, 200, 401];
const resultCsv = (kolo: number) => `kolo;domacin;gost;golovi_domacin;golovi_gost\n${kolo};RK Dubrava;RK Zagreb;30;25`;

const ROWS: Row[] = [
  {
    operation: "create a rule set (version 1 from a preset)",
    state: "group",
    request: () => ["POST", "/api/v1/lige/pravila", { savez_id: SAVEZ_A, predlozak: "Prvenstvo (razlika pogodaka)" }],
    expected: STAFF,
  },
  {
    operation: "create a new version of a rule set",
    state: "group",
    request: (s) => ["POST", "/api/v1/lige/pravila", { osnova_id: s.league.pravila, predlozak: "Rukomet (HRS)" }],
    expected: STAFF,
  },
  {
    operation: "create a group",
    state: "group",
    request: (s) => [
      "POST",
      "/api/v1/lige/skupine",
      { natjecanje_id: LIGA, naziv: "Skupina B", pravila_id: s.league.pravila },
    ],
    expected: STAFF,
  },
  {
    operation: "choose a group's rule set version",
    state: "group",
    request: (s) => ["POST", `/api/v1/lige/skupine/${s.league.skupina}/pravila`, { pravila_id: s.league.pravila }],
    expected: STAFF,
  },
  {
    operation: "add a team",
    state: "group",
    request: (s) => [
      "POST",
      `/api/v1/lige/skupine/${s.league.skupina}/ekipe`,
      { naziv: "RK Dubrava II", club_id: "c1000000-0000-4000-8000-000000000001" },
    ],
    expected: STAFF,
  },
  {
    operation: "generate fixtures",
    state: "group",
    request: (s) => ["POST", `/api/v1/lige/skupine/${s.league.skupina}/raspored`, { dvostruko: false }],
    expected: STAFF,
  },
  {
    operation: "import fixtures (CSV)",
    state: "group",
    request: (s) => [
      "POST",
      `/api/v1/lige/skupine/${s.league.skupina}/raspored.csv`,
      "kolo;datum;vrijeme;domacin;gost;dvorana\n1;2026-10-03;18:30;RK Dubrava;RK Zagreb;ŠD Dubrava",
    ],
    expected: STAFF,
  },
  {
    operation: "import results (CSV)",
    state: "fixtures",
    request: (s) => ["POST", `/api/v1/lige/skupine/${s.league.skupina}/rezultati.csv`, resultCsv(s.kolo)],
    expected: STAFF,
  },
  {
    operation: "add a point adjustment",
    state: "group",
    request: (s) => [
      "POST",
      `/api/v1/lige/skupine/${s.league.skupina}/korekcije`,
      { ekipa_id: s.league.teams["RK Sesvete"], bodovi: -1, razlog: "Kašnjenje", odluka: "3/2026" },
    ],
    expected: STAFF,
  },
  {
    operation: "move a match",
    state: "fixtures",
    request: (s) => ["POST", `/api/v1/lige/utakmice/${s.match}/premjesti`, { datum: "2026-12-12", vrijeme: "17:00" }],
    expected: STAFF,
  },
  {
    operation: "postpone a match",
    state: "fixtures",
    request: (s) => ["POST", `/api/v1/lige/utakmice/${s.match}/status`, { status: "postponed" }],
    expected: STAFF,
  },
  {
    operation: "enter a result",
    state: "fixtures",
    request: (s) => ["POST", `/api/v1/lige/utakmice/${s.match}/rezultat`, { golovi_domacin: 28, golovi_gost: 27 }],
    expected: [200, 403, 403, 403, 200, 403, 200, 401],
  },
  {
    operation: "confirm a result",
    state: "entered",
    request: (s) => ["POST", `/api/v1/lige/utakmice/${s.match}/potvrdi`],
    expected: [403, 200, 403, 403, 403, 403, 403, 401],
  },
  {
    operation: "dispute a result",
    state: "entered",
    request: (s) => ["POST", `/api/v1/lige/utakmice/${s.match}/ospori`, { prigovor: "Pogrešan zapisnik." }],
    expected: [403, 200, 403, 403, 403, 403, 403, 401],
  },
  {
    operation: "decide a disputed result",
    state: "disputed",
    request: (s) => ["POST", `/api/v1/lige/utakmice/${s.match}/odluci`, { golovi_domacin: 29, golovi_gost: 29 }],
    expected: STAFF,
  },
  {
    operation: "read a group with its matches",
    state: "fixtures",
    request: (s) => ["GET", `/api/v1/lige/skupine/${s.league.skupina}`],
    expected: [200, 200, 200, 200, 200, 200, 200, 401],
  },
  {
    operation: "read a federation's rule sets (its staff's setup screen)",
    state: "group",
    request: () => ["GET", `/api/v1/lige/pravila?savez_id=${SAVEZ_A}`],
    expected: STAFF,
  },
  {
    operation: "read the standings (public)",
    state: "fixtures",
    request: () => ["GET", `/api/v1/natjecanja/${LIGA}/ljestvica`],
    expected: [200, 200, 200, 200, 200, 200, 200, 200],
  },
  {
    operation: "read a team's calendar (public)",
    state: "fixtures",
    request: (s) => ["GET", `/api/v1/ekipe/${s.league.teams["RK Dubrava"]}/kalendar.ics`],
    expected: [200, 200, 200, 200, 200, 200, 200, 200],
  },
];

const upstream = hasuraUpstream("lige_uloge");

for (const provider of ["d1", "hasura"] as const) {
  describe(`role × league operation on ${provider}`, () => {
    beforeAll(() => onHasura(provider === "hasura" ? upstream : null));
    for (const row of ROWS) {
      const columns = LEAGUE_CALLERS.map((who, i) => `${who} ${row.expected[i]}`).join(", ");
      it(`${row.operation}: ${columns}`, async () => {
        let s = await start(row.state);
        const statuses: number[] = [];
        for (const [i, who] of LEAGUE_CALLERS.entries()) {
          // A caller that changes the state is followed by a fresh start, so each runs from the same one.
          if (i > 0 && statuses[i - 1] === 200 && row.request(s)[0] !== "GET") s = await start(row.state);
          const [method, path, body] = row.request(s);
          const response = await call(who as LeagueCaller, method, path, body);
          statuses.push(response.status);
          if (response.status === 401 || response.status === 403) {
            const { error } = (await response.json()) as { error: { code: string } };
            expect(error.code).toBe(response.status === 401 ? "unauthenticated" : "forbidden");
          } else await response.body?.cancel();
        }
        expect(statuses).toEqual(row.expected);
      }, 60_000);
    }
  });
}
