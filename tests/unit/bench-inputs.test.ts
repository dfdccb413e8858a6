import { readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { RESULTS_SQL, feedRowsSql } from "../bench/growth-sql";
import { najavaDraft } from "../bench/najava-text";

const MIGRATION = readFileSync(new URL("../../worker/migrations/0001_initial.sql", import.meta.url), "utf8");
const READ_FEED = "SELECT id, created_at FROM feed ORDER BY created_at DESC NULLS LAST LIMIT 12";

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
