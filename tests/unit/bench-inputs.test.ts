import { readFileSync, readdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { normaliseName } from "../../shared/match-key";
import { RESULTS_SQL, auditRowsSql, feedRowsSql, userRowsSql } from "../bench/growth-sql";
import { growthScenarios } from "../bench/growth";
import { GROWTH_IDS } from "../bench/metrics";
import { najavaDraft } from "../bench/najava-text";

const MIGRATION = readFileSync(new URL("../../worker/migrations/0001_initial.sql", import.meta.url), "utf8");
const READ_FEED = "SELECT id, created_at FROM feed ORDER BY created_at DESC NULLS LAST LIMIT 12";
const MIGRATIONS = readdirSync(new URL("../../worker/migrations/", import.meta.url))
  .filter((name) => name.endsWith(".sql"))
  .sort()
  .map((name) => readFileSync(new URL(`../../worker/migrations/${name}`, import.meta.url), "utf8"));

describe("growth scenarios (issue 17 item 5)", () => {
  it("are one entry each for every id the budgets require, sizes smallest first", () => {
    const list = growthScenarios({ member: "Bearer m", admin: "Bearer a" });
    expect(list.map((g) => g.id).sort()).toEqual([...GROWTH_IDS].sort());
    for (const g of list) expect(g.sizes).toEqual([...g.sizes].sort((a, b) => a - b));
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
