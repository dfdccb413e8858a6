// The zod schemas of the public REST API (docs/architecture.md, "The public API described"): the answers, the
// parameters and the one error shape. The routes declare them (getRoute), the OpenAPI document is generated
// from them, and the answers' types are checked against the shapes the SPA reads (shared/schemas/javno.ts):
// a field added there and not here fails `tsc`. A bad parameter is refused by the app's error handler with the
// catalogue's code and message (`refuseParameter`), never with the validator's own body.
import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import {
  ID_PATTERN,
  JAVNO_MAX_PAGE_SIZE,
  JAVNO_PAGE_SIZE,
  type JavnaStranica,
  type JavniSavez,
  type JavnoDogadanje,
  type JavnoNatjecanje,
  type JavnoNatjecanjeDetalji,
} from "../../shared/schemas/javno";
import { SLUG } from "../../shared/entities/savez/input";
import type { FieldList } from "../../shared/entities/fields";
import { natjecanjaTable } from "../../shared/entities/natjecanje";
import { NATJECANJE_FIELDS, NATJECANJE_PUBLIC } from "../../shared/entities/natjecanje/fields";
import { feedTable } from "../../shared/entities/feed";
import { FEED_PUBLIC } from "../../shared/entities/feed/fields";
import { T_API, T_JAVNO } from "../../shared/texts";
import type { PublicConfig } from "../../shared/types";
import type { Ljestvica } from "../../shared/schemas/lige";
import { ApiError } from "../errors";

// `.openapi(…)` on every zod schema, for the Worker only (the SPA never loads this module). Only `ZodType` is
// handed over: passing zod's whole namespace would keep all of it, locales included, in the bundle.
extendZodWithOpenApi({ ZodType: z.ZodType } as unknown as Parameters<typeof extendZodWithOpenApi>[0]);

// ---------------------------------------------------------------------------------------------------------
// Parameters
// ---------------------------------------------------------------------------------------------------------

/**
 * A query value as `c.req.query()` reads it: the first of repeated ones, and an empty one as absent where
 * `emptyIsAbsent` (`?savez=` lists every federation). Keeps the answers the routes gave before they had schemas.
 */
const firstValue = <S extends z.ZodType>(schema: S, emptyIsAbsent: boolean) =>
  z.preprocess((value) => {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    return emptyIsAbsent && first === "" ? undefined : first;
  }, schema);

const slug = z.string().min(2).max(60).regex(SLUG).openapi({
  description: "A federation's slug: lowercase letters, digits and single hyphens, 2–60 characters.",
  example: "zicer-savez",
});

/** Row ids: a UUID in lowercase (the seed's fixed ids too). */
export const idParams = z.object({
  id: z
    .string()
    .regex(ID_PATTERN)
    .openapi({ param: { name: "id", in: "path" }, example: "c0000000-0000-4000-8000-000000000001" }),
});

export const slugParams = z.object({ slug: slug.openapi({ param: { name: "slug", in: "path" } }) });

/** `limit`: 1–50 digits-only rows of a page (a larger one is refused, not clamped); absent means 20. */
const limit = firstValue(
  z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(JAVNO_MAX_PAGE_SIZE))
    .optional(),
  false,
).openapi({
  param: { name: "limit", in: "query" },
  description: `Rows on the page, 1–${JAVNO_MAX_PAGE_SIZE} (default ${JAVNO_PAGE_SIZE}); a larger one is refused, not clamped.`,
  example: "20",
});

const after = firstValue(z.string().optional(), true).openapi({
  param: { name: "after", in: "query" },
  description:
    "The `next` of the previous page (opaque). A cursor of another list, or of another day's list, is refused (400 invalid_cursor).",
});

export const natjecanjaQuery = z.object({
  savez: firstValue(slug.optional(), true).openapi({
    param: { name: "savez", in: "query" },
    description: "Only this federation's competitions (its slug).",
  }),
  after,
  limit,
});

export const pageQuery = z.object({ after, limit });

/** Each parameter's refusal, first to last: with two bad parameters, the first listed is reported. */
const PARAMETER_REFUSALS: Record<string, () => ApiError> = {
  limit: () => new ApiError(400, "invalid_limit", T_JAVNO.badLimit),
  savez: () => new ApiError(400, "invalid_slug", T_JAVNO.badSlug),
  slug: () => new ApiError(400, "invalid_slug", T_JAVNO.badSlug),
  id: () => new ApiError(400, "invalid_id", T_JAVNO.badId),
};

/**
 * The validators' hook: a parameter its schema refuses is a 400 with the catalogue's code and message,
 * thrown to the app's error handler (`{error: {code, message}}`), as the routes answered before.
 */
export function refuseParameter(
  result: { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } },
): undefined {
  if (result.success) return;
  const refused = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  const name = Object.keys(PARAMETER_REFUSALS).find((key) => refused.has(key));
  throw name ? PARAMETER_REFUSALS[name]!() : new ApiError(400, "bad_request", T_API.badRequest);
}

// ---------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------

const date = z.string().openapi({ format: "date", example: "2026-05-31" });

// A named schema made `.nullable()` is described as nullable where it is defined, for every use; a union with
// null keeps JavniSavez an object and says "or null" where a federation may be missing.
const savez = z
  .object({
    slug: z.string(),
    naziv: z.string(),
    logo_key: z.string().nullable().optional().openapi({ description: "Its logo's key, under /api/v1/files/slike/." }),
  })
  .openapi("JavniSavez", { description: "A federation as public pages name it." });

/**
 * The schemas of an entity's public text columns: nullable as the column is, a declared date field as a date.
 * (Every public column of the picked shapes is text; another type would need its own schema here.)
 */
type ColumnSchemas<T, K extends keyof T> = {
  [P in K]: T[P] extends { _: { notNull: true } } ? z.ZodString : z.ZodNullable<z.ZodString>;
};

function columnSchemas<T extends object, const K extends keyof T & string>(
  table: T,
  names: readonly K[],
  fields: FieldList = {},
): ColumnSchemas<T, K> {
  const entries = names.map((name) => {
    const base = fields[name]?.kind === "date" ? date : z.string();
    return [name, (table[name] as { notNull: boolean }).notNull ? base : base.nullable()];
  });
  return Object.fromEntries(entries) as ColumnSchemas<T, K>;
}

export const javnoNatjecanje = z
  .object({
    ...columnSchemas(natjecanjaTable, NATJECANJE_PUBLIC, NATJECANJE_FIELDS),
    savez: z.union([savez, z.null()]),
    nadolazece: z.boolean().openapi({ description: "It has not ended yet (Zagreb's date)." }),
  })
  .openapi("JavnoNatjecanje", { description: "A competition in the public list." });

const poredak = z.object({ mjesto: z.number(), bodovi: z.number(), ime: z.string() });

export const javnoNatjecanjeDetalji = javnoNatjecanje
  .extend({
    version: z.number().int().openapi({ description: "Raised by every edit (the calendar's SEQUENCE)." }),
    dokumenti: z.array(
      z.object({ naziv: z.string(), url: z.string().openapi({ description: "A path under /api/v1/files/." }) }),
    ),
    rezultati: z.array(
      z.object({
        id: z.string(),
        created_at: z.string().nullable(),
        payload: z.object({ naziv: z.string().optional(), poredak: z.array(poredak) }),
      }),
    ),
    prijavljeni: z
      .array(z.object({ ime: z.string(), prezime: z.string(), team: z.string() }))
      .openapi({ description: "The start list: registered competitors, by team and name." }),
  })
  .openapi("JavnoNatjecanjeDetalji", {
    description: "One competition with everything its public page shows.",
  });

export const javnoDogadanje = z
  .object({
    ...columnSchemas(feedTable, FEED_PUBLIC),
    savez: z.union([savez, z.null()]),
  })
  .openapi("JavnoDogadanje", { description: "An announcement in the archive and on its own page." });

/** One keyset page of `item`s. */
const stranica = <S extends z.ZodType>(item: S, name: string) =>
  z
    .object({
      items: z.array(item),
      next: z.string().nullable().openapi({ description: "The cursor of the next page (`after`), null on the last." }),
    })
    .openapi(name);

export const natjecanjaPage = stranica(javnoNatjecanje, "StranicaNatjecanja");
export const dogadanjaPage = stranica(javnoDogadanje, "StranicaDogadanja");

export const provjeraAnswer = z
  .object({
    status: z.enum(["aktivna", "istekla", "suspendirana", "zamijenjena"]).openapi({
      description: "zamijenjena: the card was reissued since this token was signed (card and photo are then null).",
    }),
    checked_at: z.string().openapi({ format: "date-time" }),
    card: z
      .object({
        number: z.string(),
        type: z.string(),
        first_name: z.string(),
        last_name: z.string(),
        valid_from: date.nullable(),
        expiry: date.nullable(),
        federation: z.object({ naziv: z.string(), slug: z.string() }).nullable(),
        klub: z
          .object({ naziv: z.string(), slug: z.string() })
          .optional()
          .openapi({ description: "A licence's club." }),
        sezona: z.string().optional().openapi({ description: "A licence's season." }),
        kategorija: z.string().nullable().optional().openapi({ description: "A licence's age category." }),
      })
      .nullable(),
    photo: z.string().nullable().openapi({ description: "The card's photo (a path through its token) or null." }),
    kind: z
      .literal("licenca")
      .optional()
      .openapi({ description: "Present for a season licence's card (issue 29); absent for a membership card." }),
  })
  .openapi("Provjera", { description: "A card's live status: a membership card's, or a season licence's." });

export const jwksAnswer = z
  .object({
    keys: z.array(
      z
        .object({
          kty: z.string().optional().openapi({ example: "OKP" }),
          crv: z.string().optional().openapi({ example: "Ed25519" }),
          x: z.string().optional(),
          kid: z.string().optional(),
          alg: z.string().optional().openapi({ example: "EdDSA" }),
        })
        .catchall(z.unknown())
        .openapi({ description: "A public JWK: an Ed25519 key's public half." }),
    ),
  })
  .openapi("JWKS", { description: "The public keys of the cards' signatures, newest first." });

export const healthAnswer = z
  .object({ status: z.literal("ok"), version: z.string(), dataProvider: z.string(), aiProvider: z.string() })
  .openapi("Health");

export const configAnswer = z
  .object({
    appName: z.string(),
    version: z.string(),
    firebase: z.object({
      apiKey: z.string(),
      projectId: z.string(),
      authDomain: z.string(),
      emulatorHost: z.string().nullable(),
    }),
  })
  .openapi("PublicConfig", { description: "What the SPA needs to start Firebase Auth (public by nature)." });

export const errorAnswer = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: "not_found" }),
      message: z.string().openapi({ description: "A text for people (Croatian), from the app's catalogue." }),
      details: z.unknown().optional().openapi({ description: "Field errors, where there are any." }),
    }),
  })
  .openapi("Error", { description: "Every refusal and failure of the API." });

// ---------------------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------------------

/** A JSON answer of `schema`. */
export const jsonContent = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** The refusals a route may answer, by status: each is the one error shape. */
export function refusals<const D extends { [status: number]: string }>(described: D) {
  return Object.fromEntries(
    Object.entries(described).map(([status, description]) => [status, jsonContent(errorAnswer, String(description))]),
  ) as { [S in keyof D]: ReturnType<typeof jsonContent<typeof errorAnswer>> };
}

/** Bytes of one of `types` (a stored file, a photo): no JSON schema, their media types say what they are. */
export const binaryContent = (types: readonly string[], description: string) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: z.string().openapi({ format: "binary" }) }])),
});

// The answers are the shapes the SPA reads: each pair must be the same type both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const SAME: [
  Same<z.output<typeof savez>, JavniSavez>,
  Same<z.output<typeof natjecanjaPage>, JavnaStranica<JavnoNatjecanje>>,
  Same<z.output<typeof javnoNatjecanjeDetalji>, JavnoNatjecanjeDetalji>,
  Same<z.output<typeof dogadanjaPage>, JavnaStranica<JavnoDogadanje>>,
  Same<z.output<typeof configAnswer>, PublicConfig>,
] = [true, true, true, true, true];
void SAME;

/** A league's standings (issue 31): shared/schemas/lige.ts's Ljestvica. */
export const ljestvicaAnswer = z.object({
  skupine: z.array(
    z.object({
      id: z.string(),
      naziv: z.string(),
      redovi: z.array(
        z.object({
          mjesto: z.number().int(),
          ekipa_id: z.string(),
          ekipa: z.string(),
          odigrano: z.number().int(),
          pobjede: z.number().int(),
          nerijeseno: z.number().int(),
          porazi: z.number().int(),
          dani: z.number().int(),
          primljeni: z.number().int(),
          razlika: z.number().int(),
          bodovi: z.number().int().openapi({ description: "Match points plus the point adjustments (korekcije)." }),
          objasnjenje: z.string().nullable().openapi({
            description:
              "Why a tie-break put the team here, or that it shares the place, then each point adjustment with its reason and decision; null when neither.",
          }),
          korekcije: z
            .array(z.object({ bodovi: z.number().int(), razlog: z.string(), odluka: z.string() }))
            .openapi({ description: "The federation's point adjustments of the team (a deduction is negative)." }),
        }),
      ),
    }),
  ),
});
const SAME_LIGE: Same<z.output<typeof ljestvicaAnswer>, Ljestvica> = true;
void SAME_LIGE;
