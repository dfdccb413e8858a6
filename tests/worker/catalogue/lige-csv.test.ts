// Bad-input catalogue: the league's CSV files (issue 31) as staff could send them: fixtures
// `kolo;datum;vrijeme;domacin;gost;dvorana` and results `kolo;domacin;gost;golovi_domacin;golovi_gost`. A file
// with any error imports nothing, and every row's error is reported with the row's number as a spreadsheet
// shows it (the header is row 1). Every case answers 4xx in the API's error shape and writes nothing.
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { T_LIGE } from "../../../shared/texts";
import { CLUB, authOf, makeGroup, matchesOf, ok, seedLeague, type LeagueCaller, type Match } from "../helpers/lige";
import { expectRestRefusal, snapshot } from "./support";

const FIXTURES_HEADER = "kolo;datum;vrijeme;domacin;gost;dvorana";
const RESULTS_HEADER = "kolo;domacin;gost;golovi_domacin;golovi_gost";
const csv = (...lines: string[]) => lines.join("\r\n");
const C = T_LIGE.csv;

/** A group with four teams and no fixtures, and one whose double round robin is generated. */
let bezRasporeda: string;
let sRasporedom: string;
/** Round 1's first match of the generated group, and a pairing that round 1 does not have. */
let first: Match;
let notInRound1: { domacin: string; gost: string };

beforeAll(async () => {
  await seedLeague();
  bezRasporeda = (await makeGroup()).skupina;
  sRasporedom = (await makeGroup([CLUB.dubrava, CLUB.zagreb, CLUB.sesvete, CLUB.lokomotiva])).skupina;
  await ok("staff", "POST", `/api/v1/lige/skupine/${sRasporedom}/raspored`, { dvostruko: true });
  const matches = await matchesOf(sRasporedom);
  first = matches.find((m) => m.kolo === 1)!;
  const round1 = new Set(matches.filter((m) => m.kolo === 1).map((m) => `${m.domacin}|${m.gost}`));
  notInRound1 = matches.find((m) => m.kolo > 1 && !round1.has(`${m.domacin}|${m.gost}`))!;
  for (const who of ["home-official", "staff-b"] as const) await ok(who, "GET", `/api/v1/lige/skupine/${sRasporedom}`);
});

const fixture = (kolo: string, datum: string, vrijeme: string, domacin: string, gost: string) =>
  [kolo, datum, vrijeme, domacin, gost, "Dvorana"].join(";");
const GOOD_FIXTURE = fixture("1", "2026-10-03", "18:30", "RK Dubrava", "RK Zagreb");

/** [case, caller, the group (fixtures' or results'), path suffix, the file, status, code, rows' errors]. */
type Case = [string, LeagueCaller, () => string, string, () => string, number, string, (() => string[])?];

const fixtures = (
  name: string,
  file: () => string,
  status: number,
  code: string,
  errors?: () => string[],
  who: LeagueCaller = "staff",
): Case => [name, who, () => bezRasporeda, "/raspored.csv", file, status, code, errors];

const fixtureCases: Case[] = [
  fixtures(
    "a fixtures file without the venue column",
    () => csv("kolo;datum;vrijeme;domacin;gost", "1;2026-10-03;18:30;RK Dubrava;RK Zagreb"),
    400,
    "invalid",
    () => [T_LIGE.greske.csvStupci(["dvorana"])],
  ),
  fixtures(
    "a fixtures file of its header only",
    () => csv(FIXTURES_HEADER, "", ""),
    400,
    "invalid",
    () => [T_LIGE.greske.csvPrazan],
  ),
  fixtures(
    "a fixtures file separated by commas",
    () => csv(FIXTURES_HEADER.replaceAll(";", ","), GOOD_FIXTURE.replaceAll(";", ",")),
    400,
    "invalid",
    () => [T_LIGE.greske.csvStupci(["kolo", "datum", "vrijeme", "domacin", "gost", "dvorana"])],
  ),
  fixtures("an empty fixtures file", () => "", 400, "invalid"),
  fixtures(
    "a fixture of a team not in the group",
    () => csv(FIXTURES_HEADER, GOOD_FIXTURE, fixture("1", "2026-10-03", "18:30", "RK Nexe", "RK Sesvete")),
    400,
    "invalid",
    () => [C.nepoznataEkipa(3, "RK Nexe")],
  ),
  fixtures(
    "a team against itself",
    () => csv(FIXTURES_HEADER, fixture("1", "2026-10-03", "18:30", "RK Zagreb", "rk zagreb ")),
    400,
    "invalid",
    () => [C.istaEkipa(2)],
  ),
  fixtures(
    "a date that does not exist (30 February)",
    () => csv(FIXTURES_HEADER, fixture("1", "2027-02-30", "18:30", "RK Dubrava", "RK Zagreb")),
    400,
    "invalid",
    () => [C.datum(2)],
  ),
  fixtures(
    "a date in the American form (10/03/2026)",
    () => csv(FIXTURES_HEADER, fixture("1", "10/03/2026", "18:30", "RK Dubrava", "RK Zagreb")),
    400,
    "invalid",
    () => [C.datum(2)],
  ),
  fixtures(
    "a time that is not hh:mm (18h)",
    () => csv(FIXTURES_HEADER, fixture("1", "2026-10-03", "18h", "RK Dubrava", "RK Zagreb")),
    400,
    "invalid",
    () => [C.vrijeme(2)],
  ),
  fixtures(
    "round 0",
    () => csv(FIXTURES_HEADER, fixture("0", "2026-10-03", "18:30", "RK Dubrava", "RK Zagreb")),
    400,
    "invalid",
    () => [C.kolo(2)],
  ),
  fixtures(
    "a round in words (prvo)",
    () => csv(FIXTURES_HEADER, fixture("prvo", "2026-10-03", "18:30", "RK Dubrava", "RK Zagreb")),
    400,
    "invalid",
    () => [C.kolo(2)],
  ),
  fixtures(
    "the same match twice",
    () => csv(FIXTURES_HEADER, GOOD_FIXTURE, fixture("2", "", "", "RK Sesvete", "RK Lokomotiva"), GOOD_FIXTURE),
    400,
    "invalid",
    () => [C.dvaput(4, 2)],
  ),
  fixtures(
    "errors on two rows, each reported by its row (a blank line counted)",
    () =>
      csv(
        FIXTURES_HEADER,
        fixture("1", "2026-10-03", "18:30", "RK Dubrava", "RK Mars"),
        "",
        GOOD_FIXTURE.replace("RK Zagreb", "RK Sesvete"),
        fixture("x", "2026-13-01", "7:30", "RK Zagreb", "RK Zagreb"),
      ),
    400,
    "invalid",
    () => [C.nepoznataEkipa(2, "RK Mars"), C.kolo(5), C.datum(5), C.vrijeme(5), C.istaEkipa(5)],
  ),
  fixtures(
    "2 001 rows",
    () => csv(FIXTURES_HEADER, ...Array.from({ length: 2001 }, () => GOOD_FIXTURE)),
    400,
    "invalid",
    () => [T_LIGE.greske.csvPreviseRedova(2000)],
  ),
  [
    "fixtures for a group that has them",
    "staff",
    () => sRasporedom,
    "/raspored.csv",
    () => csv(FIXTURES_HEADER, GOOD_FIXTURE),
    409,
    "conflict",
  ],
  fixtures(
    "fixtures from a club's official",
    () => csv(FIXTURES_HEADER, GOOD_FIXTURE),
    403,
    "forbidden",
    undefined,
    "home-official",
  ),
];

const result = (kolo: string | number, domacin: string, gost: string, h: string, g: string) =>
  [kolo, domacin, gost, h, g].join(";");
const goodResult = () => result(1, first.domacin, first.gost, "25", "24");
const results = (
  name: string,
  file: () => string,
  status: number,
  code: string,
  errors?: () => string[],
  who: LeagueCaller = "staff",
): Case => [name, who, () => sRasporedom, "/rezultati.csv", file, status, code, errors];
const withScore = (h: string, g: string) => () => csv(RESULTS_HEADER, result(1, first.domacin, first.gost, h, g));

const resultCases: Case[] = [
  results(
    "a results file without the away goals column",
    () => csv("kolo;domacin;gost;golovi_domacin", result(1, first.domacin, first.gost, "25", "").slice(0, -1)),
    400,
    "invalid",
    () => [T_LIGE.greske.csvStupci(["golovi_gost"])],
  ),
  results(
    "a results file of its header only",
    () => RESULTS_HEADER,
    400,
    "invalid",
    () => [T_LIGE.greske.csvPrazan],
  ),
  results(
    "a result of a team not in the group",
    () => csv(RESULTS_HEADER, result(1, "RK Nexe", first.gost, "1", "2")),
    400,
    "invalid",
    () => [C.nepoznataEkipa(2, "RK Nexe")],
  ),
  results(
    "a result of a team against itself",
    () => csv(RESULTS_HEADER, result(1, first.gost, first.gost, "1", "2")),
    400,
    "invalid",
    () => [C.istaEkipa(2)],
  ),
  results("negative goals", withScore("-1", "24"), 400, "invalid", () => [C.golovi(2)]),
  results("fractional goals (24,5)", withScore("25", "24,5"), 400, "invalid", () => [C.golovi(2)]),
  results("goals in words (tri)", withScore("tri", "24"), 400, "invalid", () => [C.golovi(2)]),
  results("huge goals (1000)", withScore("1000", "24"), 400, "invalid", () => [C.golovi(2)]),
  results("missing goals", withScore("", "24"), 400, "invalid", () => [C.golovi(2)]),
  results(
    "a result of a match not in that round",
    () => csv(RESULTS_HEADER, goodResult(), result(1, notInRound1.domacin, notInRound1.gost, "1", "1")),
    400,
    "invalid",
    () => [C.nemaUtakmice(3)],
  ),
  results(
    "the same match twice",
    () => csv(RESULTS_HEADER, goodResult(), goodResult().replace(";25;", ";26;")),
    400,
    "invalid",
    () => [C.dvaput(3, 2)],
  ),
  results(
    "errors on two rows, each reported by its row, a good row between them",
    () =>
      csv(
        RESULTS_HEADER,
        result(0, first.domacin, first.gost, "1", "1"),
        goodResult(),
        result(1, "RK Mars", first.gost, "1", "x"),
      ),
    400,
    "invalid",
    () => [C.kolo(2), C.golovi(4), C.nepoznataEkipa(4, "RK Mars")],
  ),
  results(
    "results from the home club's official",
    () => csv(RESULTS_HEADER, goodResult()),
    403,
    "forbidden",
    undefined,
    "home-official",
  ),
  results(
    "results from another federation's staff",
    () => csv(RESULTS_HEADER, goodResult()),
    403,
    "forbidden",
    undefined,
    "staff-b",
  ),
  [
    "results for no group",
    "staff",
    () => crypto.randomUUID(),
    "/rezultati.csv",
    () => csv(RESULTS_HEADER, goodResult()),
    404,
    "not_found",
  ],
  [
    "results for a group id that is not an id",
    "staff",
    () => "skupina-a",
    "/rezultati.csv",
    () => csv(RESULTS_HEADER, goodResult()),
    400,
    "invalid_id",
  ],
];

async function post(headers: Record<string, string>, path: string, text: string) {
  return SELF.fetch(`https://app.test${path}`, {
    method: "POST",
    headers: { ...headers, "content-type": "text/csv; charset=utf-8" },
    body: text,
  });
}

describe.each([
  ["fixtures", fixtureCases],
  ["results", resultCases],
] as const)("the league's %s CSV", (_kind, cases) => {
  it.each(cases)("refuses %s", async (_name, who, group, suffix, file, status, code, errors) => {
    const headers = await authOf(who);
    const text = file();
    const body = (await expectRestRefusal(
      () => post(headers, `/api/v1/lige/skupine/${group()}${suffix}`, text),
      status,
      code,
    )) as { error: { details?: { redovi: string[] } } };
    if (errors) expect(body.error.details?.redovi).toEqual(errors());
  });
});

describe("the league's CSV sanity", () => {
  it("the same caller's valid files do write: fixtures inserted, results decided, each audited", async () => {
    const headers = await authOf("staff");
    const before = await snapshot();
    const imported = await post(
      headers,
      `/api/v1/lige/skupine/${bezRasporeda}/raspored.csv`,
      csv(FIXTURES_HEADER, GOOD_FIXTURE),
    );
    expect(imported.status).toBe(200);
    const fixturesIn = await snapshot();
    expect(fixturesIn.utakmice).toBe(before.utakmice! + 1);
    expect(fixturesIn.audit_log).toBe(before.audit_log! + 1);
    const decided = await post(
      headers,
      `/api/v1/lige/skupine/${sRasporedom}/rezultati.csv`,
      csv(RESULTS_HEADER, goodResult()),
    );
    expect(decided.status).toBe(200);
    const after = await snapshot();
    expect(after["utakmice:rows"]).not.toBe(fixturesIn["utakmice:rows"]);
    expect(after.audit_log).toBeGreaterThan(fixturesIn.audit_log!);
  });
});
