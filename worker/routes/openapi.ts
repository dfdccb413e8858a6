// The public API (docs/architecture.md, "The public API described"): every public route, mounted here with
// its full path, and the OpenAPI 3.1 document generated from the routes' own declarations (./openapi-schemas.ts),
// served at /api/v1/openapi.json, with a reference page rendered from it at /api/v1/docs (no script, nothing
// from another origin). A public route goes here, declared (./openapi-hono.ts `describe`); tests/worker/openapi.test.ts
// fails for a route under /api/v1 that is neither in the document nor named there as not public.
import { z } from "zod";
import { APP_VERSION } from "../../shared/constants";
import { API, JWKS_PATH } from "../../shared/paths";
import { PRODUCT } from "../../shared/texts";
import type { AppEnv } from "../app-env";
import { jwks, provjera } from "./clanstva";
import { config } from "./config";
import { files } from "./files";
import { health } from "./health";
import { images } from "./images";
import { javno } from "./javno";
import { klubovi } from "./klubovi";
import { ligeJavno } from "./lige";
import { prijaveJavno } from "./prijave";
import { DescribedHono, getRoute } from "./openapi-hono";
import { referencePage } from "./openapi-page";
import { jsonContent } from "./openapi-schemas";

/** Where the document and its reference page are served. */
export const OPENAPI_PATHS = { document: "/api/v1/openapi.json", reference: "/api/v1/docs" } as const;

/** Both are the same for every caller until the next deploy. */
const DOC_CACHE = { "cache-control": "public, max-age=300" };

const SYSTEM = "Sustav";

const documentRoute = getRoute(OPENAPI_PATHS.document, SYSTEM, {
  summary: "This document",
  description: "The OpenAPI 3.1 description of the public API.",
  responses: {
    200: jsonContent(z.object({ openapi: z.string() }).catchall(z.any()), "The document (OpenAPI 3.1.0)."),
  },
});

const referenceRoute = getRoute(OPENAPI_PATHS.reference, SYSTEM, {
  summary: "The reference page",
  description: "This document as one HTML page (no script).",
  responses: { 200: { description: "The page.", content: { "text/html": { schema: { type: "string" as const } } } } },
});

/** Said once for every route: who may call, the error shape, limits, caching, CORS. */
const ABOUT = [
  `The public reads of ${PRODUCT}: competitions, the announcement archive, calendars and membership card verification.`,
  "No sign-in is needed; a request may carry `Authorization: Bearer <Firebase ID token>`, which changes no public answer. " +
    "Requests that carry a token, and anonymous requests that reach the database (card verification, edge-cache misses), are limited per IP address (429 `rate_limited` with Retry-After).",
  "Every refusal and failure is JSON `{error: {code, message}}` (the `Error` schema); `message` is for people, in Croatian.",
  "Anonymous answers of the competition, announcement and calendar routes come from the edge cache (`x-edge-cache: HIT`, gzipped when the client takes gzip) and are dropped by the writes that change them.",
  "Browsers on other origins get no CORS headers unless the deployment lists the origin; the key set is open to every origin.",
  "Writes are trusted GraphQL operations at /v1/graphql, for signed-in staff; they are not part of this API.",
].join("\n\n");

const TAGS = [
  { name: "Natjecanja", description: "Competitions." },
  { name: "Događanja", description: "Announcements (the event archive)." },
  { name: "Lige", description: "Leagues: standings computed from the matches by the federation's rules." },
  { name: "Kalendari", description: "The competitions as RFC 5545 calendars, to subscribe to." },
  { name: "Klubovi", description: "Clubs and their licensed athletes (by name)." },
  { name: "Iskaznice", description: "Membership cards: their public keys and live verification." },
  { name: "Datoteke", description: "Stored documents and images that public rows link." },
  { name: SYSTEM, description: "The Worker itself and this description." },
];

/** The public routes, each at its full path (so the document lists full paths), and the document's two routes. */
export const publicApi = new DescribedHono<AppEnv>()
  .include(API.health, health)
  .include(API.config, config)
  .include(API.images, images)
  .include(API.files, files)
  .include(API.provjera.replace("/:token", ""), provjera)
  .include(JWKS_PATH, jwks)
  // Public competitions, the event archive and the calendars (issue 16): API.javnaNatjecanja and the rest.
  .include("/api/v1", javno)
  .include("/api/v1", klubovi)
  .include("/api/v1", ligeJavno)
  .include("/api/v1", prijaveJavno)
  .describe(documentRoute, (c) => c.json(openApiDocument(), 200, DOC_CACHE))
  .describe(referenceRoute, (c) => c.html(referencePage(openApiDocument()), 200, DOC_CACHE));

let document: ReturnType<DescribedHono<AppEnv>["openApi31"]> | undefined;

/** The OpenAPI 3.1 document of `publicApi`, generated once per isolate (the routes do not change). */
export function openApiDocument() {
  document ??= publicApi.openApi31({
    openapi: "3.1.0",
    info: { title: `${PRODUCT}: public API`, version: APP_VERSION, description: ABOUT },
    tags: TAGS,
  });
  return document;
}
