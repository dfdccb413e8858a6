// Results both clubs confirm (issue 31 item 5): the home club's official enters, the away club's confirms or
// disputes, staff decide; a result counts once confirmed, decided, or 48 hours after it was entered unanswered,
// and the public table (GET /api/v1/natjecanja/:id/ljestvica) changes only then. Two confirmations at once apply
// once. The team calendar shows each match at its Zagreb time and venue. All of it on D1 and on PostgreSQL
// through Hasura (DATA_PROVIDER=hasura), where the rules hold by conditional update and trigger.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hasuraUpstream } from "../support/hasura-upstream";
import { ljestvicaAnswer } from "../../worker/routes/openapi-schemas";
import {
  CLUB,
  LIGA,
  call,
  makeGroup,
  matchesOf,
  ok,
  onHasura,
  seedLeague,
  storeSql,
  table,
  type League,
  type Match,
} from "./helpers/lige";

const upstream = hasuraUpstream("lige_rezultati");

let league: League;
let first: Match;

beforeEach(async () => {
  await seedLeague();
  league = await makeGroup();
  await ok("staff", "POST", `/api/v1/lige/skupine/${league.skupina}/raspored`, {
    dvostruko: true,
    pocetak: "2026-10-03",
    vrijeme: "18:30",
  });
  // Round 1 of a 4-team Berger table: team 1 (RK Dubrava) at home to team 4 … the test needs Dubrava v Zagreb.
  const matches = await matchesOf(league.skupina);
  first = matches.find((m) => m.domacin === "RK Dubrava" && m.gost === "RK Zagreb")!;
  expect(first).toBeDefined();
}, 60_000);

const row = async (name: string) => (await table()).find((r) => r.ekipa === name)!;
const matchNow = async (id: string) => (await matchesOf(league.skupina)).find((m) => m.id === id)!;

for (const provider of ["d1", "hasura"] as const) {
  describe(`on ${provider}`, () => {
    beforeAll(() => onHasura(provider === "hasura" ? upstream : null));
    describe("a result both clubs confirm", () => {
      it("counts once the away club confirms, not when the home club enters it", async () => {
        await ok("home-official", "POST", `/api/v1/lige/utakmice/${first.id}/rezultat`, {
          golovi_domacin: 30,
          golovi_gost: 25,
        });
        const entered = await matchNow(first.id);
        expect(entered).toMatchObject({ stanje: "entered", racuna_se: false, golovi_domacin: 30 });
        expect(entered.razlog).toMatch(/^Čeka potvrdu gostujućeg kluba \(do \d+\. \d+\. \d{4}\. \d\d:\d\d\)\.$/);
        expect((await row("RK Dubrava")).odigrano).toBe(0);

        await ok("away-official", "POST", `/api/v1/lige/utakmice/${first.id}/potvrdi`);
        expect(await matchNow(first.id)).toMatchObject({
          stanje: "confirmed",
          racuna_se: true,
          razlog: "Potvrdio gostujući klub.",
        });
        expect(await row("RK Dubrava")).toMatchObject({ odigrano: 1, bodovi: 2 });
        expect(await row("RK Zagreb")).toMatchObject({ odigrano: 1, bodovi: 0 });
      });

      it("a disputed result does not count until the federation decides it", async () => {
        await ok("home-official", "POST", `/api/v1/lige/utakmice/${first.id}/rezultat`, {
          golovi_domacin: 30,
          golovi_gost: 25,
        });
        await ok("away-official", "POST", `/api/v1/lige/utakmice/${first.id}/ospori`, { prigovor: "Bilo je 28 : 28." });
        expect(await matchNow(first.id)).toMatchObject({ stanje: "disputed", racuna_se: false });
        expect((await row("RK Zagreb")).odigrano).toBe(0);
        // Neither club can settle it: the home club may no longer change it, the away club not confirm it now.
        expect(
          (
            await call("home-official", "POST", `/api/v1/lige/utakmice/${first.id}/rezultat`, {
              golovi_domacin: 1,
              golovi_gost: 0,
            })
          ).status,
        ).toBe(409);
        expect((await call("away-official", "POST", `/api/v1/lige/utakmice/${first.id}/potvrdi`)).status).toBe(409);

        await ok("staff", "POST", `/api/v1/lige/utakmice/${first.id}/odluci`, { golovi_domacin: 28, golovi_gost: 28 });
        expect(await matchNow(first.id)).toMatchObject({ stanje: "decided", racuna_se: true, golovi_gost: 28 });
        expect(await row("RK Zagreb")).toMatchObject({ odigrano: 1, nerijeseno: 1, bodovi: 1 });
      });

      it("an entered result counts 48 hours later when the away club has not answered, and says so", async () => {
        await ok("home-official", "POST", `/api/v1/lige/utakmice/${first.id}/rezultat`, {
          golovi_domacin: 30,
          golovi_gost: 25,
        });
        const at = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
        await storeSql("UPDATE utakmice SET uneseno_at = ? WHERE id = ?", at(47.9), first.id);
        expect((await matchNow(first.id)).racuna_se).toBe(false);
        expect((await row("RK Dubrava")).odigrano).toBe(0);

        await storeSql("UPDATE utakmice SET uneseno_at = ? WHERE id = ?", at(48.1), first.id);
        // A staff write drops the public answers; the 48 hours pass without one, so the anonymous read is a fresh one.
        await ok("staff", "POST", `/api/v1/lige/utakmice/${first.id}/premjesti`, { datum: "2026-10-04" });
        expect(await matchNow(first.id)).toMatchObject({
          racuna_se: true,
          razlog: "Gostujući klub nije odgovorio u 48 sati.",
        });
        expect(await row("RK Dubrava")).toMatchObject({ odigrano: 1, bodovi: 2 });
        // Too late to answer: it counts as it stands.
        expect(
          (await call("away-official", "POST", `/api/v1/lige/utakmice/${first.id}/ospori`, { prigovor: "Kasno." }))
            .status,
        ).toBe(409);
      });

      it("two confirmations at once apply once", async () => {
        await ok("home-official", "POST", `/api/v1/lige/utakmice/${first.id}/rezultat`, {
          golovi_domacin: 30,
          golovi_gost: 25,
        });
        const answers = await Promise.all(
          Array.from({ length: 4 }, () => call("away-official", "POST", `/api/v1/lige/utakmice/${first.id}/potvrdi`)),
        );
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
        const [audit] = await storeSql<{ n: number | string }>(
          "SELECT count(*) AS n FROM audit_log WHERE entity = 'utakmice' AND entity_id = ? AND changed_fields LIKE '%confirmed%'",
          first.id,
        );
        expect(Number(audit!.n)).toBe(1);
        expect((await matchNow(first.id)).version).toBe(first.version + 2);
      });

      it("staff enter or correct any result, which counts at once", async () => {
        await ok("staff", "POST", `/api/v1/lige/utakmice/${first.id}/rezultat`, {
          golovi_domacin: 20,
          golovi_gost: 22,
        });
        expect(await matchNow(first.id)).toMatchObject({ stanje: "decided", racuna_se: true });
        expect(await row("RK Zagreb")).toMatchObject({ bodovi: 2, dani: 22, primljeni: 20, razlika: 2 });
      });

      it("a forfeit counts for its winner; an annulled or postponed match does not", async () => {
        await ok("staff", "POST", `/api/v1/lige/utakmice/${first.id}/status`, {
          status: "forfeit",
          predaja_pobjednik: "away",
          golovi_domacin: 0,
          golovi_gost: 10,
        });
        expect(await row("RK Zagreb")).toMatchObject({ pobjede: 1, bodovi: 2, dani: 10 });
        await ok("staff", "POST", `/api/v1/lige/utakmice/${first.id}/status`, { status: "annulled" });
        expect((await row("RK Zagreb")).odigrano).toBe(0);
      });
    });

    describe("the public table and the team calendar", () => {
      it("answers the computed table as JSON, with the explanation of a tie-broken row", async () => {
        const matches = await matchesOf(league.skupina);
        // Dubrava and Zagreb on 2 points each: Dubrava won their mutual match by one goal, Zagreb has the better
        // goal difference (it beat Lokomotiva by 20). Head-to-head puts Dubrava first; Lokomotiva and Sesvete drew.
        const m = (a: string, b: string) => matches.find((x) => x.domacin === a && x.gost === b)!;
        const decide = async (a: string, b: string, goalsA: number, goalsB: number) => {
          const x = m(a, b) ?? m(b, a);
          const [home, away] = x.domacin === a ? [goalsA, goalsB] : [goalsB, goalsA];
          await ok("staff", "POST", `/api/v1/lige/utakmice/${x.id}/rezultat`, {
            golovi_domacin: home,
            golovi_gost: away,
          });
        };
        await decide("RK Dubrava", "RK Zagreb", 25, 24);
        await decide("RK Zagreb", "RK Lokomotiva", 40, 20);
        await decide("RK Lokomotiva", "RK Sesvete", 20, 20);

        const response = await call("anonymous", "GET", `/api/v1/natjecanja/${LIGA}/ljestvica`);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        const body = (await response.json()) as { skupine: { naziv: string; redovi: Record<string, unknown>[] }[] };
        expect(body.skupine).toHaveLength(1);
        expect(body.skupine[0]!.naziv).toBe("Skupina A");
        const rows = body.skupine[0]!.redovi;
        expect(Object.keys(rows[0]!).sort()).toEqual(
          [
            "bodovi",
            "dani",
            "ekipa",
            "ekipa_id",
            "korekcije",
            "mjesto",
            "nerijeseno",
            "objasnjenje",
            "odigrano",
            "pobjede",
            "porazi",
            "primljeni",
            "razlika",
          ].sort(),
        );
        const dubrava = rows.find((r) => r.ekipa === "RK Dubrava")!;
        const zagreb = rows.find((r) => r.ekipa === "RK Zagreb")!;
        expect(dubrava.bodovi).toBe(zagreb.bodovi);
        expect(Number(zagreb.razlika)).toBeGreaterThan(Number(dubrava.razlika));
        expect([dubrava.mjesto, zagreb.mjesto]).toEqual([1, 2]);
        expect(dubrava.objasnjenje).toMatch(/^Ispred RK Zagreb po bodovima u međusobnim utakmicama: 2 : 0/);
      });

      it("is kept at the edge for anonymous readers and dropped when a result comes to count", async () => {
        const read = () => call("anonymous", "GET", `/api/v1/natjecanja/${LIGA}/ljestvica`);
        const miss = await read();
        expect(miss.headers.get("x-edge-cache")).toBe("MISS");
        const before = await miss.json();
        const again = await read();
        expect(again.headers.get("x-edge-cache")).toBe("HIT");
        expect(await again.json()).toEqual(before);
        // The answer is the one the OpenAPI document declares, nothing dropped.
        expect(ljestvicaAnswer.parse(before)).toEqual(before);

        await ok("home-official", "POST", `/api/v1/lige/utakmice/${first.id}/rezultat`, {
          golovi_domacin: 30,
          golovi_gost: 25,
        });
        await ok("away-official", "POST", `/api/v1/lige/utakmice/${first.id}/potvrdi`);
        const after = await read();
        expect(after.headers.get("x-edge-cache")).toBe("MISS");
        expect(await after.json()).not.toEqual(before);
      });

      it("answers 404 for an unknown competition and 400 for a bad id", async () => {
        expect(
          (await call("anonymous", "GET", "/api/v1/natjecanja/c9999999-0000-4000-8000-000000000009/ljestvica")).status,
        ).toBe(404);
        expect((await call("anonymous", "GET", "/api/v1/natjecanja/nope/ljestvica")).status).toBe(400);
      });

      it("the team calendar shows each match at its Zagreb time and venue", async () => {
        const dubrava = league.teams["RK Dubrava"]!;
        await ok("staff", "POST", `/api/v1/lige/utakmice/${first.id}/premjesti`, {
          datum: "2026-11-07",
          vrijeme: "19:00",
          dvorana: "ŠD Dubrava, Zagreb",
        });
        const response = await call("anonymous", "GET", `/api/v1/ekipe/${dubrava}/kalendar.ics`);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
        const text = (await response.text()).replace(/\r\n[ \t]/g, "");
        // Six matches in a double round robin of four teams; 3 October 18:30 is summer time (UTC+2), 7 November 19:00 winter (UTC+1).
        expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(6);
        expect(text).toContain("DTSTART:20261003T163000Z");
        expect(text).toContain(`UID:utakmica-${first.id}@sportski-zagreb\r\nDTSTAMP:`);
        expect(text).toMatch(/DTSTART:20261107T180000Z\r\nDTEND:20261107T193000Z/);
        expect(text).toContain("LOCATION:ŠD Dubrava\\, Zagreb");
        expect(text).toContain("SUMMARY:RK Dubrava – RK Zagreb");
        expect(
          (await call("anonymous", "GET", "/api/v1/ekipe/c9999999-0000-4000-8000-000000000009/kalendar.ics")).status,
        ).toBe(404);
      });
    });
  });
}

describe("on PostgreSQL itself, past the Worker (the migration's trigger)", () => {
  beforeAll(() => onHasura(upstream));

  /** An update of the match's result as a club's official, sent straight to the emulated Hasura. */
  const asOfficial = async (club: string, set: Record<string, unknown>) => {
    const response = await fetch(upstream.env.HASURA_GRAPHQL_URL, {
      method: "POST",
      headers: {
        "x-hasura-admin-secret": upstream.env.HASURA_ADMIN_SECRET,
        "x-hasura-role": "official",
        "x-hasura-clubs": `{${club}}`,
        "x-hasura-savezi": "{}",
      },
      body: JSON.stringify({
        query: `mutation Step($id: String!, $set: utakmice_set_input!) {
          update_utakmice(where: {id: {_eq: $id}}, _set: $set) { affected_rows }
        }`,
        variables: { id: first.id, set },
      }),
    });
    const body = (await response.json()) as {
      data?: { update_utakmice: { affected_rows: number } };
      errors?: unknown[];
    };
    return body.errors ? "refused" : body.data!.update_utakmice.affected_rows;
  };

  it("lets the home club enter and the away club answer, and refuses every other step", async () => {
    // No result yet: the away club cannot enter one, nor anyone confirm or decide.
    expect(await asOfficial(CLUB.zagreb, { stanje: "entered", status: "played", golovi_domacin: 1 })).toBe("refused");
    expect(await asOfficial(CLUB.dubrava, { stanje: "decided", status: "played" })).toBe("refused");
    expect(await asOfficial(CLUB.sesvete, { stanje: "entered", status: "played" })).toBe(0);
    expect(
      await asOfficial(CLUB.dubrava, {
        stanje: "entered",
        status: "played",
        golovi_domacin: 30,
        golovi_gost: 25,
        uneseno_at: new Date().toISOString(),
      }),
    ).toBe(1);
    // The home club may not confirm its own entry; the away club may not change the score while answering.
    expect(await asOfficial(CLUB.dubrava, { stanje: "confirmed" })).toBe("refused");
    expect(await asOfficial(CLUB.zagreb, { stanje: "confirmed", golovi_gost: 30 })).toBe("refused");
    expect(await asOfficial(CLUB.zagreb, { stanje: "decided" })).toBe("refused");
    expect(await asOfficial(CLUB.zagreb, { stanje: "confirmed" })).toBe(1);
    // Answered: neither club changes it any more.
    expect(await asOfficial(CLUB.dubrava, { stanje: "entered", status: "played", golovi_domacin: 1 })).toBe("refused");
    expect(await asOfficial(CLUB.zagreb, { stanje: "disputed" })).toBe("refused");
    expect(await matchNow(first.id)).toMatchObject({ stanje: "confirmed", golovi_domacin: 30, golovi_gost: 25 });
  });
});
