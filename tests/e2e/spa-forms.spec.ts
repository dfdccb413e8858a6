// Issue 20 item 6: the forms' shared controls and the staff dashboard. At 360 px no staff or admin screen
// scrolls sideways (the results entry with several rows included); the results entry's controls are labelled,
// at least 44 px high and show a focus ring; the staff dashboard shows the federation's counts and latest items.
import type { Page } from "@playwright/test";
import { ROUTES } from "../../shared/paths";
import { T, T_PREGLED, T_STAFF } from "../../shared/texts";
import { SCREENS, openScreen } from "./support/screens";
import { expect, test } from "./support/spa";

/** How wide the page's content is: more than the viewport means the page scrolls sideways. */
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

test.describe("at 360 px as staff", () => {
  test.use({ account: "staff", viewport: { width: 360, height: 800 } });

  test("no staff screen scrolls sideways", async ({ page }) => {
    test.setTimeout(120_000);
    const wide: string[] = [];
    for (const { path } of [...SCREENS.staff, { path: ROUTES.obrisano }]) {
      await openScreen(page, path);
      const width = await scrollWidth(page);
      if (width > 360) wide.push(`${path}: ${width}px`);
    }
    expect(wide).toEqual([]);
  });

  test("the results entry with five rows fits, its controls are labelled, 44 px high and focusable", async ({
    page,
  }) => {
    await openScreen(page, ROUTES.unosRezultata);
    for (let i = 0; i < 4; i++) await page.getByRole("button", { name: T_STAFF.dodajRedak }).click();
    for (let row = 1; row <= 5; row++) {
      await page.getByLabel(`${T.ime} ${row}`, { exact: true }).fill(`Veslački klub Jarun ${row}`);
      await page.getByLabel(`${T_STAFF.bodovi} ${row}`, { exact: true }).fill(String(100 - row));
    }
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

    const name = page.getByLabel(`${T.ime} 3`, { exact: true });
    const remove = page.getByRole("button", { name: `${T_STAFF.ukloniRedak} 3` });
    for (const control of [name, remove, page.getByRole("button", { name: T.posalji })]) {
      const box = (await control.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    // 'Ukloni' is drawn as a button (a border), not as bare text.
    expect(await remove.evaluate((e) => getComputedStyle(e).borderTopStyle)).toBe("solid");
    // The focus ring shows when the keyboard reaches an input.
    await page.getByLabel(`${T.ime} 2`, { exact: true }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab"); // Bodovi 2, Ukloni 2, Mjesto 3
    const focused = page.locator(":focus");
    await expect(focused).toHaveAttribute("aria-label", `${T_STAFF.mjesto} 3`);
    expect(await focused.evaluate((e) => getComputedStyle(e).outlineStyle)).toBe("solid");

    await remove.click();
    await expect(page.getByLabel(`${T.ime} 5`, { exact: true })).toHaveCount(0);
  });
});

test.describe("at 360 px as admin", () => {
  test.use({ account: "admin", viewport: { width: 360, height: 800 } });

  test("no admin screen scrolls sideways", async ({ page }) => {
    test.setTimeout(120_000);
    const wide: string[] = [];
    for (const { path } of [...SCREENS.admin, { path: ROUTES.revizija }]) {
      await openScreen(page, path);
      const width = await scrollWidth(page);
      if (width > 360) wide.push(`${path}: ${width}px`);
    }
    expect(wide).toEqual([]);
  });
});

test.describe("the staff dashboard", () => {
  test.use({ account: "staff" });

  test("shows the federation's counts and latest announcements, competitions and results, and leads to them", async ({
    page,
  }) => {
    // What the server holds for the staff's federation, read the way the screens read it.
    await openScreen(page, ROUTES.unesiNajavu);
    const firstNajava = page.locator("#najave-naslov + .grid h3").first();
    const najavaTitle = (await firstNajava.textContent())!;
    const najavaCount = await page.locator("#najave-naslov + .grid > *").count();

    await openScreen(page, ROUTES.dashboard);
    const overview = page.getByRole("region", { name: T_PREGLED.naslov });
    await expect(overview).toBeVisible();
    const counts = overview.locator(".count-card");
    await expect(counts).toHaveCount(4);
    await expect(counts.filter({ hasText: T_PREGLED.najave })).toContainText(String(najavaCount));
    for (const label of [T_PREGLED.natjecanja, T_PREGLED.rezultati, T_PREGLED.dokumenti]) {
      await expect(counts.filter({ hasText: label }).locator(".count-value")).toHaveText(/^\d+\+?$/);
    }
    const latest = overview.getByRole("article", { name: T_PREGLED.najave });
    await expect(latest.locator("li").first()).toContainText(najavaTitle);
    await expect(overview.getByRole("article", { name: T_PREGLED.natjecanja }).locator("li")).not.toHaveCount(0);
    await expect(overview.getByRole("article", { name: T_PREGLED.rezultati }).locator("li")).not.toHaveCount(0);

    // Shortcuts lead to the screens.
    await page
      .getByRole("navigation", { name: T_PREGLED.precaci })
      .getByRole("link", { name: T_PREGLED.unosRezultata })
      .click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.unosRezultata}$`));
    await page.goBack();
    await counts.filter({ hasText: T_PREGLED.natjecanja }).getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.unesiNatjecanja}$`));
  });
});
