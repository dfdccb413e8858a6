// Issue 17: home and the competitions list paint their top bar and heading from the HTML alone, before any
// script has run, and the app then takes over without moving anything (no layout shift; the heading's box is
// the same before and after). A member's cards page paints its title the same way.
import { T_JAVNO } from "../../shared/texts";
import { T, T_UI } from "../../shared/texts/home";
import { expect, test } from "./support/spa";

test.describe("first paint before the app runs", () => {
  test("with JavaScript off, home and the competitions show the top bar and their heading", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 2, name: T.homeHeading })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: T_UI.appTitle })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: T_UI.mainNav }).getByRole("link", { name: T.navHome }),
    ).toBeVisible();
    await page.goto("/natjecanja");
    await expect(page.getByRole("heading", { level: 1, name: T_JAVNO.natjecanja })).toBeVisible();
    await expect(page.getByText(T_JAVNO.natjecanjaUvod)).toBeVisible();
    // No data is guessed: the list itself comes with the app.
    await expect(page.getByRole("button", { name: T_JAVNO.ucitajJos })).toHaveCount(0);
    await context.close();
  });

  for (const width of [360, 1280]) {
    test(`at ${width} px the app replaces the first paint without a layout shift`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // The app's code is held back until the HTML's paint has been measured.
      let release!: () => void;
      const held = new Promise<void>((done) => (release = done));
      await page.route("**/assets/boot-*.js", async (route) => {
        await held;
        await route.continue();
      });
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number };
        w.shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.shifts += (entry as unknown as { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto("/", { waitUntil: "commit" });
      const heading = page.getByRole("heading", { level: 2, name: T.homeHeading });
      await expect(heading).toBeVisible();
      await expect(page.getByTestId("event-card")).toHaveCount(0);
      // Measured as painted: the browser paints only once the stylesheet is in (layout may run earlier).
      const before = await heading.evaluate(async (h) => {
        const sheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
        if (sheet && !sheet.sheet) await new Promise((done) => sheet.addEventListener("load", done, { once: true }));
        await document.fonts.ready;
        return h.getBoundingClientRect().toJSON() as unknown;
      });
      release();
      await expect(page.getByTestId("event-card").first()).toBeVisible();
      const after = await heading.evaluate((h) => h.getBoundingClientRect().toJSON() as unknown);
      expect(after).toEqual(before);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThanOrEqual(0.02);
    });
  }
});
