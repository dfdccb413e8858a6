// A league to test against (issue 31): federation A's clubs, their officials, a competition, and calls to the
// league API as each kind of caller. The callers of the league's role table: the official of the home club,
// of the away club and of another club (members whose verified email holds a role in that club), a member
// with no club, staff of federation A (the league's) and of B, an admin, and anonymous. The calls go to the
// Worker on D1, or, after onHasura(upstream), to a Worker with DATA_PROVIDER=hasura whose league rows are
// PostgreSQL's (the emulated Hasura of tests/support/hasura-upstream.ts; D1 keeps the accounts, clubs and
// officials the caller lookup reads, and PostgreSQL gets a copy of them at each seedLeague).
import { SELF, env } from "cloudflare:test";
import type { HasuraUpstream } from "../../support/hasura-upstream";
import { SAVEZ_A, bearer, signToken } from "./auth";
import { seedDemoWithoutSeason } from "./graphql";
import { copyD1ToPostgres } from "./postgres-copy";
import { expectJson, onUpstream, restInit } from "./rest";

export const CLUB = {
  dubrava: "c1000000-0000-4000-8000-000000000001",
  zagreb: "c1000000-0000-4000-8000-000000000002",
  sesvete: "c1000000-0000-4000-8000-000000000003",
  lokomotiva: "c1000000-0000-4000-8000-000000000004",
  nexe: "c1000000-0000-4000-8000-000000000005",
  tresnjevka: "c1000000-0000-4000-8000-000000000006",
} as const;
export const LIGA = "c2000000-0000-4000-8000-000000000001";

export const LEAGUE_CALLERS = [
  "home-official",
  "away-official",
  "other-official",
  "member",
  "staff",
  "staff-b",
  "admin",
  "anonymous",
] as const;
export type LeagueCaller = (typeof LEAGUE_CALLERS)[number];

/** The officials' accounts: tajnik of RK Dubrava (home in round 1), of RK Zagreb (away), of RK Sesvete. */
const OFFICIALS = {
  "home-official": { sub: "lige-home-uid", email: "dubrava@test.test", club: CLUB.dubrava },
  "away-official": { sub: "lige-away-uid", email: "zagreb@test.test", club: CLUB.zagreb },
  "other-official": { sub: "lige-other-uid", email: "sesvete@test.test", club: CLUB.sesvete },
} as const;

/** The Authorization header of a league caller (none for anonymous). */
export async function authOf(who: LeagueCaller): Promise<Record<string, string>> {
  if (who === "anonymous") return {};
  if (who in OFFICIALS) {
    const o = OFFICIALS[who as keyof typeof OFFICIALS];
    return { authorization: `Bearer ${await signToken({ sub: o.sub, email: o.email, email_verified: true })}` };
  }
  return { authorization: await bearer(who as "member" | "staff" | "staff-b" | "admin") };
}

let hasura: HasuraUpstream | null = null;

/** The league's calls go to a Worker on this Hasura from now on (null: on D1, the default). */
export function onHasura(upstream: HasuraUpstream | null): void {
  hasura = upstream;
}

/** The provider the calls go to now, for a test's name. */
export const providerName = () => (hasura ? "hasura" : "d1");

/** One request to the app as `who`: a JSON body is sent as JSON, a string as CSV text. */
export async function call(who: LeagueCaller, method: string, path: string, body?: unknown): Promise<Response> {
  const init = restInit(method, { ...(await authOf(who)) }, body);
  if (hasura) return onUpstream(hasura, path, init);
  return SELF.fetch(`https://app.test${path}`, init);
}

/** `call` expecting `status`; its JSON body. */
export async function ok<T = Record<string, unknown>>(
  who: LeagueCaller,
  method: string,
  path: string,
  body?: unknown,
  status = 200,
): Promise<T> {
  return expectJson<T>(await call(who, method, path, body), status, `${method} ${path} as ${who}`);
}

/** The demo seed, six clubs of federation A with three officials, and a competition with no groups yet. */
export async function seedLeague(): Promise<void> {
  // The demo's own season (its clubs, athletes, licences) goes: these tests name their six clubs themselves.
  await seedDemoWithoutSeason();
  const names = Object.entries(CLUB).map(([slug, id]) => ({
    id,
    slug,
    naziv: `RK ${slug[0]!.toUpperCase()}${slug.slice(1)}`,
  }));
  await env.DB.batch([
    ...names.map((c) =>
      env.DB.prepare("INSERT INTO klubovi (id, naziv, kratki_naziv, slug, savez_id) VALUES (?, ?, ?, ?, ?)").bind(
        c.id,
        c.naziv,
        c.naziv,
        `rk-${c.slug}`,
        SAVEZ_A,
      ),
    ),
    ...Object.values(OFFICIALS).map((o, i) =>
      env.DB.prepare(
        "INSERT INTO duznosnici_klubova (id, club_id, email, uloga, savez_id) VALUES (?, ?, ?, 'tajnik', ?)",
      ).bind(`c3000000-0000-4000-8000-00000000000${i}`, o.club, o.email, SAVEZ_A),
    ),
    env.DB.prepare(
      "INSERT INTO natjecanja (id, naziv, datum_od, datum_do, lokacija, savez_id) VALUES (?, 'Liga', '2026-09-01', '2027-05-31', 'Zagreb', ?)",
    ).bind(LIGA, SAVEZ_A),
  ]);
  if (hasura) await copyD1ToPostgres(hasura, LEAGUE_PARENTS);
}

/**
 * SQL on the store the calls go to (D1's, or PostgreSQL's: a test's own setup or check behind the Worker's back,
 * in SQL both read alike); `?` takes each value in turn. The rows of its last statement.
 */
export async function storeSql<T = Record<string, unknown>>(
  text: string,
  ...values: (string | number)[]
): Promise<T[]> {
  if (!hasura)
    return (
      await env.DB.prepare(text)
        .bind(...values)
        .all<T>()
    ).results;
  let i = 0;
  const literal = (v: string | number) => (typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`);
  return hasura.sql<T>(text.replace(/\?/g, () => literal(values[i++]!)));
}

/** What a league stands on, parents first: PostgreSQL's copy of D1's at each seedLeague on Hasura. */
const LEAGUE_PARENTS = ["savezi", "natjecanja", "klubovi", "duznosnici_klubova"];

export interface League {
  pravila: string;
  skupina: string;
  teams: Record<string, string>;
}

/** A group of `clubs` (teams named as the clubs) under the 'Rukomet (HRS)' preset, made through the API as staff. */
export async function makeGroup(clubs: readonly string[] = Object.values(CLUB).slice(0, 4)): Promise<League> {
  const { id: pravila } = await ok<{ id: string }>("staff", "POST", "/api/v1/lige/pravila", {
    predlozak: "Rukomet (HRS)",
  });
  const { id: skupina } = await ok<{ id: string }>("staff", "POST", "/api/v1/lige/skupine", {
    natjecanje_id: LIGA,
    naziv: "Skupina A",
    pravila_id: pravila,
  });
  const teams: Record<string, string> = {};
  for (const club of clubs) {
    const naziv = Object.entries(CLUB).find(([, id]) => id === club)![0];
    const name = `RK ${naziv[0]!.toUpperCase()}${naziv.slice(1)}`;
    teams[name] = (
      await ok<{ id: string }>("staff", "POST", `/api/v1/lige/skupine/${skupina}/ekipe`, { naziv: name, club_id: club })
    ).id;
  }
  return { pravila, skupina, teams };
}

/** The group's matches as the league shows them. */
export async function matchesOf(skupina: string) {
  const group = await ok<{ utakmice: Match[] }>("staff", "GET", `/api/v1/lige/skupine/${skupina}`);
  return group.utakmice;
}

export interface Match {
  id: string;
  kolo: number;
  domacin: string;
  gost: string;
  golovi_domacin: number | null;
  golovi_gost: number | null;
  status: string;
  stanje: string | null;
  racuna_se: boolean;
  razlog: string;
  version: number;
}

/** The public table of the league competition as anonymous reads it. */
export async function table(): Promise<
  { ekipa: string; bodovi: number; odigrano: number; objasnjenje: string | null }[]
> {
  const answer = await ok<{ skupine: { redovi: never[] }[] }>(
    "anonymous",
    "GET",
    `/api/v1/natjecanja/${LIGA}/ljestvica`,
  );
  return answer.skupine[0]?.redovi ?? [];
}
