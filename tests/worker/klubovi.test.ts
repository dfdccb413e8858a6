// The clubs in public and the licence card (issue 29; worker/routes/klubovi.ts, worker/routes/licence-card.ts):
// every federation's clubs by federation and by name (case and diacritics ignored), deleted ones never; one
// club with the athletes licensed for its federation's active season, by name only; its page rewritten for
// previews and listed in the sitemap; and a licence's signed token verified on /api/v1/provjera with
// 'Licenca', the season, the club, the computed category and the live status.
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { API, fill } from "../../shared/paths";
import { cardKeys } from "../../worker/cards/keys";
import { signCard } from "../../worker/cards/token";
import { fetchWithAssets, standInAssets } from "./helpers/assets";
import { SAVEZ_A, SAVEZ_B } from "./helpers/auth";
import { seedDemoWithoutSeason } from "./helpers/graphql";

const BASE = "https://app.test";
const INDEX_HTML = `<!doctype html><html><head><title>Sportski Zagreb</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>`;
const get = (path: string) => SELF.fetch(`${BASE}${path}`);
const id = (n: number) => `d0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const DUBRAVA = id(1);
const TRESNJEVKA = id(2);
const SEZONA = id(10);
const [ANA, IVO, EVA, LEA] = [id(20), id(21), id(22), id(23)];
const [L_ANA, L_IVO, L_EVA, L_OLD] = [id(30), id(31), id(32), id(33)];

beforeAll(async () => {
  // The test names its own clubs (the demo's RK Dubrava would take the slug).
  await seedDemoWithoutSeason();
  const run = (sql: string, ...values: unknown[]) => env.DB.prepare(sql).bind(...values);
  await env.DB.batch([
    run(
      `INSERT INTO klubovi (id, naziv, kratki_naziv, slug, savez_id) VALUES (?, 'RK Dubrava', 'RK Dubrava', 'rk-dubrava', ?),
       (?, 'VK Trešnjevka', 'VK Trešnjevka', 'vk-tresnjevka', ?), (?, 'RK Obrisani', 'RK O', 'rk-obrisani', ?)`,
      DUBRAVA,
      SAVEZ_A,
      TRESNJEVKA,
      SAVEZ_B,
      id(3),
      SAVEZ_A,
    ),
    run(`UPDATE klubovi SET deleted_at = '2026-01-01T00:00:00.000Z' WHERE id = ?`, id(3)),
    run(
      `INSERT INTO sezone (id, naziv, datum_od, datum_do, licence_od, status, savez_id) VALUES
       (?, '2026./2027.', '2026-09-01', '2099-06-30', '2026-08-01', 'aktivna', ?),
       (?, '2025./2026.', '2025-09-01', '2026-06-30', '2025-08-01', 'zatvorena', ?)`,
      SEZONA,
      SAVEZ_A,
      id(11),
      SAVEZ_A,
    ),
    run(
      `INSERT INTO dobne_kategorije (id, sport, naziv, spol, rodeni_od, rodeni_do, savez_id) VALUES
       (?, 'rukomet', 'Kadetkinje', 'Z', -90, -80, ?)`,
      id(40),
      SAVEZ_A,
    ),
    run(
      `INSERT INTO sportasi (id, club_id, ime, prezime, datum_rodenja, spol, oib, oib_napomena, email, search_name, savez_id) VALUES
       (?, ?, 'Ana', 'Horvat', '2012-03-15', 'Z', NULL, 'strana', 'ana@test.test', 'horvat ana', ?),
       (?, ?, 'Ivo', 'Babić', '2011-01-01', 'M', NULL, 'strana', NULL, 'babic ivo', ?),
       (?, ?, 'Eva', 'Kos', '2012-05-05', 'Z', NULL, 'strana', NULL, 'kos eva', ?),
       (?, ?, 'Lea', 'Lukić', '2010-05-05', 'Z', NULL, 'strana', NULL, 'lukic lea', ?)`,
      ANA,
      DUBRAVA,
      SAVEZ_A,
      IVO,
      DUBRAVA,
      SAVEZ_A,
      EVA,
      DUBRAVA,
      SAVEZ_A,
      LEA,
      DUBRAVA,
      SAVEZ_A,
    ),
    run(
      `INSERT INTO licence (id, sportas_id, sezona_id, club_id, status, razlog_odbijanja, savez_id) VALUES
       (?, ?, ?, ?, 'odobrena', NULL, ?), (?, ?, ?, ?, 'odobrena', NULL, ?),
       (?, ?, ?, ?, 'odbijena', 'Nema potvrde', ?), (?, ?, ?, ?, 'odobrena', NULL, ?)`,
      L_ANA,
      ANA,
      SEZONA,
      DUBRAVA,
      SAVEZ_A,
      L_IVO,
      IVO,
      SEZONA,
      DUBRAVA,
      SAVEZ_A,
      L_EVA,
      EVA,
      SEZONA,
      DUBRAVA,
      SAVEZ_A,
      L_OLD,
      LEA,
      id(11),
      DUBRAVA,
      SAVEZ_A,
    ),
  ]);
});

describe("GET /api/v1/klubovi", () => {
  it("lists every federation's clubs by name, never a deleted one, with their federation", async () => {
    const response = await get(API.klubovi);
    expect(response.status).toBe(200);
    const { klubovi } = (await response.json()) as { klubovi: { slug: string; savez: { slug: string } | null }[] };
    expect(klubovi.map((k) => k.slug)).toEqual(["rk-dubrava", "vk-tresnjevka"]);
    expect(klubovi[0]!.savez?.slug).toBe("zicer-savez");
  });

  it("narrows to a federation by its slug, and by part of the name with case and diacritics ignored", async () => {
    const bySavez = (await (await get(`${API.klubovi}?savez=zagrebacki-veslacki-savez`)).json()) as {
      klubovi: { slug: string }[];
    };
    expect(bySavez.klubovi.map((k) => k.slug)).toEqual(["vk-tresnjevka"]);
    const byName = (await (await get(`${API.klubovi}?q=TRESNJ`)).json()) as { klubovi: { slug: string }[] };
    expect(byName.klubovi.map((k) => k.slug)).toEqual(["vk-tresnjevka"]);
    const bad = await get(`${API.klubovi}?savez=Nije_slug`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("invalid_slug");
  });
});

describe("GET /api/v1/klubovi/:slug", () => {
  it("names the athletes licensed for the active season, by name only", async () => {
    const response = await get(fill(API.klub, { slug: "rk-dubrava" }));
    expect(response.status).toBe(200);
    const klub = (await response.json()) as { sezona: { naziv: string }; sportasi: Record<string, string>[] };
    expect(klub.sezona).toEqual({ naziv: "2026./2027." });
    // Ana and Ivo are approved this season; Eva was rejected, Lea's licence is last season's.
    expect(klub.sportasi).toEqual([
      { ime: "Ivo", prezime: "Babić" },
      { ime: "Ana", prezime: "Horvat" },
    ]);
  });

  it("is 404 for a deleted club and an unknown slug", async () => {
    expect((await get(fill(API.klub, { slug: "rk-obrisani" }))).status).toBe(404);
    expect((await get(fill(API.klub, { slug: "nema-ga" }))).status).toBe(404);
  });
});

describe("the club's page and the sitemap", () => {
  it("rewrites /klubovi/:slug with the club's title and Open Graph tags, and lists it in the sitemap", async () => {
    const index = () => new Response(INDEX_HTML, { headers: { "content-type": "text/html; charset=utf-8" } });
    const page = await fetchWithAssets("/klubovi/rk-dubrava", standInAssets(index));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<meta property="og:title" content="RK Dubrava · ');
    expect(html).toContain('"@type":"SportsOrganization"');
    expect((await fetchWithAssets("/klubovi/rk-obrisani", standInAssets(index))).status).toBe(404);

    const sitemapIndex = await (await get("/sitemap.xml")).text();
    expect(sitemapIndex).toContain(`${BASE}/sitemap/klubovi.xml`);
    const clubs = await (await get("/sitemap/klubovi.xml")).text();
    expect(clubs).toContain(`${BASE}/klubovi/rk-dubrava`);
    expect(clubs).toContain(`${BASE}/klubovi/vk-tresnjevka`);
    expect(clubs).not.toContain("rk-obrisani");
  });
});

describe("a licence's card on /api/v1/provjera", () => {
  const sign = async (licence: string) =>
    signCard(await cardKeys(env as never)!, {
      kind: "licenca",
      v: 1,
      id: licence,
      federation: "RK Dubrava",
      number: "2026./2027.",
      name: "Ana Horvat",
      type: "Kadetkinje",
      expiry: "2099-06-30",
      iat: 1,
    });
  const verify = async (token: string) => {
    const response = await get(fill(API.provjera, { token }));
    return { response, body: (await response.json()) as Record<string, unknown> & { card: Record<string, unknown> } };
  };

  it("shows 'Licenca', the season, the club, the computed category and 'aktivna'", async () => {
    const token = await sign(L_ANA);
    const { response, body } = await verify(token);
    expect(response.status).toBe(200);
    expect(body.kind).toBe("licenca");
    expect(body.status).toBe("aktivna");
    expect(body.card).toMatchObject({
      type: "Licenca",
      first_name: "Ana",
      last_name: "Horvat",
      sezona: "2026./2027.",
      klub: { naziv: "RK Dubrava", slug: "rk-dubrava" },
      kategorija: "Kadetkinje",
    });
  });

  it("says 'suspendirana' and 'istekla' as the licence changes, and 404 once deleted or never approved", async () => {
    const token = await sign(L_IVO);
    await env.DB.prepare("UPDATE licence SET status = 'suspendirana' WHERE id = ?").bind(L_IVO).run();
    expect((await verify(token)).body.status).toBe("suspendirana");
    await env.DB.prepare("UPDATE licence SET status = 'istekla' WHERE id = ?").bind(L_IVO).run();
    expect((await verify(token)).body.status).toBe("istekla");
    expect((await verify(await sign(L_EVA))).response.status).toBe(404);
    await env.DB.prepare("UPDATE licence SET deleted_at = '2026-01-01T00:00:00.000Z' WHERE id = ?").bind(L_IVO).run();
    expect((await verify(token)).response.status).toBe(404);
  });

  it("is not a membership: the card photo route refuses a licence's token", async () => {
    const response = await get(`/api/v1/provjera/${await sign(L_ANA)}/fotografija`);
    expect(response.status).toBe(404);
  });

  it("is refused to anonymous callers on the token route", async () => {
    expect((await get(fill(API.licencaIskaznica, { id: L_ANA }))).status).toBe(401);
  });
});
