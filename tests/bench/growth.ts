// The growth scenarios (issue 17 item 5): each is one entry here — a request, the sizes of its data, the
// SQL that grows the data, and its budget against the baseline measured in the same loop. scripts/bench.mjs
// runs every entry alike (one Worker and D1 state per size, requests round-robin with the health route).
// To add one (the register at 20 000, /natjecanja and the calendar at 1 000 competitions, the card
// verification API, an edge-rewritten page), add an entry and its id to GROWTH_IDS in metrics.ts.
import { auditRowsSql, feedRowsSql, RESULTS_SQL, userRowsSql } from "./growth-sql.ts";
import type { Scenario } from "./load.ts";
import { BASELINE, graphqlBody } from "./scenarios.ts";

export interface GrowthScenario {
  id: string;
  label: string;
  rowsLabel: string;
  /** Data sizes, smallest first; the budget compares the largest with the smallest. */
  sizes: number[];
  /** Whether the demo seed is loaded before the growth rows (the request needs its users or federations). */
  seed: boolean;
  /** SQL that adds `rows` rows to a migrated (and maybe seeded) database. */
  sql: (rows: number) => string;
  /** The request, measured one at a time. */
  request: Scenario;
  /** Budget: the largest size's p50 at most this many times the health route's p50 in the same loop. */
  baselineLimit: number;
}

/** Full `Bearer …` values signed with the run's trusted key. */
export interface GrowthTokens {
  member: string;
  admin: string;
}

const ok200 = (marker: string) => (status: number, body: string) =>
  status === 200 && body.includes(marker) ? null : `HTTP ${status} ${body.slice(0, 200)}`;

export function growthScenarios(tokens: GrowthTokens): GrowthScenario[] {
  return [
    {
      // A member token: the edge cache serves anonymous callers only, so every request reaches D1.
      id: "readFeed",
      label: "ReadFeed (edge cache bypassed)",
      rowsLabel: "feed rows",
      sizes: [100, 10_000, 100_000],
      seed: false,
      sql: (rows) => `${RESULTS_SQL}\n${feedRowsSql(1, rows)}`,
      request: {
        id: "readFeed",
        label: "ReadFeed as a member",
        path: "/v1/graphql",
        method: "POST",
        headers: { "content-type": "application/json", authorization: tokens.member },
        body: graphqlBody("ReadFeed"),
        verify: ok200('"feed"'),
      },
      baselineLimit: 4,
    },
    {
      id: "people",
      label: "People search, first page",
      rowsLabel: "users",
      sizes: [100, 10_000],
      seed: true,
      sql: userRowsSql,
      request: {
        id: "people",
        label: "GET /api/v1/admin/people?q=osoba",
        path: "/api/v1/admin/people?q=osoba",
        headers: { authorization: tokens.admin },
        verify: ok200('"people"'),
      },
      baselineLimit: 4,
    },
    {
      id: "revizija",
      label: "Audit list, first page",
      rowsLabel: "audit rows",
      sizes: [100, 100_000],
      seed: true,
      sql: auditRowsSql,
      request: {
        id: "revizija",
        label: "GET /api/v1/revizija as an admin",
        path: "/api/v1/revizija",
        headers: { authorization: tokens.admin },
        verify: ok200('"entries"'),
      },
      baselineLimit: 4,
    },
  ];
}

/** The baseline of every growth loop: the health route on the smallest size's Worker. */
export const GROWTH_BASELINE: Scenario = BASELINE;
