// The league's API (issue 31). Public: a competition's computed standings (`GET /api/v1/natjecanja/:id/ljestvica`)
// and a team's calendar (`GET /api/v1/ekipe/:id/kalendar.ics`), described in the OpenAPI document and kept at the
// edge for anonymous callers, tagged by the league's tables. Signed in, under /api/v1/lige: the federation's staff
// set a league up (rule sets, groups, teams, fixtures generated or by CSV, a match moved or its status changed,
// adjustments, results by CSV, a dispute decided); a club's officials enter (home) or confirm and dispute (away)
// results. Every league write replaces the league tables' edge generations, so a result that now counts changes
// the public table at once. Rights are the permission table's (worker/data/lige.ts checks them on the rows).
// The rows are the configured provider's (DATA_PROVIDER: D1, or PostgreSQL through Hasura as the caller's role).
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { PravilaInput } from "../../shared/entities/pravila/input";
import {
  LIGE_OPERACIJE,
  type LigaInput,
  type LigaOperation,
  type LigaOperationName,
} from "../../shared/league/operations";
import { isAnonymous, scopesOf, type Action } from "../../shared/permissions";
import { ID_PATTERN, isSlug } from "../../shared/schemas/javno";
import { PRODUCT, T_ADMIN_ERRORS, T_API, T_BODY_LIMIT, T_JAVNO, T_LIGE } from "../../shared/texts";
import type { AppEnv } from "../app-env";
import { getCaller } from "../auth/require";
import { invalidateEntities, routeAnswerKey } from "../cache";
import { NO_PERMISSION } from "../data/errors";
import * as lige from "../data/lige";
import { providerOf } from "../data/provider";
import * as pregled from "../data/lige-pregled";
import { scopeOf, type Scope } from "../data/scope";
import { ApiError } from "../errors";
import { formatBytes } from "../security/body-limits";
import { readBoundedBody } from "../security/bounded-body";
import { matchCalendar } from "../pages/ical";
import { edgeAnswer } from "./edge-answer";
import { byIdRoute, DescribedHono } from "./openapi-hono";
import { jsonContent, ljestvicaAnswer } from "./openapi-schemas";
import { hasuraSessionOf } from "./store-session";

const TAG = "Lige";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });

/**
 * The league's store of this request, on the configured provider. With Hasura it goes as the caller's role and
 * session (the headers the GraphQL gateway sends), and a signed-in caller's users row is copied upstream first,
 * as the gateway does, so the triggers find the author of a write.
 */
async function storeOf(c: Context<AppEnv>, scope: Scope): Promise<lige.LeagueStore> {
  return providerOf(c).lige(scope, await hasuraSessionOf(c));
}

/** The caller's scope (anonymous included) and the league's store for a read. */
const readStore = (c: Context<AppEnv>) => storeOf(c, scopeOf(getCaller(c), c.get("requestId") ?? null));

/** Anonymous answers from the edge cache, keyed by the league tables' generations. */
function cached(c: Context<AppEnv>, name: string, id: string, answer: () => Promise<Response>) {
  if (!isAnonymous(getCaller(c))) return answer();
  return routeAnswerKey(new URL(c.req.url).origin, name, lige.LEAGUE_ENTITIES, null, id).then((key) =>
    edgeAnswer(c, key, answer),
  );
}

const ljestvicaRoute = byIdRoute(
  "/natjecanja/{id}/ljestvica",
  TAG,
  {
    summary: "A league's standings",
    description:
      "Each group's table computed from its counted matches by the group's rule set version and point adjustments: a result counts once the away club confirmed it, the federation decided it, or 48 hours after it was entered unanswered. A row a tie-break placed says why (objasnjenje).",
  },
  jsonContent(ljestvicaAnswer, "The tables, one per group (none for a competition without groups)."),
  { 404: "No such competition (or it is deleted)." },
);

const kalendarRoute = byIdRoute(
  "/ekipe/{id}/kalendar.ics",
  "Kalendari",
  {
    summary: "A league team's matches as a calendar",
    description:
      "RFC 5545: each match of the team with a date, at its time in Zagreb (90 minutes) or all day without one, at its venue; an annulled match is CANCELLED.",
  },
  { description: "The team's calendar.", content: { "text/calendar": { schema: { type: "string" as const } } } },
  { 404: "No such team." },
);

export const ligeJavno = new DescribedHono<AppEnv>()
  .describe(ljestvicaRoute, async (c) => {
    const { id } = c.req.valid("param");
    return cached(c, "ljestvica", id, async () => {
      const found = await lige.ljestvica(await readStore(c), id);
      if (!found) throw new ApiError(404, "not_found", T_LIGE.nePostoji.natjecanje);
      return json(found);
    });
  })
  .describe(kalendarRoute, async (c) => {
    const { id } = c.req.valid("param");
    return cached(c, "ekipa-kalendar", id, async () => {
      const found = await lige.ekipaKalendar(await readStore(c), id);
      if (!found) throw new ApiError(404, "not_found", T_LIGE.nePostoji.ekipa);
      const events = found.matches
        .filter((m) => m.datum !== null)
        .map((m) => ({
          id: m.id,
          summary: T_LIGE.kalendar.dogadjaj(found.names.get(m.domacin_id) ?? "", found.names.get(m.gost_id) ?? ""),
          description: T_LIGE.kalendar.opis(found.natjecanje, found.skupina, m.kolo),
          datum: m.datum!,
          vrijeme: m.vrijeme,
          dvorana: m.dvorana,
          version: m.version,
          cancelled: m.status === "annulled",
        }));
      const body = matchCalendar(`${T_LIGE.kalendar.naziv(found.ekipa.naziv)} · ${PRODUCT}`, events);
      return new Response(body, {
        headers: {
          "content-type": "text/calendar; charset=utf-8",
          "content-disposition": `inline; filename="ekipa-${id}.ics"`,
          "cache-control": "no-store",
        },
      });
    });
  });

// ---------------------------------------------------------------------------------------------------------
// Writes (signed in)
// ---------------------------------------------------------------------------------------------------------

/** The caller's scope; anonymous callers are told to sign in (every league write needs an account). */
function signedIn(c: Context<AppEnv>): Scope {
  const caller = getCaller(c);
  if (isAnonymous(caller)) throw new ApiError(401, "unauthenticated", T_API.signInFirst);
  return scopeOf(caller, c.get("requestId") ?? null);
}

/**
 * The largest body a league write reads (issue 44): the entries API's cut (worker/routes/prijave.ts); a season's
 * fixtures or results by CSV fit many times over.
 */
export const LIGE_MAX_BODY_BYTES = 1024 * 1024;

/** The request body as text, read chunk by chunk and refused (413) as soon as it passes the limit. */
async function boundedText(c: Context<AppEnv>): Promise<string> {
  const limits = { initial: LIGE_MAX_BODY_BYTES, ceiling: LIGE_MAX_BODY_BYTES };
  const text = await readBoundedBody(c.req.raw, () => LIGE_MAX_BODY_BYTES, limits);
  if (typeof text !== "string") {
    throw new ApiError(413, "body_too_large", T_BODY_LIMIT.tooLarge(formatBytes(LIGE_MAX_BODY_BYTES)));
  }
  return text;
}

/** The JSON body checked by `schema`, or 400 with field errors. */
async function body<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  const text = await boundedText(c);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ApiError(400, "invalid_json", T_ADMIN_ERRORS.badJson);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new ApiError(400, "invalid_body", T_ADMIN_ERRORS.badBody, z.flattenError(parsed.error).fieldErrors);
  }
  return parsed.data;
}

/** A path's id, or 400. */
function idOf(c: Context<AppEnv>): string {
  const id = c.req.param("id") ?? "";
  if (!ID_PATTERN.test(id)) throw new ApiError(400, "invalid_id", T_JAVNO.badId);
  return id;
}

/** The checked input of the league operation `N`. */
type In<N extends LigaOperationName> = z.output<Extract<(typeof LIGE_OPERACIJE)[N], { input: z.ZodType }>["input"]>;

/** What a league write is given: the store, the caller's scope, the path's id and the checked input. */
type Handler = (db: lige.LeagueStore, scope: Scope, id: string, input: never) => Promise<unknown>;

/** Each league operation's data call (shared/league/operations.ts names them; one missing does not compile). */
const HANDLERS: Record<LigaOperationName, Handler> = {
  CreatePravila: (db, s, _id, input: PravilaInput) => lige.createPravila(db, s, input),
  CreateSkupina: (db, s, _id, input: In<"CreateSkupina">) => lige.createSkupina(db, s, input),
  ChooseSkupinaPravila: (db, s, id, input: { pravila_id: string }) =>
    lige.chooseSkupinaPravila(db, s, id, input.pravila_id),
  CreateEkipa: (db, s, id, input: In<"CreateEkipa">) => lige.createEkipa(db, s, id, input),
  CreateKorekcija: (db, s, id, input: In<"CreateKorekcija">) => lige.createKorekcija(db, s, id, input),
  GenerateRaspored: (db, s, id, input: In<"GenerateRaspored">) => lige.generateRaspored(db, s, id, input),
  ImportRaspored: (db, s, id, text: string) => lige.importRaspored(db, s, id, text),
  ImportRezultati: (db, s, id, text: string) => lige.importRezultati(db, s, id, text),
  MoveUtakmica: (db, s, id, input: In<"MoveUtakmica">) => lige.moveUtakmica(db, s, id, input),
  SetUtakmicaStatus: (db, s, id, input: In<"SetUtakmicaStatus">) => lige.setUtakmicaStatus(db, s, id, input),
  EnterRezultat: (db, s, id, input: In<"EnterRezultat">) => lige.enterRezultat(db, s, id, input),
  PotvrdiRezultat: (db, s, id) => lige.answerRezultat(db, s, id, { potvrdi: true }),
  OsporiRezultat: (db, s, id, input: { prigovor: string }) =>
    lige.answerRezultat(db, s, id, { potvrdi: false, prigovor: input.prigovor }),
  OdluciRezultat: (db, s, id, input: In<"OdluciRezultat">) => lige.decideRezultat(db, s, id, input),
};

/** The request's input as its operation declares it: the checked JSON body, the CSV text, or nothing. */
async function inputOf(c: Context<AppEnv>, input: LigaInput | undefined): Promise<unknown> {
  if (input === "csv") return boundedText(c);
  return input === undefined ? undefined : body(c, input);
}

/**
 * True when the caller holds a right the operation could use somewhere: the federation's league rights (staff,
 * admins), or for a result's entry or answer a club official's. Decided before the body is read, so a caller
 * who may do nothing here never has it read (the rows' checks follow in worker/data/lige.ts).
 */
function mayAttempt(scope: Scope, operation: LigaOperation): boolean {
  const wide = (action: Action, resource: "lige" | "rezultati_utakmica") =>
    scopesOf(scope, action, resource).some((s) => s !== "club");
  if (wide("create", "lige") || wide("update", "lige") || wide("update", "rezultati_utakmica")) return true;
  const official = scope.clubs.length > 0 && scopesOf(scope, "update", "rezultati_utakmica").includes("club");
  return !!operation.clubs && official;
}

/**
 * Runs a league operation (signed in first, then a right it could use, the path's id and the input read within
 * LIGE_MAX_BODY_BYTES), then drops the league's public answers (standings, calendars) at the edge.
 */
async function run(c: Context<AppEnv>, name: LigaOperationName) {
  const scope = signedIn(c);
  const operation: LigaOperation = LIGE_OPERACIJE[name];
  if (!mayAttempt(scope, operation)) throw new ApiError(403, "forbidden", NO_PERMISSION);
  const id = operation.path.includes(":id") ? idOf(c) : "";
  const input = await inputOf(c, operation.input);
  const result = await HANDLERS[name](await storeOf(c, scope), scope, id, input as never);
  await invalidateEntities(
    new URL(c.req.url).origin,
    lige.LEAGUE_ENTITIES.map((entity) => ({ entity })),
  );
  return json(result);
}

/** A group with its teams, matches (each saying whether it counts) and table, for whoever is signed in. */
const ligeReads = new Hono<AppEnv>()
  .get("/skupine/:id", async (c) => {
    const scope = signedIn(c);
    const found = await lige.skupinaDetalji(await storeOf(c, scope), idOf(c));
    if (!found) throw new ApiError(404, "not_found", T_LIGE.nePostoji.skupina);
    return json(found);
  })
  // A federation's rule set versions, for its staff's league screens.
  .get("/pravila", async (c) => {
    const scope = signedIn(c);
    const savezId = c.req.query("savez_id") ?? "";
    if (!ID_PATTERN.test(savezId)) throw new ApiError(400, "invalid_id", T_JAVNO.badId);
    return json(await lige.pravilaSaveza(await storeOf(c, scope), scope, savezId));
  })
  // The league screens' reads (worker/data/lige-pregled.ts). Public: a competition's groups with fixtures and
  // tables, a club's teams' matches, home's latest league; signed in: the matches the caller answers for.
  .get("/natjecanja/:id", (c) => {
    const id = idOf(c);
    return cached(c, "lige-natjecanje", id, async () => {
      const found = await pregled.natjecanjeLige(await readStore(c), id);
      if (!found) throw new ApiError(404, "not_found", T_LIGE.nePostoji.natjecanje);
      return json(found);
    });
  })
  .get("/klubovi/:slug/utakmice", (c) => {
    const slug = c.req.param("slug");
    if (!isSlug(slug)) throw new ApiError(400, "invalid_slug", T_JAVNO.badSlug);
    return cached(c, "lige-klub", slug, async () => {
      const found = await pregled.klubUtakmice(await readStore(c), slug);
      if (!found) throw new ApiError(404, "not_found", T_LIGE.nePostoji.klub);
      return json(found);
    });
  })
  .get("/najnovije", (c) =>
    cached(c, "lige-najnovije", "", async () => json({ liga: await pregled.najnovijaLiga(await readStore(c)) })),
  )
  .get("/moje-utakmice", async (c) => {
    const scope = signedIn(c);
    return json({ utakmice: await pregled.mojeUtakmice(await storeOf(c, scope), scope) });
  });

export const ligeApi = (Object.keys(LIGE_OPERACIJE) as LigaOperationName[]).reduce(
  (app, name) => app.post(LIGE_OPERACIJE[name].path, (c) => run(c, name)),
  ligeReads,
);
