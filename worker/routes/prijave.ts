// The entries' API (issue 30), under /api/v1/prijave (worker/data/prijave.ts decides; rights are the permission
// table's `natjecanja_prijave` and `nastupi` rows):
// - PUT  natjecanja/:id/postavke        staff: the entry settings (times in Zagreb's time, '2026-12-01T18:00')
// - POST natjecanja/:id/discipline      staff: one event; …/discipline.csv: many, all or nothing
// - GET  moj-klub                      an official: their clubs' entries in every competition, with status
// - GET  natjecanja/:id                 staff (all, ?club_id=&status=&disciplina_id=) or an official (their clubs)
// - POST discipline/:id/nastupi         an official for their club, staff for any club: an entry (201)
// - POST discipline/:id/naknadna        staff: a late entry by hand (no window, no cap), marked
// - POST nastupi/:id/povuci             the club (until the changes' deadline) or staff: withdrawn
// - POST nastupi/:id/odbij              staff: rejected with a reason
// - POST nastupi/:id/rezultat           staff: an accepted entry's place and time or points
// - POST discipline/:id/rezultati.csv   staff: an event's results by `startni_broj;ime;mjesto;rezultat`
// - GET  natjecanja/:id/kotizacije(.csv)      each club's entries and fees (staff; an official their clubs')
// Public, in the OpenAPI document (`prijaveJavno`, mounted at /api/v1 by ./openapi.ts):
// - GET  /api/v1/natjecanja/:id/startna-lista(.csv)   the accepted entries by event and club (after the close)
// - GET  /api/v1/natjecanja/:id/prijave                the window ('Prijave otvorene do …') and the events
// A refusal by an eligibility rule is 422 `entry_refused` with `details` keyed by the input's field
// (`sportasi.0`, `club_id`, `disciplina_id`), a bad body 400 `invalid_body` the same way: a form shows each at
// its field. Every write replaces the entries' edge generations, so a public start list changes at once.
// The rows are the configured provider's (DATA_PROVIDER: D1, or PostgreSQL through Hasura; the same answers).
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { MAX_DISCIPLINA_CSV, disciplinaSchema } from "../../shared/entities/disciplina/input";
import {
  NASTUP_STATUSES,
  nastupSchema,
  odbijSchema,
  povuciSchema,
  rezultatSchema,
} from "../../shared/entities/nastup/input";
import { postavkePrijavaSchema } from "../../shared/entities/postavke-prijava/input";
import { csvFile, euros, parseEventsCsv, parseResultsCsv } from "../../shared/entries/csv";
import { isAnonymous } from "../../shared/permissions";
import { ID_PATTERN } from "../../shared/schemas/javno";
import { croatianIssues } from "../../shared/schemas/text";
import { T_ADMIN_ERRORS, T_BODY_LIMIT, T_JAVNO, T_PRIJAVE } from "../../shared/texts";
import type { AppEnv } from "../app-env";
import { getCaller } from "../auth/require";
import { invalidateEntities, routeAnswerKey } from "../cache";
import * as prijave from "../data/prijave";
import { providerOf } from "../data/provider";
import { scopeOf, type Scope } from "../data/scope";
import { ApiError } from "../errors";
import { formatBytes } from "../security/body-limits";
import { edgeAnswer } from "./edge-answer";
import { byIdRoute, DescribedHono } from "./openapi-hono";
import { jsonContent } from "./openapi-schemas";
import { hasuraSessionOf } from "./store-session";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });

const csv = (body: string, name: string) =>
  new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}.csv"`,
      "cache-control": "no-store",
    },
  });

/** The caller's scope (anonymous too: the start lists answer it). */
const scopeOfRequest = (c: Context<AppEnv>): Scope => scopeOf(getCaller(c), c.get("requestId") ?? null);

/** The caller's scope; anonymous callers are told to sign in. */
function signedIn(c: Context<AppEnv>): Scope {
  if (isAnonymous(getCaller(c))) throw new ApiError(401, "unauthenticated", T_PRIJAVE.greske.prijaviteSe);
  return scopeOfRequest(c);
}

/** The JSON body checked by `schema`, or 400 with field errors. */
async function body<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  const raw: unknown = await c.req.json().catch(() => {
    throw new ApiError(400, "invalid_json", T_ADMIN_ERRORS.badJson);
  });
  const parsed = schema.safeParse(raw, { error: croatianIssues });
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fields[issue.path.join(".") || "_"] ??= []).push(issue.message);
    throw new ApiError(400, "invalid_body", T_ADMIN_ERRORS.badBody, fields);
  }
  return parsed.data;
}

/** A path's id, or 400. */
function idOf(c: Context<AppEnv>): string {
  const id = c.req.param("id") ?? "";
  if (!ID_PATTERN.test(id)) throw new ApiError(400, "invalid_id", T_JAVNO.badId);
  return id;
}

/** Drops the entries' kept public answers (start lists) after a write. */
async function written(c: Context<AppEnv>, answer: unknown, status = 200) {
  await invalidateEntities(
    new URL(c.req.url).origin,
    prijave.ENTRY_ENTITIES.map((entity) => ({ entity })),
  );
  return json(answer, status);
}

/** The entries' store of this request, on the configured provider, for the caller's scope. */
const store = async (c: Context<AppEnv>, scope: Scope): Promise<prijave.EntryStore> =>
  providerOf(c).prijave(scope, await hasuraSessionOf(c));

const filterQuery = z.object({
  club_id: z.string().regex(ID_PATTERN).optional(),
  status: z.enum(NASTUP_STATUSES).optional(),
  disciplina_id: z.string().regex(ID_PATTERN).optional(),
});

/** The start lists, or 403 while they are not public yet. */
async function startLists(c: Context<AppEnv>, id: string) {
  const scope = scopeOfRequest(c);
  const found = await prijave.startLists(await store(c, scope), scope, id);
  if (!found) throw new ApiError(403, "not_public_yet", T_PRIJAVE.greske.startnaNijeJavna);
  return found;
}

/** Anonymous start lists from the edge cache, keyed by the entries' tables' generations. */
function cached(c: Context<AppEnv>, name: string, id: string, answer: () => Promise<Response>) {
  if (!isAnonymous(getCaller(c))) return answer();
  return routeAnswerKey(new URL(c.req.url).origin, name, prijave.ENTRY_ENTITIES, null, id).then((key) =>
    edgeAnswer(c, key, answer),
  );
}

const names = (s: { ime: string; prezime: string; zamjena?: boolean }[]) =>
  s.map((a) => `${a.ime} ${a.prezime}${a.zamjena ? " (zamjena)" : ""}`).join(", ");

/** The largest body the entries' API reads: 500 events or an event's results by CSV fit many times over. */
export const PRIJAVE_MAX_BODY_BYTES = 1024 * 1024;

export const prijaveApi = new Hono<AppEnv>()
  .use(
    "*",
    bodyLimit({
      maxSize: PRIJAVE_MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, "body_too_large", T_BODY_LIMIT.tooLarge(formatBytes(PRIJAVE_MAX_BODY_BYTES)));
      },
    }),
  )
  .put("/natjecanja/:id/postavke", async (c) => {
    const scope = signedIn(c);
    const id = idOf(c);
    return written(
      c,
      await prijave.saveSettings(await store(c, scope), scope, id, await body(c, postavkePrijavaSchema)),
    );
  })
  .post("/natjecanja/:id/discipline", async (c) => {
    const scope = signedIn(c);
    const id = idOf(c);
    const input = await body(c, disciplinaSchema);
    const { ids } = await prijave.createEvents(await store(c, scope), scope, id, [input]);
    return written(c, { id: ids[0] }, 201);
  })
  .post("/natjecanja/:id/discipline.csv", async (c) => {
    const scope = signedIn(c);
    const id = idOf(c);
    const text = await c.req.text();
    const entries = await store(c, scope);
    const parsed = parseEventsCsv(text, await prijave.categoriesByName(entries, id));
    if (!parsed.ok) {
      throw new ApiError(400, "invalid_csv", parsed.errors[0]!, { csv: parsed.errors.slice(0, MAX_DISCIPLINA_CSV) });
    }
    return written(c, await prijave.createEvents(entries, scope, id, parsed.rows), 201);
  })
  .get("/natjecanja/:id", async (c) => {
    const scope = signedIn(c);
    const id = idOf(c);
    const query = filterQuery.safeParse(c.req.query());
    if (!query.success) throw new ApiError(400, "bad_request", T_ADMIN_ERRORS.badBody);
    return json(await prijave.competitionEntries(await store(c, scope), scope, id, query.data));
  })
  .post("/discipline/:id/nastupi", async (c) => {
    const scope = signedIn(c);
    const id = idOf(c);
    return written(c, await prijave.enter(await store(c, scope), scope, id, await body(c, nastupSchema)), 201);
  })
  .post("/discipline/:id/naknadna", async (c) => {
    const scope = signedIn(c);
    const id = idOf(c);
    const input = await body(c, nastupSchema);
    return written(c, await prijave.enter(await store(c, scope), scope, id, input, { byHand: true }), 201);
  })
  .post("/nastupi/:id/povuci", async (c) => {
    const scope = signedIn(c);
    const id = idOf(c);
    const { version } = await body(c, povuciSchema);
    return written(c, await prijave.withdraw(await store(c, scope), scope, id, version));
  })
  .post("/nastupi/:id/odbij", async (c) => {
    const scope = signedIn(c);
    const id = idOf(c);
    const input = await body(c, odbijSchema);
    return written(c, await prijave.reject(await store(c, scope), scope, id, input.version, input.razlog_odbijanja!));
  })
  .post("/nastupi/:id/rezultat", async (c) => {
    const scope = signedIn(c);
    const id = idOf(c);
    return written(c, await prijave.setResult(await store(c, scope), scope, id, await body(c, rezultatSchema)));
  })
  .post("/discipline/:id/rezultati.csv", async (c) => {
    const scope = signedIn(c);
    const id = idOf(c);
    const parsed = parseResultsCsv(await c.req.text());
    if (!parsed.ok) throw new ApiError(400, "invalid_csv", parsed.errors[0]!, { csv: parsed.errors });
    return written(c, await prijave.importResults(await store(c, scope), scope, id, parsed.rows));
  })
  .get("/moj-klub", async (c) => {
    const scope = signedIn(c);
    return json(await prijave.myEntries(await store(c, scope), scope));
  })
  .get("/natjecanja/:id/kotizacije", async (c) => {
    const scope = signedIn(c);
    return json(await prijave.fees(await store(c, scope), scope, idOf(c)));
  })
  .get("/natjecanja/:id/kotizacije.csv", async (c) => {
    const scope = signedIn(c);
    const found = await prijave.fees(await store(c, scope), scope, idOf(c));
    const rows = found.klubovi.flatMap((k) =>
      k.stavke.map((s) => [
        k.klub,
        s.disciplina,
        s.sportasi.join(", "),
        T_PRIJAVE.status.prihvacena,
        euros(s.kotizacija_centi),
        s.zakasnjela,
        s.naknadna,
      ]),
    );
    return csv(csvFile(T_PRIJAVE.csv.kotizacije, rows), `kotizacije-${found.natjecanje.id}`);
  });

const TAG = "Natjecanja";

const startnaListaAnswer = z
  .object({
    natjecanje: z.object({ id: z.string(), naziv: z.string(), datum_od: z.string() }),
    zatvaranje: z.string().nullable().openapi({ description: "When entries close (UTC); null: no entries." }),
    discipline: z.array(
      z.object({
        id: z.string(),
        naziv: z.string(),
        nastupi: z.array(
          z.object({
            startni_broj: z.number().nullable(),
            klub: z.string(),
            naknadna: z.boolean().openapi({ description: "Added by the federation by hand, after the close." }),
            mjesto: z.number().nullable(),
            rezultat: z.string().nullable(),
            sportasi: z.array(z.object({ ime: z.string(), prezime: z.string(), zamjena: z.boolean() })),
          }),
        ),
      }),
    ),
  })
  .openapi("StartnaLista", { description: "Each event's accepted entries, by club, with results once entered." });

const NOT_YET = "not_public_yet: entries have not closed (the federation's staff see it any time).";

const startnaListaRoute = byIdRoute(
  "/natjecanja/{id}/startna-lista",
  TAG,
  {
    summary: "A competition's start lists",
    description:
      "The accepted entries of each event by club (then start number), with places and times once entered. Public once entries close, or before when the federation chose so.",
  },
  jsonContent(startnaListaAnswer, "The start lists, one per event."),
  { 403: NOT_YET, 404: "No such competition (or it is deleted)." },
);

const startnaListaCsvRoute = byIdRoute(
  "/natjecanja/{id}/startna-lista.csv",
  TAG,
  {
    summary: "A competition's start lists as CSV",
    description: "The start lists as `startni_broj;disciplina;klub;sportasi;status;napomena`, UTF-8 with a BOM.",
  },
  { description: "The start lists.", content: { "text/csv": { schema: { type: "string" as const } } } },
  { 403: NOT_YET, 404: "No such competition (or it is deleted)." },
);

const prozorAnswer = z
  .object({
    otvaranje: z.string(),
    zatvaranje: z.string(),
    izmjene_do: z.string().nullable(),
    otvorene: z.boolean().openapi({ description: "Entries are open now." }),
    licenca_obavezna: z.boolean(),
    kotizacija_centi: z.number(),
    discipline: z.array(
      z.object({
        id: z.string(),
        naziv: z.string(),
        spol: z.string().nullable(),
        vrsta: z.string(),
        posada: z.number(),
        zamjene: z.number(),
        kapacitet: z.number().nullable(),
        prihvacene: z.number(),
        cekanje: z.number(),
      }),
    ),
  })
  .openapi("PrijaveNatjecanja", { description: "A competition's entry window (UTC instants) and events." });

const prozorRoute = byIdRoute(
  "/natjecanja/{id}/prijave",
  TAG,
  {
    summary: "A competition's entry window and events",
    description:
      "When entries open and close (UTC), whether they are open now, and each event with its cap and how many entries are accepted and waiting. 404 when the competition takes no entries.",
  },
  jsonContent(prozorAnswer, "The window and the events."),
  { 404: "No such competition, or it takes no entries." },
);

/** The public start lists and entry window, mounted under /api/v1 by ./openapi.ts. */
export const prijaveJavno = new DescribedHono<AppEnv>()
  .describe(prozorRoute, (c) => {
    const { id } = c.req.valid("param");
    return cached(c, "prijave-prozor", id, async () => {
      const found = await prijave.publicWindow(await store(c, scopeOfRequest(c)), id);
      if (!found) throw new ApiError(404, "not_found", T_PRIJAVE.nePostoji.postavke);
      return json(found);
    });
  })
  .describe(startnaListaRoute, (c) => {
    const { id } = c.req.valid("param");
    return cached(c, "startna-lista", id, async () => json(await startLists(c, id)));
  })
  .describe(startnaListaCsvRoute, (c) => {
    const { id } = c.req.valid("param");
    return cached(c, "startna-lista.csv", id, async () => {
      const found = await startLists(c, id);
      const rows = found.discipline.flatMap((d) =>
        d.nastupi.map((e) => [
          e.startni_broj,
          d.naziv,
          e.klub,
          names(e.sportasi),
          T_PRIJAVE.status.prihvacena,
          e.naknadna ? T_PRIJAVE.naknadna : "",
        ]),
      );
      return csv(csvFile(T_PRIJAVE.csv.startnaLista, rows), `startna-lista-${found.natjecanje.id}`);
    });
  });
