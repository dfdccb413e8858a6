// Issue 16: public competitions and the event archive (keyset pages), the calendars (parsed with ical.js,
// a maintained iCalendar parser), and the pages the Worker rewrites for link previews and search engines.
import { SELF, env } from "cloudflare:test";
import { zagrebDay } from "../../shared/dates";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import indexHtml from "../../web/index.html?raw";
import { API, ROUTES, SITE_FILES, fill } from "../../shared/paths";
import type {
  JavnaStranica,
  JavnoDogadanje,
  JavnoNatjecanje,
  JavnoNatjecanjeDetalji,
} from "../../shared/schemas/javno";
import { fetchWithAssets, standInAssets } from "./helpers/assets";
import { SAVEZ_A, SAVEZ_B, bearer } from "./helpers/auth";
import { gql, seedDemo } from "./helpers/graphql";
import { REGATA } from "./helpers/matrix";

const get = (path: string, init?: RequestInit) => SELF.fetch(`https://app.test${path}`, init);

/** The competitions this file adds to the demo seed's two, by name: [od, do, federation]. */
const ADDED: Record<string, [string, string, string]> = {
  // Across the end of summer time in Zagreb (Sunday 25 October 2026, 03:00 → 02:00).
  "Jesenski kup, preko promjene vremena": ["2026-10-24", "2026-10-26", SAVEZ_A],
  // Across the start of summer time (Sunday 28 March 2027).
  "Proljetna regata": ["2027-03-27", "2027-03-29", SAVEZ_B],
  "Jednodnevni turnir; s točkom-zarezom, zarezom i \\ kosom crtom": ["2027-01-09", "2027-01-09", SAVEZ_A],
  [`Vrlo dugo ime natjecanja s dijakriticima čćžšđ ${"ŽČĆ".repeat(20)}`]: ["2099-06-01", "2099-06-03", SAVEZ_A],
};

const ids: Record<string, string> = {};

async function createCompetition(naziv: string, [datum_od, datum_do, savez_id]: [string, string, string]) {
  const authorization = await bearer(savez_id === SAVEZ_A ? "staff" : "staff-b");
  const { status, body } = await gql("CreateNatjecanje", {
    authorization,
    variables: { object: { naziv, datum_od, datum_do, lokacija: "Jarun, Zagreb", savez_id } },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.insert_natjecanja_one.id as string;
}

beforeAll(async () => {
  await seedDemo();
  for (const [naziv, row] of Object.entries(ADDED)) ids[naziv] = await createCompetition(naziv, row);
  ids["Zagrebačka regata 2025"] = REGATA;
  ids["Kup grada Zagreba u rukometu"] = "c0000000-0000-4000-8000-000000000002";
});

/** Every VEVENT of a calendar, parsed by ical.js, by its SUMMARY. */
async function calendarEvents(path: string) {
  const response = await get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  const text = await response.text();
  // RFC 5545 §3.1: CRLF line ends, no line over 75 octets.
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const component = new ICAL.Component(ICAL.parse(text));
  const events = component.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      start: event.startDate,
      end: event.endDate,
      sequence: event.sequence,
      status: vevent.getFirstPropertyValue("status"),
      url: vevent.getFirstPropertyValue("url"),
      dtstamp: vevent.getFirstPropertyValue("dtstamp"),
    };
  });
  return new Map(events.map((e) => [e.summary, e]));
}

const dayAfter = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

describe("calendars", () => {
  it("list every competition as an all-day event with the right dates, in both calendars", async () => {
    const all = await calendarEvents(API.kalendar);
    const zicer = await calendarEvents(fill(API.savezKalendar, { slug: "zicer-savez" }));
    const seeded = { ...ADDED, "Zagrebačka regata 2025": ["2025-05-31", "2025-06-01", SAVEZ_A] } as const;
    for (const [naziv, [od, dO, savez]] of Object.entries(seeded)) {
      const event = all.get(naziv);
      expect(event, naziv).toBeDefined();
      expect(event!.start.isDate, naziv).toBe(true);
      expect(event!.end.isDate, naziv).toBe(true);
      expect(event!.start.toString(), naziv).toBe(od);
      // DTEND is exclusive: the day after 'Do' (also across a DST change: dates, not 24-hour steps).
      expect(event!.end.toString(), naziv).toBe(dayAfter(dO));
      expect(event!.status).toBe("CONFIRMED");
      expect(event!.location).toBe(naziv === "Zagrebačka regata 2025" ? "Jarun, Zagreb" : "Jarun, Zagreb");
      expect(event!.url).toBe(`https://app.test${fill(ROUTES.natjecanje, { id: ids[naziv]! })}`);
      expect(event!.dtstamp).toBeTruthy();
      // The federation's calendar has exactly its own competitions.
      expect(zicer.has(naziv), naziv).toBe(savez === SAVEZ_A);
    }
    expect(all.get("Jesenski kup, preko promjene vremena")!.end.toString()).toBe("2026-10-27");
    expect(all.get("Jednodnevni turnir; s točkom-zarezom, zarezom i \\ kosom crtom")!.end.toString()).toBe(
      "2027-01-10",
    );
  });

  it("keep the UID and raise SEQUENCE by one after an edit, and the edit reaches the cached calendar", async () => {
    const naziv = "Proljetna regata";
    const before = (await calendarEvents(API.kalendar)).get(naziv)!;
    // A second read is served from the edge cache.
    expect((await get(API.kalendar)).headers.get("x-edge-cache")).toBe("HIT");
    const { status, body } = await gql("UpdateNatjecanje", {
      authorization: await bearer("staff-b"),
      variables: { id: ids[naziv], version: before.sequence, set: { lokacija: "Jarun, staza 2" } },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.update_natjecanja.affected_rows).toBe(1);
    const after = (await calendarEvents(API.kalendar)).get(naziv)!;
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBe(before.sequence + 1);
    expect(after.location).toBe("Jarun, staza 2");
    const own = (await calendarEvents(fill(API.savezKalendar, { slug: "zagrebacki-veslacki-savez" }))).get(naziv)!;
    expect(own.uid).toBe(before.uid);
    expect(own.sequence).toBe(before.sequence + 1);
  });

  it("come from the edge cache gzipped to a client that takes gzip, and as plain text to one that does not", async () => {
    const miss = await get(API.kalendar, { headers: { "accept-encoding": "gzip" } });
    const text = await miss.text();
    expect(text).toContain("BEGIN:VCALENDAR");
    // Read as sent: the runtime's fetch would inflate the body otherwise.
    const hit = await get(API.kalendar, {
      headers: { "accept-encoding": "gzip, deflate, br" },
      encodeResponseBody: "manual",
    } as RequestInit);
    expect(hit.headers.get("x-edge-cache")).toBe("HIT");
    expect(hit.headers.get("content-encoding")).toBe("gzip");
    expect(hit.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const sent = new Uint8Array(await hit.arrayBuffer());
    expect(sent.byteLength).toBeLessThan(new TextEncoder().encode(text).byteLength);
    const inflated = new Response(new Blob([sent]).stream().pipeThrough(new DecompressionStream("gzip")));
    expect(await inflated.text()).toBe(text);
    for (const acceptEncoding of ["identity", "gzip;q=0, br"]) {
      const plain = await get(API.kalendar, { headers: { "accept-encoding": acceptEncoding } });
      expect(plain.headers.get("x-edge-cache")).toBe("HIT");
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(await plain.text()).toBe(text);
    }
  });

  it("keep a deleted competition as CANCELLED, with a higher SEQUENCE, for 30 days", async () => {
    const naziv = "Jednodnevni turnir; s točkom-zarezom, zarezom i \\ kosom crtom";
    const before = (await calendarEvents(API.kalendar)).get(naziv)!;
    const { status } = await gql("DeleteNatjecanje", {
      authorization: await bearer("staff"),
      variables: { id: ids[naziv], version: before.sequence },
    });
    expect(status).toBe(200);
    const after = (await calendarEvents(API.kalendar)).get(naziv)!;
    expect(after.status).toBe("CANCELLED");
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBe(before.sequence + 1);
    // Gone from the public list and page.
    expect((await get(fill(API.javnoNatjecanje, { id: ids[naziv]! }))).status).toBe(404);
    // 31 days later it is no longer announced.
    await env.DB.prepare("UPDATE natjecanja SET deleted_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 31 * 86_400_000).toISOString(), ids[naziv])
      .run();
    await gql("CreateNatjecanje", {
      authorization: await bearer("staff"),
      variables: { object: { naziv: "Osvježi", datum_od: "2030-01-01", datum_do: "2030-01-01", lokacija: "X" } },
    });
    expect((await calendarEvents(API.kalendar)).has(naziv)).toBe(false);
  });

  it("never let U+0085, U+2028 or U+2029 of a name or a place into a line: each is an escaped line break", async () => {
    // Calendar clients (and ical.js) end a line at these, so raw they would cut SUMMARY or LOCATION in two.
    const breaks = { nel: "\u0085", ls: "\u2028", ps: "\u2029" };
    const authorization = await bearer("staff");
    for (const [name, ch] of Object.entries(breaks)) {
      const { status } = await gql("CreateNatjecanje", {
        authorization,
        variables: {
          object: {
            naziv: `Prijelom ${name}${ch}SEQUENCE:99`,
            datum_od: "2031-05-01",
            datum_do: "2031-05-01",
            lokacija: `Jarun${ch}Zagreb`,
            savez_id: SAVEZ_A,
          },
        },
      });
      expect(status).toBe(200);
    }
    const text = await (await get(API.kalendar)).text();
    expect(text).not.toMatch(/[\u0085\u2028\u2029]/);
    const events = await calendarEvents(API.kalendar);
    for (const [name] of Object.entries(breaks)) {
      const event = events.get(`Prijelom ${name}\nSEQUENCE:99`);
      expect(event, name).toBeDefined();
      expect(event!.location).toBe("Jarun\nZagreb");
      expect(event!.sequence).not.toBe(99);
    }
  });

  it("answer 404 for an unknown federation and 400 for a slug that cannot be one", async () => {
    expect((await get(fill(API.savezKalendar, { slug: "nema-ga" }))).status).toBe(404);
    expect((await get("/api/v1/savezi/Zicer%20Savez!/kalendar.ics")).status).toBe(400);
  });
});

describe("public competitions", () => {
  it("are readable by anyone, upcoming first then past, in keyset pages that add up to the whole list", async () => {
    const seen: JavnoNatjecanje[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const query: string = next ? `?limit=2&after=${next}` : "?limit=2";
      const response = await get(`${API.javnaNatjecanja}${query}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as JavnaStranica<JavnoNatjecanje>;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      next = page.next;
      pages++;
    } while (next && pages < 20);
    const names = seen.map((n) => n.naziv);
    expect(new Set(names).size).toBe(names.length);
    const today = zagrebDay();
    const upcoming = seen.filter((n) => n.datum_do >= today);
    const past = seen.filter((n) => n.datum_do < today);
    expect(seen.slice(0, upcoming.length)).toEqual(upcoming);
    expect(upcoming.map((n) => n.datum_od)).toEqual([...upcoming.map((n) => n.datum_od)].sort());
    expect(past.map((n) => n.datum_od)).toEqual([...past.map((n) => n.datum_od)].sort().reverse());
    expect(names).toContain("Zagrebačka regata 2025");
    expect(seen.find((n) => n.naziv === "Zagrebačka regata 2025")!.savez).toEqual({
      slug: "zicer-savez",
      naziv: "Zicer Savez",
    });
  });

  it("filter by federation", async () => {
    const page = (await (
      await get(`${API.javnaNatjecanja}?savez=zagrebacki-veslacki-savez`)
    ).json()) as JavnaStranica<JavnoNatjecanje>;
    expect(page.items.map((n) => n.naziv)).toEqual(["Proljetna regata"]);
  });

  it("show one competition with its documents and the results linked to it", async () => {
    const response = await get(fill(API.javnoNatjecanje, { id: REGATA }));
    expect(response.status).toBe(200);
    const n = (await response.json()) as JavnoNatjecanjeDetalji;
    expect(n).toMatchObject({ naziv: "Zagrebačka regata 2025", lokacija: "Jarun, Zagreb", datum_od: "2025-05-31" });
    expect(n.rezultati.map((r) => r.payload.naziv)).toEqual(["Zagrebačka regata 2025"]);
    expect(n.savez?.slug).toBe("zicer-savez");
  });
});

describe("the event archive", () => {
  it("reaches every announcement, newest first, past home's twelve", async () => {
    const seen: JavnoDogadanje[] = [];
    let next: string | null = null;
    do {
      const page = (await (
        await get(`${API.dogadanja}?limit=5${next ? `&after=${next}` : ""}`)
      ).json()) as JavnaStranica<JavnoDogadanje>;
      seen.push(...page.items);
      next = page.next;
    } while (next);
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM feed WHERE deleted_at IS NULL").first<{
      n: number;
    }>())!;
    expect(n).toBeGreaterThan(12);
    expect(seen).toHaveLength(n);
    expect(new Set(seen.map((d) => d.id)).size).toBe(n);
    const dated = seen.map((d) => d.created_at ?? "");
    expect(dated).toEqual([...dated].sort().reverse());
    const oldest = seen.at(-1)!;
    const one = await get(fill(API.dogadanje, { id: oldest.id }));
    expect(one.status).toBe(200);
    expect(((await one.json()) as JavnoDogadanje).subject).toBe(oldest.subject);
  });
});

/** The app with a stand-in ASSETS binding that answers like the SPA fallback, with the real index.html. */
async function fetchPage(path: string) {
  const index = () => new Response(indexHtml, { headers: { "content-type": "text/html; charset=utf-8" } });
  const response = await fetchWithAssets(path, standInAssets(index));
  return { status: response.status, html: await response.text() };
}

/** What a crawler reads: no script runs, just the HTML. */
function readHead(html: string) {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const meta = (attr: string, name: string) =>
    new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, "&");
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return { title, meta, ld };
}

describe("pages rewritten at the edge", () => {
  it("give /natjecanja/:id its title, Open Graph tags and SportsEvent JSON-LD", async () => {
    const { status, html } = await fetchPage(fill(ROUTES.natjecanje, { id: REGATA }));
    expect(status).toBe(200);
    const { title, meta, ld } = readHead(html);
    expect(title).toContain("Zagrebačka regata 2025");
    expect(meta("property", "og:title")).toContain("Zagrebačka regata 2025");
    expect(meta("property", "og:url")).toBe(`https://app.test${fill(ROUTES.natjecanje, { id: REGATA })}`);
    expect(meta("name", "twitter:title")).toContain("Zagrebačka regata 2025");
    expect(meta("name", "description")).toContain("Jarun, Zagreb");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(ld).toHaveLength(1);
    const event = ld[0]!;
    expect(event["@type"]).toBe("SportsEvent");
    expect(event.name).toBe("Zagrebačka regata 2025");
    expect(event.startDate).toBe("2025-05-31");
    expect(event.endDate).toBe("2025-06-01");
    expect(new Date(event.startDate as string).toISOString().slice(0, 10)).toBe("2025-05-31");
    expect(event.location).toMatchObject({ "@type": "Place", address: "Jarun, Zagreb" });
    expect(event.organizer).toMatchObject({ name: "Zicer Savez" });
    expect(event.eventStatus).toBe("https://schema.org/EventScheduled");
    // The SPA still boots from the same document, now holding the page React rendered (issue 32).
    expect(html).toContain('<script type="module" src="./main.tsx"></script>');
    expect(html).toMatch(/<div id="root" data-ssr[^>]*>.*<h1 class="page-title">Zagrebačka regata 2025<\/h1>/s);
  });

  it("answer 404 for an unknown or malformed id, still with the SPA (which shows 'Page Not Found')", async () => {
    for (const path of [
      fill(ROUTES.natjecanje, { id: "c9999999-0000-4000-8000-000000000009" }),
      fill(ROUTES.natjecanje, { id: "not-an-id" }),
      fill(ROUTES.dogadanje, { id: "c9999999-0000-4000-8000-000000000009" }),
      fill(ROUTES.savez, { slug: "nema-ga" }),
    ]) {
      const { status, html } = await fetchPage(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).toContain('name="robots" content="noindex"');
    }
  });

  it("give an announcement NewsArticle JSON-LD with its image, and a federation its logo-less card", async () => {
    const feed = (await env.DB.prepare("SELECT id, subject FROM feed WHERE slika_url IS NOT NULL LIMIT 1").first<{
      id: string;
      subject: string;
    }>())!;
    const { status, html } = await fetchPage(fill(ROUTES.dogadanje, { id: feed.id }));
    expect(status).toBe(200);
    const { title, meta, ld } = readHead(html);
    expect(title).toContain(feed.subject);
    expect(meta("property", "og:image")).toMatch(/^https:\/\/app\.test\//);
    expect(ld[0]).toMatchObject({ "@type": "NewsArticle", headline: feed.subject });
    const savez = await fetchPage(fill(ROUTES.savez, { slug: "zagrebacki-veslacki-savez" }));
    expect(readHead(savez.html).title).toContain("Zagrebački veslački savez");
  });

  it("serve sitemap.xml (an index of pages) and robots.txt from D1", async () => {
    const sitemap = await get(SITE_FILES.sitemap);
    expect(sitemap.headers.get("content-type")).toMatch(/^application\/xml/);
    const index = await sitemap.text();
    expect(index).toContain("<sitemapindex");
    const pages = [...index.matchAll(/<loc>https:\/\/app\.test([^<]+)<\/loc>/g)].map((m) => m[1]);
    const xml = (await Promise.all(pages.map(async (page) => (await get(page)).text()))).join("\n");
    expect(xml).toContain(`<loc>https://app.test${fill(ROUTES.natjecanje, { id: REGATA })}</loc>`);
    expect(xml).toContain(`<loc>https://app.test${fill(ROUTES.savez, { slug: "zicer-savez" })}</loc>`);
    const robots = await (await get(SITE_FILES.robots)).text();
    expect(robots).toContain("Sitemap: https://app.test/sitemap.xml");
    expect(robots).toContain("Disallow: /api/");
  });
});
