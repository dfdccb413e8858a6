// The load scenarios of issue 6, each with the request the SPA (or a staff member) really sends and a check
// of the answer, so that a route that is missing or failing can never be reported as fast.
import { OPERATIONS } from "../../shared/graphql/operations.ts";
import type { Scenario } from "./load.ts";
import { najavaDraft } from "./najava-text.ts";

/** Length of the AI-rewrite input, in characters (the "2 000-character text"). */
export const NAJAVA_INPUT_CHARS = 2000;

function json(body: string): Record<string, unknown> | null {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function graphqlProblem(status: number, body: string, field: string): string | null {
  if (status !== 200) return `HTTP ${status} ${body.slice(0, 200)}`;
  const parsed = json(body) as { data?: Record<string, unknown>; errors?: { message: string }[] } | null;
  if (!parsed) return "not JSON";
  if (parsed.errors?.length) return `GraphQL error: ${parsed.errors[0].message}`;
  if (!Array.isArray(parsed.data?.[field])) return `no data.${field} list`;
  return null;
}

/** The body the SPA posts for a trusted operation. */
export function graphqlBody(
  operationName: "ReadFeed" | "users" | "CreateNajava" | "Clanstva" | "Licence" | "Sportasi",
  variables: Record<string, unknown> = {},
): string {
  return JSON.stringify({ operationName, variables, query: OPERATIONS[operationName] });
}

/** The demo seed's Zicer Savez: the demo staff member works for it. */
const ZICER_SAVEZ = "b0000000-0000-4000-8000-000000000001";

/** The scenario list; tokens are full `Bearer …` values signed with the run's trusted key. */
/** A server-rendered page's check: the SPA's index.html with `text` rendered into it. */
function renderedPage(text: string) {
  return (status: number, body: string) =>
    status !== 200
      ? `HTTP ${status}`
      : !body.includes("data-ssr")
        ? "not rendered by the Worker (no data-ssr on #root)"
        : body.includes(text)
          ? null
          : `no "${text}" in the page`;
}

export function scenarios(opts: {
  memberBearer: string;
  staffBearer: string;
  largestJs: string;
  /** The bench's competition page (tests/bench/competition.ts) and the name it shows. */
  competition: { path: string; naziv: string };
}): Scenario[] {
  const postJson = (authorization: string) => ({ "content-type": "application/json", authorization });
  return [
    {
      id: "readFeed",
      label: "anonymous ReadFeed",
      path: "/v1/graphql",
      method: "POST",
      // The SPA sends an empty Authorization header when signed out.
      headers: postJson(""),
      body: graphqlBody("ReadFeed"),
      verify: (status, body) => graphqlProblem(status, body, "feed"),
      cached: true,
      note: "edge cache on",
    },
    {
      id: "users",
      label: "authenticated users",
      path: "/v1/graphql",
      method: "POST",
      headers: postJson(opts.memberBearer),
      body: graphqlBody("users"),
      verify: (status, body) =>
        graphqlProblem(status, body, "users") ?? (body.includes("Gold") ? null : "no memberships"),
      note: "RS256 verify + D1",
    },
    {
      // Not a budget: splits the users figure into its auth part (RS256 verify + users row) and the rest.
      id: "authHealth",
      label: "authenticated health",
      path: "/api/v1/health",
      headers: { authorization: opts.memberBearer },
      verify: (status, body) => (status === 200 && body.includes('"ok"') ? null : "health is not ok"),
      note: "diagnostic: token verify + users row, no GraphQL",
    },
    {
      id: "indexHtml",
      label: "index.html",
      path: "/",
      verify: (status, body) => (status === 200 && body.includes('id="root"') ? null : "not the SPA's index.html"),
    },
    {
      // Issue 32: a server-rendered public page as most visitors get it, from the edge cache.
      id: "cachedPage",
      label: "cached public page /natjecanja/:id",
      path: opts.competition.path,
      verify: renderedPage(opts.competition.naziv),
      cached: true,
      note: "edge cache on (page HTML per URL and deploy)",
    },
    {
      // Issue 32, figures only: the same page rendered afresh at every request (a new query string each time),
      // its CPU per request stated beside ReadFeed's. Its data comes from the public answers' edge cache.
      id: "pageMiss",
      label: "public page /natjecanja/:id, cache miss",
      path: opts.competition.path,
      verify: renderedPage(opts.competition.naziv),
      uniqueQuery: "bench",
      // Each miss renders for a while: 32 at once left windows on a busy machine with no answer finished.
      connections: 4,
      note: "every request a page miss (new query string), 4 connections: React render in the Worker; data from the answers' cache",
    },
    {
      id: "largestJs",
      label: "largest JS asset",
      path: opts.largestJs,
      verify: (status, body) => (status === 200 && body.length > 0 ? null : "asset missing"),
      note: opts.largestJs,
    },
    {
      id: "aiRewrite",
      label: `AI rewrite (local, ${NAJAVA_INPUT_CHARS} chars)`,
      path: "/api/v1/najava",
      method: "POST",
      headers: postJson(opts.staffBearer),
      body: JSON.stringify({ ulaz: najavaDraft(NAJAVA_INPUT_CHARS) }),
      verify: (status, body) => {
        const parsed = json(body);
        if (status !== 200) return `HTTP ${status} ${body.slice(0, 200)}`;
        return typeof parsed?.naslov === "string" && typeof parsed?.sadrzaj === "string"
          ? null
          : "no {naslov, sadrzaj}";
      },
      note: "rate limit raised for the run",
    },
    {
      // Not a budget: D1's write throughput (docs/scale.md). Each request is one batch on the one writer
      // (the row, its version and its audit row), so req/s here is writes a second. Last, because every
      // write invalidates the feed's cached answers.
      id: "createNajava",
      label: "staff write (CreateNajava)",
      path: "/v1/graphql",
      method: "POST",
      headers: postJson(opts.staffBearer),
      body: graphqlBody("CreateNajava", {
        subject: "Opterećenje pisanja",
        description: "Jedna najava po zahtjevu, s revizijskim zapisom.",
        savez_id: ZICER_SAVEZ,
      }),
      verify: (status, body) =>
        status === 200 && body.includes('"insert_feed_one"') && !body.includes('"errors"')
          ? null
          : `HTTP ${status} ${body.slice(0, 200)}`,
      note: "writes/s: one D1 batch (row + audit) each; write rate limit raised for the run",
    },
  ];
}

/** The health route: no I/O, the fastest thing this Worker can answer, so the ceiling every ratio uses. */
export const BASELINE: Scenario = {
  id: "baseline",
  label: "baseline GET /api/v1/health",
  path: "/api/v1/health",
  verify: (status, body) => (status === 200 && body.includes('"ok"') ? null : "health is not ok"),
};
