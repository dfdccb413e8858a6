// The league's API (issue 31). Public: a competition's computed standings (`GET /api/v1/natjecanja/:id/ljestvica`)
// and a team's calendar (`GET /api/v1/ekipe/:id/kalendar.ics`), described in the OpenAPI document and kept at the
// edge for anonymous callers, tagged by the league's tables. Signed in, under /api/v1/lige: the federation's staff
// set a league up (rule sets, groups, teams, fixtures generated or by CSV, a match moved or its status changed,
// adjustments, results by CSV, a dispute decided); a club's officials enter (home) or confirm and dispute (away)
// results. Every league write replaces the league tables' edge generations, so a result that now counts changes
// the public table at once. Rights are the permission table's (worker/data/lige.ts checks them on the rows).
import { Hono, type Context } from "hono";
import { z } from "zod";
import { ekipaInput } from "../../shared/entities/ekipa/input";
import { korekcijaInput } from "../../shared/entities/korekcija/input";
import { pravilaInput } from "../../shared/entities/pravila/input";
import { rasporedInput, skupinaInput, skupinaPravilaInput } from "../../shared/entities/skupina/input";
import { premjestiInput, prigovorInput, rezultatInput, statusInput } from "../../shared/entities/utakmica/input";
import { isAnonymous } from "../../shared/permissions";
import { ID_PATTERN } from "../../shared/schemas/javno";
import { PRODUCT, T_ADMIN_ERRORS, T_JAVNO, T_LIGE } from "../../shared/texts";
import type { AppEnv } from "../app-env";
import { getCaller } from "../auth/require";
import { invalidateEntities, routeAnswerKey } from "../cache";
import { database } from "../data/db";
import * as lige from "../data/lige";
import { scopeOf, type Scope } from "../data/scope";
import { ApiError } from "../errors";
import { matchCalendar } from "../pages/ical";
import { edgeAnswer } from "./edge-answer";
import { DescribedHono, declareRoute } from "./openapi-hono";
import { idParams, jsonContent, ljestvicaAnswer, refusals } from "./openapi-schemas";

const TAG = "Lige";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });

/** Anonymous answers from the edge cache, keyed by the league tables' generations. */
function cached(c: Context<AppEnv>, name: string, id: string, answer: () => Promise<Response>) {
  if (!isAnonymous(getCaller(c))) return answer();
  return routeAnswerKey(new URL(c.req.url).origin, name, lige.LEAGUE_ENTITIES, null, id).then((key) =>
    edgeAnswer(c, key, answer),
  );
}

const ljestvicaRoute = declareRoute({
  method: "get",
  path: "/natjecanja/{id}/ljestvica",
  tags: [TAG],
  summary: "A league's standings",
  description:
    "Each group's table computed from its counted matches by the group's rule set version and point adjustments: a result counts once the away club confirmed it, the federation decided it, or 48 hours after it was entered unanswered. A row a tie-break placed says why (objasnjenje).",
  request: { params: idParams },
  responses: {
    200: jsonContent(ljestvicaAnswer, "The tables, one per group (none for a competition without groups)."),
    ...refusals({ 400: "invalid_id.", 404: "No such competition (or it is deleted)." }),
  },
});

const kalendarRoute = declareRoute({
  method: "get",
  path: "/ekipe/{id}/kalendar.ics",
  tags: ["Kalendari"],
  summary: "A league team's matches as a calendar",
  description:
    "RFC 5545: each match of the team with a date, at its time in Zagreb (90 minutes) or all day without one, at its venue; an annulled match is CANCELLED.",
  request: { params: idParams },
  responses: {
    200: { description: "The team's calendar.", content: { "text/calendar": { schema: { type: "string" as const } } } },
    ...refusals({ 400: "invalid_id.", 404: "No such team." }),
  },
});

export const ligeJavno = new DescribedHono<AppEnv>()
  .describe(ljestvicaRoute, async (c) => {
    const { id } = c.req.valid("param");
    return cached(c, "ljestvica", id, async () => {
      const found = await lige.ljestvica(database(c.env.DB), id);
      if (!found) throw new ApiError(404, "not_found", T_LIGE.nePostoji.natjecanje);
      return json(found);
    });
  })
  .describe(kalendarRoute, async (c) => {
    const { id } = c.req.valid("param");
    return cached(c, "ekipa-kalendar", id, async () => {
      const found = await lige.ekipaKalendar(database(c.env.DB), id);
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
  if (isAnonymous(caller)) throw new ApiError(401, "unauthenticated", "Sign in first.");
  return scopeOf(caller, c.get("requestId") ?? null);
}

/** The JSON body checked by `schema`, or 400 with field errors. */
async function body<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  const raw: unknown = await c.req.json().catch(() => {
    throw new ApiError(400, "invalid_json", T_ADMIN_ERRORS.badJson);
  });
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

/** Runs a league write and then drops the league's public answers (standings, calendars) at the edge. */
async function write(c: Context<AppEnv>, work: (db: ReturnType<typeof database>, scope: Scope) => Promise<unknown>) {
  const scope = signedIn(c);
  const result = await work(database(c.env.DB), scope);
  const origin = new URL(c.req.url).origin;
  await invalidateEntities(
    origin,
    lige.LEAGUE_ENTITIES.map((entity) => ({ entity })),
  );
  return json(result);
}

export const ligeApi = new Hono<AppEnv>()
  .get("/skupine/:id", async (c) => {
    signedIn(c);
    const found = await lige.skupinaDetalji(database(c.env.DB), idOf(c));
    if (!found) throw new ApiError(404, "not_found", T_LIGE.nePostoji.skupina);
    return json(found);
  })
  .post("/pravila", async (c) => write(c, async (db, s) => lige.createPravila(db, s, await body(c, pravilaInput))))
  .post("/skupine", async (c) => write(c, async (db, s) => lige.createSkupina(db, s, await body(c, skupinaInput))))
  .post("/skupine/:id/pravila", async (c) =>
    write(c, async (db, s) =>
      lige.chooseSkupinaPravila(db, s, idOf(c), (await body(c, skupinaPravilaInput)).pravila_id),
    ),
  )
  .post("/skupine/:id/ekipe", async (c) =>
    write(c, async (db, s) => lige.createEkipa(db, s, idOf(c), await body(c, ekipaInput))),
  )
  .post("/skupine/:id/korekcije", async (c) =>
    write(c, async (db, s) => lige.createKorekcija(db, s, idOf(c), await body(c, korekcijaInput))),
  )
  .post("/skupine/:id/raspored", async (c) =>
    write(c, async (db, s) => lige.generateRaspored(db, s, idOf(c), await body(c, rasporedInput))),
  )
  .post("/skupine/:id/raspored.csv", async (c) =>
    write(c, async (db, s) => lige.importRaspored(db, s, idOf(c), await c.req.text())),
  )
  .post("/skupine/:id/rezultati.csv", async (c) =>
    write(c, async (db, s) => lige.importRezultati(db, s, idOf(c), await c.req.text())),
  )
  .post("/utakmice/:id/premjesti", async (c) =>
    write(c, async (db, s) => lige.moveUtakmica(db, s, idOf(c), await body(c, premjestiInput))),
  )
  .post("/utakmice/:id/status", async (c) =>
    write(c, async (db, s) => lige.setUtakmicaStatus(db, s, idOf(c), await body(c, statusInput))),
  )
  .post("/utakmice/:id/rezultat", async (c) =>
    write(c, async (db, s) => lige.enterRezultat(db, s, idOf(c), await body(c, rezultatInput))),
  )
  .post("/utakmice/:id/potvrdi", async (c) =>
    write(c, (db, s) => lige.answerRezultat(db, s, idOf(c), { potvrdi: true })),
  )
  .post("/utakmice/:id/ospori", async (c) =>
    write(c, async (db, s) =>
      lige.answerRezultat(db, s, idOf(c), { potvrdi: false, prigovor: (await body(c, prigovorInput)).prigovor }),
    ),
  )
  .post("/utakmice/:id/odluci", async (c) =>
    write(c, async (db, s) => lige.decideRezultat(db, s, idOf(c), await body(c, rezultatInput))),
  );
