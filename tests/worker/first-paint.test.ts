// Issue 17: the pages a visitor lands on most come with their first paint in #root (the shell and the page's
// heading), so a phone paints text before the app's code has arrived; every other page stays as built.
import { describe, expect, it } from "vitest";
import indexHtml from "../../web/index.html?raw";
import { BOOT_AFTER_PAINT, BOOT_ATTRIBUTE, HOME_FEED_SCRIPT_ID } from "../../shared/inline-data";
import { ROUTES } from "../../shared/paths";
import { T_JAVNO } from "../../shared/texts";
import { T, T_UI } from "../../shared/texts/home";
import { fetchWithAssets, standInAssets } from "./helpers/assets";
import { seedDemo } from "./helpers/graphql";

/** The app with a stand-in ASSETS binding that answers like the SPA fallback, with the real index.html. */
async function fetchPage(path: string, headers: HeadersInit = {}) {
  const index = () =>
    new Response(indexHtml, { headers: { "content-type": "text/html; charset=utf-8", etag: '"index-1"' } });
  const response = await fetchWithAssets(path, standInAssets(index), headers);
  return { response, html: await response.text() };
}

/** What #root holds, as a browser with no script would read it. */
const rootOf = (html: string) => /<div id="root"([^>]*)>([\s\S]*)<\/div>\s*<script/.exec(html);

describe("first paint in the HTML", () => {
  it("home: the top bar, the hero and the heading, marked to load the app after they are painted", async () => {
    await seedDemo();
    const { response, html } = await fetchPage(ROUTES.home);
    expect(response.status).toBe(200);
    const [, attributes, root] = rootOf(html) ?? [];
    expect(attributes).toContain(`${BOOT_ATTRIBUTE}="${BOOT_AFTER_PAINT}"`);
    expect(root).toContain(`<h2>${T.homeHeading}</h2>`);
    expect(root).toContain(`<h1>${T_UI.appTitle}</h1>`);
    expect(root).toContain(`<header class="topbar">`);
    expect(root).toContain(`<main id="main" tabindex="-1">`);
    // The data still comes with the page, and no auth links are guessed before the app knows the visitor.
    expect(html).toContain(`id="${HOME_FEED_SCRIPT_ID}"`);
    expect(root).not.toContain(T.navSignIn);
    expect(response.headers.get("etag")).toBeNull();
  });

  it("the competitions list paints its title and introduction; the cards page its title, the app loading at once", async () => {
    const list = await fetchPage(ROUTES.natjecanja, { "if-none-match": '"index-1"' });
    expect(list.response.status).toBe(200);
    const [, listAttributes, listRoot] = rootOf(list.html) ?? [];
    expect(listRoot).toContain(`<h1 class="page-title">${T_JAVNO.natjecanja}</h1>`);
    expect(listRoot).toContain(T_JAVNO.natjecanjaUvod);
    expect(listAttributes).toContain(BOOT_AFTER_PAINT);
    expect(list.response.headers.get("etag")).toBeNull();
    expect(list.response.headers.get("cache-control")).toBe("no-cache");

    const cards = await fetchPage(ROUTES.membership);
    const [, cardAttributes, cardRoot] = rootOf(cards.html) ?? [];
    expect(cardRoot).toContain(`<h1 class="page-title">${T_UI.membershipTitle}</h1>`);
    expect(cardAttributes).not.toContain(BOOT_ATTRIBUTE);
  });

  it("any other page is served as built, with an empty #root", async () => {
    for (const path of [ROUTES.about, ROUTES.signin, "/no-such-page"]) {
      const { html } = await fetchPage(path);
      expect(html, path).toContain('<div id="root"></div>');
    }
  });
});
