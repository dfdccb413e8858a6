// One data provider for the REST routes, rewritten pages and the daily job (issue 27, item 3): the reads and
// writes they need, typed with the public shapes (shared/schemas/javno.ts) and the entity rows, answered by D1
// (the functions of ./javno.ts, ./memberships.ts, ./audit.ts, ./roles, ./personal-data.ts and
// ./file-references.ts) or by Hasura (./hasura-provider.ts), whichever DATA_PROVIDER names. A route asks
// `providerOf(c)` once, the cron job `providerFor(env)`, and neither knows which store answers; the provider
// contract suite (tests/worker/provider-contract.test.ts) requires both to answer alike.
import { eq } from "drizzle-orm";
import { savezi } from "../../shared/entities/savez";
import { getConfig } from "../config";
import { listAudit } from "./audit";
import { database, type Database } from "./db";
import { federationsFor } from "./federations";
import { d1References } from "./file-references";
import { hasuraProvider } from "./hasura-provider";
import { d1League } from "./lige-d1";
import { d1Entries } from "./prijave-d1";
import {
  getDogadanje,
  getNatjecanje,
  kalendarRows,
  listDogadanja,
  listNatjecanja,
  savezBySlug,
  sitemapRows,
} from "./javno";
import { membershipById, membershipPhoto, ownMemberships, registerSettings } from "./memberships";
import { eraseAccount, personalData } from "./personal-data";
import { purgeDeleted } from "./purge";
import { listPeople } from "./roles";
import type { CardRow, DataProvider } from "./provider-shapes";

export type { CardRow, DataProvider, NatjecanjaOptions, SavezRow } from "./provider-shapes";

/** The D1 provider: today's functions over this request's database. */
export function d1Provider(db: Database): DataProvider {
  return {
    savezBySlug: (scope, slug) => savezBySlug(db, scope, slug),
    listNatjecanja: (scope, options) => listNatjecanja(db, scope, options),
    getNatjecanje: (scope, id, danas) => getNatjecanje(db, scope, id, danas),
    listDogadanja: (scope, options) => listDogadanja(db, scope, options),
    getDogadanje: (scope, id) => getDogadanje(db, scope, id),
    kalendarRows: (scope, savezId, now) => kalendarRows(db, scope, savezId, now),
    ownMemberships: (scope) => ownMemberships(db, scope, {}),
    listAudit: (scope, query, cursor) => listAudit(db, scope, query, cursor),
    registerPrefixes: async (ids) =>
      new Map([...(await registerSettings(db, ids))].map(([id, settings]) => [id, settings.prefix])),
    cardById: async (id) => {
      const row = (await membershipById(db, id)) as Omit<CardRow, "savez"> & { savez_id: string | null };
      if (!row) return null;
      const savez = row.savez_id ? await savezById(db, row.savez_id) : null;
      return { ...pickCard(row), savez };
    },
    membershipPhoto: (id) => membershipPhoto(db, id),
    federationsFor: (scope) => federationsFor(db, scope),
    sitemapIndex: (scope) => sitemapRows(db, scope, { index: true }),
    sitemapPage: (scope, page) => sitemapRows(db, scope, page),
    listPeople: (scope, q, after) => listPeople(db.$client, scope, q, after),
    personalData: (userId) => personalData(db.$client, userId),
    eraseAccount: (scope, userId) => eraseAccount(db.$client, scope, userId),
    fileReferences: d1References(db),
    purgeDeleted: (files, now) => purgeDeleted(db, files, now),
    // Leagues (issue 31)
    lige: (scope) => d1League(db, scope),
    // Entries (issue 30)
    prijave: (scope) => d1Entries(db, scope),
  };
}

async function savezById(db: Database, id: string) {
  return (
    (await db.select({ naziv: savezi.naziv, slug: savezi.slug }).from(savezi).where(eq(savezi.id, id)).get()) ?? null
  );
}

/** A card's columns out of a membership row (the row holds more: the register's fields). */
export const pickCard = (row: Omit<CardRow, "savez">): Omit<CardRow, "savez"> => ({
  id: row.id,
  number: row.number,
  type: row.type,
  status: row.status,
  expiry: row.expiry,
  valid_from: row.valid_from,
  first_name: row.first_name,
  last_name: row.last_name,
  photo_key: row.photo_key ?? null,
  profile_picture_url: row.profile_picture_url ?? null,
  deleted_at: row.deleted_at ?? null,
  token_version: Number(row.token_version ?? 1),
});

/** Each request's provider, made on its first read (keyed by the request, so it goes with it). */
const chosen = new WeakMap<Request, DataProvider>();

/** What providerOf needs of a request's Hono context (worker/data may not know the app's types). */
interface RequestContext {
  env: Env;
  req: { raw: Request };
  var: { requestId?: string };
}

/**
 * The provider the Worker's configuration names, for a request (its id goes upstream for the audit rows) or
 * for the cron job. D1 is always at hand: it holds the accounts in either mode.
 */
export function providerFor(env: Pick<Env, "DB">, requestId?: string): DataProvider {
  const config = getConfig(env);
  const db = database(env.DB);
  if (config.DATA_PROVIDER !== "hasura") return d1Provider(db);
  const options = {
    url: config.HASURA_GRAPHQL_URL!,
    adminSecret: config.HASURA_ADMIN_SECRET!,
    timeoutMs: config.HASURA_TIMEOUT_MS,
    requestId,
  };
  return hasuraProvider(options, db);
}

/** The provider of this request, from the Worker's configuration (made once per request). */
export function providerOf(c: RequestContext): DataProvider {
  const known = chosen.get(c.req.raw);
  if (known) return known;
  const provider = providerFor(c.env, c.var.requestId);
  chosen.set(c.req.raw, provider);
  return provider;
}
