// A regatta to enter (issue 30): federation A's season with two age categories, eight clubs (each with a tajnik,
// eight athletes with approved licences), a competition whose entries are open, and calls to the entries' API as
// each kind of caller: the official of club 1, of club 2, a member with no club, staff of federation A (the
// competition's) and of B, an admin, and anonymous. The calls go to the Worker on D1, or, after
// onHasura(upstream), to a Worker with DATA_PROVIDER=hasura whose entries are PostgreSQL's (the emulated Hasura of
// tests/support/hasura-upstream.ts): D1 keeps the accounts and officials the caller lookup reads, and PostgreSQL
// gets a copy of the regatta's rows at each seedRegatta.
import { SELF, env } from "cloudflare:test";
import { expect } from "vitest";
import type { HasuraUpstream } from "../../support/hasura-upstream";
import { zagrebWallClock } from "../../../shared/dates";
import { forgetRows } from "../../../worker/auth/caller-cache";
import { SAVEZ_A, bearer, signToken } from "./auth";
import { seedDemoWithoutSeason } from "./graphql";
import { copyD1ToPostgres } from "./postgres-copy";
import { expectJson, onUpstream, restInit } from "./rest";

export const SEZONA = "e1000000-0000-4000-8000-000000000001";
export const JUNIORI = "e2000000-0000-4000-8000-000000000001";
export const SENIORI = "e2000000-0000-4000-8000-000000000002";
export const REGATA = "e3000000-0000-4000-8000-000000000001";
/** Eight clubs, `e4…0k` for k = 1..8. */
export const CLUBS = Array.from({ length: 8 }, (_, i) => `e4000000-0000-4000-8000-00000000000${i + 1}`);
/** Athlete j (1..8) of club k (1..8): `e5…kj`; odd j are women born 2009 (juniors), even j men born 2000. */
export const athleteOf = (club: number, j: number) => `e5000000-0000-4000-8000-0000000000${club}${j}`;

export const ENTRY_CALLERS = [
  "official",
  "other-official",
  "member",
  "staff",
  "staff-b",
  "admin",
  "anonymous",
] as const;
export type EntryCaller = (typeof ENTRY_CALLERS)[number];

const officialEmail = (club: number) => `tajnik-${club}@regata.test`;

/** The Authorization header of the tajnik of club `k` (1..8). */
export async function officialBearer(club: number): Promise<string> {
  const email = officialEmail(club);
  return `Bearer ${await signToken({ sub: `regata-tajnik-${club}`, email, email_verified: true })}`;
}

/** The Authorization header of a caller (none for anonymous); the officials are of clubs 1 and 2. */
export async function authOf(who: EntryCaller): Promise<Record<string, string>> {
  if (who === "anonymous") return {};
  if (who === "official") return { authorization: await officialBearer(1) };
  if (who === "other-official") return { authorization: await officialBearer(2) };
  return { authorization: await bearer(who) };
}

let hasura: HasuraUpstream | null = null;

/** The entries' calls go to a Worker on this Hasura from now on (null: on D1, the default). */
export function onHasura(upstream: HasuraUpstream | null): void {
  hasura = upstream;
}

/** What the regatta's entries stand on, parents first: PostgreSQL's copy of D1's at each seedRegatta on Hasura. */
export const REGATTA_PARENTS = [
  "savezi",
  "sezone",
  "dobne_kategorije",
  "natjecanja",
  "klubovi",
  "duznosnici_klubova",
  "sportasi",
  "licence",
];

/** One request as `authorization` (a header value) or as a kind of caller; a path under /api/v1/prijave unless absolute. */
export async function call(
  who: EntryCaller | { authorization: string },
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  const headers: Record<string, string> = typeof who === "string" ? { ...(await authOf(who)) } : { ...who };
  const url = path.startsWith("/api/") ? path : `/api/v1/prijave${path}`;
  const init = restInit(method, headers, body);
  if (hasura) return onUpstream(hasura, url, init);
  return SELF.fetch(`https://app.test${url}`, init);
}

/** `call` expecting `status`; its JSON body. */
export async function ok<T = Record<string, unknown>>(
  who: EntryCaller | { authorization: string },
  method: string,
  path: string,
  body?: unknown,
  status = 200,
): Promise<T> {
  return expectJson<T>(await call(who, method, path, body), status, `${method} ${path}`);
}

/** A Zagreb wall-clock time `hours` from now, as the settings take it ('2026-12-01T18:00'). */
export function zagrebLocal(hours: number): string {
  return zagrebWallClock(new Date(Date.now() + hours * 3_600_000));
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo seed without its season, then federation A's season (this year and next), categories 'Juniori'
 * (born 17-18 years before the season's year) and 'Seniori', eight clubs with their tajnik and athletes, each
 * athlete's licence approved with a certificate valid for a year, and a competition 40 days from now with no
 * entry settings yet.
 */
export async function seedRegatta(): Promise<void> {
  await seedDemoWithoutSeason();
  const s = (sql: string, ...values: unknown[]) => env.DB.prepare(sql).bind(...values);
  const statements = [
    s(
      "INSERT INTO sezone (id, naziv, datum_od, datum_do, licence_od, status, savez_id) VALUES (?, 'Regatna sezona', ?, ?, ?, 'aktivna', ?)",
      SEZONA,
      day(-100),
      day(300),
      day(-100),
      SAVEZ_A,
    ),
    s(
      "INSERT INTO dobne_kategorije (id, sport, naziv, spol, rodeni_od, rodeni_do, savez_id) VALUES (?, 'veslanje', 'Juniori', NULL, -18, -17, ?), (?, 'veslanje', 'Seniori', NULL, -99, -19, ?)",
      JUNIORI,
      SAVEZ_A,
      SENIORI,
      SAVEZ_A,
    ),
    s(
      "INSERT INTO natjecanja (id, naziv, datum_od, datum_do, lokacija, savez_id) VALUES (?, 'Regata na Jarunu', ?, ?, 'Jarun', ?)",
      REGATA,
      day(40),
      day(40),
      SAVEZ_A,
    ),
  ];
  const seasonYear = Number(day(300).slice(0, 4));
  CLUBS.forEach((club, i) => {
    const k = i + 1;
    statements.push(
      s(
        "INSERT INTO klubovi (id, naziv, kratki_naziv, slug, savez_id) VALUES (?, ?, ?, ?, ?)",
        club,
        `Veslački klub ${k}`,
        `VK ${k}`,
        `vk-regata-${k}`,
        SAVEZ_A,
      ),
      s(
        "INSERT INTO duznosnici_klubova (id, club_id, email, uloga, savez_id) VALUES (?, ?, ?, 'tajnik', ?)",
        `e6000000-0000-4000-8000-00000000000${k}`,
        club,
        officialEmail(k),
        SAVEZ_A,
      ),
    );
    for (let j = 1; j <= 8; j++) {
      const woman = j % 2 === 1;
      const born = woman ? `${seasonYear - 17}-05-05` : "2000-01-01";
      statements.push(
        s(
          "INSERT INTO sportasi (id, club_id, ime, prezime, datum_rodenja, spol, oib_napomena, search_name, lijecnicki_do, savez_id) VALUES (?, ?, ?, ?, ?, ?, 'test', ?, ?, ?)",
          athleteOf(k, j),
          club,
          woman ? `Ana${k}${j}` : `Ivo${k}${j}`,
          `Klub${k}`,
          born,
          woman ? "Z" : "M",
          `klub${k} ${k}${j}`,
          day(365),
          SAVEZ_A,
        ),
        s(
          "INSERT INTO licence (id, sportas_id, sezona_id, club_id, status, savez_id) VALUES (?, ?, ?, ?, 'odobrena', ?)",
          `e7000000-0000-4000-8000-0000000000${k}${j}`,
          athleteOf(k, j),
          SEZONA,
          club,
          SAVEZ_A,
        ),
      );
    }
  });
  await env.DB.batch(statements);
  forgetRows();
  if (hasura) await copyD1ToPostgres(hasura, REGATTA_PARENTS);
}

/** Entry settings for the regatta, open from an hour ago for 30 days, with the given caps and fees. */
export async function openEntries(settings: Record<string, unknown> = {}): Promise<void> {
  await ok("staff", "PUT", `/natjecanja/${REGATA}/postavke`, {
    sezona_id: SEZONA,
    otvaranje: zagrebLocal(-1),
    zatvaranje: zagrebLocal(24 * 30),
    kotizacija_centi: 2000,
    ...settings,
  });
}

/** An event of the regatta made by staff; its id. */
export async function makeEvent(event: Record<string, unknown>): Promise<string> {
  return (await ok<{ id: string }>("staff", "POST", `/natjecanja/${REGATA}/discipline`, event, 201)).id;
}

/** Every row of the entries' tables and the audit log's size: equal before and after when nothing was written. */
export async function entriesState(): Promise<unknown> {
  const reads = await env.DB.batch([
    ...["postavke_prijava", "discipline", "nastupi", "nastupi_clanovi"].map((t) =>
      env.DB.prepare(`SELECT * FROM ${t} ORDER BY id`),
    ),
    env.DB.prepare("SELECT count(*) AS n FROM audit_log"),
  ]);
  return reads.map((r) => r.results);
}

export interface Entry {
  id: string;
  status: string;
  redni: number;
  pozicija: number | null;
  startni_broj: number | null;
  version: number;
  naknadna: boolean;
  zakasnjela: boolean;
  kotizacija_centi: number;
}

/**
 * 64 entries at once into `event` (cap 10), every athlete of the eight clubs by its club's official, and athlete 1
 * of each club twice more (racing itself): exactly 10 accepted (the first ten to arrive), 54 waiting in arrival
 * order, the 8 repeats refused, none 5xx. The entries made, and the accepted ones.
 */
export async function sixtyFourAtOnce(event: string): Promise<{ made: Entry[]; accepted: Entry[] }> {
  const bearers = await Promise.all(CLUBS.map((_, i) => officialBearer(i + 1)));
  const requests = CLUBS.flatMap((club, i) =>
    Array.from({ length: 8 }, (_, j) => ({ club, i, athlete: athleteOf(i + 1, j + 1) })),
  );
  const twice = CLUBS.map((club, i) => ({ club, i, athlete: athleteOf(i + 1, 1) }));
  const answers = await Promise.all(
    [...requests, ...twice].map(async ({ club, i, athlete }) => {
      const response = await call({ authorization: bearers[i]! }, "POST", `/discipline/${event}/nastupi`, {
        club_id: club,
        sportasi: [athlete],
      });
      return { status: response.status, body: (await response.json()) as Entry };
    }),
  );
  expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  const made = answers.filter((a) => a.status === 201).map((a) => a.body);
  expect(made).toHaveLength(64);
  expect(answers.filter((a) => a.status === 422)).toHaveLength(8);
  const accepted = made.filter((e) => e.status === "prihvacena");
  const waiting = made.filter((e) => e.status === "cekanje").sort((a, b) => a.redni - b.redni);
  expect(accepted).toHaveLength(10);
  expect(waiting).toHaveLength(54);
  // Arrival order: the first ten to arrive were accepted, and the waiting list follows arrival.
  expect(accepted.map((e) => e.redni).sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  expect(waiting.map((e) => e.pozicija)).toEqual(Array.from({ length: 54 }, (_, i) => i + 1));
  expect(waiting.map((e) => e.redni)).toEqual(Array.from({ length: 54 }, (_, i) => i + 11));
  expect(new Set(accepted.map((e) => e.startni_broj)).size).toBe(10);
  return { made, accepted };
}
