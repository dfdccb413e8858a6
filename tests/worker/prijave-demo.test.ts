// The demo entries (worker/seed/demo-prijave.sql, issue 30 item 9) as VK Trešnjevka's tajnik (veslanje@demo.test)
// meets them: the regatta's entries open from the seed day for 30 days, three events, entries from two clubs,
// one full event with a waiting list; Lana Matić accepted in the juniors' single, Nina Perić refused there by the
// category rule at her field, Tin Babić waiting second in the full event, and withdrawing Marin Jurković
// promoting VK Mladost's Luka Pavić.
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import entriesSql from "../../worker/seed/demo-prijave.sql?raw";
import leagueSql from "../../worker/seed/demo-lige.sql?raw";
import { forgetRows } from "../../worker/auth/caller-cache";
import { signToken } from "./helpers/auth";
import { seedDemo } from "./helpers/graphql";
import { SEED_INSTANT } from "../../worker/seed/relative";
import { pinClock } from "../support/clock";
import { seedStatements } from "./helpers/demo-lige";

// The demo's dates (cards, the season, the regatta's entry window) are read against today: this file stands on
// the day the seed's text was written for (worker/seed/relative.ts).
pinClock(SEED_INSTANT);

const REGATA = "81000000-0000-4000-8000-000000000001";
const JUNIORKE = "82000000-0000-4000-8000-000000000001";
const SENIORI = "82000000-0000-4000-8000-000000000002";
const TRESNJEVKA = "70000000-0000-4000-8000-000000000021";
const NINA = "72000000-0000-4000-8000-000000000211";
const LANA = "72000000-0000-4000-8000-000000000213";
const TIN = "72000000-0000-4000-8000-000000000215";
const MARIN_ENTRY = "84000000-0000-4000-8000-000000000002";
const LUKA_ENTRY = "84000000-0000-4000-8000-000000000003";

beforeAll(async () => {
  await seedDemo();
  // As the stack seeds it: demo.sql, the league, then the entries.
  for (const file of [leagueSql, entriesSql]) {
    await env.DB.batch(seedStatements(file).map((s) => env.DB.prepare(s)));
  }
  forgetRows();
});

async function veslanje(method: string, path: string, body?: unknown) {
  const token = await signToken({ sub: "demo-veslanje-uid", email: "veslanje@demo.test", email_verified: true });
  return SELF.fetch(`https://app.test/api/v1/prijave${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

interface Listing {
  postavke: { otvorene: boolean; otvaranje: string; zatvaranje: string };
  discipline: { id: string; naziv: string; prihvacene: number; cekanje: number; kapacitet: number | null }[];
  nastupi: { id: string; club_id: string; status: string; pozicija: number | null; version: number }[];
}

describe("the demo regatta's entries", () => {
  it("is open from the seed day for 30 days, with three events, entries of two clubs and a full event", async () => {
    const response = await veslanje("GET", `/natjecanja/${REGATA}`);
    expect(response.status).toBe(200);
    const listing = (await response.json()) as Listing;
    expect(listing.postavke.otvorene).toBe(true);
    // From midnight to 23:59 in Zagreb, as staff type a window: 30 days but the last minute.
    const minutes = (Date.parse(listing.postavke.zatvaranje) - Date.parse(listing.postavke.otvaranje)) / 60_000;
    expect(minutes).toBe(30 * 24 * 60 - 1);
    expect(listing.discipline.map((d) => [d.naziv, d.prihvacene, d.cekanje, d.kapacitet])).toEqual([
      ["2x seniorke 2000 m", 1, 0, 6],
      ["M1x seniori 2000 m", 2, 1, 2],
      ["Ž1x juniorke 2000 m", 0, 0, 6],
    ]);
    // The tajnik sees their club's entries only.
    expect(listing.nastupi.map((n) => n.club_id)).toEqual([TRESNJEVKA]);
    const clubs = await env.DB.prepare("SELECT DISTINCT club_id FROM nastupi WHERE natjecanje_id = ?")
      .bind(REGATA)
      .all();
    expect(clubs.results).toHaveLength(2);
  });

  it("shows anyone the open window and the events, and the tajnik their club's entries in 'Moj klub'", async () => {
    const window = await SELF.fetch(`https://app.test/api/v1/natjecanja/${REGATA}/prijave`);
    expect(window.status).toBe(200);
    const body = (await window.json()) as { otvorene: boolean; discipline: { naziv: string; cekanje: number }[] };
    expect(body.otvorene).toBe(true);
    expect(body.discipline.map((d) => [d.naziv, d.cekanje])).toEqual([
      ["2x seniorke 2000 m", 0],
      ["M1x seniori 2000 m", 1],
      ["Ž1x juniorke 2000 m", 0],
    ]);
    const mine = (await (await veslanje("GET", "/moj-klub")).json()) as {
      nastupi: { disciplina: string; status: string; sportasi: { ime: string; prezime: string }[] }[];
    };
    expect(mine.nastupi.map((n) => [n.disciplina, n.status])).toEqual([["M1x seniori 2000 m", "prihvacena"]]);
    // Each entry names whom it enters (the club's list on /moj-klub/prijave shows them).
    expect(mine.nastupi[0]?.sportasi).toEqual([expect.objectContaining({ ime: "Marin", prezime: "Jurković" })]);
  });

  it("VK Trešnjevka enters a junior (accepted), is refused a senior by the category rule, and waits in the full event", async () => {
    const refused = await veslanje("POST", `/discipline/${JUNIORKE}/nastupi`, {
      club_id: TRESNJEVKA,
      sportasi: [NINA],
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { details: unknown } }).error.details).toEqual({
      "sportasi.0": ["Nina Perić nije u dobnoj kategoriji discipline (Juniori)."],
    });
    const accepted = await veslanje("POST", `/discipline/${JUNIORKE}/nastupi`, {
      club_id: TRESNJEVKA,
      sportasi: [LANA],
    });
    expect(accepted.status).toBe(201);
    expect(await accepted.json()).toMatchObject({ status: "prihvacena", kotizacija_centi: 2000 });
    const waiting = await veslanje("POST", `/discipline/${SENIORI}/nastupi`, { club_id: TRESNJEVKA, sportasi: [TIN] });
    expect(waiting.status).toBe(201);
    expect(await waiting.json()).toMatchObject({ status: "cekanje", pozicija: 2 });
  });

  it("withdrawing Marin Jurković promotes Luka Pavić, the first on the waiting list", async () => {
    const before = (await (await veslanje("GET", `/natjecanja/${REGATA}`)).json()) as Listing;
    const marin = before.nastupi.find((n) => n.id === MARIN_ENTRY)!;
    const response = await veslanje("POST", `/nastupi/${MARIN_ENTRY}/povuci`, { version: marin.version });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "povucena", promaknuta: { id: LUKA_ENTRY } });
    const after = (await (await veslanje("GET", `/natjecanja/${REGATA}`)).json()) as Listing;
    expect(after.nastupi.find((n) => n.id !== MARIN_ENTRY && n.status === "cekanje")).toMatchObject({ pozicija: 1 });
  });
});
