import { expect, test } from "@playwright/test";
import { T, T_STAFF } from "../../shared/texts";
import { MEMBER, STAFF, storedToken, unique } from "./support/staff-ui";
import { signInThroughUi } from "./support/sign-in";
import { graphql } from "./support/stack";

test("results entered by staff show among 'Najnoviji Rezultati' on home", async ({ page }) => {
  await signInThroughUi(page, STAFF);
  const naziv = unique("Jesenski kros");
  await page.goto("/unos-rezultata");
  await page.getByLabel(T_STAFF.ilNazivNatjecanja).fill(naziv);
  await page.getByLabel(`${T_STAFF.mjesto} 1`).fill("1");
  await page.getByLabel(`${T.ime} 1`).fill("AK Sljeme");
  await page.getByLabel(`${T_STAFF.bodovi} 1`).fill("50");
  await page.getByRole("button", { name: T_STAFF.dodajRedak }).click();
  await page.getByLabel(`${T.ime} 2`).fill("AK Maksimir");
  await page.getByLabel(`${T_STAFF.bodovi} 2`).fill("41.5");
  await page.getByRole("button", { name: T_STAFF.dodajRedak }).click();
  await page.getByRole("button", { name: `${T_STAFF.ukloniRedak} 3` }).click();
  await page.getByRole("button", { name: T.posalji }).click();
  await expect(page.getByText(T_STAFF.rezultatOk)).toBeVisible();

  await page.getByRole("link", { name: "Home" }).first().click();
  const results = page.getByRole("region", { name: T.latestResults });
  const card = results.getByTestId("result-card").filter({ hasText: naziv });
  await expect(card).toBeVisible();
  await expect(card.getByRole("row")).toHaveText([/Mjesto/, /1\.\s*AK Sljeme\s*50/, /2\.\s*AK Maksimir\s*41\.5/]);
  // First among the latest results: it is the newest.
  await expect(results.getByTestId("result-card").first()).toContainText(naziv);
});

test("a stored competition can be picked, and duplicate places are refused", async ({ page }) => {
  await signInThroughUi(page, STAFF);
  await page.goto("/unos-rezultata");
  await page.getByLabel(T_STAFF.odaberiNatjecanje).selectOption({ label: "Zagrebačka regata 2025" });
  await expect(page.getByLabel(T_STAFF.ilNazivNatjecanja)).toHaveValue("Zagrebačka regata 2025");
  await page.getByLabel(`${T.ime} 1`).fill("HVK Mladost");
  await page.getByLabel(`${T_STAFF.bodovi} 1`).fill("10");
  await page.getByRole("button", { name: T_STAFF.dodajRedak }).click();
  await page.getByLabel(`${T_STAFF.mjesto} 2`).fill("1");
  await page.getByLabel(`${T.ime} 2`).fill("VK Croatia");
  await page.getByLabel(`${T_STAFF.bodovi} 2`).fill("8");
  await page.getByRole("button", { name: T.posalji }).click();
  await expect(page.getByRole("alert")).toHaveText(T_STAFF.mjestaJedinstvena);
  await page.getByLabel(`${T_STAFF.mjesto} 2`).fill("2");
  await page.getByRole("button", { name: T.posalji }).click();
  await expect(page.getByText(T_STAFF.rezultatOk)).toBeVisible();
});

test("a member cannot enter results: no form, and CreateRezultat is refused", async ({ page }) => {
  await signInThroughUi(page, MEMBER);
  await page.goto("/unos-rezultata");
  await expect(page.getByText(T_STAFF.samoOsoblje)).toBeVisible();
  await expect(page.getByRole("button", { name: T.posalji })).toHaveCount(0);
  const response = await graphql(
    page.request,
    "CreateRezultat",
    { object: { payload: { naziv: "Lažni", poredak: [{ mjesto: 1, ime: "X", bodovi: 1 }] } } },
    await storedToken(page),
  );
  expect(response.status()).toBe(403);
  expect(await response.json()).toEqual({
    errors: [{ message: expect.any(String), extensions: { code: "FORBIDDEN" } }],
  });
});
