// Calls /v1/graphql the way the SPA does, and loads the demo seed into a test file's D1.
import { SELF, env } from "cloudflare:test";
import seedSql from "../../../worker/seed/demo.sql?raw";
import { OPERATIONS, type OperationName } from "../../../shared/graphql/operations";

interface GqlOptions {
  authorization?: string;
  variables?: unknown;
  accept?: string;
  /** Replaces the trusted text (to test refusals). */
  query?: string;
  headers?: Record<string, string>;
}

/** A trusted operation's request body with its variables (the SPA's shape). */
export function operationBody(operation: OperationName, variables: unknown): string {
  return JSON.stringify({ operationName: operation, query: OPERATIONS[operation], variables });
}

/**
 * POSTs a raw body to /v1/graphql as `authorization` (none: anonymous): the one place Worker tests send one
 * (refusals of malformed, oversized or streamed bodies, forged tokens); `gql` sends a trusted operation by name.
 */
export function postGraphql(body: BodyInit, authorization?: string, headers: Record<string, string> = {}) {
  return SELF.fetch("https://app.test/v1/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}), ...headers },
    body,
  });
}

/**
 * The request init of a trusted operation sent to /v1/graphql as the SPA sends it: the one place Worker tests
 * build it (SELF.fetch through gql, or an app built with other bindings in the fault tests).
 */
export function graphqlInit(operationName: OperationName | string, options: GqlOptions = {}): RequestInit {
  return {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(options.accept ? { accept: options.accept } : {}),
      ...(options.authorization ? { authorization: options.authorization } : {}),
      ...options.headers,
    },
    body: JSON.stringify({
      operationName,
      variables: options.variables ?? {},
      query: options.query ?? OPERATIONS[operationName as OperationName],
    }),
  };
}

/** POSTs a trusted operation to /v1/graphql; returns the response and its parsed JSON body. */
export async function gql(operationName: OperationName | string, options: GqlOptions = {}) {
  const response = await SELF.fetch("https://app.test/v1/graphql", graphqlInit(operationName, options));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body = (await response.json()) as { data: any; errors: any[] };
  return { response, status: response.status, body };
}

const CONTENT_TABLES = [
  // Entries (issue 30), before the athletes, clubs and competitions they name.
  "nastupi_clanovi",
  "nastupi",
  "discipline",
  "postavke_prijava",
  // A league's rows (issue 31), before the clubs its teams belong to, the competitions and federations.
  "utakmice",
  "korekcije_bodova",
  "ekipe",
  "skupine",
  "pravila_natjecanja",
  // The season's (issue 29), children first.
  "transferi",
  "licence",
  "sportasi",
  "duznosnici_klubova",
  "dobne_kategorije",
  "sezone",
  "klubovi",
  "natjecanja_natjecatelji",
  "natjecanja_dokumenti",
  "rezultati",
  "natjecatelji",
  "natjecanja",
  "feed",
  "dokumenti_saveza",
  "memberships",
  "membership_registers",
  "savezi",
];

/**
 * Resets this test file's D1 content to exactly worker/seed/demo.sql (tests in a file share storage): its dates
 * as written, for SEED_DAY (worker/seed/relative.ts); a file whose expectations read them against today stands
 * on that day (pinClock(SEED_INSTANT), tests/support/clock.ts).
 */
export async function seedDemo(): Promise<void> {
  await env.DB.batch(CONTENT_TABLES.map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
  const statements = seedSql
    .split(/;\s*\n/)
    .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
    .filter(Boolean);
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
}

/** The season tables of CONTENT_TABLES (a league's rows and the clubs' season, children first). */
const SEASON_TABLES = CONTENT_TABLES.slice(0, CONTENT_TABLES.indexOf("klubovi") + 1);

/**
 * The demo seed without its season (clubs, athletes, licences, transfers, leagues): for tests that name their
 * own clubs, whose slugs the demo's would take.
 */
export async function seedDemoWithoutSeason(): Promise<void> {
  await seedDemo();
  await env.DB.batch(SEASON_TABLES.map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
}
