// The league screens' reads (issue 31 items 5 and 6, worker/data/lige-pregled.ts) on the demo league: a
// competition's groups with fixtures and tables, a club's teams' matches and home's latest league for anyone;
// for a signed-in caller the matches they answer for, each with the side they act as (home or away club,
// federation), and nothing for a member with no club.
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { signToken } from "./helpers/auth";
import { seedDemoLeague } from "./helpers/demo-lige";
import { call } from "./helpers/lige";

const LIGA = "l0000000-0000-4000-8000-000000000001";

beforeAll(seedDemoLeague);

interface Utakmica {
  domacin: string;
  gost: string;
  kolo: number;
  stanje: string | null;
  racuna_se: boolean;
  natjecanje: string;
  strana?: string | null;
}

/** GET `path` as a demo account (its Firebase uid and email), or anonymously. */
async function get(path: string, who?: { sub: string; email: string }) {
  const headers: Record<string, string> = {};
  if (who) headers.authorization = `Bearer ${await signToken({ ...who, email_verified: true })}`;
  return SELF.fetch(`https://app.test${path}`, { headers });
}

describe("the league screens' reads", () => {
  it("answers a competition's groups with their teams, fixtures and computed table to anyone", async () => {
    const response = await call("anonymous", "GET", `/api/v1/lige/natjecanja/${LIGA}`);
    expect(response.status).toBe(200);
    const { skupine } = (await response.json()) as {
      skupine: { naziv: string; ekipe: unknown[]; utakmice: Utakmica[]; redovi: { ekipa: string }[] }[];
    };
    expect(skupine).toHaveLength(1);
    expect(skupine[0]!.naziv).toBe("Skupina A");
    expect(skupine[0]!.ekipe).toHaveLength(6);
    expect(skupine[0]!.utakmice).toHaveLength(30);
    expect(skupine[0]!.redovi.map((r) => r.ekipa).slice(0, 3)).toEqual(["RK Zagreb", "RK Sesvete", "RK Dubrava"]);
    // A competition without groups has an empty league; an unknown one is 404.
    const other = await call("anonymous", "GET", "/api/v1/lige/natjecanja/c0000000-0000-4000-8000-000000000001");
    expect(await other.json()).toEqual({ skupine: [] });
    const missing = await call("anonymous", "GET", "/api/v1/lige/natjecanja/c0000000-0000-4000-8000-00000000ffff");
    expect(missing.status).toBe(404);
  });

  it("lists a club's teams' matches by the club's address", async () => {
    const response = await call("anonymous", "GET", "/api/v1/lige/klubovi/rk-dubrava/utakmice");
    expect(response.status).toBe(200);
    const { utakmice } = (await response.json()) as { utakmice: Utakmica[] };
    expect(utakmice).toHaveLength(10);
    for (const m of utakmice) expect([m.domacin, m.gost]).toContain("RK Dubrava");
    expect(utakmice[0]!.natjecanje).toBe("1. rukometna liga Zagreba 2026./2027.");
    expect((await call("anonymous", "GET", "/api/v1/lige/klubovi/nema-kluba/utakmice")).status).toBe(404);
    expect((await call("anonymous", "GET", "/api/v1/lige/klubovi/NE%20VALJA/utakmice")).status).toBe(400);
  });

  it("gives home the league that played last: its latest counted results and its leaders", async () => {
    const { liga } = (await (await call("anonymous", "GET", "/api/v1/lige/najnovije")).json()) as {
      liga: { natjecanje_id: string; rezultati: Utakmica[]; vodeci: { ekipa: string; bodovi: number }[] };
    };
    expect(liga.natjecanje_id).toBe(LIGA);
    // Round 6's Nexe – Zagreb is disputed: it does not count, so round 5 is the latest.
    expect(liga.rezultati.map((m) => [m.kolo, m.racuna_se])).toEqual([
      [5, true],
      [5, true],
      [5, true],
    ]);
    expect(liga.vodeci.map((r) => [r.ekipa, r.bodovi])).toEqual([
      ["RK Zagreb", 8],
      ["RK Sesvete", 8],
      ["RK Dubrava", 8],
    ]);
  });

  it("lists an official's club's matches with their side, and the federation's for its staff", async () => {
    const klub = await get("/api/v1/lige/moje-utakmice", { sub: "demo-klub-uid", email: "klub@demo.test" });
    expect(klub.status).toBe(200);
    const mine = ((await klub.json()) as { utakmice: Utakmica[] }).utakmice;
    expect(mine).toHaveLength(10);
    for (const m of mine) expect(m.strana).toBe(m.domacin === "RK Dubrava" ? "home" : "away");

    const klub2 = await get("/api/v1/lige/moje-utakmice", { sub: "demo-klub2-uid", email: "klub2@demo.test" });
    const disputed = ((await klub2.json()) as { utakmice: Utakmica[] }).utakmice.filter((m) => m.stanje === "disputed");
    expect(disputed).toEqual([expect.objectContaining({ domacin: "RK Nexe", gost: "RK Zagreb", strana: "away" })]);

    const staff = await get("/api/v1/lige/moje-utakmice", { sub: "demo-rukomet-uid", email: "rukomet@demo.test" });
    const all = ((await staff.json()) as { utakmice: Utakmica[] }).utakmice;
    expect(all).toHaveLength(30);
    expect(new Set(all.map((m) => m.strana))).toEqual(new Set(["federation"]));

    const member = await call("member", "GET", "/api/v1/lige/moje-utakmice");
    expect(await member.json()).toEqual({ utakmice: [] });
    expect((await call("anonymous", "GET", "/api/v1/lige/moje-utakmice")).status).toBe(401);
  });
});
