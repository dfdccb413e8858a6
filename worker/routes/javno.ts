// The public reads of issue 16 (REST, JSON): competitions (keyset pages, upcoming first), one competition,
// the announcement archive and one announcement; and the calendars (RFC 5545). Anyone may read them (the
// permission table's `read:…:all`); writes stay GraphQL's, staff only. Bad ids, cursors, slugs and page
// sizes are 400 (an unknown row or federation 404) with the catalogue's message, before any SQL.
// Anonymous answers are kept at the edge like the public feed and dropped by the same staff writes.
import { Hono, type Context } from "hono";
import { isAnonymous } from "../../shared/permissions";
import { fill, ROUTES } from "../../shared/paths";
import { ID_PATTERN, isSlug, JAVNO_MAX_PAGE_SIZE, JAVNO_PAGE_SIZE } from "../../shared/schemas/javno";
import { PRODUCT, T_JAVNO } from "../../shared/texts";
import type { AppEnv } from "../app-env";
import { getCaller } from "../auth/require";
import { database } from "../data/db";
import {
  decodeDogadanjaCursor,
  decodeNatjecanjaCursor,
  getDogadanje,
  getNatjecanje,
  kalendarRows,
  listDogadanja,
  listNatjecanja,
  savezBySlug,
  zagrebToday,
} from "../data/javno";
import { scopeOf, type Scope } from "../data/scope";
import { ApiError } from "../errors";
import { acceptsGzip, cachedAnswer, routeAnswerKey, storeAnswer } from "../graphql/edge-cache";
import { calendar } from "../pages/ical";

const scope = (c: Context<AppEnv>): Scope => scopeOf(getCaller(c), c.get("requestId"));

/** The page size asked for: 1..JAVNO_MAX_PAGE_SIZE, else 400 (a huge one is refused, not clamped). */
function pageSize(value: string | undefined): number {
  if (value === undefined) return JAVNO_PAGE_SIZE;
  if (!/^\d{1,3}$/.test(value)) throw new ApiError(400, "invalid_limit", T_JAVNO.badLimit);
  const n = Number(value);
  if (n < 1 || n > JAVNO_MAX_PAGE_SIZE) throw new ApiError(400, "invalid_limit", T_JAVNO.badLimit);
  return n;
}

function rowId(value: string): string {
  if (!ID_PATTERN.test(value)) throw new ApiError(400, "invalid_id", T_JAVNO.badId);
  return value;
}

function slugOf(value: string): string {
  if (!isSlug(value)) throw new ApiError(400, "invalid_slug", T_JAVNO.badSlug);
  return value;
}

const badCursor = () => new ApiError(400, "invalid_cursor", T_JAVNO.badCursor);

/**
 * Serves an answer from the edge cache for anonymous callers (keyed by `name`, `params` and the generations
 * of `entities`), else computes and, when it is a 200, stores it gzipped: a hit then sends those bytes to
 * any client that takes gzip (a calendar of 1 000 competitions: 476 KB as text, a tenth of it gzipped).
 */
async function cached(
  c: Context<AppEnv>,
  name: string,
  entities: readonly string[],
  federationId: string | null,
  params: string,
  answer: () => Promise<Response>,
): Promise<Response> {
  if (!isAnonymous(getCaller(c))) return answer();
  const key = await routeAnswerKey(new URL(c.req.url).origin, name, entities, federationId, params);
  const hit = await cachedAnswer(key, acceptsGzip(c.req.header("accept-encoding")));
  if (hit) return hit;
  const response = await answer();
  response.headers.set("x-edge-cache", "MISS");
  if (response.status === 200) c.executionCtx.waitUntil(storeAnswer(key, response.clone(), true));
  return response;
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });

/** Competitions read with their federation, documents, results and start list (its competitors). */
const COMPETITION_ENTITIES = [
  "natjecanja",
  "natjecanja_dokumenti",
  "rezultati",
  "savezi",
  "natjecanja_natjecatelji",
  "natjecatelji",
];

export const javno = new Hono<AppEnv>()
  .get("/natjecanja", async (c) => {
    const { savez, after, limit: rawLimit } = c.req.query();
    const limit = pageSize(rawLimit);
    const savezSlug = savez ? slugOf(savez) : "";
    const danas = zagrebToday();
    const cursor = after ? decodeNatjecanjaCursor(after) : null;
    // A cursor of another list (another federation) or another day (the list splits on today) is stale.
    if (after && (!cursor || cursor.savez !== savezSlug || cursor.danas !== danas)) throw badCursor();
    const db = database(c.env.DB);
    const params = JSON.stringify([savezSlug, after ?? "", limit, danas]);
    return cached(c, "natjecanja", ["natjecanja", "savezi"], null, params, async () => {
      const found = savezSlug ? await savezBySlug(db, scope(c), savezSlug) : null;
      if (savezSlug && !found) throw new ApiError(404, "not_found", T_JAVNO.savezNotFound);
      return json(await listNatjecanja(db, scope(c), { savezId: found?.id ?? null, savezSlug, limit, cursor, danas }));
    });
  })
  .get("/natjecanja/:id", async (c) => {
    const id = rowId(c.req.param("id"));
    const danas = zagrebToday();
    return cached(c, "natjecanje", COMPETITION_ENTITIES, null, JSON.stringify([id, danas]), async () => {
      const found = await getNatjecanje(database(c.env.DB), scope(c), id, danas);
      if (!found) throw new ApiError(404, "not_found", T_JAVNO.natjecanjeNotFound);
      return json(found);
    });
  })
  .get("/dogadanja", async (c) => {
    const { after, limit: rawLimit } = c.req.query();
    const limit = pageSize(rawLimit);
    const cursor = after ? decodeDogadanjaCursor(after) : null;
    if (after && !cursor) throw badCursor();
    return cached(c, "dogadanja", ["feed", "savezi"], null, JSON.stringify([after ?? "", limit]), async () =>
      json(await listDogadanja(database(c.env.DB), scope(c), { limit, cursor })),
    );
  })
  .get("/dogadanja/:id", async (c) => {
    const id = rowId(c.req.param("id"));
    return cached(c, "dogadanje", ["feed", "savezi"], null, id, async () => {
      const found = await getDogadanje(database(c.env.DB), scope(c), id);
      if (!found) throw new ApiError(404, "not_found", T_JAVNO.dogadanjeNotFound);
      return json(found);
    });
  })
  .get("/kalendar.ics", (c) => calendarResponse(c, null))
  .get("/savezi/:slug/kalendar.ics", (c) => calendarResponse(c, slugOf(c.req.param("slug"))));

/** A calendar of every federation's competitions (`slug` null) or one federation's. */
async function calendarResponse(c: Context<AppEnv>, slug: string | null): Promise<Response> {
  const db = database(c.env.DB);
  const origin = new URL(c.req.url).origin;
  return cached(c, "kalendar", ["natjecanja", "savezi"], null, slug ?? "", async () => {
    const savez = slug ? await savezBySlug(db, scope(c), slug) : null;
    if (slug && !savez) throw new ApiError(404, "not_found", T_JAVNO.savezNotFound);
    const rows = await kalendarRows(db, scope(c), savez?.id ?? null);
    const body = calendar(
      savez ? `${savez.naziv} · ${PRODUCT}` : `${T_JAVNO.natjecanja} · ${PRODUCT}`,
      rows.map((row) => ({
        id: row.id,
        naziv: row.naziv,
        datum_od: row.datum_od,
        datum_do: row.datum_do,
        lokacija: row.lokacija,
        version: row.version,
        cancelled: row.deleted_at !== null,
        url: new URL(fill(ROUTES.natjecanje, { id: row.id }), origin).href,
        savez: row.savezNaziv,
      })),
    );
    return new Response(body, {
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": `inline; filename="${slug ?? "natjecanja"}.ics"`,
        "cache-control": "no-store",
      },
    });
  });
}
