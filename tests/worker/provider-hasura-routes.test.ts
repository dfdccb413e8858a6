// With DATA_PROVIDER=hasura the public routes answer from the upstream (issue 27, item 3): the competitions
// (their JSON and the competition's rewritten page), the calendar and a card's verification show rows that
// only PostgreSQL holds (the emulated Hasura of tests/support/hasura-upstream.ts), named so that no D1 row
// could pass for them.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { CompactSign, importJWK, type JWK } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import indexHtml from "../../web/index.html?raw";
import { encodeCardClaims } from "../../shared/card-token";
import { createApp } from "../../worker/app";
import { hasuraUpstream } from "../support/hasura-upstream";

const upstream = hasuraUpstream("provider_hasura_routes");

const SAVEZ = "f1000000-0000-4000-8000-00000000pg01";
const UPCOMING = "f2000000-0000-4000-8000-00000000pg01";
const PAST = "f2000000-0000-4000-8000-00000000pg02";
const CANCELLED = "f2000000-0000-4000-8000-00000000pg03";
const CARD = "f3000000-0000-4000-8000-00000000pg01";

/** Rows of PostgreSQL alone: D1 has no federation, competition or membership of these names or ids. */
const SEED = `
INSERT INTO savezi (id, slug, naziv) VALUES ('${SAVEZ}', 'savez-iz-postgresa', 'Savez iz PostgreSQL-a');
INSERT INTO natjecanja (id, naziv, datum_od, datum_do, lokacija, savez_id) VALUES
  ('${UPCOMING}', 'Regata samo u PostgreSQL-u', '2099-06-01', '2099-06-02', 'Jezero Hasura', '${SAVEZ}'),
  ('${PAST}', 'Prošli kup iz PostgreSQL-a', '2001-03-04', '2001-03-04', 'Bazen Upstream', '${SAVEZ}');
INSERT INTO natjecanja (id, naziv, datum_od, datum_do, lokacija, savez_id, deleted_at) VALUES
  ('${CANCELLED}', 'Otkazani miting iz PostgreSQL-a', '2099-07-01', '2099-07-01', 'Nigdje', '${SAVEZ}',
   to_char(now() at time zone 'utc' - interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
INSERT INTO memberships (id, number, type, status, expiry, valid_from, first_name, last_name, email, savez_id) VALUES
  ('${CARD}', 'PG-00077', 'Gold', 'aktivna', '2099-12-31', '2020-01-01', 'Petra', 'Postgresović', 'petra@pg.test',
   '${SAVEZ}');
`;

const ASSETS = {
  fetch: async () => new Response(indexHtml, { headers: { "content-type": "text/html; charset=utf-8" } }),
} as unknown as Fetcher;

/** One anonymous GET through the whole app, on Hasura. */
async function get(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await createApp().fetch(
    new Request(`https://pg-routes.test${path}`),
    { ...env, ASSETS, ...upstream.env } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

/** A card token for the PostgreSQL membership, signed with the Worker's test key. */
async function cardToken(): Promise<string> {
  const key = (JSON.parse(env.CARD_SIGNING_KEYS) as { keys: JWK[] }).keys[0]!;
  const claims = { id: CARD, federation: "SIP", number: "PG-00077", name: "Petra Postgresović", type: "Gold" };
  return new CompactSign(new TextEncoder().encode(encodeCardClaims({ ...claims, expiry: "2099-12-31", iat: 1 })))
    .setProtectedHeader({ alg: "EdDSA", kid: key.kid! })
    .sign(await importJWK(key, "EdDSA"));
}

describe("DATA_PROVIDER=hasura: the public routes read the upstream", () => {
  beforeAll(async () => {
    await upstream.reset(SEED);
  });

  it("lists PostgreSQL's competitions, upcoming first, and pages on in the same order", async () => {
    const first = await get("/api/v1/natjecanja?limit=1");
    expect(first.status).toBe(200);
    const page = (await first.json()) as { items: { id: string; naziv: string; nadolazece: boolean }[]; next: string };
    expect(page.items).toEqual([
      expect.objectContaining({
        id: UPCOMING,
        naziv: "Regata samo u PostgreSQL-u",
        nadolazece: true,
        savez: { slug: "savez-iz-postgresa", naziv: "Savez iz PostgreSQL-a" },
      }),
    ]);
    const second = (await (await get(`/api/v1/natjecanja?limit=1&after=${page.next}`)).json()) as typeof page;
    expect(second.items.map((i) => [i.naziv, i.nadolazece])).toEqual([["Prošli kup iz PostgreSQL-a", false]]);
    expect(second.next).toBeNull();
  });

  it("narrows the list to a federation only PostgreSQL knows", async () => {
    const response = await get("/api/v1/natjecanja?savez=savez-iz-postgresa");
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: { id: string }[] };
    expect(items.map((i) => i.id)).toEqual([UPCOMING, PAST]);
  });

  it("serves a competition's JSON and its rewritten page from PostgreSQL", async () => {
    const json = await get(`/api/v1/natjecanja/${UPCOMING}`);
    expect(json.status).toBe(200);
    expect(await json.json()).toMatchObject({ naziv: "Regata samo u PostgreSQL-u", lokacija: "Jezero Hasura" });
    const page = await get(`/natjecanja/${UPCOMING}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<title>Regata samo u PostgreSQL-u · Sportski Zagreb</title>");
    expect(html).toContain('"location":{"@type":"Place","name":"Jezero Hasura"');
    expect((await get(`/natjecanja/${CANCELLED}`)).status).toBe(404);
  });

  it("writes the calendar from PostgreSQL, the cancelled competition as CANCELLED", async () => {
    for (const path of ["/api/v1/kalendar.ics", "/api/v1/savezi/savez-iz-postgresa/kalendar.ics"]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      const ics = (await response.text()).replace(/\r\n[ \t]/g, "");
      expect(ics).toContain("SUMMARY:Regata samo u PostgreSQL-u");
      expect(ics).toContain("LOCATION:Bazen Upstream");
      const cancelled = ics.split("BEGIN:VEVENT").find((e) => e.includes("Otkazani miting iz PostgreSQL-a"));
      expect(cancelled).toContain("STATUS:CANCELLED");
    }
  });

  it("verifies a card whose membership only PostgreSQL holds", async () => {
    const response = await get(`/api/v1/provjera/${await cardToken()}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "aktivna",
      card: {
        number: "PG-00077",
        first_name: "Petra",
        last_name: "Postgresović",
        federation: { naziv: "Savez iz PostgreSQL-a", slug: "savez-iz-postgresa" },
      },
    });
  });
});
