// Issue 32: the public pages come from the Worker rendered by React from the SPA's own routes: each page's HTML
// holds its content (what a visitor without script, a link preview or a search engine reads), and the router's
// data the browser hydrates from; a signed-out shell is never guessed for the visitor's own links.
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import indexHtml from "../../web/index.html?raw";
import { HOME_FEED_SCRIPT_ID } from "../../shared/inline-data";
import { fill, ROUTES } from "../../shared/paths";
import { HYDRATION_SCRIPT_ID, SSR_ATTRIBUTE } from "../../shared/ssr";
import { PRODUCT, T, T_JAVNO, T_MOJ_KLUB, T_PRIJAVE, T_SAVEZ, T_UI } from "../../shared/texts";
import entriesSql from "../../worker/seed/demo-prijave.sql?raw";
import leagueSql from "../../worker/seed/demo-lige.sql?raw";
import { forgetRows } from "../../worker/auth/caller-cache";
import { invalidateEntities } from "../../worker/cache";
import { ENTITY_NAMES } from "../../shared/entities";
import { fetchWithAssets, standInAssets } from "./helpers/assets";
import { bearer, TEST_USERS } from "./helpers/auth";
import { seedStatements } from "./helpers/demo-lige";
import { gql, seedDemo } from "./helpers/graphql";
import { NEW_MEMBERSHIP, REGATA } from "./helpers/matrix";

/** The app with a stand-in ASSETS binding that answers like the SPA fallback, with the real index.html. */
async function fetchPage(path: string, deploy = '"index-1"', headers: Record<string, string> = {}) {
  const index = () =>
    new Response(indexHtml, { headers: { "content-type": "text/html; charset=utf-8", etag: deploy } });
  const response = await fetchWithAssets(path, standInAssets(index), { "if-none-match": '"index-1"', ...headers });
  return { response, html: await response.text() };
}

/** #root as a browser without script shows it, its attributes, and the text in it (tags and entities gone). */
function rootOf(html: string) {
  const [, attributes = "", markup = ""] =
    /<div id="root"([^>]*)>([\s\S]*)<\/div>\s*<script type="module"/.exec(html) ?? [];
  const text = markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
  return { attributes, markup, text };
}

/** The router's data the page carries for hydration. */
function hydrationOf(html: string) {
  const json = new RegExp(`<script type="application/json" id="${HYDRATION_SCRIPT_ID}">([^<]*)</script>`).exec(
    html,
  )?.[1];
  return JSON.parse(json ?? "null") as { loaderData: Record<string, unknown>; errors: unknown } | null;
}

beforeAll(seedDemo);

describe("public pages rendered by React at the edge", () => {
  it("home: the twelve latest events and three results, with the feed it was rendered from", async () => {
    const { response, html } = await fetchPage(ROUTES.home);
    expect(response.status).toBe(200);
    const { attributes, markup, text } = rootOf(html);
    expect(attributes).toContain(SSR_ATTRIBUTE);
    expect(text).toContain(T.latestEvents);
    expect(text).toContain(T.latestResults);
    expect(markup.match(/data-testid="event-card"/g)).toHaveLength(12);
    expect(markup.match(/data-testid="result-card"/g)).toHaveLength(3);
    // The events are the feed's, in its order.
    const subjects = (
      await env.DB.prepare("SELECT subject FROM feed WHERE subject IS NOT NULL ORDER BY created_at DESC LIMIT 3").all<{
        subject: string;
      }>()
    ).results.map((r) => r.subject);
    for (const subject of subjects) expect(text).toContain(subject);
    expect(html).toContain(`id="${HOME_FEED_SCRIPT_ID}"`);
    expect(hydrationOf(html)?.loaderData).toEqual({});
    // Nobody's links are guessed: the sign-in link appears once the app knows the visitor.
    expect(text).not.toContain(T.navSignIn);
    expect(response.headers.get("etag")).toBeNull();
  });

  it("a competition: its details, results and start list, with its loader's data for hydration", async () => {
    const { response, html } = await fetchPage(fill(ROUTES.natjecanje, { id: REGATA }));
    expect(response.status).toBe(200);
    const { text } = rootOf(html);
    expect(text).toContain("Zagrebačka regata 2025");
    expect(text).toContain("Jarun, Zagreb");
    expect(text).toContain(T_JAVNO.dokumenti);
    expect(text).toContain(T_JAVNO.startnaLista);
    expect(text).toContain("HVK Mladost");
    const hydration = hydrationOf(html);
    expect(hydration?.loaderData.natjecanje).toMatchObject({ id: REGATA, naziv: "Zagrebačka regata 2025" });
    expect(hydration?.errors).toBeNull();
  });

  it("an announcement, the competitions list and the static pages", async () => {
    const feed = (await env.DB.prepare("SELECT id, subject FROM feed WHERE subject IS NOT NULL LIMIT 1").first<{
      id: string;
      subject: string;
    }>())!;
    const announcement = await fetchPage(fill(ROUTES.dogadanje, { id: feed.id }));
    expect(announcement.response.status).toBe(200);
    expect(rootOf(announcement.html).markup).toMatch(
      new RegExp(`<h1 class="page-title">[^<]*${feed.subject.slice(0, 12)}`),
    );

    const pages: [string, string][] = [
      [ROUTES.natjecanja, T_JAVNO.natjecanja],
      [ROUTES.about, T.aboutHeading],
      [ROUTES.team, T_UI.teamTitle],
      [ROUTES.terms, T_UI.termsTitle],
    ];
    for (const [path, title] of pages) {
      const { response, html } = await fetchPage(path);
      expect(response.status, path).toBe(200);
      const { attributes, markup } = rootOf(html);
      expect(attributes, path).toContain(SSR_ATTRIBUTE);
      expect(markup, path).toMatch(new RegExp(`<h1 class="[^"]*">${title.replace(/&/g, "&amp;")}</h1>`));
      // #root holds the page only: React's hoisted tags (an image's preload) went to <head>.
      expect(markup, path).toMatch(/^<a class="skip-link"/);
    }
  });

  it("an unknown competition is a 404 with the SPA's shell; a signed-in page stays the app's", async () => {
    const missing = await fetchPage(fill(ROUTES.natjecanje, { id: "c9999999-0000-4000-8000-000000000009" }));
    expect(missing.response.status).toBe(404);
    expect(missing.html).toContain('<div id="root"></div>');
    for (const path of [ROUTES.signin, ROUTES.dashboard, ROUTES.mojKlub]) {
      const { html } = await fetchPage(path);
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain(HYDRATION_SCRIPT_ID);
    }
  });

  it("/membership: the frame only (its title and the loading line), the same whoever asks", async () => {
    const anonymous = await fetchPage(ROUTES.membership);
    expect(anonymous.response.status).toBe(200);
    const { attributes, markup, text } = rootOf(anonymous.html);
    expect(attributes).toContain(SSR_ATTRIBUTE);
    expect(markup).toMatch(new RegExp(`<h1[^>]*>${T_UI.membershipTitle}</h1>`));
    expect(text).toContain(T.loading);
    // Neither the signed-out answer nor anyone's cards: who is signed in is the browser's to know.
    expect(text).not.toContain(T.pleaseLogin);
    expect(markup).not.toContain("membership-card");
    const member = await fetchPage(ROUTES.membership, '"index-1"', { authorization: await bearer("member") });
    expect(rootOf(member.html).markup).toBe(markup);
  });

  it("is kept at the edge per URL and deploy, and dropped by a write to its data", async () => {
    await fetchPage(ROUTES.home);
    const kept = await fetchPage(ROUTES.home);
    expect(kept.response.headers.get("x-edge-cache")).toBe("HIT");
    expect(kept.response.headers.get("cache-control")).toBe("no-cache");
    expect(rootOf(kept.html).markup.match(/data-testid="event-card"/g)).toHaveLength(12);
    // Another deploy (another index.html) renders again.
    const deployed = await fetchPage(ROUTES.home, '"index-2"');
    expect(deployed.response.headers.get("x-edge-cache")).toBe("MISS");

    const najava = await gql("CreateNajava", {
      authorization: await bearer("staff"),
      variables: { subject: "Najava s poslužitelja", description: "Upravo objavljena." },
    });
    expect(najava.status).toBe(200);
    const fresh = await fetchPage(ROUTES.home);
    expect(fresh.response.headers.get("x-edge-cache")).toBe("MISS");
    expect(rootOf(fresh.html).text).toContain("Najava s poslužitelja");

    // A competition's page is kept the same way; an unknown one (404) never is.
    const path = fill(ROUTES.natjecanje, { id: REGATA });
    await fetchPage(path);
    expect((await fetchPage(path)).response.headers.get("x-edge-cache")).toBe("HIT");
    const missing = fill(ROUTES.natjecanje, { id: "c9999999-0000-4000-8000-000000000009" });
    await fetchPage(missing);
    expect((await fetchPage(missing)).response.headers.get("x-edge-cache")).toBe("MISS");
  });
});

/** <head> as a crawler reads it: its title, a meta's content (entities back), the JSON-LD objects. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = (attr: string, name: string) =>
    new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(head)?.[1]?.replace(/&amp;/g, "&");
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    meta,
    descriptions: head.match(/<meta name="description"/g)?.length ?? 0,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
}

describe("each public page's head comes from its route", () => {
  const ANNOUNCEMENT = "f0000000-0000-4000-8000-000000000001";
  const cases: { path: string; name: string; content: string[]; type: string }[] = [
    {
      path: fill(ROUTES.savez, { slug: "zagrebacki-veslacki-savez" }),
      name: "Zagrebački veslački savez",
      content: ["info@veslanje.demo.test", "Zagrebačka regata na Jarunu", T_SAVEZ.dokumenti],
      type: "SportsOrganization",
    },
    {
      path: fill(ROUTES.klub, { slug: "rk-dubrava" }),
      name: "Rukometni klub Dubrava",
      // Only the athlete licensed for the active season, by name (the others' licences are not approved).
      content: [
        "Rukometni savez Zagreba",
        "Avenija Dubrava 51, Zagreb",
        T_MOJ_KLUB.licenciraniSportasi("2026./2027."),
        "Ivan Kovačević",
      ],
      type: "SportsOrganization",
    },
    {
      path: fill(ROUTES.natjecanje, { id: REGATA }),
      name: "Zagrebačka regata 2025",
      content: ["Jarun, Zagreb", T_JAVNO.startnaLista],
      type: "SportsEvent",
    },
    {
      path: fill(ROUTES.dogadanje, { id: ANNOUNCEMENT }),
      name: "Zagrebačka regata na Jarunu",
      content: ["Ulaz je slobodan."],
      type: "NewsArticle",
    },
  ];

  it("a federation, a club, a competition and an announcement: content, one title, Open Graph and JSON-LD in <head>", async () => {
    for (const { path, name, content, type } of cases) {
      const { response, html } = await fetchPage(path);
      expect(response.status, path).toBe(200);
      const { attributes, markup, text } = rootOf(html);
      expect(attributes, path).toContain(SSR_ATTRIBUTE);
      expect(markup, path).toMatch(new RegExp(`<h1 class="page-title">${name}</h1>`));
      for (const line of content) expect(text, path).toContain(line);
      const head = headOf(html);
      // index.html's own title and description gave way to the page's: one of each.
      expect(head.titles, path).toEqual([`${name} · ${PRODUCT}`]);
      expect(head.descriptions, path).toBe(1);
      expect(head.meta("property", "og:title"), path).toBe(`${name} · ${PRODUCT}`);
      expect(head.meta("property", "og:url"), path).toBe(`https://app.test${path}`);
      expect(head.canonical, path).toBe(`https://app.test${path}`);
      expect(head.jsonLd, path).toHaveLength(1);
      expect(head.jsonLd[0], path).toMatchObject({ "@context": "https://schema.org", "@type": type });
      // Nothing of the head is left in #root: the browser hydrates the page without it.
      expect(markup, path).not.toMatch(/<title>|application\/ld\+json|<meta /);
      expect(markup, path).toMatch(/^<a class="skip-link"/);
    }
  });

  it("the club's and the federation's pages carry their loader's data; unknown slugs are 404 shells with noindex", async () => {
    const klub = hydrationOf((await fetchPage(fill(ROUTES.klub, { slug: "rk-dubrava" }))).html);
    expect(klub?.loaderData.klub).toMatchObject({
      slug: "rk-dubrava",
      sportasi: [{ ime: "Ivan", prezime: "Kovačević" }],
    });
    const savez = hydrationOf((await fetchPage(fill(ROUTES.savez, { slug: "rukometni-savez-zagreba" }))).html);
    expect(savez?.loaderData.savez).toMatchObject({ savezi: [{ slug: "rukometni-savez-zagreba" }] });
    for (const path of [
      fill(ROUTES.klub, { slug: "nema-ga" }),
      fill(ROUTES.klub, { slug: "Ne Valja!" }),
      fill(ROUTES.savez, { slug: "nema-ga" }),
    ]) {
      const { response, html } = await fetchPage(path);
      expect(response.status, path).toBe(404);
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).toContain('name="robots" content="noindex"');
      expect(headOf(html).jsonLd, path).toEqual([]);
    }
  });

  it("/savezi and /klubovi list every federation and club, each a link to its page, and are kept at the edge", async () => {
    const savezi = await fetchPage(ROUTES.savezi);
    expect(savezi.response.status).toBe(200);
    const { markup, text } = rootOf(savezi.html);
    expect(text).toContain(T_SAVEZ.saveziUvod);
    for (const slug of ["zicer-savez", "zagrebacki-veslacki-savez", "rukometni-savez-zagreba"]) {
      expect(markup).toContain(`href="${fill(ROUTES.savez, { slug })}"`);
    }
    expect(headOf(savezi.html).titles).toEqual([`${T_SAVEZ.savezi} · ${PRODUCT}`]);

    const klubovi = await fetchPage(ROUTES.klubovi);
    expect(klubovi.response.status).toBe(200);
    const list = rootOf(klubovi.html);
    expect(list.text).toContain(T_MOJ_KLUB.kluboviUvod);
    const clubs = async (savez: string | null) =>
      (await env.DB.prepare(
        "SELECT count(*) AS n FROM klubovi k JOIN savezi s ON s.id = k.savez_id WHERE k.deleted_at IS NULL AND (?1 IS NULL OR s.slug = ?1)",
      )
        .bind(savez)
        .first<{ n: number }>())!.n;
    expect(list.markup.match(/data-testid="klub-card"/g)).toHaveLength(await clubs(null));
    expect(list.markup).toContain(`href="${fill(ROUTES.klub, { slug: "vk-tresnjevka" })}"`);
    // The federation filter's options are there without script too.
    expect(list.markup).toContain('<option value="rukometni-savez-zagreba">Rukometni savez Zagreba</option>');
    // One federation's clubs (?savez=, a shareable address), read on the server.
    const rukomet = rootOf((await fetchPage(`${ROUTES.klubovi}?savez=rukometni-savez-zagreba`)).html);
    expect(rukomet.markup.match(/data-testid="klub-card"/g)).toHaveLength(await clubs("rukometni-savez-zagreba"));
    expect(rukomet.text).not.toContain("VK Trešnjevka");

    for (const path of [ROUTES.savezi, ROUTES.klubovi, fill(ROUTES.klub, { slug: "rk-dubrava" })]) {
      await fetchPage(path);
      expect((await fetchPage(path)).response.headers.get("x-edge-cache"), path).toBe("HIT");
    }
  });
});

// Every public page's data on the server (issue 32 item 1): the lists, the competition's entries and league
// sections, the event archive and a card's verification are in the first HTML, with the answers the browser's
// hooks start from (`swr` beside the router's data), so nothing is read again on hydration.
describe("every public page's data in its first HTML", () => {
  const REGATA_PRIJAVE = "81000000-0000-4000-8000-000000000001";
  const LIGA = "l0000000-0000-4000-8000-000000000001";
  const DAMIR_ENTRY = "84000000-0000-4000-8000-000000000001";
  const swrOf = (html: string) => (hydrationOf(html) as { swr?: Record<string, unknown> } | null)?.swr ?? {};
  const api = async <T>(path: string) => (await (await SELF.fetch(`https://app.test${path}`)).json()) as T;

  beforeAll(async () => {
    // As the stack seeds it: the demo league, then the demo entries (their start lists public before the close).
    for (const file of [leagueSql, entriesSql]) await env.DB.batch(seedStatements(file).map((s) => env.DB.prepare(s)));
    await env.DB.prepare("UPDATE postavke_prijava SET javne_prije_zatvaranja = 1 WHERE natjecanje_id = ?")
      .bind(REGATA_PRIJAVE)
      .run();
    forgetRows();
    // Written behind the API's back: the answers and pages the tests above kept are dropped as a write would.
    await invalidateEntities(
      "https://app.test",
      [...ENTITY_NAMES].map((entity) => ({ entity })),
    );
  });

  it("/natjecanja: the first page of competitions (the URL's filter too), and the answers to hydrate from", async () => {
    const first = await api<{ items: { naziv: string; savez: { slug: string } | null }[]; next: string | null }>(
      "/api/v1/natjecanja",
    );
    expect(first.items.length).toBeGreaterThan(1);
    const { html } = await fetchPage(ROUTES.natjecanja);
    const { markup, text } = rootOf(html);
    expect(markup.match(/data-testid="natjecanje-card"/g)).toHaveLength(first.items.length);
    for (const n of first.items) expect(text).toContain(n.naziv);
    // The list's first page and the filter's federations, under the keys the browser's hooks read.
    const answers = Object.values(swrOf(html));
    expect(answers).toContainEqual(first);
    expect(answers).toContainEqual([first]);
    expect(answers.some((a) => Array.isArray((a as { savezi?: unknown }).savezi))).toBe(true);
    expect(text).not.toContain(T.loading);

    const slug = first.items.find((n) => n.savez)!.savez!.slug;
    const filtered = await api<{ items: { naziv: string }[] }>(`/api/v1/natjecanja?savez=${slug}`);
    const narrowed = rootOf((await fetchPage(`${ROUTES.natjecanja}?savez=${slug}`)).html);
    expect(narrowed.markup.match(/data-testid="natjecanje-card"/g)).toHaveLength(filtered.items.length);
    const others = first.items.filter((n) => n.savez?.slug !== slug);
    expect(others.length).toBeGreaterThan(0);
    for (const n of others) expect(narrowed.text).not.toContain(n.naziv);
  });

  it("a competition's entries window and start lists, and a league's table, fixtures and calendars", async () => {
    const regata = await fetchPage(fill(ROUTES.natjecanje, { id: REGATA_PRIJAVE }));
    expect(regata.response.status).toBe(200);
    const { markup, text } = rootOf(regata.html);
    expect(markup).toContain('data-testid="prijave-prozor"');
    expect(text).toContain(T_PRIJAVE.ui.naslov);
    expect(markup).toContain('data-testid="prijave-startna-lista"');
    expect(markup.match(/data-testid="startna-lista-disciplina"/g)).toHaveLength(3);
    for (const name of ["Damir Martinović", "Marin Jurković", "Sara Tomić"]) expect(text).toContain(name);
    expect(text).not.toContain("Luka Pavić"); // waiting, not on the start list

    const liga = await fetchPage(fill(ROUTES.natjecanje, { id: LIGA }));
    expect(liga.response.status).toBe(200);
    const league = rootOf(liga.html);
    expect(league.markup).toContain('data-testid="liga-ljestvica"');
    expect(league.text).toContain("Skupina A");
    for (const club of ["RK Zagreb", "RK Sesvete", "RK Dubrava"]) expect(league.text).toContain(club);
    expect(league.markup.match(/data-testid="ekipa-kalendar"/g)).toHaveLength(6);
    expect(league.markup).toContain('href="webcal://app.test/');
    const groups = await api<unknown>(`/api/v1/lige/natjecanja/${LIGA}`);
    expect(Object.values(swrOf(liga.html))).toContainEqual(groups);
  });

  it("a staff write to an entry drops the kept competition page", async () => {
    const path = fill(ROUTES.natjecanje, { id: REGATA_PRIJAVE });
    await fetchPage(path);
    const kept = await fetchPage(path);
    expect(kept.response.headers.get("x-edge-cache")).toBe("HIT");
    expect(rootOf(kept.html).text).toContain("Damir Martinović");

    const rejected = await SELF.fetch(`https://app.test/api/v1/prijave/nastupi/${DAMIR_ENTRY}/odbij`, {
      method: "POST",
      headers: { authorization: await bearer("admin"), "content-type": "application/json" },
      body: JSON.stringify({ version: 1, razlog_odbijanja: "Nepotpuna prijava." }),
    });
    expect(rejected.status).toBe(200);
    const fresh = await fetchPage(path);
    expect(fresh.response.headers.get("x-edge-cache")).toBe("MISS");
    const { text } = rootOf(fresh.html);
    expect(text).not.toContain("Damir Martinović");
    // The first on the waiting list took the place.
    expect(text).toContain("Luka Pavić");
  });

  it("/dogadanja: the archive's first page of announcements", async () => {
    const first = await api<{ items: { id: string; subject: string | null }[] }>("/api/v1/dogadanja");
    expect(first.items.length).toBeGreaterThan(1);
    const { response, html } = await fetchPage(ROUTES.dogadanja);
    expect(response.status).toBe(200);
    const { attributes, markup, text } = rootOf(html);
    expect(attributes).toContain(SSR_ATTRIBUTE);
    expect(markup).toMatch(new RegExp(`<h1 class="[^"]*">${T_JAVNO.dogadanja}</h1>`));
    expect(markup.match(/data-testid="dogadanje-card"/g)).toHaveLength(first.items.length);
    for (const item of first.items.filter((i) => i.subject).slice(0, 5)) {
      expect(markup).toContain(`href="${fill(ROUTES.dogadanje, { id: item.id })}"`);
    }
    expect(text).not.toContain(T.loading);
  });

  it("/provjera/:token: the card's live verdict, never kept, a suspension shown at once; a bad token 'Nevažeća'", async () => {
    const { body } = await gql("CreateClanstvo", {
      authorization: await bearer("staff"),
      variables: { object: { ...NEW_MEMBERSHIP, email: TEST_USERS.member.email, expiry: "2099-12-31" } },
    });
    const card = (body as { data: { insert_memberships_one: { id: string } } }).data.insert_memberships_one;
    const cards = await SELF.fetch("https://app.test/api/v1/iskaznice", {
      headers: { authorization: await bearer("member") },
    });
    const { token } = ((await cards.json()) as { cards: { id: string; token: string }[] }).cards.find(
      (c) => c.id === card.id,
    )!;
    const path = fill(ROUTES.provjera, { token });
    const active = await fetchPage(path);
    expect(active.response.status).toBe(200);
    expect(active.response.headers.get("cache-control")).toBe("no-store");
    expect(active.response.headers.get("x-edge-cache")).toBeNull();
    const shown = rootOf(active.html);
    expect(shown.attributes).toContain(SSR_ATTRIBUTE);
    expect(shown.markup).toMatch(/data-testid="provjera-status">Aktivna</);
    expect(shown.text).toContain("Marko Marić");
    expect(hydrationOf(active.html)?.loaderData.provjera).toMatchObject({ token, verdict: { kind: "live" } });

    const suspended = await gql("SuspendirajClanstvo", {
      authorization: await bearer("staff"),
      variables: { id: card.id, version: 1, set: { status: "suspendirana", suspension_reason: "Dug" } },
    });
    expect(suspended.status).toBe(200);
    expect(rootOf((await fetchPage(path)).html).markup).toMatch(/data-testid="provjera-status">Suspendirana</);

    const at = token.lastIndexOf(".") + 5;
    const changed = token.slice(0, at) + (token[at] === "A" ? "B" : "A") + token.slice(at + 1);
    const bad = await fetchPage(fill(ROUTES.provjera, { token: changed }));
    expect(bad.response.status).toBe(200);
    expect(rootOf(bad.html).markup).toMatch(/data-testid="provjera-status">Nevažeća iskaznica</);
  });
});
