// A competition's venue (`mjesto`, issue 27: the field added only in its folder, shared/entities/natjecanje)
// reaches every public reader the field's declaration names: the public JSON, the calendar's LOCATION (venue
// before the address), the page's JSON-LD Place (the venue its name, the address its address) and its meta
// description; blank, it is null and the place reads as before.
import { SELF } from "cloudflare:test";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import indexHtml from "../../web/index.html?raw";
import { API, ROUTES, fill } from "../../shared/paths";
import type { JavnoNatjecanjeDetalji } from "../../shared/schemas/javno";
import { fetchWithAssets, standInAssets } from "./helpers/assets";
import { SAVEZ_A, bearer } from "./helpers/auth";
import { gql, seedDemo } from "./helpers/graphql";

const VENUE = "Dom sportova, Trg Krešimira Ćosića 11";
const get = (path: string) => SELF.fetch(`https://app.test${path}`);
let id = "";

beforeAll(async () => {
  await seedDemo();
  const { status, body } = await gql("CreateNatjecanje", {
    authorization: await bearer("staff"),
    variables: {
      object: {
        naziv: "Dvoranski kup",
        datum_od: "2030-02-01",
        datum_do: "2030-02-02",
        lokacija: "Zagreb",
        mjesto: `  ${VENUE} `,
        savez_id: SAVEZ_A,
      },
    },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  id = body.data.insert_natjecanja_one.id as string;
});

/** The calendar's event of this competition, as ical.js reads it. */
async function calendarEvent() {
  const text = await (await get(API.kalendar)).text();
  const vevent = new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents("vevent")
    .find((v) => v.getFirstPropertyValue("uid") === `natjecanje-${id}@sportski-zagreb`)!;
  return new ICAL.Event(vevent);
}

/** The page's JSON-LD and meta description, as a crawler reads them. */
async function pageHead() {
  const index = () => new Response(indexHtml, { headers: { "content-type": "text/html; charset=utf-8" } });
  const response = await fetchWithAssets(fill(ROUTES.natjecanje, { id }), standInAssets(index));
  const html = await response.text();
  const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!;
  const description = /<meta name="description" content="([^"]*)"/.exec(html)![1]!;
  return { html, ld: JSON.parse(ld) as Record<string, unknown>, description };
}

describe("a competition's venue", () => {
  it("is in its public JSON, trimmed", async () => {
    const response = await get(fill(API.javnoNatjecanje, { id }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as JavnoNatjecanjeDetalji).mjesto).toBe(VENUE);
  });

  it("is the calendar's LOCATION, before the address", async () => {
    expect((await calendarEvent()).location).toBe(`${VENUE}, Zagreb`);
  });

  it("is the JSON-LD Place's name, the address its address, and in the meta description", async () => {
    const { html, ld, description } = await pageHead();
    expect(ld.location).toEqual({ "@type": "Place", name: VENUE, address: "Zagreb" });
    expect(html).toContain(`"location":{"@type":"Place","name":"${VENUE}","address":"Zagreb"}`);
    expect(description).toContain(`${VENUE}, Zagreb`);
  });

  it("cleared by an edit, is null and the place is the address alone", async () => {
    const read = (await (await get(fill(API.javnoNatjecanje, { id }))).json()) as JavnoNatjecanjeDetalji;
    const { status, body } = await gql("UpdateNatjecanje", {
      authorization: await bearer("staff"),
      variables: { id, version: read.version, set: { mjesto: "" } },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(((await (await get(fill(API.javnoNatjecanje, { id }))).json()) as JavnoNatjecanjeDetalji).mjesto).toBeNull();
    expect((await calendarEvent()).location).toBe("Zagreb");
    expect((await pageHead()).ld.location).toEqual({ "@type": "Place", name: "Zagreb", address: "Zagreb" });
  });
});
