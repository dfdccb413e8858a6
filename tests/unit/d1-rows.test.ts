// The D1 stores' shared reads (worker/data/d1-rows.ts): a read by a list of ids asks D1 nothing for an empty
// list and one IN (…) otherwise, the ids bound as one JSON value (however many: D1 binds at most 100 per
// statement), with the further condition; a live row's read skips deleted rows.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { licenceTable } from "../../shared/entities/licenca";
import { nastupiTable } from "../../shared/entities/nastup";
import type { Database } from "../../worker/data/db";
import { liveRow, rowsByIds } from "../../worker/data/d1-rows";
import { builder } from "../../worker/data/statements";

/** A database that builds with Drizzle and, instead of running a read, records its SQL and answers `rows`. */
function recordingDb(rows: unknown[] = []) {
  const asked: { sql: string; params: unknown[] }[] = [];
  const recording = (query: object): object =>
    new Proxy(query, {
      get(target, key) {
        if (key === "all" || key === "get") {
          return async () => {
            asked.push((target as { toSQL(): { sql: string; params: unknown[] } }).toSQL());
            return key === "all" ? rows : rows[0];
          };
        }
        const value = (target as Record<PropertyKey, unknown>)[key];
        return typeof value === "function"
          ? (...args: unknown[]) => recording((value as (...a: unknown[]) => object).apply(target, args))
          : value;
      },
    });
  const db = {
    select: (fields?: Record<string, unknown>) =>
      recording(fields ? builder.select(fields as never) : builder.select()),
  } as unknown as Database;
  return { db, asked };
}

describe("rowsByIds", () => {
  it("asks nothing for no ids", async () => {
    const { db, asked } = recordingDb([{ id: "x" }]);
    expect(await rowsByIds(db, [], { table: nastupiTable, by: nastupiTable.id })).toEqual([]);
    expect(asked).toEqual([]);
  });

  it("reads the rows whose column is one of the ids, with the further condition", async () => {
    const { db, asked } = recordingDb([{ sportas_id: "a" }]);
    const where = eq(licenceTable.sezona_id, "s1");
    const rows = await rowsByIds(
      db,
      ["a", "b"],
      { table: licenceTable, by: licenceTable.sportas_id, where },
      { sportas_id: licenceTable.sportas_id },
    );
    expect(rows).toEqual([{ sportas_id: "a" }]);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.sql).toMatch(
      /"licence"\."sportas_id" in \(select value from json_each\(\?\)\) and "licence"\."sezona_id" = \?/,
    );
    expect(asked[0]!.params).toEqual(['["a","b"]', "s1"]);
  });
});

describe("liveRow", () => {
  it("reads the row by the column's value, never a deleted one, and null for none", async () => {
    const { db, asked } = recordingDb([]);
    expect(await liveRow(db, nastupiTable, nastupiTable.id, "n1")).toBeNull();
    expect(asked[0]!.sql).toMatch(/"nastupi"\."id" = \? and "nastupi"\."deleted_at" is null/);
    expect(asked[0]!.params[0]).toBe("n1");
  });
});
