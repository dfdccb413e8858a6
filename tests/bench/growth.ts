// The growth scenarios (issue 17 item 5): each is one entry here — a request, the sizes of its data, the
// SQL that grows the data, and its budget against the baseline measured in the same loop. scripts/bench.mjs
// runs every entry alike (one Worker and D1 state per size, requests round-robin with the health route).
// To add one, add an entry and its id to GROWTH_IDS in metrics.ts. Entries with the same `data` share their
// Workers (one state per size, built once), so /natjecanja, the calendar and the rewritten page read the
// same 1 000 competitions, and the register and the card verification the same 20 000 memberships.
import type { CardClaims } from "../../shared/card-token.ts";
import {
  KLUB_ID,
  KLUB_SEZONA_ID,
  kluboviRowsSql,
  sportasiRowsSql,
  LIGA_ID,
  auditRowsSql,
  ligaRowsSql,
  feedRowsSql,
  membershipId,
  membershipName,
  membershipRowsSql,
  natjecanjaRowsSql,
  natjecanjeId,
  PRIJAVE_NATJECANJE_ID,
  prijaveRowsSql,
  RESULTS_SQL,
  userRowsSql,
  ZICER_PREFIX,
  ZICER_SAVEZ,
} from "./growth-sql.ts";
import { API, fill } from "../../shared/paths.ts";
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
  /** Entries with the same key share one Worker and D1 state per size (same seed, sizes and sql). */
  data?: string;
  /** A second reference sampled in the same loop (issue 16: "each against ReadFeed in the same run"). */
  reference?: Scenario;
  /** Budget, when set: the largest size's p50 at most this many times the reference's p50. */
  referenceLimit?: number;
  /** Set (with the reason) for an entry measured for its figures only: not in GROWTH_IDS, no budget. */
  unbudgeted?: string;
}

/** Full `Bearer …` values signed with the run's trusted key. */
export interface GrowthTokens {
  member: string;
  admin: string;
  staff: string;
  /** A card token of membership 1 (`cardClaims(1)`), signed with the run's CARD_SIGNING_KEYS key. */
  card: string;
}

/** What the card of the `i`-th bench membership says, as the Worker would sign it (GET /api/v1/iskaznice). */
export function cardClaims(i: number, now = new Date()): CardClaims {
  const [first, last] = membershipName(i);
  return {
    id: membershipId(i),
    federation: ZICER_PREFIX,
    number: `${ZICER_PREFIX}-${String(i).padStart(5, "0")}`,
    name: `${first} ${last}`,
    type: ["Gold", "Silver", "Bronze"][i % 3]!,
    // membershipRowsSql's expiry of a row that is neither expired nor suspended: 30 + i % 700 days ahead.
    expiry: new Date(now.getTime() + (30 + (i % 700)) * 86_400_000).toISOString().slice(0, 10),
    iat: Math.floor(now.getTime() / 1000),
    v: 1,
  };
}

const ok200 = (marker: string) => (status: number, body: string) =>
  status === 200 && body.includes(marker) ? null : `HTTP ${status} ${body.slice(0, 200)}`;

/**
 * The second reference of the public surfaces: ReadFeed as a member, on the small Worker (the demo seed's
 * feed). A member, not the anonymous visitor, because those surfaces are measured at an edge-cache miss, and
 * so is this: the same token check and a D1 read, so the ratio compares like with like.
 */
const readFeedReference = (tokens: GrowthTokens): Scenario => ({
  id: "readFeedReference",
  label: "ReadFeed as a member",
  path: "/v1/graphql",
  method: "POST",
  headers: { "content-type": "application/json", authorization: tokens.member },
  body: graphqlBody("ReadFeed"),
  verify: ok200('"feed"'),
});

/**
 * Budget against ReadFeed as a member: each of these is one request a page, a calendar app or a scanner
 * makes, like the home page's feed; one costing over 3x the feed's miss would be the product's slowest
 * read, so 3x is generous (measured 0.6–0.8x; the calendar, which reads every competition, more).
 */
const READ_FEED_LIMIT = 3;

/** The competitions' shared data: the demo seed (its federations) and N competitions. */
const COMPETITIONS = {
  data: "competitions",
  rowsLabel: "competitions",
  sizes: [10, 1000],
  seed: true,
  sql: natjecanjaRowsSql,
};

/** The register's shared data: the demo seed (the staff member's federation) and N of its memberships. */
const MEMBERSHIPS = {
  data: "memberships",
  rowsLabel: "memberships",
  sizes: [100, 20_000],
  seed: true,
  sql: membershipRowsSql,
};

/**
 * Why the public reads are measured as a member: the edge cache serves anonymous callers only, and its key
 * is made of the parsed parameters (an unknown query parameter is ignored, so it cannot bust the cache).
 */
const MISS = "as a member: the edge cache serves anonymous callers only, so every request is a miss";

/** The public surfaces of issue 16 and the register of issue 15 (issue 17 item 5). */
function newSurfaces(tokens: GrowthTokens): GrowthScenario[] {
  const reference = readFeedReference(tokens);
  const json = { "content-type": "application/json" };
  return [
    {
      ...COMPETITIONS,
      id: "natjecanja",
      label: "Public competitions, first page (edge-cache miss)",
      request: {
        id: "natjecanja",
        label: `GET /api/v1/natjecanja ${MISS}`,
        path: "/api/v1/natjecanja",
        headers: { authorization: tokens.member },
        verify: ok200('"naziv":"Natjecanje '),
      },
      baselineLimit: 4,
      reference,
      referenceLimit: READ_FEED_LIMIT,
    },
    {
      ...COMPETITIONS,
      id: "kalendar",
      label: "Calendar of every competition, as subscribers get it (edge cache)",
      request: {
        id: "kalendar",
        label:
          "GET /api/v1/kalendar.ics anonymously, as calendar apps poll it: the edge cache answers (a miss once " +
          "per edit and location, measured below)",
        path: "/api/v1/kalendar.ics",
        verify: ok200("SUMMARY:Natjecanje 1\r\n"),
      },
      baselineLimit: 4,
      reference,
      referenceLimit: READ_FEED_LIMIT,
    },
    {
      ...COMPETITIONS,
      id: "kalendarMiss",
      label: "Calendar of every competition, edge-cache miss (figures only)",
      request: {
        id: "kalendarMiss",
        label: `GET /api/v1/kalendar.ics ${MISS}`,
        path: "/api/v1/kalendar.ics",
        headers: { authorization: tokens.member },
        verify: ok200("SUMMARY:Natjecanje 1\r\n"),
      },
      baselineLimit: Infinity,
      reference,
      unbudgeted:
        "the calendar is every competition, so building it grows with them by nature (476 KB at 1 000); " +
        "subscribers get the edge cache's copy, budgeted above",
    },
    {
      ...COMPETITIONS,
      id: "natjecanjeStranica",
      label: "Edge-rewritten competition page",
      request: {
        id: "natjecanjeStranica",
        label: "GET /natjecanja/:id (title, Open Graph and JSON-LD from D1; never edge-cached)",
        path: `/natjecanja/${natjecanjeId(1)}`,
        verify: ok200("<title>Natjecanje 1 ·"),
      },
      baselineLimit: 4,
      reference,
      referenceLimit: READ_FEED_LIMIT,
    },
    {
      ...MEMBERSHIPS,
      id: "registar",
      label: "Membership register, first page (staff)",
      request: {
        id: "registar",
        label: "POST /v1/graphql Clanstva (Zicer Savez) as its staff member",
        path: "/v1/graphql",
        method: "POST",
        headers: { ...json, authorization: tokens.staff },
        body: graphqlBody("Clanstva", { savez_id: ZICER_SAVEZ }),
        verify: (status, body) =>
          status === 200 && body.includes('"memberships_register":[{') && !body.includes('"errors"')
            ? null
            : `HTTP ${status} ${body.slice(0, 200)}`,
      },
      baselineLimit: 4,
      reference,
      referenceLimit: READ_FEED_LIMIT,
    },
    {
      ...MEMBERSHIPS,
      id: "provjera",
      label: "Card verification (public)",
      request: {
        id: "provjera",
        label: "GET /api/v1/provjera/:token, a card signed with the run's CARD_SIGNING_KEYS",
        path: `/api/v1/provjera/${tokens.card}`,
        verify: ok200('"status":"aktivna"'),
      },
      baselineLimit: 4,
      reference,
      referenceLimit: READ_FEED_LIMIT,
    },
  ];
}

/** A league of 30 or 380 matches (issue 31: a 6-team and a 20-team double round robin), every one counted. */
const LEAGUE = {
  data: "league",
  rowsLabel: "matches",
  sizes: [30, 380],
  seed: true,
  sql: ligaRowsSql,
};

/**
 * The league's public table (issue 31): computed from every counted match on a miss, so a miss grows with the
 * season by nature (figures only); the anonymous reader gets the edge cache's copy, budgeted like the others.
 */
function leagueSurfaces(tokens: GrowthTokens): GrowthScenario[] {
  const reference = readFeedReference(tokens);
  const path = `/api/v1/natjecanja/${LIGA_ID}/ljestvica`;
  const verify = ok200('"ekipa":"Ekipa ');
  return [
    {
      ...LEAGUE,
      id: "ljestvica",
      label: "League table (edge cache)",
      request: { id: "ljestvica", label: `GET ${path} anonymously: the edge cache answers`, path, verify },
      baselineLimit: 4,
      reference,
      referenceLimit: READ_FEED_LIMIT,
    },
    {
      ...LEAGUE,
      id: "ljestvicaMiss",
      label: "League table, edge-cache miss (figures only)",
      request: {
        id: "ljestvicaMiss",
        label: `GET ${path} ${MISS}`,
        path,
        headers: { authorization: tokens.member },
        verify,
      },
      baselineLimit: Infinity,
      reference,
      unbudgeted:
        "a miss computes the standings from every counted match of the season, so it grows with them by nature " +
        "(head-to-head tie-breaks included); readers get the edge cache's copy, budgeted above",
    },
  ];
}

/** A federation of 200 or 20 000 athletes in clubs of 100, each with a licence of the season (issue 29). */
const ATHLETES = {
  data: "athletes",
  rowsLabel: "athletes",
  sizes: [200, 20_000],
  seed: true,
  sql: sportasiRowsSql,
};

/** 10 or 500 clubs over the three federations (issue 29: the public list). */
const CLUBS = { data: "clubs", rowsLabel: "clubs", sizes: [10, 500], seed: true, sql: kluboviRowsSql };

/** The GraphQL answer holds rows of `field` and no error. */
const rowsOf = (field: string) => (status: number, body: string) =>
  status === 200 && body.includes(`"${field}":[{`) && !body.includes('"errors"')
    ? null
    : `HTTP ${status} ${body.slice(0, 200)}`;

/**
 * Issue 29's reads: the licence queue (the requests staff decide, whatever the federation's size), a club's
 * athletes ('Moj klub' and staff's club page) and the public list of clubs (edge cache; a miss for figures).
 */
function clubSurfaces(tokens: GrowthTokens): GrowthScenario[] {
  const reference = readFeedReference(tokens);
  const json = { "content-type": "application/json", authorization: tokens.staff };
  return [
    {
      ...ATHLETES,
      id: "licenceQueue",
      label: "Licence queue of the active season (staff)",
      request: {
        id: "licenceQueue",
        label: "POST /v1/graphql Licence (Zicer Savez, the season, status zatrazena) as its staff member",
        path: "/v1/graphql",
        method: "POST",
        headers: json,
        body: graphqlBody("Licence", {
          savez_id: ZICER_SAVEZ,
          sezona_id: KLUB_SEZONA_ID,
          status: "zatrazena",
          limit: 500,
        }),
        verify: rowsOf("licence"),
      },
      baselineLimit: 4,
      reference,
      referenceLimit: READ_FEED_LIMIT,
    },
    {
      ...ATHLETES,
      id: "klubSportasi",
      label: "A club's athletes (staff)",
      request: {
        id: "klubSportasi",
        label: "POST /v1/graphql Sportasi (one club of 100 athletes) as its federation's staff member",
        path: "/v1/graphql",
        method: "POST",
        headers: json,
        body: graphqlBody("Sportasi", { club_id: KLUB_ID(1), savez_id: ZICER_SAVEZ, limit: 5000 }),
        verify: rowsOf("sportasi"),
      },
      baselineLimit: 4,
      reference,
      referenceLimit: READ_FEED_LIMIT,
    },
    {
      ...CLUBS,
      id: "klubovi",
      label: "Public clubs (edge cache)",
      request: {
        id: "klubovi",
        label: "GET /api/v1/klubovi anonymously: the edge cache answers (a miss once per edit, measured below)",
        path: "/api/v1/klubovi",
        verify: ok200('"naziv":"Klub 1"'),
      },
      baselineLimit: 4,
      reference,
      referenceLimit: READ_FEED_LIMIT,
    },
    {
      ...CLUBS,
      id: "kluboviMiss",
      label: "Public clubs, edge-cache miss (figures only)",
      request: {
        id: "kluboviMiss",
        label: `GET /api/v1/klubovi ${MISS}`,
        path: "/api/v1/klubovi",
        headers: { authorization: tokens.member },
        verify: ok200('"naziv":"Klub 1"'),
      },
      baselineLimit: Infinity,
      reference,
      unbudgeted:
        "the list is every club (up to 500), so building it grows with them by nature; visitors get the edge " +
        "cache's copy, budgeted above",
    },
  ];
}

/** One competition with 50 or 5 000 entries, in clubs of 50 (issue 30). */
const ENTRIES = { data: "entries", rowsLabel: "entries", sizes: [50, 5000], seed: true, sql: prijaveRowsSql };

/**
 * Issue 30's reads: the public start lists (every accepted entry, so the edge cache's copy is budgeted and a
 * miss measured for its figures) and a club's entries as its official reads them ('/moj-klub/prijave': fifty at
 * every size, so what grows is only what the read does with the competition's others).
 */
function entrySurfaces(tokens: GrowthTokens): GrowthScenario[] {
  const reference = readFeedReference(tokens);
  const path = fill(API.startnaLista, { id: PRIJAVE_NATJECANJE_ID });
  const startList = ok200('"startni_broj":1,');
  return [
    {
      ...ENTRIES,
      id: "startneListe",
      label: "Start lists of a competition (edge cache)",
      request: {
        id: "startneListe",
        label: `GET ${path} anonymously: the edge cache answers`,
        path,
        verify: startList,
      },
      baselineLimit: 4,
      reference,
      referenceLimit: READ_FEED_LIMIT,
    },
    {
      ...ENTRIES,
      id: "startneListeMiss",
      label: "Start lists of a competition, edge-cache miss (figures only)",
      request: {
        id: "startneListeMiss",
        label: `GET ${path} ${MISS}`,
        path,
        headers: { authorization: tokens.member },
        verify: startList,
      },
      baselineLimit: Infinity,
      reference,
      unbudgeted:
        "the start lists are every accepted entry, so building them grows with them by nature; visitors get the edge cache's copy, budgeted above",
    },
    {
      ...ENTRIES,
      id: "prijaveKluba",
      label: "A club's entries (its official)",
      request: {
        id: "prijaveKluba",
        label: `GET ${API.prijave}/moj-klub as the tajnik of a club with 50 entries`,
        path: `${API.prijave}/moj-klub`,
        headers: { authorization: tokens.member },
        verify: ok200('"status":"cekanje"'),
      },
      baselineLimit: 4,
      reference,
      referenceLimit: READ_FEED_LIMIT,
    },
  ];
}

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
    ...newSurfaces(tokens),
    ...leagueSurfaces(tokens),
    ...clubSurfaces(tokens),
    ...entrySurfaces(tokens),
  ];
}

/** The baseline of every growth loop: the health route on the smallest size's Worker. */
export const GROWTH_BASELINE: Scenario = BASELINE;
