// Issue 31's acceptance in Chromium: klub@demo.test (tajnik of RK Dubrava) enters RK Dubrava's home score on the
// 'Utakmice' screen, klub2@demo.test (tajnica of RK Zagreb, the away club) confirms it, and the public table
// changes; the return match's score, entered by RK Zagreb, is disputed by RK Dubrava and does not count until
// rukomet@demo.test (staff of Rukometni savez Zagreba) decides it; the teams then stand level on points, and the
// tie-broken row's explanation opens from the keyboard, announced by aria-expanded and its live region.
// The league is set up by the federation's staff over the league API (a competition, the 'Rukomet (HRS)' rule
// set, a group of RK Dubrava's and RK Zagreb's teams, a double round robin): a fresh one each run, so the test
// does not depend on, or change, the demo league. The demo league's own table is checked for its tie-breaks.
import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { ligePath, type LigaInputOf, type LigaOperationName } from "../../shared/league/operations";
import { gotoHydrated } from "./support/hydration";
import { KLUB, RUKOMET, ensureSeasonAccounts } from "./support/klubovi-accounts";
import { idToken, signInThroughUi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./support/spa";
import { graphql } from "./support/stack";
import { unique } from "./support/staff-ui";

const KLUB2 = { email: "klub2@demo.test", password: "demo-klub2-1" };
const RUKOMETNI_SAVEZ = "b0000000-0000-4000-8000-000000000003";
const DEMO_LIGA = "l0000000-0000-4000-8000-000000000001";
const DEMO_SKUPINA = "l0000000-0000-4000-8000-000000000003";

/** The federation's staff set a league up over the API, as the staff screens would. */
async function setUpLeague(request: APIRequestContext) {
  const token = await idToken(request, RUKOMET);
  const headers = { authorization: `Bearer ${token}` };
  const run = async <N extends LigaOperationName>(name: N, id: string, input: LigaInputOf<N>) => {
    const response = await request.post(ligePath(name, id), { headers, data: input as unknown as object });
    expect(response.status(), `${name}: ${await response.text()}`).toBe(200);
    return (await response.json()) as { id: string };
  };
  const demo = await request.get(`/api/v1/lige/skupine/${DEMO_SKUPINA}`, { headers });
  const { ekipe } = (await demo.json()) as { ekipe: { naziv: string; club_id: string }[] };
  const clubOf = (naziv: string) => ekipe.find((e) => e.naziv === naziv)!.club_id;

  const naziv = unique("Kup rukometnih klubova");
  const created = await graphql(
    request,
    "CreateNatjecanje",
    {
      object: {
        naziv,
        datum_od: "2026-11-01",
        datum_do: "2027-05-30",
        lokacija: "Dvorane klubova, Zagreb",
        savez_id: RUKOMETNI_SAVEZ,
      },
    },
    token,
  );
  expect(created.status(), await created.text()).toBe(200);
  const natjecanjeId = ((await created.json()) as { data: { insert_natjecanja_one: { id: string } } }).data
    .insert_natjecanja_one.id;
  const pravila = await run("CreatePravila", "", { savez_id: RUKOMETNI_SAVEZ, predlozak: "Rukomet (HRS)" });
  const skupina = await run("CreateSkupina", "", {
    natjecanje_id: natjecanjeId,
    naziv: "Skupina K",
    pravila_id: pravila.id,
  });
  await run("CreateEkipa", skupina.id, { naziv: "RK Dubrava", club_id: clubOf("RK Dubrava") });
  await run("CreateEkipa", skupina.id, { naziv: "RK Zagreb", club_id: clubOf("RK Zagreb") });
  const today = new Date().toISOString().slice(0, 10);
  await run("GenerateRaspored", skupina.id, { dvostruko: true, pocetak: today, vrijeme: "18:00", razmak_dana: 7 });
  return { natjecanjeId, naziv };
}

async function signedInPage(browser: Browser, baseURL: string | undefined, account: typeof KLUB) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInThroughUi(page, account);
  return page;
}

/** A match on the 'Utakmice' screen, by its competition and its pairing ('RK Dubrava – RK Zagreb'). */
async function openMatch(page: Page, competition: string, pairing: string): Promise<Locator> {
  await page.goto("/moj-klub/utakmice");
  await expect(page.getByRole("heading", { level: 1, name: "Utakmice" })).toBeVisible();
  const match = page.getByTestId("utakmica").filter({ hasText: competition }).filter({ hasText: pairing });
  await expect(match).toHaveCount(1);
  return match;
}

/** The screen's status line ('Spremljeno: …'). */
const saved = (page: Page) => page.getByTestId("utakmice-poruka");

/** The public table in order: each team with its played matches and points. */
async function standings(page: Page, competitionId: string) {
  await page.goto(`/natjecanja/${competitionId}`);
  const rows = page.getByTestId("ljestvica-red");
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll("td")].map((td) => td.textContent?.trim() ?? "");
      return [tr.getAttribute("data-ekipa"), cells[1], cells[8]];
    }),
  );
}

test.beforeAll(ensureSeasonAccounts);

test("home enters, away confirms; a disputed result counts only once the federation decides", async ({
  browser,
  baseURL,
  page: visitor,
  request,
}) => {
  test.setTimeout(180_000);
  const { natjecanjeId, naziv } = await setUpLeague(request);

  // RK Dubrava's tajnik enters the home score; the match states the 48 hours the away club has.
  const klub = await signedInPage(browser, baseURL, KLUB);
  let match = await openMatch(klub, naziv, "RK Dubrava – RK Zagreb");
  await match.getByLabel("Golovi: RK Dubrava").fill("30");
  await match.getByLabel("Golovi: RK Zagreb").fill("28");
  await match.getByRole("button", { name: "Spremi rezultat" }).click();
  await expect(saved(klub)).toHaveText("Spremljeno: RK Dubrava – RK Zagreb.");
  match = await openMatch(klub, naziv, "RK Dubrava – RK Zagreb");
  await expect(match.getByTestId("utakmica-razlog")).toContainText("Čeka potvrdu gostujućeg kluba (do ");
  await expectAccessible(klub);

  // Not confirmed yet: the public table has nobody played.
  expect(await standings(visitor, natjecanjeId)).toEqual([
    ["RK Dubrava", "0", "0"],
    ["RK Zagreb", "0", "0"],
  ]);
  await expect(visitor.getByTestId("raspored")).toContainText("Čeka potvrdu gostujućeg kluba");

  // RK Zagreb's tajnica, the away club, confirms: it counts.
  const klub2 = await signedInPage(browser, baseURL, KLUB2);
  match = await openMatch(klub2, naziv, "RK Dubrava – RK Zagreb");
  await match.getByRole("button", { name: "Potvrdi rezultat" }).click();
  await expect(saved(klub2)).toHaveText("Spremljeno: RK Dubrava – RK Zagreb.");
  expect(await standings(visitor, natjecanjeId)).toEqual([
    ["RK Dubrava", "1", "2"],
    ["RK Zagreb", "1", "0"],
  ]);
  await expect(visitor.getByTestId("raspored")).toContainText("30 : 28");

  // The return match: RK Zagreb enters 26 : 25, RK Dubrava disputes it. It does not count.
  match = await openMatch(klub2, naziv, "RK Zagreb – RK Dubrava");
  await match.getByLabel("Golovi: RK Zagreb").fill("26");
  await match.getByLabel("Golovi: RK Dubrava").fill("25");
  await match.getByRole("button", { name: "Spremi rezultat" }).click();
  await expect(saved(klub2)).toHaveText("Spremljeno: RK Zagreb – RK Dubrava.");
  match = await openMatch(klub, naziv, "RK Zagreb – RK Dubrava");
  await match.getByRole("button", { name: "Osporavam rezultat" }).click();
  await match.getByLabel("Razlog prigovora").fill("Zapisnik bilježi 25 : 25.");
  await match.getByRole("button", { name: "Pošalji prigovor" }).click();
  await expect(saved(klub)).toHaveText("Spremljeno: RK Zagreb – RK Dubrava.");
  expect(await standings(visitor, natjecanjeId)).toEqual([
    ["RK Dubrava", "1", "2"],
    ["RK Zagreb", "1", "0"],
  ]);
  await expect(visitor.getByTestId("raspored")).toContainText("osporio rezultat");

  // The federation's staff see it among the disputed results and decide it: now it counts.
  const rukomet = await signedInPage(browser, baseURL, RUKOMET);
  await rukomet.goto("/moj-klub/utakmice");
  const disputed = rukomet
    .getByTestId("utakmice-osporeni")
    .getByTestId("utakmica")
    .filter({ hasText: naziv })
    .filter({ hasText: "RK Zagreb – RK Dubrava" });
  await expect(disputed).toContainText("Prigovor: Zapisnik bilježi 25 : 25.");
  const decision = disputed.getByRole("form", { name: "Odluka saveza" });
  await expect(decision.getByLabel("Golovi: RK Zagreb")).toHaveValue("26");
  await expect(decision.getByLabel("Golovi: RK Dubrava")).toHaveValue("25");
  await decision.getByRole("button", { name: "Odluči rezultat" }).click();
  await expect(saved(rukomet)).toHaveText("Spremljeno: RK Zagreb – RK Dubrava.");
  await expectAccessible(rukomet);

  // Level on 2 points: RK Dubrava ahead on the goal difference of their mutual matches (55 : 54).
  expect(await standings(visitor, natjecanjeId)).toEqual([
    ["RK Dubrava", "2", "2"],
    ["RK Zagreb", "2", "2"],
  ]);
  const why = visitor.getByRole("button", { name: /^Zašto\? \(poredak ekipe RK Dubrava\)/ });
  await expect(why).toHaveAttribute("aria-expanded", "false");
  // The table came in the page's HTML; 'Zašto?' answers once the app has hydrated it.
  await expect(why).toBeEnabled();
  await why.focus();
  await visitor.keyboard.press("Enter");
  await expect(why).toHaveAttribute("aria-expanded", "true");
  const explanation = visitor.locator(`#${await why.getAttribute("aria-controls")}`);
  await expect(explanation).toHaveAttribute("aria-live", "polite");
  await expect(explanation).toHaveText(/^Ispred RK Zagreb po razlici pogodaka u međusobnim utakmicama/);
  await expectAccessible(visitor);
  await visitor.keyboard.press("Enter");
  await expect(why).toHaveAttribute("aria-expanded", "false");
  await expect(explanation).toHaveText("");
});

test("the demo league's page: each tie-broken row explains itself, fixtures by round, team calendars", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await gotoHydrated(page, `/natjecanja/${DEMO_LIGA}`);
  const table = page.getByTestId("ljestvica");
  await expect(table.getByRole("rowheader").first()).toContainText("RK Zagreb");
  // Zagreb, Sesvete and Dubrava level on 8 points, ordered by their mutual matches.
  const zagreb = page.getByRole("button", { name: /^Zašto\? \(poredak ekipe RK Zagreb\)/ });
  await zagreb.click();
  await expect(page.locator(`#${await zagreb.getAttribute("aria-controls")}`)).toHaveText(
    /^Ispred RK Sesvete i RK Dubrava po razlici pogodaka u međusobnim utakmicama/,
  );
  await expect(page.getByRole("heading", { name: "1. kolo" })).toBeVisible();
  await expect(page.getByTestId("ekipa-kalendar")).toHaveCount(6);
  await expect(page.getByTestId("ekipa-kalendar").first()).toHaveAttribute(
    "href",
    /^webcal:.*\/api\/v1\/ekipe\/.+\/kalendar\.ics$/,
  );
  // The page fits 360 px: only the table's own region scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
});
