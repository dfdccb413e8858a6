// The public API described (issue 27, item 8): the app serves its OpenAPI 3.1 document and a reference page,
// every API route of the app is either in the document or named below as not public (a route added without
// a description fails here), and the public answers are what the document says they are. The document is
// validated by an OpenAPI validator in tests/unit/openapi.test.ts (the validator cannot run in workerd).
import { SELF } from "cloudflare:test";
import type { z } from "zod";
import { beforeAll, describe, expect, it } from "vitest";
import { API, JWKS_PATH, PRODUCT_SLUG, fill } from "../../shared/paths";
import { T_JAVNO } from "../../shared/texts";
import { createApp } from "../../worker/app";
import { OPENAPI_PATHS, openApiDocument } from "../../worker/routes/openapi";
import { operationsOf, type ReferenceDocument } from "../../worker/routes/openapi-page";
import {
  configAnswer,
  dogadanjaPage,
  healthAnswer,
  javnoDogadanje,
  javnoNatjecanjeDetalji,
  jwksAnswer,
  natjecanjaPage,
  provjeraAnswer,
} from "../../worker/routes/openapi-schemas";
import { TEST_USERS, bearer } from "./helpers/auth";
import { gql, seedDemo } from "./helpers/graphql";
import { NEW_MEMBERSHIP, REGATA } from "./helpers/matrix";

const BASE = "https://app.test";
const get = (path: string, init?: RequestInit) => SELF.fetch(`${BASE}${path}`, init);

/**
 * The API routes that are not part of the public API, each for a reason; every other route under the API's
 * paths must be in the document. A new route goes in the document, or here with its reason.
 */
const NOT_PUBLIC = {
  // Trusted GraphQL operations: their own contract (shared/graphql), not REST.
  graphql: ["POST /v1/graphql"],
  // Uploads and the AI rewrite: staff and admins.
  writes: [
    "POST /api/v1/files",
    "POST /api/v1/files/slike",
    "POST /api/v1/najava",
    "POST /:product/api/v1/najava",
    "POST /api/v1/clanstva/fotografije",
  ],
  // A league's setup and results (issue 31): staff of its federation and club officials, signed in.
  league: [
    "GET /api/v1/lige/skupine/:id",
    "GET /api/v1/lige/pravila",
    "POST /api/v1/lige/pravila",
    "POST /api/v1/lige/skupine",
    "POST /api/v1/lige/skupine/:id/pravila",
    "POST /api/v1/lige/skupine/:id/ekipe",
    "POST /api/v1/lige/skupine/:id/korekcije",
    "POST /api/v1/lige/skupine/:id/raspored",
    "POST /api/v1/lige/skupine/:id/raspored.csv",
    "POST /api/v1/lige/skupine/:id/rezultati.csv",
    "POST /api/v1/lige/utakmice/:id/premjesti",
    "POST /api/v1/lige/utakmice/:id/status",
    "POST /api/v1/lige/utakmice/:id/rezultat",
    "POST /api/v1/lige/utakmice/:id/potvrdi",
    "POST /api/v1/lige/utakmice/:id/ospori",
    "POST /api/v1/lige/utakmice/:id/odluci",
  ],
  // Entries (issue 30): their settings, events, entries, results and fees, signed in (staff, club officials).
  entries: [
    "PUT /api/v1/prijave/natjecanja/:id/postavke",
    "POST /api/v1/prijave/natjecanja/:id/discipline",
    "POST /api/v1/prijave/natjecanja/:id/discipline.csv",
    "GET /api/v1/prijave/natjecanja/:id",
    "GET /api/v1/prijave/moj-klub",
    "POST /api/v1/prijave/discipline/:id/nastupi",
    "POST /api/v1/prijave/discipline/:id/naknadna",
    "POST /api/v1/prijave/nastupi/:id/povuci",
    "POST /api/v1/prijave/nastupi/:id/odbij",
    "POST /api/v1/prijave/nastupi/:id/rezultat",
    "POST /api/v1/prijave/discipline/:id/rezultati.csv",
    "GET /api/v1/prijave/natjecanja/:id/kotizacije",
    "GET /api/v1/prijave/natjecanja/:id/kotizacije.csv",
  ],
  // The SPA's own reads for its league screens (issue 31): shaped for those screens and changed with them, so
  // not a stable public API; a league's public data is /natjecanja/{id}/ljestvica and the teams' calendars.
  screens: ["GET /api/v1/lige/natjecanja/:id", "GET /api/v1/lige/klubovi/:slug/utakmice", "GET /api/v1/lige/najnovije"],
  // The SPA's view of its caller (an anonymous one is told only that).
  session: [
    "GET /api/v1/lige/moje-utakmice",
    "GET /api/v1/me",
    "GET /api/v1/moj-klub",
    "GET /api/v1/licence/:id/iskaznica",
    "GET /api/v1/sportasi/pretraga",
    "GET /api/v1/transferi/sportasi",
  ],
  // The caller's own account, data, cards and photos.
  own: ["DELETE /api/v1/me", "GET /api/v1/me/data", "GET /api/v1/iskaznice", "GET /api/v1/clanstva/:id/fotografija"],
  // Admins' people, roles and invitations, and the audit log (admins and staff).
  admin: [
    "GET /api/v1/admin/people",
    "POST /api/v1/admin/roles",
    "DELETE /api/v1/admin/roles",
    "GET /api/v1/admin/invitations",
    "POST /api/v1/admin/invitations",
    "DELETE /api/v1/admin/invitations/:id",
    "GET /api/v1/admin/people/:id/data",
    "DELETE /api/v1/admin/people/:id",
    "GET /api/v1/revizija",
  ],
};

/** Every route of the app under the API's paths (and the card keys' well-known path), as "METHOD /path". */
function apiRoutes(): string[] {
  const isApi = (path: string) => /^\/(api|v1|:product\/api|\.well-known)\//.test(path);
  const routes = createApp()
    .routes.filter((route) => route.method !== "ALL" && isApi(route.path))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(routes)].sort();
}

const document = openApiDocument() as unknown as ReferenceDocument;

/** The document's operations as "METHOD /path" in Hono's syntax (`{id}` is `:id`). */
const described = () =>
  operationsOf(document)
    .map(({ method, path }) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ":$1")}`)
    .sort();

describe("the OpenAPI document", () => {
  it("is served at /api/v1/openapi.json as JSON, the document the routes generate", async () => {
    const response = await get(OPENAPI_PATHS.document);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const body = (await response.json()) as { openapi: string; info: { title: string } };
    expect(body.openapi).toBe("3.1.0");
    expect(body).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it("describes every public route of the app, and nothing the app does not serve", () => {
    const notPublic = Object.values(NOT_PUBLIC).flat();
    const routes = apiRoutes();
    expect(
      notPublic.filter((route) => !routes.includes(route)),
      "named as not public, but no such route",
    ).toEqual([]);
    const publicRoutes = routes.filter((route) => !notPublic.includes(route));
    expect(described()).toEqual(publicRoutes);
    expect(publicRoutes).toEqual(
      expect.arrayContaining([
        `GET ${API.javnaNatjecanja}`,
        `GET ${API.javnoNatjecanje}`,
        `GET ${API.dogadanja}`,
        `GET ${API.dogadanje}`,
        `GET ${API.kalendar}`,
        `GET ${API.savezKalendar}`,
        `GET ${API.ljestvica}`,
        `GET ${API.ekipaKalendar}`,
        `GET ${API.provjera}`,
        `GET ${JWKS_PATH}`,
        `GET ${OPENAPI_PATHS.document}`,
      ]),
    );
  });

  it("names as not public only routes that answer an anonymous caller nothing", async () => {
    // GraphQL is left out: anonymous reads are trusted operations too (their own contract).
    const routes = [
      ...NOT_PUBLIC.writes,
      ...NOT_PUBLIC.league,
      ...NOT_PUBLIC.entries,
      ...NOT_PUBLIC.own,
      ...NOT_PUBLIC.admin,
    ];
    for (const route of routes) {
      const [method, path] = route.split(" ") as [string, string];
      const url = path.replace(":product", PRODUCT_SLUG).replace(":id", "c0000000-0000-4000-8000-000000000001");
      const response = await get(url, { method, body: method === "POST" ? "{}" : undefined });
      expect([401, 403], `${route}: ${response.status}`).toContain(response.status);
    }
    const session = await get(API.me);
    expect(await session.json()).toMatchObject({ role: "anonymous", email: null });
  });
});

describe("the reference page", () => {
  it("is served at /api/v1/docs as HTML that lists every path, with no script", async () => {
    const response = await get(OPENAPI_PATHS.reference);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await response.text();
    for (const { method, path } of operationsOf(document)) {
      expect(html).toContain(`<span class="m">${method.toUpperCase()}</span> <code>${path}</code>`);
    }
    expect(html).not.toMatch(/<script/i);
  });
});

describe("the public answers", () => {
  beforeAll(seedDemo);

  /** The body of a 200, checked against its schema: the parse keeps every field (no field undocumented). */
  async function answer<S extends z.ZodType>(path: string, schema: S, init?: RequestInit) {
    const response = await get(path, init);
    expect(response.status, path).toBe(200);
    const body: unknown = await response.json();
    expect(schema.parse(body), path).toEqual(body);
    return body as z.output<S>;
  }

  it("are the documented schemas", async () => {
    const page = await answer(`${API.javnaNatjecanja}?limit=50`, natjecanjaPage);
    expect(page.items.length).toBeGreaterThan(0);
    await answer(fill(API.javnoNatjecanje, { id: REGATA }), javnoNatjecanjeDetalji);
    const archive = await answer(API.dogadanja, dogadanjaPage);
    await answer(fill(API.dogadanje, { id: archive.items[0]!.id }), javnoDogadanje);
    await answer(API.health, healthAnswer);
    await answer(API.config, configAnswer);
    await answer(JWKS_PATH, jwksAnswer);
  });

  it("of a card's verification are the documented schema", async () => {
    await gql("CreateClanstvo", {
      authorization: await bearer("staff"),
      variables: { object: { ...NEW_MEMBERSHIP, email: TEST_USERS.member.email } },
    });
    const mine = await get(API.iskaznice, { headers: { authorization: await bearer("member") } });
    const { cards } = (await mine.json()) as { cards: { token: string }[] };
    expect(cards.length).toBeGreaterThan(0);
    const live = await answer(fill(API.provjera, { token: cards[0]!.token }), provjeraAnswer);
    expect(live.card?.federation).toEqual({ naziv: "Zicer Savez", slug: "zicer-savez" });
  });

  it("refuse a bad parameter with the app's error shape and the catalogue's message, the first parameter first", async () => {
    const response = await get(`${API.javnaNatjecanja}?savez=Not%20A%20Slug&limit=0`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "invalid_limit", message: T_JAVNO.badLimit } });
    const slug = await get(`${API.javnaNatjecanja}?savez=Not%20A%20Slug`);
    expect(await slug.json()).toEqual({ error: { code: "invalid_slug", message: T_JAVNO.badSlug } });
  });

  it("read a repeated query parameter's first value and an empty filter as none, as before the schemas", async () => {
    const twice = await answer(`${API.javnaNatjecanja}?limit=1&limit=500`, natjecanjaPage);
    expect(twice.items).toHaveLength(1);
    const all = await answer(`${API.javnaNatjecanja}?savez=&limit=50`, natjecanjaPage);
    const unfiltered = await answer(`${API.javnaNatjecanja}?limit=50`, natjecanjaPage);
    expect(all.items.map((n) => n.id)).toEqual(unfiltered.items.map((n) => n.id));
  });
});
