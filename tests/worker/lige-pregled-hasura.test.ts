// With DATA_PROVIDER=hasura the league screens' four reads (worker/data/lige-pregled.ts through the league's
// store: a competition's groups, a club's teams' matches, home's latest league, the matches a signed-in caller
// answers for) answer from the upstream exactly as D1 answers them. The demo league is seeded in D1, read there
// through every route, copied to PostgreSQL, and then its league rows are taken out of D1: an answer on Hasura
// that still came from D1 would be empty, not equal.
import { SELF, createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { forgetRows } from "../../worker/auth/caller-cache";
import { hasuraUpstream } from "../support/hasura-upstream";
import { signToken } from "./helpers/auth";
import { seedDemoLeague } from "./helpers/demo-lige";
import { copyD1ToPostgres } from "./helpers/postgres-copy";

const upstream = hasuraUpstream("lige_pregled_hasura");
const LIGA = "l0000000-0000-4000-8000-000000000001";

/** The demo league's tables and what they stand on, parents first. */
const TABLES = [
  "savezi",
  "natjecanja",
  "klubovi",
  "duznosnici_klubova",
  "pravila_natjecanja",
  "skupine",
  "ekipe",
  "utakmice",
  "korekcije_bodova",
];

/** The demo accounts the officials' screen is read as: a club's tajnik, the other club's, the federation's staff. */
const ACCOUNTS = {
  klub: { sub: "demo-klub-uid", email: "klub@demo.test" },
  klub2: { sub: "demo-klub2-uid", email: "klub2@demo.test" },
  rukomet: { sub: "demo-rukomet-uid", email: "rukomet@demo.test" },
} as const;

/** The four reads, anonymous but the signed-in callers' 'moje-utakmice'. */
const READS: [string, keyof typeof ACCOUNTS | null][] = [
  [`/api/v1/lige/natjecanja/${LIGA}`, null],
  ["/api/v1/lige/klubovi/rk-dubrava/utakmice", null],
  ["/api/v1/lige/klubovi/rk-zagreb/utakmice", null],
  ["/api/v1/lige/najnovije", null],
  ["/api/v1/lige/moje-utakmice", "klub"],
  ["/api/v1/lige/moje-utakmice", "klub2"],
  ["/api/v1/lige/moje-utakmice", "rukomet"],
];

async function headersOf(who: keyof typeof ACCOUNTS | null): Promise<Record<string, string>> {
  if (!who) return {};
  return { authorization: `Bearer ${await signToken({ ...ACCOUNTS[who], email_verified: true })}` };
}

/** GET through the app on D1 (the test's env) or on the upstream (its own origin: the edge cache keys by it). */
async function get(path: string, who: keyof typeof ACCOUNTS | null, onHasura: boolean) {
  const init = { headers: await headersOf(who) };
  if (!onHasura) return SELF.fetch(`https://app.test${path}`, init);
  const ctx = createExecutionContext();
  const response = await createApp().fetch(
    new Request(`https://pg-pregled.test${path}`, init),
    { ...env, ...upstream.env } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

const d1Answers = new Map<string, unknown>();
const keyOf = (path: string, who: string | null) => `${path} as ${who ?? "anonymous"}`;

beforeAll(async () => {
  await seedDemoLeague();
  for (const [path, who] of READS) {
    const response = await get(path, who, false);
    expect(response.status, keyOf(path, who)).toBe(200);
    d1Answers.set(keyOf(path, who), await response.json());
  }
  await copyD1ToPostgres(upstream, TABLES);
  // Only PostgreSQL holds the league now.
  await env.DB.batch(
    ["korekcije_bodova", "utakmice", "ekipe", "skupine", "pravila_natjecanja"].map((t) =>
      env.DB.prepare(`DELETE FROM ${t}`),
    ),
  );
  forgetRows();
}, 120_000);

describe("DATA_PROVIDER=hasura: the league screens' reads answer as D1's", () => {
  it("read a league D1 holds: the demo's group, a club's ten matches, the latest round, every side", () => {
    const natjecanje = d1Answers.get(keyOf(READS[0]![0], null)) as { skupine: { utakmice: unknown[] }[] };
    expect(natjecanje.skupine[0]!.utakmice).toHaveLength(30);
    const klub = d1Answers.get(keyOf(READS[1]![0], null)) as { utakmice: unknown[] };
    expect(klub.utakmice).toHaveLength(10);
    expect(d1Answers.get(keyOf("/api/v1/lige/najnovije", null))).toMatchObject({ liga: { natjecanje_id: LIGA } });
    const staff = d1Answers.get(keyOf("/api/v1/lige/moje-utakmice", "rukomet")) as { utakmice: unknown[] };
    expect(staff.utakmice).toHaveLength(30);
  });

  it.each(READS)("GET %s (as %s) answers D1's answer from PostgreSQL", async (path, who) => {
    const response = await get(path, who, true);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(d1Answers.get(keyOf(path, who)));
  });

  it("answers 404 for a competition or club the upstream does not hold, and 401 to an anonymous 'moje-utakmice'", async () => {
    expect((await get("/api/v1/lige/natjecanja/l0000000-0000-4000-8000-00000000ffff", null, true)).status).toBe(404);
    expect((await get("/api/v1/lige/klubovi/nema-kluba/utakmice", null, true)).status).toBe(404);
    expect((await get("/api/v1/lige/moje-utakmice", null, true)).status).toBe(401);
  });
});
