// Issue 50, item 6 in Chromium: what only the browser shows of the season's journeys, on the demo seed and
// without changing it. VK Trešnjevka's tajnik finds the open regatta on 'Moj klub' → 'Prijave na natjecanja' and
// its 'Prijavi' opens the entry form; RK Dubrava's tajnik sees the athlete of the transfer it asked for, and what
// it waits for; every match under 'Čekaju vaš odgovor' of RK Zagreb's tajnica carries its action; a visitor sees
// the demo league's deduction marked on the table and explained under 'Zašto?'. The Worker tests hold the
// answers (tests/worker/journeys-*.test.ts); these hold the screens.
import type { Browser } from "@playwright/test";
import { gotoHydrated, pageErrors } from "./support/hydration";
import { KLUB, ensureSeasonAccounts } from "./support/klubovi-accounts";
import { signInThroughUi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./support/spa";

const VESLANJE = { email: "veslanje@demo.test", password: "demo-veslanje-1" };
const KLUB2 = { email: "klub2@demo.test", password: "demo-klub2-1" };
const REGATA = "81000000-0000-4000-8000-000000000001";
const DEMO_LIGA = "l0000000-0000-4000-8000-000000000001";

test.use({ viewport: { width: 360, height: 800 } });
test.beforeAll(ensureSeasonAccounts);

async function signedInPage(browser: Browser, baseURL: string | undefined, account: typeof KLUB) {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await signInThroughUi(page, account);
  return page;
}

test("'Prijave na natjecanja' offers the open regatta, and 'Prijavi' opens its entry form", async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, baseURL, VESLANJE);
  // The start lists are not public before the close: the section reads them and is refused (403), as designed.
  const errors = pageErrors(page, (url) => url.endsWith(`/api/v1/natjecanja/${REGATA}/startna-lista`));
  await page.goto("/moj-klub/prijave");
  const open = page.getByTestId("otvorene-prijave");
  await expect(open.getByRole("heading", { name: "Otvorene prijave" })).toBeVisible();
  const regatta = open.getByTestId("otvoreno-natjecanje").filter({ hasText: "Regata Zagrebačkog veslačkog saveza" });
  await expect(regatta).toContainText(/Prijave do \d+\. \d+\. \d{4}\. 23:59/);
  await expectAccessible(page);

  await regatta.getByRole("link", { name: "Prijavi na natjecanje Regata Zagrebačkog veslačkog saveza" }).click();
  await expect(page).toHaveURL(new RegExp(`/natjecanja/${REGATA}#prijava$`));
  const form = page.getByRole("form", { name: "Prijavi" });
  await expect(form.getByLabel("Disciplina")).toBeVisible();
  // Opened from the address, the form closes like one opened by its button.
  await form.getByRole("button", { name: "Odustani" }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Prijavi", exact: true })).toBeVisible();

  // The same address loaded afresh (the Worker's page, then hydrated) opens the form without a mismatch.
  await page.goto("/moj-klub/prijave");
  await gotoHydrated(page, `/natjecanja/${REGATA}#prijava`);
  await expect(page.getByRole("form", { name: "Prijavi" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the club that asked for a transfer sees its athlete and what the transfer waits for", async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, baseURL, KLUB);
  await page.goto("/moj-klub");
  const transfers = page.locator("section", { has: page.getByRole("heading", { name: "Transferi", exact: true }) });
  const asked = transfers.getByTestId("transfer-row").filter({ hasText: "Josip Božić" });
  await expect(asked).toHaveCount(1);
  await expect(asked.getByTestId("transfer-ceka")).toHaveText(/^Čeka odgovor kluba .*Sesvete/);
  await expect(transfers.getByTestId("transfer-row").filter({ hasText: "—" })).toHaveCount(0);
});

test("every match waiting for the club's answer carries its action", async ({ browser, baseURL }) => {
  const page = await signedInPage(browser, baseURL, KLUB2);
  await page.goto("/moj-klub/utakmice");
  await expect(page.getByRole("heading", { level: 1, name: "Utakmice" })).toBeVisible();
  const matches = page.getByTestId("utakmice-naPotezu").getByTestId("utakmica");
  await expect(matches.first()).toBeVisible();
  for (const match of await matches.all()) {
    await expect(match.getByRole("button", { name: /Spremi rezultat|Potvrdi rezultat/ })).toBeVisible();
  }
});

test("a deduction is marked on the public table and explained under 'Zašto?'", async ({ page }) => {
  await gotoHydrated(page, `/natjecanja/${DEMO_LIGA}`);
  const row = page.getByTestId("ljestvica-red").filter({ hasText: "RK Lokomotiva" });
  await expect(row.getByTestId("korekcija-oznaka")).toHaveText(/\*/);
  await expect(page.getByTestId("korekcija-legenda").first()).toBeVisible();
  const why = row.getByRole("button", { name: /Zašto\?/ });
  await why.click();
  await expect(why).toHaveAttribute("aria-expanded", "true");
  await expect(row.getByTestId("objasnjenje")).toContainText(
    "Oduzeta 2 boda: nastup neregistriranog igrača u 2. kolu (odluka Disciplinski sudac 7/2026).",
  );
});
