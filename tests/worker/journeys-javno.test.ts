// Issue 50, item 6, as a visitor reads the demo regatta's page (worker/seed/demo-prijave.sql) rendered by the
// Worker: the entry window's deadline in Zagreb's time (not midnight UTC read in Zagreb, "01:00"), and an entries
// section that agrees with itself (the events' counts public, the names not yet: a sentence says when, and the
// first wave's "Još nema prijavljenih natjecatelja" is not printed under "2 / 2 prihvaćeno").
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import indexHtml from "../../web/index.html?raw";
import { fill, ROUTES } from "../../shared/paths";
import { T_JAVNO, T_PRIJAVE } from "../../shared/texts";
import entriesSql from "../../worker/seed/demo-prijave.sql?raw";
import leagueSql from "../../worker/seed/demo-lige.sql?raw";
import { forgetRows } from "../../worker/auth/caller-cache";
import { fetchWithAssets, standInAssets } from "./helpers/assets";
import { seedStatements } from "./helpers/demo-lige";
import { seedDemo } from "./helpers/graphql";
import { REGATA } from "./helpers/matrix";
import { SEED_INSTANT } from "../../worker/seed/relative";
import { pinClock } from "../support/clock";

// The demo's dates (cards, the season, the regatta's entry window) are read against today: this file stands on
// the day the seed's text was written for (worker/seed/relative.ts).
pinClock(SEED_INSTANT);

const REGATA_PRIJAVE = "81000000-0000-4000-8000-000000000001";

/** The page's #root as text (tags and entities gone), as a browser without script shows it. */
async function pageText(path: string): Promise<string> {
  const index = () => new Response(indexHtml, { headers: { "content-type": "text/html; charset=utf-8" } });
  const html = await (await fetchWithAssets(path, standInAssets(index))).text();
  const [, markup = ""] = /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<script type="module"/.exec(html) ?? [];
  return markup
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

beforeAll(async () => {
  await seedDemo();
  for (const file of [leagueSql, entriesSql]) await env.DB.batch(seedStatements(file).map((s) => env.DB.prepare(s)));
  forgetRows();
});

describe("the demo regatta's public entries", () => {
  it("names the entry window's close in Zagreb's time, as staff typed it", async () => {
    const text = await pageText(fill(ROUTES.natjecanje, { id: REGATA_PRIJAVE }));
    expect(text).toContain(T_PRIJAVE.ui.otvoreneDo("27. 12. 2026. 23:59"));
    expect(text).toContain("Prijave otvorene do 27. 12. 2026. 23:59.");
    expect(text).not.toMatch(/\d{4}\. 0[12]:00/);
    const api = (await (await SELF.fetch(`https://app.test/api/v1/natjecanja/${REGATA_PRIJAVE}/prijave`)).json()) as {
      otvaranje: string;
      zatvaranje: string;
    };
    // Midnight and 23:59 on Zagreb's wall clock (CET in the seed's winter), not UTC's.
    expect(api).toMatchObject({ otvaranje: "2026-11-27T23:00:00.000Z", zatvaranje: "2026-12-27T22:59:00.000Z" });
  });

  it("counts the entries and says when their names appear, never 'nobody entered' under the counts", async () => {
    const text = await pageText(fill(ROUTES.natjecanje, { id: REGATA_PRIJAVE }));
    expect(text).toContain(`M1x seniori 2000 m: ${T_PRIJAVE.ui.popunjenost(2, 2, 1)}`);
    expect(text).toContain(T_PRIJAVE.ui.imenaNakonZatvaranja);
    expect(text).not.toContain(T_JAVNO.nemaPrijavljenih);
    expect(text).not.toContain("Damir Martinović"); // the start list is not public before the close
  });

  it("keeps the first wave's competitors' list on a competition that takes no entries", async () => {
    const text = await pageText(fill(ROUTES.natjecanje, { id: REGATA }));
    expect(text).toContain(T_JAVNO.startnaLista);
    expect(text).not.toContain(T_PRIJAVE.ui.imenaNakonZatvaranja);
  });
});
