// The public reads of issue 16 (REST, JSON): competitions (keyset pages, upcoming first), one competition,
// the announcement archive and one announcement; and the calendars (RFC 5545). Anyone may read them (the
// permission table's `read:…:all`); writes stay GraphQL's, staff only. Bad ids, cursors, slugs and page
// sizes are 400 (an unknown row or federation 404) with the catalogue's message, before any SQL.
// Anonymous answers are kept at the edge like the public feed and dropped by the same staff writes. Each
// route is declared with its schemas (./openapi-schemas.ts), which check the parameters and describe the
// route in /api/v1/openapi.json (./openapi.ts).
import type { Context } from "hono";
import { zagrebDay } from "../../shared/dates";
import { icalText } from "../../shared/entities/fields";
import { NATJECANJE_FIELDS } from "../../shared/entities/natjecanje/fields";
import { isAnonymous } from "../../shared/permissions";
import { fill, ROUTES } from "../../shared/paths";
import { JAVNO_PAGE_SIZE } from "../../shared/schemas/javno";
import { PRODUCT, T_JAVNO } from "../../shared/texts";
import type { AppEnv } from "../app-env";
import { getCaller } from "../auth/require";
import { decodeDogadanjaCursor, decodeNatjecanjaCursor } from "../data/javno";
import { providerOf } from "../data/provider";
import { scopeOf, type Scope } from "../data/scope";
import { ApiError } from "../errors";
import { routeAnswerKey } from "../cache";
import { calendar } from "../pages/ical";
import { edgeAnswer } from "./edge-answer";
import { byIdRoute, DescribedHono, getRoute } from "./openapi-hono";
import {
  dogadanjaPage,
  javnoDogadanje,
  javnoNatjecanjeDetalji,
  jsonContent,
  natjecanjaPage,
  natjecanjaQuery,
  pageQuery,
  refusals,
  slugParams,
} from "./openapi-schemas";

const scope = (c: Context<AppEnv>): Scope => scopeOf(getCaller(c), c.get("requestId"));

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
  return edgeAnswer(c, key, answer);
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });

/** The row read as JSON, or a 404 with `missing` (the catalogue's message) when there is none. */
const foundOr404 = (row: unknown, missing: string) => {
  if (!row) throw new ApiError(404, "not_found", missing);
  return json(row);
};

/** Competitions read with their federation, documents, results and start list (its competitors). */
export const COMPETITION_ENTITIES = [
  "natjecanja",
  "natjecanja_dokumenti",
  "rezultati",
  "savezi",
  "natjecanja_natjecatelji",
  "natjecatelji",
];

const TAG = { natjecanja: "Natjecanja", dogadanja: "Događanja", kalendari: "Kalendari" };

const calendarContent = (description: string) => ({
  description,
  content: { "text/calendar": { schema: { type: "string" as const } } },
});

const listNatjecanjaRoute = getRoute("/natjecanja", TAG.natjecanja, {
  summary: "Competitions",
  description:
    "Published competitions in keyset pages: those not yet over first (soonest first), then past ones (latest first).",
  request: { query: natjecanjaQuery },
  responses: {
    200: jsonContent(natjecanjaPage, "One page of competitions."),
    ...refusals({
      400: "invalid_limit, invalid_slug, or invalid_cursor (a cursor of another list or another day).",
      404: "No federation has that slug.",
    }),
  },
});

const natjecanjeRoute = byIdRoute(
  "/natjecanja/{id}",
  TAG.natjecanja,
  { summary: "One competition", description: "A competition with its federation, documents, results and start list." },
  jsonContent(javnoNatjecanjeDetalji, "The competition."),
  { 404: "No such competition (or it is deleted)." },
);

const listDogadanjaRoute = getRoute("/dogadanja", TAG.dogadanja, {
  summary: "Announcements",
  description: "Every announcement (the event archive), newest first, in keyset pages.",
  request: { query: pageQuery },
  responses: {
    200: jsonContent(dogadanjaPage, "One page of announcements."),
    ...refusals({ 400: "invalid_limit or invalid_cursor." }),
  },
});

const dogadanjeRoute = byIdRoute(
  "/dogadanja/{id}",
  TAG.dogadanja,
  { summary: "One announcement" },
  jsonContent(javnoDogadanje, "The announcement with its federation."),
  { 404: "No such announcement." },
);

const kalendarRoute = getRoute("/kalendar.ics", TAG.kalendari, {
  summary: "Every competition as a calendar",
  description:
    "RFC 5545: each competition an all-day event whose UID stays and whose SEQUENCE rises with each edit; a deleted one stays CANCELLED for 30 days.",
  responses: { 200: calendarContent("The calendar of every federation's competitions.") },
});

const savezKalendarRoute = getRoute("/savezi/{slug}/kalendar.ics", TAG.kalendari, {
  summary: "One federation's competitions as a calendar",
  request: { params: slugParams },
  responses: {
    200: calendarContent("The calendar of the federation's competitions."),
    ...refusals({ 400: "invalid_slug.", 404: "No federation has that slug." }),
  },
});

export const javno = new DescribedHono<AppEnv>()
  .describe(listNatjecanjaRoute, async (c) => {
    const { savez, after, limit = JAVNO_PAGE_SIZE } = c.req.valid("query");
    const savezSlug = savez ?? "";
    const danas = zagrebDay();
    const cursor = after ? decodeNatjecanjaCursor(after) : null;
    // A cursor of another list (another federation) or another day (the list splits on today) is stale.
    if (after && (!cursor || cursor.savez !== savezSlug || cursor.danas !== danas)) throw badCursor();
    const provider = providerOf(c);
    const params = JSON.stringify([savezSlug, after ?? "", limit, danas]);
    return cached(c, "natjecanja", ["natjecanja", "savezi"], null, params, async () => {
      const found = savezSlug ? await provider.savezBySlug(scope(c), savezSlug) : null;
      if (savezSlug && !found) throw new ApiError(404, "not_found", T_JAVNO.savezNotFound);
      const options = { savezId: found?.id ?? null, savezSlug, limit, cursor, danas };
      return json(await provider.listNatjecanja(scope(c), options));
    });
  })
  .describe(natjecanjeRoute, async (c) => {
    const { id } = c.req.valid("param");
    const danas = zagrebDay();
    return cached(c, "natjecanje", COMPETITION_ENTITIES, null, JSON.stringify([id, danas]), async () =>
      foundOr404(await providerOf(c).getNatjecanje(scope(c), id, danas), T_JAVNO.natjecanjeNotFound),
    );
  })
  .describe(listDogadanjaRoute, async (c) => {
    const { after, limit = JAVNO_PAGE_SIZE } = c.req.valid("query");
    const cursor = after ? decodeDogadanjaCursor(after) : null;
    if (after && !cursor) throw badCursor();
    return cached(c, "dogadanja", ["feed", "savezi"], null, JSON.stringify([after ?? "", limit]), async () =>
      json(await providerOf(c).listDogadanja(scope(c), { limit, cursor })),
    );
  })
  .describe(dogadanjeRoute, async (c) => {
    const { id } = c.req.valid("param");
    return cached(c, "dogadanje", ["feed", "savezi"], null, id, async () =>
      foundOr404(await providerOf(c).getDogadanje(scope(c), id), T_JAVNO.dogadanjeNotFound),
    );
  })
  .describe(kalendarRoute, (c) => calendarResponse(c, null))
  .describe(savezKalendarRoute, (c) => calendarResponse(c, c.req.valid("param").slug));

/** A calendar of every federation's competitions (`slug` null) or one federation's. */
async function calendarResponse(c: Context<AppEnv>, slug: string | null): Promise<Response> {
  const provider = providerOf(c);
  const origin = new URL(c.req.url).origin;
  return cached(c, "kalendar", ["natjecanja", "savezi"], null, slug ?? "", async () => {
    const savez = slug ? await provider.savezBySlug(scope(c), slug) : null;
    if (slug && !savez) throw new ApiError(404, "not_found", T_JAVNO.savezNotFound);
    const rows = await provider.kalendarRows(scope(c), savez?.id ?? null);
    const body = calendar(
      savez ? `${savez.naziv} · ${PRODUCT}` : `${T_JAVNO.natjecanja} · ${PRODUCT}`,
      rows.map((row) => ({
        id: row.id,
        datum_od: row.datum_od,
        datum_do: row.datum_do,
        text: icalText(NATJECANJE_FIELDS, row),
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
