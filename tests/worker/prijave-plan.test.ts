// The entries' reads scale (issue 30, the bench's acceptance: a competition with 5 000 entries: its start lists
// and the club's entries grow ≤ 1.5x from 50). The D1 store's own statements are recorded as they run (a D1
// binding that notes each statement's SQL and values) and then asked for their query plan and run again for
// the rows SQLite read (D1's meta.rows_read): the start lists and the fees read a competition's accepted entries
// by index (nastupi_natjecanje_status), a club's list its entries by index (nastupi_club) with each waiting
// position counted on the event's waiting list (nastupi_disciplina_status), and the members by entry
// (nastupi_clanovi_nastup); no statement scans the entries or their members. The competition grows by withdrawn
// entries of other clubs (5 000 in all), which neither read should touch.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "../../worker/data/db";
import { d1Entries } from "../../worker/data/prijave-d1";
import type { EntryStore } from "../../worker/data/prijave-store";
import { scopeOf } from "../../worker/data/scope";
import { SAVEZ_A } from "./helpers/auth";
import { CLUBS, REGATA, athleteOf, makeEvent, onHasura, openEntries, seedRegatta } from "./helpers/prijave";

interface Recorded {
  sql: string;
  params: unknown[];
}

/** A store over a D1 binding that records every statement it binds. */
function recordingStore(): { store: EntryStore; recorded: Recorded[] } {
  const recorded: Recorded[] = [];
  const client = {
    prepare(sql: string) {
      const statement = env.DB.prepare(sql);
      const bind = statement.bind.bind(statement);
      statement.bind = (...params: unknown[]) => {
        recorded.push({ sql, params });
        return bind(...params);
      };
      return statement;
    },
    batch: (statements: D1PreparedStatement[]) => env.DB.batch(statements),
  } as unknown as D1Database;
  const scope = scopeOf({ role: "admin", emailVerified: true, userId: null }, null);
  return { store: d1Entries(database(client), scope), recorded };
}

/** What `read` costs: its selects' plans and the rows SQLite read for them. */
async function costOf(read: (store: EntryStore) => Promise<unknown>) {
  const { store, recorded } = recordingStore();
  await read(store);
  const selects = recorded.filter((r) => /^\s*select/i.test(r.sql));
  let rowsRead = 0;
  const plans: string[] = [];
  for (const { sql, params } of selects) {
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    plans.push(...plan.results.map((r) => r.detail));
    rowsRead += (
      await env.DB.prepare(sql)
        .bind(...params)
        .all()
    ).meta.rows_read;
  }
  return { plans, rowsRead };
}

const startList = (store: EntryStore) => store.entries(REGATA, { clubs: null, status: "prihvacena" });
const clubList = (store: EntryStore) => store.clubEntries([CLUBS[0]!]);

/** `n` withdrawn entries of clubs 2..8 in a second event (their members released), numbered after the rest. */
async function grow(event: string, n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    id: `f${String(i).padStart(7, "0")}-0000-4000-8000-000000000000`,
    club: CLUBS[1 + (i % 7)]!,
    athlete: athleteOf(2 + (i % 7), 1 + (i % 8)),
    redni: 1000 + i,
  }));
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO nastupi (id, natjecanje_id, disciplina_id, club_id, status, redni, savez_id)
       SELECT value ->> '$.id', ?, ?, value ->> '$.club', 'povucena', value ->> '$.redni', ?
         FROM json_each(?)`,
    ).bind(REGATA, event, SAVEZ_A, JSON.stringify(rows)),
    env.DB.prepare(
      `INSERT INTO nastupi_clanovi (id, nastup_id, disciplina_id, sportas_id, aktivan)
       SELECT 'm' || substr(value ->> '$.id', 2), value ->> '$.id', ?, value ->> '$.athlete', 0 FROM json_each(?)`,
    ).bind(event, JSON.stringify(rows)),
  ]);
}

describe("the entries' reads at 50 and at 5 000 entries (D1)", () => {
  let crowded: string;

  beforeAll(async () => {
    onHasura(null);
    await seedRegatta();
    await openEntries({ max_po_klubu: 8 });
    const event = await makeEvent({ naziv: "1x otvoreno", max_prijava: 4 });
    crowded = await makeEvent({ naziv: "1x povučene" });
    // Club 1's six entries (four accepted, two waiting) and club 2's two (waiting), through the store.
    const { store } = recordingStore();
    const enter = (club: number, j: number) =>
      store.enter({
        id: crypto.randomUUID(),
        natjecanje_id: REGATA,
        disciplina_id: event,
        club_id: CLUBS[club - 1]!,
        naknadna: false,
        kotizacija_centi: 0,
        zakasnjela: false,
        savez_id: null,
        created_by: null,
        members: [{ id: crypto.randomUUID(), sportas_id: athleteOf(club, j), mjesto_u_posadi: 1 }],
        cap: 4,
        clubCap: null,
        audit: {},
      });
    for (const j of [1, 2, 3, 4, 5]) await enter(1, j);
    await enter(2, 1);
    await enter(1, 6);
    await enter(2, 2);
  }, 60_000);

  it("reads the start lists and a club's entries by index, and reads no more rows at 5 000 entries than 1.5x at 50", async () => {
    await grow(crowded, 42);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM nastupi WHERE natjecanje_id = ?")
      .bind(REGATA)
      .first<{ n: number }>();
    expect(count?.n).toBe(50);
    const small = { start: await costOf(startList), club: await costOf(clubList) };

    // The grown rows are the crowded event's, and only they. (A delete by the grown ids' prefix 'f' also took
    // any of the eight setup entries whose random id starts so: one in sixteen each, 4 in 10 runs.)
    await env.DB.prepare("DELETE FROM nastupi_clanovi WHERE disciplina_id = ?").bind(crowded).run();
    await env.DB.prepare("DELETE FROM nastupi WHERE disciplina_id = ?").bind(crowded).run();
    await grow(crowded, 4992);
    const big = { start: await costOf(startList), club: await costOf(clubList) };

    // The answers did not change: the same accepted entries and the same club's list, positions included.
    const { store } = recordingStore();
    expect((await startList(store)).entries).toHaveLength(4);
    const mine = await clubList(store);
    expect(mine.entries.map((e) => [e.n.status, e.pozicija])).toEqual([
      ["prihvacena", null],
      ["prihvacena", null],
      ["prihvacena", null],
      ["prihvacena", null],
      ["cekanje", 1],
      ["cekanje", 3],
    ]);

    for (const { plans } of [big.start, big.club]) {
      const scans = plans.filter((p) => /^SCAN (nastupi|nastupi_clanovi|ahead)\b/.test(p));
      expect(scans, plans.join("\n")).toEqual([]);
    }
    expect(big.start.plans.join("\n")).toMatch(/SEARCH nastupi USING INDEX nastupi_natjecanje_status/);
    expect(big.club.plans.join("\n")).toMatch(/SEARCH nastupi USING INDEX nastupi_club/);
    expect(big.club.plans.join("\n")).toMatch(/nastupi_disciplina_status/);
    expect(big.start.rowsRead, `start lists: ${small.start.rowsRead} → ${big.start.rowsRead} rows`).toBeLessThanOrEqual(
      small.start.rowsRead * 1.5,
    );
    expect(big.club.rowsRead, `club's entries: ${small.club.rowsRead} → ${big.club.rowsRead} rows`).toBeLessThanOrEqual(
      small.club.rowsRead * 1.5,
    );
    console.log(
      `rows read at 50 → 5000 entries: start lists ${small.start.rowsRead} → ${big.start.rowsRead}, club's entries ${small.club.rowsRead} → ${big.club.rowsRead}`,
    );
  }, 120_000);
});
