// Issue 50, item 6: a point deduction stored by the federation (the demo league's: RK Lokomotiva, −2 by
// 'Disciplinski sudac 7/2026') is shown where the staff form promises it: on the public table's points (a mark,
// worded for screen readers, with its key under the table) and, with its reason and decision, in the row's
// explanation ('Zašto?'): in the public JSON and in the page the Worker renders.
import { beforeAll, describe, expect, it } from "vitest";
import indexHtml from "../../web/index.html?raw";
import { fill, ROUTES } from "../../shared/paths";
import type { Ljestvica } from "../../shared/schemas/lige";
import { T_LIGE_EKRANI } from "../../shared/texts";
import { fetchWithAssets, standInAssets } from "./helpers/assets";
import { seedDemoLeague } from "./helpers/demo-lige";
import { call } from "./helpers/lige";

const LIGA = "l0000000-0000-4000-8000-000000000001";
const DEDUCTION = "Oduzeta 2 boda: nastup neregistriranog igrača u 2. kolu (odluka Disciplinski sudac 7/2026).";

beforeAll(seedDemoLeague);

describe("a point deduction on the public table", () => {
  it("is in the table's JSON: the adjustment on its row and, with reason and decision, in its explanation", async () => {
    const response = await call("anonymous", "GET", `/api/v1/natjecanja/${LIGA}/ljestvica`);
    expect(response.status).toBe(200);
    const redovi = ((await response.json()) as Ljestvica).skupine[0]!.redovi;
    const lokomotiva = redovi.find((r) => r.ekipa === "RK Lokomotiva")!;
    expect(lokomotiva.bodovi).toBe(2);
    expect(lokomotiva.korekcije).toEqual([
      { bodovi: -2, razlog: "nastup neregistriranog igrača u 2. kolu", odluka: "Disciplinski sudac 7/2026" },
    ]);
    // After the tie-break's sentence, which it keeps.
    expect(lokomotiva.objasnjenje).toMatch(/^Ispred RK Nexe po bodovima u međusobnim utakmicama: 2 : 0\. /);
    expect(lokomotiva.objasnjenje).toContain(DEDUCTION);
    for (const other of redovi.filter((r) => r.ekipa !== "RK Lokomotiva")) {
      expect(other.korekcije).toEqual([]);
      expect(other.objasnjenje ?? "").not.toContain("Oduzet");
    }
  });

  it("marks the points on the page the Worker renders, with words for screen readers and the mark's key", async () => {
    const index = () => new Response(indexHtml, { headers: { "content-type": "text/html; charset=utf-8" } });
    const html = await (await fetchWithAssets(fill(ROUTES.natjecanje, { id: LIGA }), standInAssets(index))).text();
    const rows = [...html.matchAll(/<tr data-testid="ljestvica-red" data-ekipa="([^"]+)">([\s\S]*?)<\/tr>/g)];
    expect(rows).toHaveLength(6);
    const marked = rows.filter(([, , row]) => row!.includes('data-testid="korekcija-oznaka"')).map(([, team]) => team);
    expect(marked).toEqual(["RK Lokomotiva"]);
    const lokomotiva = rows.find(([, team]) => team === "RK Lokomotiva")![2]!;
    expect(lokomotiva).toContain(`<sup aria-hidden="true">${T_LIGE_EKRANI.korekcija.oznaka}</sup>`);
    expect(lokomotiva).toContain("s korekcijom bodova");
    expect(lokomotiva).toContain(T_LIGE_EKRANI.zasto);
    expect(html).toContain('data-testid="korekcija-legenda"');
  });
});
