// One data provider for the REST routes and rewritten pages (issue 27, item 3): the reads they need, typed
// with the public shapes (shared/schemas/javno.ts) and the entity rows, answered by D1 (the functions of
// ./javno.ts and ./memberships.ts) or by Hasura (./hasura-provider.ts), whichever DATA_PROVIDER names. A
// route asks `providerOf(c)` once and never knows which store answers; the provider contract suite
// (tests/worker/provider-contract.test.ts) requires both to answer alike.
import { eq } from "drizzle-orm";
import { savezi } from "../../shared/entities/savez";
import { getConfig } from "../config";
import { listAudit } from "./audit";
import { database, type Database } from "./db";
import { hasuraProvider } from "./hasura-provider";
import { getDogadanje, getNatjecanje, kalendarRows, listDogadanja, listNatjecanja, savezBySlug } from "./javno";
import { membershipById, ownMemberships, registerSettings } from "./memberships";
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

/** The provider of this request, from the Worker's configuration (made once per request). */
export function providerOf(c: RequestContext): DataProvider {
  const known = chosen.get(c.req.raw);
  if (known) return known;
  const config = getConfig(c.env);
  const provider =
    config.DATA_PROVIDER === "hasura"
      ? hasuraProvider({
          url: config.HASURA_GRAPHQL_URL!,
          adminSecret: config.HASURA_ADMIN_SECRET!,
          timeoutMs: config.HASURA_TIMEOUT_MS,
          requestId: c.var.requestId,
        })
      : d1Provider(database(c.env.DB));
  chosen.set(c.req.raw, provider);
  return provider;
}
