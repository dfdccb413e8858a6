import { readFileSync, readdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { decodeCardClaims, encodeCardClaims } from "../../shared/card-token";
import { normaliseName } from "../../shared/match-key";
import { liveStatus } from "../../shared/entities/membership/input";
import { cardKeys } from "../../worker/cards/keys";
import { verifyCard } from "../../worker/cards/token";
import {
  RESULTS_SQL,
  ZICER_SAVEZ,
  auditRowsSql,
  feedRowsSql,
  membershipId,
  membershipName,
  membershipRowsSql,
  natjecanjaRowsSql,
  natjecanjeId,
  userRowsSql,
} from "../bench/growth-sql";
import { cardClaims, growthScenarios } from "../bench/growth";
import {
  ENTRIES_PER_CLUB,
  LIGA_ID,
  PRIJAVE_KLUB_ID,
  PRIJAVE_NATJECANJE_ID,
  ligaRowsSql,
  prijaveRowsSql,
} from "../bench/growth-sql";
import { RUKOMET_HRS } from "../../shared/league/standings";
import { GROWTH_IDS } from "../bench/metrics";
import { najavaDraft } from "../bench/najava-text";
import { benchCardKey } from "../bench/tokens";

const MIGRATION = readFileSync(new URL("../../worker/migrations/0001_initial.sql", import.meta.url), "utf8");
const READ_FEED = "SELECT id, created_at FROM feed ORDER BY created_at DESC NULLS LAST LIMIT 12";
const MIGRATIONS = readdirSync(new URL("../../worker/migrations/", import.meta.url))
  .filter((name) => name.endsWith(".sql"))
  .sort()
  .map((name) => readFileSync(new URL(`../../worker/migrations/${name}`, import.meta.url), "utf8"));
/** The demo seed the growth data is added to (bench.mjs loads it first when an entry says `seed: true`). */
const DEMO_SEED = readFileSync(new URL("../../worker/seed/demo.sql", import.meta.url), "utf8");

const TOKENS = { member: "Bearer m", admin: "Bearer a", staff: "Bearer s", card: "card-token" };

describe("growth scenarios (issue 17 item 5)", () => {
  it("are one entry each for every id the budgets require, sizes smallest first", () => {
    const list = growthScenarios(TOKENS);
    expect(
      list
        .filter((g) => !g.unbudgeted)
        .map((g) => g.id)
        .sort(),
    ).toEqual([...GROWTH_IDS].sort());
    // An entry without a budget says why.
    for (const g of list.filter((x) => x.unbudgeted)) expect(g.unbudgeted!.length).toBeGreaterThan(20);
    for (const g of list) expect(g.sizes).toEqual([...g.sizes].sort((a, b) => a - b));
  });

  it("share a data set only when they would build the same one (same seed, sizes and SQL)", () => {
    const list = growthScenarios(TOKENS);
    const keys = [...new Set(list.map((g) => g.data).filter((d) => d !== undefined))];
    expect(keys.sort()).toEqual(["athletes", "clubs", "competitions", "entries", "league", "memberships"]);
    for (const key of keys) {
      const [first, ...rest] = list.filter((g) => g.data === key);
      expect(rest.length).toBeGreaterThan(0);
      for (const g of rest) expect([g.seed, g.sizes, g.sql]).toEqual([first!.seed, first!.sizes, first!.sql]);
    }
  });

  it("measure issue 16's surfaces and the register against ReadFeed in the same loop, at the issue's sizes", () => {
    const byId = new Map(growthScenarios(TOKENS).map((g) => [g.id, g]));
    for (const id of ["natjecanja", "kalendar", "natjecanjeStranica", "registar", "provjera"]) {
      expect(byId.get(id)?.reference?.body).toContain('"operationName":"ReadFeed"');
    }
    expect(byId.get("natjecanja")!.sizes.at(-1)).toBe(1000);
    expect(byId.get("kalendar")!.sizes.at(-1)).toBe(1000);
    expect(byId.get("registar")!.sizes.at(-1)).toBe(20_000);
    expect(byId.get("provjera")!.request.path).toBe("/api/v1/provjera/card-token");
  });

  it("refuse a wrong answer: the rewritten page without the competition's title, a card that is not aktivna", () => {
    const byId = new Map(growthScenarios(TOKENS).map((g) => [g.id, g]));
    const page = byId.get("natjecanjeStranica")!.request;
    expect(page.verify(200, "<title>Natjecanje 1 · Sportski Zagreb</title>")).toBeNull();
    expect(page.verify(200, "<title>Natjecanje 10 · Sportski Zagreb</title>")).not.toBeNull();
    expect(page.verify(404, "<title>Natjecanje 1 · Sportski Zagreb</title>")).not.toBeNull();
    const card = byId.get("provjera")!.request;
    expect(card.verify(200, '{"status":"aktivna"}')).toBeNull();
    expect(card.verify(200, '{"status":"istekla"}')).not.toBeNull();
  });

  it("grows People search with users whose search keys are the app's, all matching the searched prefix", () => {
    const db = new DatabaseSync(":memory:");
    for (const sql of MIGRATIONS) db.exec(sql);
    db.exec(userRowsSql(1000));
    db.exec(auditRowsSql(10));
    const rows = db.prepare("SELECT name, email, search_name, search_email FROM users").all() as {
      name: string;
      email: string;
      search_name: string;
      search_email: string;
    }[];
    expect(rows).toHaveLength(1000);
    for (const row of rows.slice(0, 50)) {
      expect(row.search_name).toBe(normaliseName(row.name));
      expect(row.search_email).toBe(row.email.toLowerCase());
      expect(row.search_name.startsWith("osoba")).toBe(true);
    }
    expect(db.prepare("SELECT count(*) AS n FROM audit_log").get()).toEqual({ n: 10 });
  });
});

describe("growth data for the feed", () => {
  it("loads the requested rows in steps, newest last, without a created_at on every 100th", () => {
    const db = new DatabaseSync(":memory:");
    db.exec(MIGRATION);
    db.exec(feedRowsSql(1, 100));
    db.exec(feedRowsSql(101, 1000));
    db.exec(RESULTS_SQL);
    expect(db.prepare("SELECT count(*) AS n FROM feed").get()).toEqual({ n: 1000 });
    expect(db.prepare("SELECT count(*) AS n FROM feed WHERE created_at IS NULL").get()).toEqual({ n: 10 });
    const latest = db.prepare(READ_FEED).all() as { id: string; created_at: string | null }[];
    expect(latest[0].id).toBe("bench-feed-00000999");
    expect(latest.every((row) => row.created_at !== null)).toBe(true);
    expect(db.prepare("SELECT count(*) AS n FROM rezultati").get()).toEqual({ n: 3 });
  });

  it("reads the latest feed items through the created_at index, not a scan of the table", () => {
    const db = new DatabaseSync(":memory:");
    db.exec(MIGRATION);
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${READ_FEED}`).all() as { detail: string }[];
    expect(plan.map((p) => p.detail).join("; ")).toMatch(/USING INDEX feed_created_at/);
  });

  it("refuses a range that would load nothing", () => {
    expect(() => feedRowsSql(0, 10)).toThrow(RangeError);
    expect(() => feedRowsSql(10, 9)).toThrow(RangeError);
  });
});

describe("AI rewrite input", () => {
  it("is exactly the requested number of characters of Croatian text", () => {
    const text = najavaDraft(2000);
    expect([...text]).toHaveLength(2000);
    expect(new TextEncoder().encode(text).length).toBeGreaterThan(2000);
    expect(text).toMatch(/[čćžšđ]/);
  });
});

describe("growth data for the register and the card verification", () => {
  const migrated = () => {
    const db = new DatabaseSync(":memory:");
    for (const sql of MIGRATIONS) db.exec(sql);
    db.exec(DEMO_SEED);
    return db;
  };

  it("inserts N memberships of one federation with unique numbers and the app's search keys", () => {
    const db = migrated();
    db.exec(membershipRowsSql(2000));
    const rows = db.prepare("SELECT * FROM memberships WHERE email LIKE '%@bench.test' ORDER BY id").all() as Record<
      string,
      string
    >[];
    expect(rows).toHaveLength(2000);
    expect(new Set(rows.map((r) => r.number)).size).toBe(2000);
    expect(new Set(rows.map((r) => r.savez_id))).toEqual(new Set([ZICER_SAVEZ]));
    for (const r of rows.slice(0, 200)) {
      expect(r.search_name).toBe(normaliseName(`${r.last_name} ${r.first_name}`));
      expect(r.valid_from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(rows.some((r) => /[čćžšđ]/i.test(r.last_name))).toBe(true);
    // The register's sequence moved past the numbers, as issuing them would have.
    expect(db.prepare("SELECT prefix, next_number FROM membership_registers").get()).toEqual({
      prefix: "ZS",
      next_number: 2001,
    });
  });

  it("makes membership 1 aktivna, and some expired and some suspended ones, whatever today is", () => {
    const db = migrated();
    db.exec(membershipRowsSql(100));
    const today = new Date().toISOString().slice(0, 10);
    const rows = db.prepare("SELECT id, status, expiry, first_name, last_name FROM memberships").all() as {
      id: string;
      status: string;
      expiry: string | null;
      first_name: string;
      last_name: string;
    }[];
    const statuses = rows.map((r) => liveStatus(r, today));
    expect(new Set(statuses)).toEqual(new Set(["aktivna", "istekla", "suspendirana"]));
    const first = rows.find((r) => r.id === membershipId(1))!;
    expect(liveStatus(first, today)).toBe("aktivna");
    expect([first.first_name, first.last_name]).toEqual(membershipName(1));
    expect(first.expiry).toBe(cardClaims(1).expiry);
  });

  it("refuses a count that would load nothing", () => {
    expect(() => membershipRowsSql(0)).toThrow(RangeError);
    expect(() => membershipRowsSql(1.5)).toThrow(RangeError);
  });

  it("signs a card the Worker's own verification accepts, for membership 1", async () => {
    const key = await benchCardKey();
    const token = await key.sign(cardClaims(1));
    const verdict = await verifyCard(
      await cardKeys({ CARD_SIGNING_KEYS: key.secret, ENVIRONMENT: "production" })!,
      token,
    );
    expect(verdict).toMatchObject({ ok: true, claims: { id: membershipId(1), number: "ZS-00001" } });
    expect(decodeCardClaims(encodeCardClaims(cardClaims(1)))?.id).toBe(membershipId(1));
  });
});

describe("growth data for the public competitions", () => {
  it("inserts N competitions whose first id is natjecanjeId(1), over the demo federations", () => {
    const db = new DatabaseSync(":memory:");
    for (const sql of MIGRATIONS) db.exec(sql);
    db.exec(DEMO_SEED);
    db.exec(natjecanjaRowsSql(1000));
    const bench = "SELECT count(*) AS n, count(DISTINCT savez_id) AS s FROM natjecanja WHERE naziv LIKE 'Natjecanje %'";
    expect(db.prepare(bench).get()).toEqual({
      n: 1000,
      s: 3,
    });
    expect(db.prepare("SELECT naziv FROM natjecanja WHERE id = ?").get(natjecanjeId(1))).toEqual({
      naziv: "Natjecanje 1",
    });
  });
});

describe("growth data for the league table", () => {
  it("is a double round robin of every team pair, all counted, under 'Rukomet (HRS)' as the app stores it", () => {
    const db = new DatabaseSync(":memory:");
    for (const sql of MIGRATIONS) db.exec(sql);
    db.exec(DEMO_SEED);
    db.exec(ligaRowsSql(380));
    const counts =
      "SELECT count(*) AS n, count(DISTINCT domacin_id || gost_id) AS pairs FROM utakmice WHERE stanje = 'decided'";
    expect(db.prepare(counts).get()).toEqual({ n: 380, pairs: 380 });
    expect(db.prepare("SELECT count(*) AS n FROM ekipe").get()).toEqual({ n: 20 });
    const rules = db.prepare("SELECT pravila FROM pravila_natjecanja").get() as { pravila: string };
    expect(JSON.parse(rules.pravila)).toEqual(RUKOMET_HRS);
    expect(db.prepare("SELECT count(*) AS n FROM skupine WHERE natjecanje_id = ?").get(LIGA_ID)).toEqual({ n: 1 });
  });

  it("refuses a size that is no double round robin", () => {
    expect(() => ligaRowsSql(31)).toThrow(RangeError);
  });
});

describe("growth data for the entries (issue 30)", () => {
  it("holds N entries of one competition, its club's fifty at every size (some waiting), each athlete once", () => {
    for (const count of [50, 5000]) {
      const db = new DatabaseSync(":memory:");
      for (const sql of MIGRATIONS) db.exec(sql);
      db.exec(DEMO_SEED);
      db.exec(prijaveRowsSql(count));
      const n = (sql: string, ...args: string[]) => (db.prepare(sql).get(...args) as { n: number }).n;
      expect(n("SELECT count(*) AS n FROM nastupi WHERE natjecanje_id = ?", PRIJAVE_NATJECANJE_ID)).toBe(count);
      expect(n("SELECT count(DISTINCT sportas_id) AS n FROM nastupi_clanovi")).toBe(count);
      expect(n("SELECT count(*) AS n FROM nastupi WHERE club_id = ?", PRIJAVE_KLUB_ID)).toBe(ENTRIES_PER_CLUB);
      const waiting = "SELECT count(*) AS n FROM nastupi WHERE club_id = ? AND status = 'cekanje'";
      expect(n(waiting, PRIJAVE_KLUB_ID)).toBe(ENTRIES_PER_CLUB / 10);
      // The demo member is the first club's tajnik: its token reads that club's entries as an official.
      expect(n("SELECT count(*) AS n FROM duznosnici_klubova WHERE email = 'clan@demo.test'")).toBe(1);
      expect(db.prepare("PRAGMA foreign_key_check").all()).toEqual([]);
    }
  });

  it("refuses a size that is not whole clubs", () => {
    expect(() => prijaveRowsSql(75)).toThrow(RangeError);
  });
});
