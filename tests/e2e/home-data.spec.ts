// Issue 17 item 1: `/` comes with ReadFeed's answer in its HTML, so the home page paints its events with no
// API round trip, and SWR revalidates from the API once it can be reached.
import { graphql } from "./support/stack";
import { HOME_FEED_SCRIPT_ID } from "../../shared/inline-data";
import { expect, test } from "./support/spa";

test.describe("home page data in the first response", () => {
  test("the events render with the API blocked, and freshen once the API is back", async ({ page }) => {
    let blocked = true;
    let attempts = 0;
    let shown = 0;
    await page.route("**/v1/graphql", async (route) => {
      attempts++;
      if (blocked) return route.abort("internetdisconnected");
      // The API is back: its answer differs from the page's, so the change on screen proves a revalidation.
      const response = await route.fetch();
      const body = (await response.json()) as { data: { feed: { subject: string | null }[] } };
      body.data.feed[shown].subject = "Osvježeno s API-ja";
      return route.fulfill({ response, json: body });
    });

    await page.goto("/");
    // What the page came with (other tests may have added announcements: the newest with a subject).
    const inline = JSON.parse((await page.locator(`#${HOME_FEED_SCRIPT_ID}`).textContent()) ?? "{}") as {
      data: { feed: { subject: string | null }[] };
    };
    shown = inline.data.feed.findIndex((item) => item.subject);
    const cards = page.getByTestId("event-card");
    await expect(cards.nth(shown)).toContainText(inline.data.feed[shown].subject!);
    await expect(cards).toHaveCount(inline.data.feed.length);
    await expect(page.getByTestId("result-card").first()).toBeVisible();
    // SWR did try (and failed): the events on screen came with the page, and no error replaces them.
    await expect.poll(() => attempts).toBeGreaterThan(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);

    blocked = false;
    await expect(cards.nth(shown)).toContainText("Osvježeno s API-ja", { timeout: 20_000 });
  });

  test("the page's HTML holds the same answer the API gives an anonymous caller", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const tag = new RegExp(`<script type="application/json" id="${HOME_FEED_SCRIPT_ID}">([\\s\\S]*?)</script>`);
    const inline = tag.exec(html)?.[1];
    expect(inline, "index.html for / carries the feed").toBeTruthy();
    const api = await graphql(request, "ReadFeed");
    expect(JSON.parse(inline!)).toEqual(await api.json());
    // Other pages are the plain SPA shell.
    expect(await (await request.get("/about")).text()).not.toContain(HOME_FEED_SCRIPT_ID);
  });
});
