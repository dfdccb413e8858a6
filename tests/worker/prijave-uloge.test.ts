// Role × operation for every entry operation (issue 30): the official of the entering club (club 1), of another
// club (club 2), a member with no club, staff of the competition's federation and of another, an admin, and
// anonymous. Each caller runs from the operation's starting state (a write that succeeded is followed by a fresh
// start): the federation's staff (and admins) organise entries, reject and add late entries; a club's official
// enters and withdraws its own club's entries and reads its own club's entries and fees; the start list is not
// public before the close. Every row runs on D1 and on PostgreSQL through Hasura (DATA_PROVIDER=hasura), with
// the same statuses.
import { beforeAll, describe, expect, it } from "vitest";
import { hasuraUpstream } from "../support/hasura-upstream";
import {
  CLUBS,
  ENTRY_CALLERS,
  REGATA,
  SEZONA,
  athleteOf,
  call,
  makeEvent,
  ok,
  onHasura,
  openEntries,
  seedRegatta,
  zagrebLocal,
  type Entry,
  type EntryCaller,
} from "./helpers/prijave";

interface Start {
  event: string;
  /** Club 1's accepted entry in the event. */
  entry: Entry;
}

async function start(): Promise<Start> {
  await seedRegatta();
  await openEntries();
  const event = await makeEvent({ naziv: "1x", max_prijava: 4 });
  const entry = await ok<Entry>(
    "staff",
    "POST",
    `/discipline/${event}/nastupi`,
    { club_id: CLUBS[0], sportasi: [athleteOf(1, 2)] },
    201,
  );
  return { event, entry };
}

interface Row {
  operation: string;
  request(s: Start): [method: string, path: string, body?: unknown];
  /** official, other-official, member, staff, staff-b, admin, anonymous */
  expected: number[];
}

const STAFF = [403, 403, 403, 200, 403, 200, 401];
const STAFF_CREATES = [403, 403, 403, 201, 403, 201, 401];
const CLUB_READS = [200, 200, 403, 200, 403, 200, 401];

const ROWS: Row[] = [
  {
    operation: "save the entry settings",
    request: () => [
      "PUT",
      `/natjecanja/${REGATA}/postavke`,
      { sezona_id: SEZONA, otvaranje: zagrebLocal(-2), zatvaranje: zagrebLocal(48) },
    ],
    expected: STAFF,
  },
  {
    operation: "create an event",
    request: () => ["POST", `/natjecanja/${REGATA}/discipline`, { naziv: "2x", vrsta: "posada", posada: 2 }],
    expected: STAFF_CREATES,
  },
  {
    operation: "create events by CSV",
    request: () => ["POST", `/natjecanja/${REGATA}/discipline.csv`, "naziv;kategorije\n4x;Seniori\n"],
    expected: STAFF_CREATES,
  },
  {
    operation: "read a competition's entries (staff: all; an official: their club's)",
    request: () => ["GET", `/natjecanja/${REGATA}`],
    expected: CLUB_READS,
  },
  {
    operation: "enter club 1's athlete",
    request: (s) => ["POST", `/discipline/${s.event}/nastupi`, { club_id: CLUBS[0], sportasi: [athleteOf(1, 4)] }],
    expected: [201, 403, 403, 201, 403, 201, 401],
  },
  {
    operation: "add a late entry by hand",
    request: (s) => ["POST", `/discipline/${s.event}/naknadna`, { club_id: CLUBS[0], sportasi: [athleteOf(1, 4)] }],
    expected: STAFF_CREATES,
  },
  {
    operation: "withdraw club 1's entry",
    request: (s) => ["POST", `/nastupi/${s.entry.id}/povuci`, { version: s.entry.version }],
    expected: [200, 403, 403, 200, 403, 200, 401],
  },
  {
    operation: "reject an entry with a reason",
    request: (s) => ["POST", `/nastupi/${s.entry.id}/odbij`, { version: s.entry.version, razlog_odbijanja: "Ne." }],
    expected: STAFF,
  },
  {
    operation: "enter an entry's result",
    request: (s) => [
      "POST",
      `/nastupi/${s.entry.id}/rezultat`,
      { version: s.entry.version, mjesto: 1, rezultat: "7:01.00" },
    ],
    expected: STAFF,
  },
  {
    operation: "import an event's results by CSV",
    request: (s) => ["POST", `/discipline/${s.event}/rezultati.csv`, "startni_broj;mjesto;rezultat\n1;1;7:01.00\n"],
    expected: STAFF,
  },
  {
    operation: "read the start list before the close",
    request: () => ["GET", `/api/v1/natjecanja/${REGATA}/startna-lista`],
    expected: [403, 403, 403, 200, 403, 200, 403],
  },
  {
    operation: "download the start list as CSV before the close",
    request: () => ["GET", `/api/v1/natjecanja/${REGATA}/startna-lista.csv`],
    expected: [403, 403, 403, 200, 403, 200, 403],
  },
  {
    operation: "read my clubs' entries (an official's; anyone else's list is empty)",
    request: () => ["GET", "/moj-klub"],
    expected: [200, 200, 200, 200, 200, 200, 401],
  },
  {
    operation: "read the entry window and events (public)",
    request: () => ["GET", `/api/v1/natjecanja/${REGATA}/prijave`],
    expected: [200, 200, 200, 200, 200, 200, 200],
  },
  {
    operation: "read the fees (staff: every club's; an official: their club's)",
    request: () => ["GET", `/natjecanja/${REGATA}/kotizacije`],
    expected: CLUB_READS,
  },
  {
    operation: "download the fees as CSV",
    request: () => ["GET", `/natjecanja/${REGATA}/kotizacije.csv`],
    expected: CLUB_READS,
  },
];

const upstream = hasuraUpstream("prijave_uloge");

for (const provider of ["d1", "hasura"] as const) {
  describe(`role × entry operation on ${provider}`, () => {
    beforeAll(() => onHasura(provider === "hasura" ? upstream : null));
    for (const row of ROWS) {
      const columns = ENTRY_CALLERS.map((who, i) => `${who} ${row.expected[i]}`).join(", ");
      it(`${row.operation}: ${columns}`, { timeout: 120_000 }, async () => {
        let s = await start();
        const statuses: number[] = [];
        for (const [i, who] of ENTRY_CALLERS.entries()) {
          if (i > 0 && statuses[i - 1]! < 300 && row.request(s)[0] !== "GET") s = await start();
          const [method, path, body] = row.request(s);
          const response = await call(who as EntryCaller, method, path, body);
          statuses.push(response.status);
          if (response.status === 401) {
            expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unauthenticated");
          }
        }
        expect(statuses).toEqual(row.expected);
      });
    }

    it("an official reads only their own club's entries and fees", { timeout: 60_000 }, async () => {
      await start();
      const other = await ok<{ nastupi: unknown[] }>("other-official", "GET", `/natjecanja/${REGATA}`);
      expect(other.nastupi).toEqual([]);
      const own = await ok<{ nastupi: { club_id: string }[] }>("official", "GET", `/natjecanja/${REGATA}`);
      expect(own.nastupi.map((n) => n.club_id)).toEqual([CLUBS[0]]);
      const fees = await ok<{ klubovi: unknown[] }>("other-official", "GET", `/natjecanja/${REGATA}/kotizacije`);
      expect(fees.klubovi).toEqual([]);
      expect((await call("other-official", "GET", `/natjecanja/${REGATA}?club_id=${CLUBS[0]}`)).status).toBe(403);
      const mine = await ok<{ nastupi: { club_id: string; natjecanje: string; status: string }[] }>(
        "official",
        "GET",
        "/moj-klub",
      );
      expect(mine.nastupi).toEqual([
        expect.objectContaining({ club_id: CLUBS[0], natjecanje: "Regata na Jarunu", status: "prihvacena" }),
      ]);
      expect((await ok<{ nastupi: unknown[] }>("other-official", "GET", "/moj-klub")).nastupi).toEqual([]);
    });
  });
}
