// Bad-input catalogue: the league's API (issue 31) as a client or an attacker could call it: rule sets with
// points that are not small integers, tie-breakers outside the vocabulary, an unknown head-to-head mode; groups,
// teams and adjustments naming rows they may not; fixtures generated twice or with impossible dates; scores that
// are negative, fractional, text or huge; results answered by the wrong side, in the wrong state or too late.
// Every case answers 4xx in the API's error shape and writes nothing (every table's rows counted, the league's
// and the season's compared row by row).
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { CLUB, LIGA, authOf, makeGroup, matchesOf, ok, seedLeague, type LeagueCaller } from "../helpers/lige";
import { expectRestRefusal, snapshot } from "./support";

const POINTS = { win: 2, draw: 1, loss: 0, forfeitWin: 2, forfeitLoss: 0 };
const RULES = {
  naziv: "Moja pravila",
  points: POINTS,
  tieBreakers: ["h2h_points", "goal_difference"],
  headToHead: "mini_league",
};
const rules = (patch: Record<string, unknown>) => ({ pravila: { ...RULES, ...patch } });
const points = (patch: Record<string, unknown>) => rules({ points: { ...POINTS, ...patch } });

/** The rows the cases name, made once in beforeAll. */
const ids = {
  skupina: "",
  /** A group of one team: too few for fixtures. */
  jednaEkipa: "",
  pravilaB: "",
  ekipaDrugeSkupine: "",
  /** RK Dubrava (home) v RK Zagreb (away) in five states: nothing entered, entered, entered 3 days ago, annulled, disputed. */
  nova: "",
  unesena: "",
  stara: "",
  ponistena: "",
  osporena: "",
};

const FIXTURES = [
  "kolo;datum;vrijeme;domacin;gost;dvorana",
  ...[1, 2, 3, 4, 5].map((k) => `${k};2026-10-0${k};18:00;RK Dubrava;RK Zagreb;Dvorana Dubrava`),
  "1;2026-10-01;18:00;RK Sesvete;RK Lokomotiva;Dvorana Sesvete",
].join("\n");

beforeAll(async () => {
  await seedLeague();
  const league = await makeGroup();
  ids.skupina = league.skupina;
  await ok("staff", "POST", `/api/v1/lige/skupine/${league.skupina}/raspored.csv`, FIXTURES);
  const byRound = new Map(
    (await matchesOf(league.skupina)).filter((m) => m.domacin === "RK Dubrava").map((m) => [m.kolo, m.id]),
  );
  [ids.nova, ids.unesena, ids.stara, ids.ponistena, ids.osporena] = [1, 2, 3, 4, 5].map((k) => byRound.get(k)!);
  const score = { golovi_domacin: 25, golovi_gost: 24 };
  for (const id of [ids.unesena, ids.stara, ids.osporena]) {
    await ok("home-official", "POST", `/api/v1/lige/utakmice/${id}/rezultat`, score);
  }
  await env.DB.prepare("UPDATE utakmice SET uneseno_at = ? WHERE id = ?")
    .bind(new Date(Date.now() - 72 * 3600_000).toISOString(), ids.stara)
    .run();
  await ok("staff", "POST", `/api/v1/lige/utakmice/${ids.ponistena}/status`, { status: "annulled" });
  await ok("away-official", "POST", `/api/v1/lige/utakmice/${ids.osporena}/ospori`, { prigovor: "Bilo je 24 : 24." });

  const other = await ok<{ id: string }>("staff", "POST", "/api/v1/lige/skupine", {
    natjecanje_id: LIGA,
    naziv: "Skupina B",
    pravila_id: league.pravila,
  });
  ids.jednaEkipa = other.id;
  ids.ekipaDrugeSkupine = (
    await ok<{ id: string }>("staff", "POST", `/api/v1/lige/skupine/${other.id}/ekipe`, {
      naziv: "RK Nexe",
      club_id: CLUB.nexe,
    })
  ).id;
  ids.pravilaB = (
    await ok<{ id: string }>("staff-b", "POST", "/api/v1/lige/pravila", { predlozak: "Rukomet (HRS)" })
  ).id;
  // Every caller signs in once now, so a case's first request provisions no account.
  for (const who of ["member", "other-official", "staff-b", "admin"] as const) {
    await ok(who, "GET", `/api/v1/lige/skupine/${ids.skupina}`);
  }
});

const skupina =
  (suffix = "") =>
  () =>
    `/api/v1/lige/skupine/${ids.skupina}${suffix}`;
const match = (key: keyof typeof ids, action: string) => () => `/api/v1/lige/utakmice/${ids[key]}/${action}`;
const PRAVILA = () => "/api/v1/lige/pravila";

/** [case, caller, path, body (a string is sent as it is, as JSON), status, code]. */
type Case = [string, LeagueCaller, () => string, unknown, number, string];

const ruleSets: Case[] = [
  ["points as text ('2')", "staff", PRAVILA, points({ win: "2" }), 400, "invalid_body"],
  ["fractional points (1.5 for a draw)", "staff", PRAVILA, points({ draw: 1.5 }), 400, "invalid_body"],
  ["points beyond the range (11 for a win)", "staff", PRAVILA, points({ win: 11 }), 400, "invalid_body"],
  ["points below the range (-11 for a forfeit)", "staff", PRAVILA, points({ forfeitLoss: -11 }), 400, "invalid_body"],
  [
    "points without forfeitLoss",
    "staff",
    PRAVILA,
    rules({ points: { win: 2, draw: 1, loss: 0, forfeitWin: 2 } }),
    400,
    "invalid_body",
  ],
  ["points with an unknown key (bonus)", "staff", PRAVILA, points({ bonus: 1 }), 400, "invalid_body"],
  ["points null", "staff", PRAVILA, rules({ points: null }), 400, "invalid_body"],
  [
    "a tie-breaker outside the vocabulary (coin_toss)",
    "staff",
    PRAVILA,
    rules({ tieBreakers: ["coin_toss"] }),
    400,
    "invalid_body",
  ],
  ["a tie-breaker named twice", "staff", PRAVILA, rules({ tieBreakers: ["wins", "lot", "wins"] }), 400, "invalid_body"],
  ["tie-breakers as a string", "staff", PRAVILA, rules({ tieBreakers: "goal_difference" }), 400, "invalid_body"],
  [
    "a tie-breaker in another case (Goal_Difference)",
    "staff",
    PRAVILA,
    rules({ tieBreakers: ["Goal_Difference"] }),
    400,
    "invalid_body",
  ],
  ["an unknown head-to-head mode (all)", "staff", PRAVILA, rules({ headToHead: "all" }), 400, "invalid_body"],
  [
    "a missing head-to-head mode",
    "staff",
    PRAVILA,
    { pravila: { naziv: "X", points: POINTS, tieBreakers: [] } },
    400,
    "invalid_body",
  ],
  ["a blank rule set name", "staff", PRAVILA, rules({ naziv: "   " }), 400, "invalid_body"],
  ["a rule set name of 101 characters", "staff", PRAVILA, rules({ naziv: "P".repeat(101) }), 400, "invalid_body"],
  ["both a preset and rules", "staff", PRAVILA, { predlozak: "Rukomet (HRS)", ...rules({}) }, 400, "invalid_body"],
  ["neither a preset nor rules", "staff", PRAVILA, {}, 400, "invalid_body"],
  ["an unknown preset", "staff", PRAVILA, { predlozak: "Kriket" }, 400, "invalid_body"],
  ["a field the input does not have (verzija)", "staff", PRAVILA, { ...rules({}), verzija: 7 }, 400, "invalid_body"],
  [
    "a new version of no rule set",
    "staff",
    PRAVILA,
    { osnova_id: crypto.randomUUID(), ...rules({}) },
    404,
    "not_found",
  ],
  [
    "a new version of another federation's rule set",
    "staff",
    PRAVILA,
    {
      get osnova_id() {
        return ids.pravilaB;
      },
      ...rules({}),
    },
    403,
    "forbidden",
  ],
  [
    "a rule set for another federation",
    "staff",
    PRAVILA,
    { savez_id: "b0000000-0000-4000-8000-000000000002", ...rules({}) },
    403,
    "forbidden",
  ],
  ["a rule set from a club's official", "home-official", PRAVILA, rules({}), 403, "forbidden"],
  ["a rule set from anonymous", "anonymous", PRAVILA, rules({}), 401, "unauthenticated"],
  ["a body that is not JSON", "staff", PRAVILA, "{pravila:", 400, "invalid_json"],
  ["a JSON array for a body", "staff", PRAVILA, "[]", 400, "invalid_body"],
];

const setup: Case[] = [
  [
    "a group of no competition",
    "staff",
    () => "/api/v1/lige/skupine",
    {
      natjecanje_id: crypto.randomUUID(),
      naziv: "X",
      get pravila_id() {
        return ids.pravilaB;
      },
    },
    404,
    "not_found",
  ],
  [
    "a group under another federation's rule set",
    "staff",
    () => "/api/v1/lige/skupine",
    {
      natjecanje_id: LIGA,
      naziv: "X",
      get pravila_id() {
        return ids.pravilaB;
      },
    },
    404,
    "not_found",
  ],
  [
    "a group name of 101 characters",
    "staff",
    () => "/api/v1/lige/skupine",
    { natjecanje_id: LIGA, naziv: "S".repeat(101), pravila_id: crypto.randomUUID() },
    400,
    "invalid_body",
  ],
  [
    "a group's rule set chosen from another federation",
    "staff",
    skupina("/pravila"),
    {
      get pravila_id() {
        return ids.pravilaB;
      },
    },
    404,
    "not_found",
  ],
  [
    "a team of a club of no federation's",
    "staff",
    skupina("/ekipe"),
    { naziv: "Nitko", club_id: crypto.randomUUID() },
    400,
    "invalid",
  ],
  [
    "a team whose name is taken in the group (other case)",
    "staff",
    skupina("/ekipe"),
    { naziv: "rk dubrava", club_id: CLUB.nexe },
    400,
    "invalid",
  ],
  [
    "a team name with a right-to-left override (shown in the public table)",
    "staff",
    skupina("/ekipe"),
    { naziv: "RK \u202Eavarbud", club_id: CLUB.nexe },
    400,
    "invalid_body",
  ],
  [
    "a team whose club id is not a UUID",
    "staff",
    skupina("/ekipe"),
    { naziv: "X", club_id: "rk-nexe" },
    400,
    "invalid_body",
  ],
  [
    "a group id in the path that is not an id",
    "staff",
    () => "/api/v1/lige/skupine/abc/ekipe",
    { naziv: "X", club_id: CLUB.nexe },
    400,
    "invalid_id",
  ],
  [
    "a group id in the path with SQL in it",
    "staff",
    () => "/api/v1/lige/skupine/1'%20OR%20'1'='1/ekipe",
    { naziv: "X", club_id: CLUB.nexe },
    400,
    "invalid_id",
  ],
  [
    "a team in no group",
    "staff",
    () => `/api/v1/lige/skupine/${crypto.randomUUID()}/ekipe`,
    { naziv: "X", club_id: CLUB.nexe },
    404,
    "not_found",
  ],
  [
    "a team from another federation's staff",
    "staff-b",
    skupina("/ekipe"),
    { naziv: "X", club_id: CLUB.nexe },
    403,
    "forbidden",
  ],
  [
    "an adjustment of 0 points",
    "staff",
    skupina("/korekcije"),
    {
      get ekipa_id() {
        return ids.ekipaDrugeSkupine;
      },
      bodovi: 0,
      razlog: "R",
      odluka: "O",
    },
    400,
    "invalid_body",
  ],
  [
    "an adjustment of 1.5 points",
    "staff",
    skupina("/korekcije"),
    { ekipa_id: CLUB.nexe, bodovi: 1.5, razlog: "R", odluka: "O" },
    400,
    "invalid_body",
  ],
  [
    "an adjustment of 101 points",
    "staff",
    skupina("/korekcije"),
    { ekipa_id: CLUB.nexe, bodovi: -101, razlog: "R", odluka: "O" },
    400,
    "invalid_body",
  ],
  [
    "an adjustment without a reason",
    "staff",
    skupina("/korekcije"),
    { ekipa_id: CLUB.nexe, bodovi: -2, odluka: "O" },
    400,
    "invalid_body",
  ],
  [
    "an adjustment of another group's team",
    "staff",
    skupina("/korekcije"),
    {
      get ekipa_id() {
        return ids.ekipaDrugeSkupine;
      },
      bodovi: -2,
      razlog: "R",
      odluka: "O",
    },
    400,
    "invalid",
  ],
  [
    "an adjustment from the home club's official",
    "home-official",
    skupina("/korekcije"),
    {
      get ekipa_id() {
        return ids.ekipaDrugeSkupine;
      },
      bodovi: 2,
      razlog: "R",
      odluka: "O",
    },
    403,
    "forbidden",
  ],
  ["fixtures for a group that has them", "staff", skupina("/raspored"), { dvostruko: false }, 409, "conflict"],
  [
    "fixtures for a group of one team",
    "staff",
    () => `/api/v1/lige/skupine/${ids.jednaEkipa}/raspored`,
    { dvostruko: true },
    400,
    "invalid",
  ],
  ["fixtures 0 days apart", "staff", skupina("/raspored"), { dvostruko: false, razmak_dana: 0 }, 400, "invalid_body"],
  ["fixtures at 25:00", "staff", skupina("/raspored"), { dvostruko: false, vrijeme: "25:00" }, 400, "invalid_body"],
  [
    "fixtures from 30 February",
    "staff",
    skupina("/raspored"),
    { dvostruko: false, pocetak: "2026-02-30" },
    400,
    "invalid_body",
  ],
  ["fixtures with 'dvostruko' as text", "staff", skupina("/raspored"), { dvostruko: "true" }, 400, "invalid_body"],
];

const score = (h: unknown, g: unknown) => ({ golovi_domacin: h, golovi_gost: g });

const results: Case[] = [
  ["a negative score", "home-official", match("nova", "rezultat"), score(-1, 20), 400, "invalid_body"],
  ["a fractional score", "home-official", match("nova", "rezultat"), score(20, 19.5), 400, "invalid_body"],
  ["a score as text", "home-official", match("nova", "rezultat"), score("20", 19), 400, "invalid_body"],
  ["a score of 1000", "home-official", match("nova", "rezultat"), score(1000, 0), 400, "invalid_body"],
  [
    "a score beyond a safe integer (2^53 + 2)",
    "home-official",
    match("nova", "rezultat"),
    score(2 ** 53 + 2, 0),
    400,
    "invalid_body",
  ],
  ["a null score", "home-official", match("nova", "rezultat"), score(null, 0), 400, "invalid_body"],
  [
    "a score without the away goals",
    "home-official",
    match("nova", "rezultat"),
    { golovi_domacin: 3 },
    400,
    "invalid_body",
  ],
  [
    "a score setting its own state (decided)",
    "home-official",
    match("nova", "rezultat"),
    { ...score(1, 0), stanje: "decided" },
    400,
    "invalid_body",
  ],
  ["a score entered by the away club", "away-official", match("nova", "rezultat"), score(20, 30), 403, "forbidden"],
  [
    "a score entered by a club not playing",
    "other-official",
    match("nova", "rezultat"),
    score(20, 30),
    403,
    "forbidden",
  ],
  ["a score entered by a member of no club", "member", match("nova", "rezultat"), score(20, 30), 403, "forbidden"],
  [
    "a score entered by another federation's staff",
    "staff-b",
    match("nova", "rezultat"),
    score(20, 30),
    403,
    "forbidden",
  ],
  ["a score entered by anonymous", "anonymous", match("nova", "rezultat"), score(20, 30), 401, "unauthenticated"],
  ["a score of an annulled match", "home-official", match("ponistena", "rezultat"), score(20, 30), 409, "conflict"],
  [
    "a score changed by the home club once disputed",
    "home-official",
    match("osporena", "rezultat"),
    score(24, 24),
    409,
    "conflict",
  ],
  [
    "a score of no match",
    "home-official",
    () => `/api/v1/lige/utakmice/${crypto.randomUUID()}/rezultat`,
    score(1, 1),
    404,
    "not_found",
  ],
  [
    "a match id that is a path",
    "home-official",
    () => "/api/v1/lige/utakmice/..%2F..%2Fadmin/rezultat",
    score(1, 1),
    400,
    "invalid_id",
  ],
  ["a confirmation by the home club", "home-official", match("unesena", "potvrdi"), undefined, 403, "forbidden"],
  ["a confirmation by a club not playing", "other-official", match("unesena", "potvrdi"), undefined, 403, "forbidden"],
  [
    "a confirmation of a match with nothing entered",
    "away-official",
    match("nova", "potvrdi"),
    undefined,
    409,
    "conflict",
  ],
  [
    "a confirmation after 48 hours (the result counts already)",
    "away-official",
    match("stara", "potvrdi"),
    undefined,
    409,
    "conflict",
  ],
  ["a confirmation of a disputed result", "away-official", match("osporena", "potvrdi"), undefined, 409, "conflict"],
  ["a dispute without a reason", "away-official", match("unesena", "ospori"), {}, 400, "invalid_body"],
  [
    "a dispute whose reason is blank",
    "away-official",
    match("unesena", "ospori"),
    { prigovor: " \t " },
    400,
    "invalid_body",
  ],
  [
    "a dispute whose reason is 501 characters",
    "away-official",
    match("unesena", "ospori"),
    { prigovor: "p".repeat(501) },
    400,
    "invalid_body",
  ],
  [
    "a dispute whose reason holds a NUL byte",
    "away-official",
    match("unesena", "ospori"),
    { prigovor: "a\u0000b" },
    400,
    "invalid_body",
  ],
  ["a decision of a result not disputed", "staff", match("unesena", "odluci"), score(1, 1), 409, "conflict"],
  ["a decision by the home club", "home-official", match("osporena", "odluci"), score(25, 24), 403, "forbidden"],
  ["a decision with a negative score", "staff", match("osporena", "odluci"), score(24, -24), 400, "invalid_body"],
  ["a match moved to 31 April", "staff", match("nova", "premjesti"), { datum: "2026-04-31" }, 400, "invalid_body"],
  [
    "a match moved to '3. 10. 2026.' (the CSV's form, not the API's)",
    "staff",
    match("nova", "premjesti"),
    { datum: "3. 10. 2026." },
    400,
    "invalid_body",
  ],
  [
    "a match moved to 24:00",
    "staff",
    match("nova", "premjesti"),
    { datum: "2026-10-10", vrijeme: "24:00" },
    400,
    "invalid_body",
  ],
  [
    "a match moved to a venue of 201 characters",
    "staff",
    match("nova", "premjesti"),
    { datum: "2026-10-10", dvorana: "d".repeat(201) },
    400,
    "invalid_body",
  ],
  [
    "a match moved by the home club",
    "home-official",
    match("nova", "premjesti"),
    { datum: "2026-10-10" },
    403,
    "forbidden",
  ],
  ["a forfeit without its winner", "staff", match("nova", "status"), { status: "forfeit" }, 400, "invalid_body"],
  ["an unknown status (cancelled)", "staff", match("nova", "status"), { status: "cancelled" }, 400, "invalid_body"],
  [
    "a status set to played (only a result does that)",
    "staff",
    match("nova", "status"),
    { status: "played" },
    400,
    "invalid_body",
  ],
  [
    "a status from another federation's staff",
    "staff-b",
    match("nova", "status"),
    { status: "postponed" },
    403,
    "forbidden",
  ],
];

/** Sends a case's body: a string as it is (as JSON), anything else as JSON, nothing when undefined. */
async function send(headers: Record<string, string>, path: string, body: unknown) {
  const payload = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
  return SELF.fetch(`https://app.test${path}`, {
    method: "POST",
    headers: { ...headers, ...(payload === undefined ? {} : { "content-type": "application/json" }) },
    body: payload,
  });
}

describe.each([
  ["rule sets", ruleSets],
  ["groups, teams, adjustments and fixtures", setup],
  ["scores, answers and moves", results],
] as const)("the league's %s", (_area, cases) => {
  it.each(cases)("refuses %s", async (_name, who, path, body, status, code) => {
    const headers = await authOf(who);
    await expectRestRefusal(() => send(headers, path(), body), status, code);
  });
});

describe("the league's sanity", () => {
  it("the same callers' valid requests do write (and are audited)", async () => {
    const headers = await authOf("staff");
    const before = await snapshot();
    const response = await send(headers, PRAVILA(), rules({}));
    expect(response.status).toBe(200);
    const after = await snapshot();
    expect(after.pravila_natjecanja).toBe(before.pravila_natjecanja! + 1);
    expect(after.audit_log).toBe(before.audit_log! + 1);
    await ok("home-official", "POST", match("nova", "rezultat")(), score(20, 19));
    const entered = await snapshot();
    expect(entered.audit_log).toBe(after.audit_log! + 1);
    // An update in place changes no count: the rows' digest is what shows it.
    expect(entered.utakmice).toBe(after.utakmice);
    expect(entered["utakmice:rows"]).not.toBe(after["utakmice:rows"]);
  });
});
