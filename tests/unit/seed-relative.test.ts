// The demo seed moved to the day it is applied (worker/seed/relative.ts): on any day, a year and more from the day
// it was written included, `npm start` shows an active season, open entries, a league half played, a valid Gold
// card beside an expired Silver one. Applied here to SQLite (D1 is SQLite) with the real migrations.
import { readFileSync, readdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { SEED_DAY, addDays, seedShift, shiftSeed } from "../../worker/seed/relative";

const root = new URL("../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");
const SEEDS = ["demo.sql", "demo-lige.sql", "demo-prijave.sql"].map((name) => read(`worker/seed/${name}`));

/** A database with every migration and the three seed files as the stack applies them on `today`. */
function demoOn(today: string): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  const migrations = readdirSync(new URL("worker/migrations/", root)).filter((f) => f.endsWith(".sql"));
  for (const file of migrations.sort()) db.exec(read(`worker/migrations/${file}`));
  for (const sql of SEEDS) db.exec(shiftSeed(sql, seedShift(today)));
  return db;
}

const one = <T>(db: DatabaseSync, sql: string, ...params: string[]) => db.prepare(sql).get(...params) as T;

describe("seedShift", () => {
  it("moves by whole weeks, and moves the seasons' labels by the years their end moved", () => {
    expect(seedShift(SEED_DAY)).toEqual({ days: 0, years: 0 });
    expect(seedShift(addDays(SEED_DAY, 6))).toEqual({ days: 0, years: 0 });
    expect(seedShift(addDays(SEED_DAY, 7))).toEqual({ days: 7, years: 0 });
    expect(seedShift("2027-12-01")).toEqual({ days: 364, years: 1 });
    expect(seedShift("2029-03-01")).toEqual({ days: 819, years: 2 });
    expect(seedShift(addDays(SEED_DAY, -1))).toEqual({ days: -7, years: 0 });
  });

  it("leaves the text as written on the seed's day, and ids, times and other numbers alone on any day", () => {
    for (const sql of SEEDS) expect(shiftSeed(sql, seedShift(SEED_DAY))).toBe(sql);
    const line =
      "('l0000000-0000-4000-8000-000000003010', 1, '2026-10-03', '18:00', 'BC-2025-0042', '2026-11-21T19:30:00.000Z')";
    expect(shiftSeed(line, { days: 7, years: 0 })).toBe(
      "('l0000000-0000-4000-8000-000000003010', 1, '2026-10-10', '18:00', 'BC-2025-0042', '2026-11-28T19:30:00.000Z')",
    );
  });

  it("keeps an instant's wall-clock time in Zagreb when it moves across a change of summer time", () => {
    // 00:00 and 23:59 in Zagreb in winter (UTC+1), 26 weeks on in summer (UTC+2): still 00:00 and 23:59.
    expect(shiftSeed("'2026-11-27T23:00:00.000Z', '2026-12-27T22:59:00.000Z'", { days: 182, years: 0 })).toBe(
      "'2027-05-28T22:00:00.000Z', '2027-06-27T21:59:00.000Z'",
    );
  });

  it("moves a date of birth by whole years, so an athlete born on 31 December stays in her birth year's categories", () => {
    expect(shiftSeed("'2010-12-31', '2008-02-29', '2026./2027.'", { days: 7, years: 0 })).toBe(
      "'2010-12-31', '2008-02-29', '2026./2027.'",
    );
    expect(shiftSeed("'2010-12-31', '2008-02-29', '2026./2027.'", { days: 371, years: 1 })).toBe(
      "'2011-12-31', '2009-02-28', '2027./2028.'",
    );
  });
});

describe.each(["2026-11-28", "2026-12-07", "2027-03-01", "2027-07-20", "2027-12-01", "2029-03-01"])(
  "the demo applied on %s",
  (today) => {
    const db = demoOn(today);
    const instant = `${today}T10:00:00.000Z`;

    it("has an active season in every federation that covers the day, with the label of its years", () => {
      const seasons = db
        .prepare("SELECT naziv, datum_od, datum_do FROM sezone WHERE status = 'aktivna' ORDER BY savez_id")
        .all() as { naziv: string; datum_od: string; datum_do: string }[];
      expect(seasons).toHaveLength(3);
      for (const season of seasons) {
        expect(season.datum_od <= today && today <= season.datum_do).toBe(true);
        expect(season.naziv).toBe(`${Number(season.datum_do.slice(0, 4)) - 1}./${season.datum_do.slice(0, 4)}.`);
      }
    });

    it("has the regatta's entries open", () => {
      const window = one<{ open: number }>(
        db,
        "SELECT count(*) AS open FROM postavke_prijava WHERE otvaranje <= ? AND ? < zatvaranje",
        instant,
        instant,
      );
      expect(window.open).toBe(1);
    });

    it("has the league half played: results before the day, fixtures after it", () => {
      const played = one<{ n: number }>(
        db,
        "SELECT count(*) AS n FROM utakmice WHERE datum < ? AND golovi_domacin IS NOT NULL",
        today,
      );
      const ahead = one<{ n: number }>(
        db,
        "SELECT count(*) AS n FROM utakmice WHERE datum > ? AND golovi_domacin IS NULL",
        today,
      );
      expect(played.n).toBeGreaterThanOrEqual(15);
      expect(ahead.n).toBeGreaterThanOrEqual(6);
    });

    it("has the member's Gold card valid and her Silver card expired", () => {
      const cards = db
        .prepare("SELECT type, expiry FROM memberships WHERE email = 'clan@demo.test' ORDER BY type")
        .all() as {
        type: string;
        expiry: string;
      }[];
      expect(cards.map((c) => [c.type, c.expiry >= today])).toEqual([
        ["Gold", true],
        ["Silver", false],
      ]);
    });
  },
);
