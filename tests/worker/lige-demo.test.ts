// The demo league (worker/seed/demo-lige.sql, issue 31 item 7) as the public table shows it: a three-team and a
// two-team tie on points that the rules (head-to-head first) resolve against goal difference, a disputed result
// that does not count, and a deduction.
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoLeague } from "./helpers/demo-lige";
import { call } from "./helpers/lige";

const LIGA = "l0000000-0000-4000-8000-000000000001";

beforeAll(seedDemoLeague);

interface Red {
  mjesto: number;
  ekipa: string;
  odigrano: number;
  razlika: number;
  bodovi: number;
  objasnjenje: string | null;
}

describe("the demo league", () => {
  it("orders level teams by their mutual matches where goal difference would order them otherwise", async () => {
    const response = await call("anonymous", "GET", `/api/v1/natjecanja/${LIGA}/ljestvica`);
    expect(response.status).toBe(200);
    const { skupine } = (await response.json()) as { skupine: { naziv: string; redovi: Red[] }[] };
    const redovi = skupine[0]!.redovi;
    expect(redovi.map((r) => [r.mjesto, r.ekipa, r.odigrano, r.razlika, r.bodovi])).toEqual([
      [1, "RK Zagreb", 5, 8, 8],
      [2, "RK Sesvete", 5, 24, 8],
      [3, "RK Dubrava", 5, 34, 8],
      [4, "RK Lokomotiva", 5, -17, 2],
      [5, "RK Nexe", 5, -15, 2],
      [6, "RK Trešnjevka", 5, -34, 0],
    ]);
    expect(redovi[0]!.objasnjenje).toMatch(
      /^Ispred RK Sesvete i RK Dubrava po razlici pogodaka u međusobnim utakmicama/,
    );
    expect(redovi[3]!.objasnjenje).toMatch(/^Ispred RK Nexe po bodovima u međusobnim utakmicama: 2 : 0/);
    expect(redovi[5]!.objasnjenje).toBeNull();
  });

  it("states the disputed result on its match, which waits for the federation", async () => {
    const group = await call("staff", "GET", "/api/v1/lige/skupine/l0000000-0000-4000-8000-000000000003");
    const { utakmice } = (await group.json()) as {
      utakmice: { domacin: string; gost: string; stanje: string | null; racuna_se: boolean; razlog: string }[];
    };
    expect(utakmice).toHaveLength(30);
    const disputed = utakmice.filter((m) => m.stanje === "disputed");
    expect(disputed).toEqual([
      expect.objectContaining({
        domacin: "RK Nexe",
        gost: "RK Zagreb",
        racuna_se: false,
        razlog: "Gostujući klub je osporio rezultat: čeka odluku saveza.",
      }),
    ]);
    expect(utakmice.filter((m) => m.racuna_se)).toHaveLength(15);
  });
});
