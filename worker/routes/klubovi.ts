// The clubs' routes (issue 29):
// - GET /api/v1/klubovi?savez=&q=: every federation's clubs by name (public, declared in the OpenAPI document).
// - GET /api/v1/klubovi/:slug: one club with its federation's active season and the athletes licensed for it,
//   by name only (public).
// - GET /api/v1/moj-klub: the caller's clubs (an official's, by its verified email) with their federations'
//   active seasons: where 'Moj klub' starts (signed in; not public).
// - GET /api/v1/sportasi/pretraga?savez=&q=: a federation's athletes by part of their name, for a transfer's
//   ask (officials of its clubs, its staff, admins): name, club and year of birth only.
// - GET /api/v1/transferi/sportasi?savez=: the athletes of the federation's transfers by name, for those who act
//   on them: its staff and admins (every transfer), the officials of either club of a transfer (their clubs').
// - /sitemap/klubovi.xml listing every club's page (named in the sitemap index); the page itself, /klubovi/:slug,
//   is rendered by React with its title, Open Graph tags and JSON-LD (./public-pages.ts).
// Anonymous public answers are kept at the edge like the competitions' and dropped by the writes they read.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { API, fill, ROUTES } from "../../shared/paths";
import { can, isAnonymous } from "../../shared/permissions";
import { isSlug } from "../../shared/schemas/javno";
import type { JavniKlub, JavniKlubDetalji } from "../../shared/schemas/klubovi";
import { T_MOJ_KLUB } from "../../shared/texts";
import type { AppEnv } from "../app-env";
import { getCaller } from "../auth/require";
import { routeAnswerKey } from "../cache";
import { kluboviReadsOf } from "../data/klubovi-javno";
import { NO_PERMISSION } from "../data/errors";
import { ApiError } from "../errors";
import { sitemapXml } from "../pages/seo";
import { edgeAnswer } from "./edge-answer";
import { licenceToken } from "./licence-card";
import { DescribedHono, getRoute } from "./openapi-hono";
import { jsonContent, refusals, slugParams } from "./openapi-schemas";

/** The sitemap page of every club's page (the index names it: ./sitemap.ts). */
export const KLUBOVI_SITEMAP = "/sitemap/klubovi.xml";

/** What the club answers read: their writes drop the kept answers. */
const ENTITIES = ["klubovi", "savezi", "sezone", "licence", "sportasi"];

/** The same for the clubs' pages the Worker renders (./public-pages.ts). */
export const KLUBOVI_ENTITIES: readonly string[] = ENTITIES;

async function cached(c: Context<AppEnv>, name: string, params: string, answer: () => Promise<Response>) {
  if (!isAnonymous(getCaller(c))) return answer();
  const key = await routeAnswerKey(new URL(c.req.url).origin, name, ENTITIES, null, params);
  return edgeAnswer(c, key, answer);
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });

const savez = z.object({ slug: z.string(), naziv: z.string(), logo_key: z.string().nullable().optional() });
const javniKlub = z
  .object({
    slug: z.string(),
    naziv: z.string(),
    kratki_naziv: z.string(),
    logo_key: z.string().nullable().openapi({ description: "Its logo's key, under /api/v1/files/slike/." }),
    savez: z.union([savez, z.null()]),
  })
  .openapi("JavniKlub", { description: "A club as the public list shows it." }) satisfies z.ZodType<JavniKlub>;
const javniKlubDetalji = javniKlub
  .extend({
    adresa: z.string().nullable(),
    email: z.string().nullable(),
    sezona: z.union([z.object({ naziv: z.string() }), z.null()]),
    sportasi: z.array(z.object({ ime: z.string(), prezime: z.string() })),
  })
  .openapi("JavniKlubDetalji", {
    description: "A club with its federation's active season and the athletes licensed for it, by name only.",
  }) satisfies z.ZodType<JavniKlubDetalji>;

const kluboviQuery = z.object({
  savez: z
    .preprocess((v) => (v === "" ? undefined : v), z.string().min(2).max(60).optional())
    .openapi({ param: { name: "savez", in: "query" }, description: "Only this federation's clubs (its slug)." }),
  q: z
    .string()
    .max(100)
    .optional()
    .openapi({
      param: { name: "q", in: "query" },
      description: "Part of the club's name (case and diacritics ignored).",
    }),
});

const TAG = "Klubovi";

const kluboviRoute = getRoute("/klubovi", TAG, {
  summary: "Clubs",
  description: "Every federation's clubs by name (at most 500; a federation or a search narrows them).",
  request: { query: kluboviQuery },
  responses: {
    200: jsonContent(z.object({ klubovi: z.array(javniKlub) }), "The clubs."),
    ...refusals({ 400: "invalid_slug or bad_request (a search longer than 100 characters)." }),
  },
});

const klubRoute = getRoute("/klubovi/{slug}", TAG, {
  summary: "One club",
  description: "A club with its federation and the athletes licensed for the active season, by name only.",
  request: { params: slugParams },
  responses: {
    200: jsonContent(javniKlubDetalji, "The club."),
    ...refusals({ 400: "invalid_slug.", 404: "No club has that slug (or it is deleted)." }),
  },
});

/** The public reads, mounted under /api/v1 by ./openapi.ts. */
export const klubovi = new DescribedHono<AppEnv>()
  .describe(kluboviRoute, async (c) => {
    const { savez: savezSlug = null, q = "" } = c.req.valid("query");
    if (savezSlug && !isSlug(savezSlug)) throw new ApiError(400, "invalid_slug", T_MOJ_KLUB.badSlug);
    const filter = { savezSlug, q: q.trim() };
    return cached(c, "klubovi", JSON.stringify(filter), async () =>
      json({ klubovi: await kluboviReadsOf(c).list(filter) }),
    );
  })
  .describe(klubRoute, async (c) => {
    const { slug } = c.req.valid("param");
    return cached(c, "klub", slug, async () => {
      const found = await kluboviReadsOf(c).bySlug(slug);
      if (!found) throw new ApiError(404, "not_found", T_MOJ_KLUB.klubNotFound);
      return json(found);
    });
  });

/** The caller's clubs: the club rights the server gives it (none until the `club` scope is in its caller). */
function callerClubs(c: Context<AppEnv>): readonly string[] {
  const caller = getCaller(c);
  return "clubs" in caller && Array.isArray(caller.clubs) ? (caller.clubs as readonly string[]) : [];
}

const origin = (c: Context<AppEnv>) => new URL(c.req.url).origin;

/** A search's text: two characters at least (a name's start), a hundred at most. */
const pretraga = z.object({ savez: z.string().min(1).max(60), q: z.string().trim().min(2).max(100) });

/**
 * Whether the caller may search federation `savezId`'s athletes: an admin, its staff, or an official of one
 * of its clubs (who asks for a transfer of an athlete of another club of it).
 */
async function searchesIn(c: Context<AppEnv>, savezId: string): Promise<boolean> {
  const caller = getCaller(c);
  // Whoever reads every federation's athletes (an admin), or this federation's staff.
  if (can(caller, "read", "sportasi") === "all" || caller.federations.includes(savezId)) return true;
  const clubs = callerClubs(c);
  if (clubs.length === 0) return false;
  return (await kluboviReadsOf(c).mine(clubs)).some((k) => k.savez_id === savezId);
}

/** 'Moj klub''s start, the athletes' search, the licence card's token and the clubs' sitemap page (./app.ts). */
export const kluboviStranice = new Hono<AppEnv>()
  .get(API.mojKlub, async (c) => {
    if (isAnonymous(getCaller(c))) throw new ApiError(401, "unauthenticated", T_MOJ_KLUB.signIn);
    const klubovi = await kluboviReadsOf(c).mine(callerClubs(c));
    return c.json({ klubovi }, 200, { "cache-control": "private, no-store" });
  })
  .get(API.sportasiPretraga, async (c) => {
    if (isAnonymous(getCaller(c))) throw new ApiError(401, "unauthenticated", T_MOJ_KLUB.signIn);
    const parsed = pretraga.safeParse({ savez: c.req.query("savez"), q: c.req.query("q") });
    if (!parsed.success) throw new ApiError(400, "bad_request", T_MOJ_KLUB.pretragaKratka);
    const { savez: savezId, q } = parsed.data;
    if (!(await searchesIn(c, savezId))) throw new ApiError(403, "forbidden", NO_PERMISSION);
    const sportasi = await kluboviReadsOf(c).search(savezId, q);
    return c.json({ sportasi }, 200, { "cache-control": "private, no-store" });
  })
  .get(API.transferiSportasi, async (c) => {
    const caller = getCaller(c);
    if (isAnonymous(caller)) throw new ApiError(401, "unauthenticated", T_MOJ_KLUB.signIn);
    const savezId = z.string().min(1).max(60).safeParse(c.req.query("savez"));
    if (!savezId.success) throw new ApiError(400, "bad_request", T_MOJ_KLUB.transferiSavez);
    // The federation's staff and admins see every transfer's athlete; an official, those of their clubs' transfers.
    const all = can(caller, "read", "transferi") === "all" || caller.federations.includes(savezId.data);
    const clubs = all ? null : callerClubs(c);
    if (clubs !== null && clubs.length === 0) throw new ApiError(403, "forbidden", NO_PERMISSION);
    const sportasi = await kluboviReadsOf(c).transferAthletes(savezId.data, clubs);
    return c.json({ sportasi }, 200, { "cache-control": "private, no-store" });
  })
  .get(API.licencaIskaznica, licenceToken)
  // The club's page (ROUTES.klub) is rendered by React with its head (./public-pages.ts, issue 32).
  .get(KLUBOVI_SITEMAP, (c) =>
    cached(c, "sitemap:klubovi", "", async () => {
      const rows = await kluboviReadsOf(c).slugs();
      const urls = rows.map((row) => ({
        url: new URL(fill(ROUTES.klub, { slug: row.slug }), origin(c)).href,
        lastmod: row.at,
      }));
      return new Response(sitemapXml(urls), {
        headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=300" },
      });
    }),
  );
