// The league's CSV imports and setup (issue 31 items 2, 4, 5): fixtures `kolo;datum;vrijeme;domacin;gost;dvorana`
// and results `kolo;domacin;gost;golovi_domacin;golovi_gost`, teams matched by name, errors by row, all or
// nothing; a whole season of a 20-team double round robin (380 matches) in one request computes the table;
// rule set versions (a group keeps the version it is played under) and point adjustments. All of it on D1 and on
// PostgreSQL through Hasura (DATA_PROVIDER=hasura); the season's import says how long its request took on each.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RUKOMET_HRS, computeStandings } from "../../shared/league/standings";
import { hasuraUpstream } from "../support/hasura-upstream";
import {
  CLUB,
  LIGA,
  call,
  makeGroup,
  matchesOf,
  ok,
  onHasura,
  providerName,
  seedLeague,
  storeSql,
  table,
} from "./helpers/lige";

const upstream = hasuraUpstream("lige_uvoz");

beforeEach(seedLeague, 60_000);

const countMatches = async () => Number((await storeSql<{ n: number }>("SELECT count(*) AS n FROM utakmice"))[0]!.n);

for (const provider of ["d1", "hasura"] as const) {
  describe(`on ${provider}`, () => {
    beforeAll(() => onHasura(provider === "hasura" ? upstream : null));
    describe("fixtures by CSV", () => {
      it("refuses a file with bad rows, naming each row, and writes nothing", async () => {
        const { skupina } = await makeGroup();
        const csv = [
          "kolo;datum;vrijeme;domacin;gost;dvorana",
          "1;2026-10-03;18:30;RK Dubrava;RK Zagreb;ŠD Dubrava",
          "1;2026-10-03;20:00;RK Sesvete;RK Nepostojeći;ŠD Sesvete",
          "x;32. 10. 2026.;25:00;RK Lokomotiva;RK Lokomotiva;",
        ].join("\n");
        const response = await call("staff", "POST", `/api/v1/lige/skupine/${skupina}/raspored.csv`, csv);
        expect(response.status).toBe(400);
        const { error } = (await response.json()) as { error: { details: { redovi: string[] } } };
        expect(error.details.redovi).toEqual([
          "Red 3: ekipa 'RK Nepostojeći' nije u skupini.",
          "Red 4: kolo mora biti cijeli broj veći od 0.",
          "Red 4: datum mora biti u obliku 2026-10-03 ili 3. 10. 2026.",
          "Red 4: vrijeme mora biti u obliku 18:30.",
          "Red 4: domaćin i gost su ista ekipa.",
        ]);
        expect(await countMatches()).toBe(0);
      });

      it("stores every row of a good file, teams matched by name whatever their case", async () => {
        const { skupina } = await makeGroup();
        const csv =
          "\uFEFFkolo;datum;vrijeme;domacin;gost;dvorana\r\n1;3. 10. 2026.;18:30;rk dubrava;RK Zagreb ;ŠD Dubrava\r\n2;2026-10-10;;RK Sesvete;RK Lokomotiva;\r\n";
        expect(await ok("staff", "POST", `/api/v1/lige/skupine/${skupina}/raspored.csv`, csv)).toEqual({ utakmice: 2 });
        const matches = await matchesOf(skupina);
        expect(matches.map((m) => [m.kolo, m.domacin, m.gost])).toEqual([
          [1, "RK Dubrava", "RK Zagreb"],
          [2, "RK Sesvete", "RK Lokomotiva"],
        ]);
        // Fixtures are made once: a second file (or a generated round robin) is refused.
        expect((await call("staff", "POST", `/api/v1/lige/skupine/${skupina}/raspored.csv`, csv)).status).toBe(409);
      });
    });

    describe("results by CSV", () => {
      it("refuses a file with any bad row and changes no match", async () => {
        const { skupina } = await makeGroup();
        await ok("staff", "POST", `/api/v1/lige/skupine/${skupina}/raspored`, { dvostruko: false });
        const [a] = await matchesOf(skupina);
        const csv = [
          "kolo;domacin;gost;golovi_domacin;golovi_gost",
          `${a!.kolo};${a!.domacin};${a!.gost};30;25`,
          `${a!.kolo};${a!.domacin};${a!.gost};31;25`,
          `9;${a!.domacin};${a!.gost};1;1`,
          `1;RK Dubrava;RK Zagreb;-1;x`,
        ].join("\n");
        const response = await call("staff", "POST", `/api/v1/lige/skupine/${skupina}/rezultati.csv`, csv);
        expect(response.status).toBe(400);
        const { error } = (await response.json()) as { error: { details: { redovi: string[] } } };
        expect(error.details.redovi).toEqual(["Red 5: golovi moraju biti cijeli brojevi od 0 naviše."]);
        const second = csv.split("\n").slice(0, 4).join("\n");
        const again = await call("staff", "POST", `/api/v1/lige/skupine/${skupina}/rezultati.csv`, second);
        const { error: e2 } = (await again.json()) as { error: { details: { redovi: string[] } } };
        expect(e2.details.redovi).toEqual([
          "Red 3: ista utakmica kao u redu 2.",
          "Red 4: u skupini nema te utakmice u tom kolu.",
        ]);
        expect((await matchesOf(skupina)).every((m) => m.golovi_domacin === null)).toBe(true);
      });

      it("a club official may not import results", async () => {
        const { skupina } = await makeGroup();
        const csv = "kolo;domacin;gost;golovi_domacin;golovi_gost\n1;RK Dubrava;RK Zagreb;1;0";
        expect((await call("home-official", "POST", `/api/v1/lige/skupine/${skupina}/rezultati.csv`, csv)).status).toBe(
          403,
        );
      });

      it("imports a 20-team double round robin's 380 results in one request and computes the table", async () => {
        const { id: pravila } = await ok<{ id: string }>("staff", "POST", "/api/v1/lige/pravila", {
          predlozak: "Rukomet (HRS)",
        });
        const { id: skupina } = await ok<{ id: string }>("staff", "POST", "/api/v1/lige/skupine", {
          natjecanje_id: LIGA,
          naziv: "Prva liga",
          pravila_id: pravila,
        });
        const names = Array.from({ length: 20 }, (_, i) => `Ekipa ${String(i + 1).padStart(2, "0")}`);
        // The teams go in directly (twenty requests of setup would be the test's time); the fixtures and the results
        // go through the API.
        const ids = new Map(
          names.map((naziv, i) => [naziv, `c5000000-0000-4000-8000-0000000000${String(i).padStart(2, "0")}`]),
        );
        for (const [i, naziv] of names.entries()) {
          await storeSql(
            "INSERT INTO ekipe (id, skupina_id, club_id, naziv, savez_id, created_at) SELECT ?, id, ?, ?, savez_id, ? FROM skupine WHERE id = ?",
            ids.get(naziv)!,
            CLUB.dubrava,
            naziv,
            `2026-01-01T00:00:${String(i).padStart(2, "0")}.000Z`,
            skupina,
          );
        }
        expect(await ok("staff", "POST", `/api/v1/lige/skupine/${skupina}/raspored`, { dvostruko: true })).toEqual({
          utakmice: 380,
          kola: 38,
        });
        const matches = await matchesOf(skupina);
        const scored = matches.map((m, i) => ({ ...m, h: 20 + ((i * 7) % 11), g: 20 + ((i * 5) % 9) }));
        const csv = [
          "kolo;domacin;gost;golovi_domacin;golovi_gost",
          ...scored.map((m) => `${m.kolo};${m.domacin};${m.gost};${m.h};${m.g}`),
        ].join("\n");

        const started = Date.now();
        expect(await ok("staff", "POST", `/api/v1/lige/skupine/${skupina}/rezultati.csv`, csv)).toEqual({
          utakmice: 380,
        });
        console.log(`[lige-uvoz] 380 results by CSV in one request on ${providerName()}: ${Date.now() - started} ms`);

        const expected = computeStandings({
          teams: names.map((name) => ({ id: ids.get(name)!, name })),
          matches: scored.map((m) => ({
            home: ids.get(m.domacin)!,
            away: ids.get(m.gost)!,
            homeGoals: m.h,
            awayGoals: m.g,
            status: "played" as const,
          })),
          rules: RUKOMET_HRS,
        });
        const rows = await table();
        expect(rows.map((r) => [r.ekipa, r.odigrano, r.bodovi])).toEqual(
          expected.map((r) => [names.find((n) => ids.get(n) === r.teamId), 38, r.points]),
        );
      }, 60_000);
    });

    describe("rule set versions and adjustments", () => {
      it("a new version leaves a group on the version it is played under until staff choose the new one", async () => {
        const { skupina, pravila } = await makeGroup();
        await ok("staff", "POST", `/api/v1/lige/skupine/${skupina}/raspored`, { dvostruko: false });
        const first = (await matchesOf(skupina)).find((m) => m.domacin === "RK Dubrava" || m.gost === "RK Dubrava")!;
        await ok("staff", "POST", `/api/v1/lige/utakmice/${first.id}/rezultat`, {
          golovi_domacin: 30,
          golovi_gost: 20,
        });
        const winner = first.domacin;
        expect((await table()).find((r) => r.ekipa === winner)!.bodovi).toBe(2);

        const v2 = await ok<{ id: string; verzija: number }>("staff", "POST", "/api/v1/lige/pravila", {
          osnova_id: pravila,
          pravila: {
            naziv: "Rukomet (HRS)",
            points: { win: 3, draw: 1, loss: 0, forfeitWin: 3, forfeitLoss: 0 },
            tieBreakers: ["goal_difference", "lot"],
            headToHead: "two_only",
          },
        });
        expect(v2.verzija).toBe(2);
        expect((await table()).find((r) => r.ekipa === winner)!.bodovi).toBe(2);
        await ok("staff", "POST", `/api/v1/lige/skupine/${skupina}/pravila`, { pravila_id: v2.id });
        expect((await table()).find((r) => r.ekipa === winner)!.bodovi).toBe(3);
      });

      it("a deduction counts in the table and is explained by its decision", async () => {
        const { skupina, teams } = await makeGroup();
        await ok("staff", "POST", `/api/v1/lige/skupine/${skupina}/korekcije`, {
          ekipa_id: teams["RK Sesvete"],
          bodovi: -2,
          razlog: "nedolazak na utakmicu",
          odluka: "12/2026",
        });
        const sesvete = (await table()).find((r) => r.ekipa === "RK Sesvete")!;
        expect(sesvete.bodovi).toBe(-2);
        // Staff of another federation may not touch this league.
        const refused = await call("staff-b", "POST", `/api/v1/lige/skupine/${skupina}/korekcije`, {
          ekipa_id: teams["RK Sesvete"],
          bodovi: -2,
          razlog: "x",
          odluka: "1",
        });
        expect(refused.status).toBe(403);
      });
    });
  });
}
