// Federations: the public pages /savezi and /savezi/:slug, the federation named on home's cards, and the staff
// home's title and switcher (staff of one federation sees the spec's 'Dobrodošli Zicer Savez!' and no switcher;
// an admin, who may act for every federation, switches and publishes for the one chosen).
import { expect, test, type Page } from "@playwright/test";
import { T, T_SAVEZ } from "../../shared/texts";
import { gotoHydrated } from "./support/hydration";
import { expectAccessible } from "./support/spa";
import { STAFF, unique } from "./support/staff-ui";
import { signInThroughUi } from "./support/sign-in";

const ADMIN = { email: "admin@demo.test", password: "demo-admin-1" };
const DEMO = {
  "zicer-savez": "Zicer Savez",
  "zagrebacki-veslacki-savez": "Zagrebački veslački savez",
  "rukometni-savez-zagreba": "Rukometni savez Zagreba",
};

const switcher = (page: Page) => page.getByRole("combobox", { name: T_SAVEZ.odaberiSavez });
const staffTitle = (page: Page) => page.getByRole("heading", { level: 2, name: /^Dobrodošli / });

test.describe("public federation pages", () => {
  test("/savezi lists the three demo federations, each linking to its page", async ({ page }) => {
    await page.goto("/savezi");
    await expect(page.getByRole("heading", { level: 1, name: T_SAVEZ.savezi })).toBeVisible();
    for (const [slug, naziv] of Object.entries(DEMO)) {
      const card = page.getByTestId("savez-card").filter({ hasText: naziv });
      await expect(card.getByRole("link", { name: naziv, exact: true })).toHaveAttribute("href", `/savezi/${slug}`);
    }
    await expectAccessible(page);
  });

  test("a federation's page shows its name, contact and announcements", async ({ page }) => {
    // Hydrated first: a click while the page hydrates can be lost (the URL stayed /savezi in one fresh run).
    await gotoHydrated(page, "/savezi");
    await page.getByRole("link", { name: DEMO["zagrebacki-veslacki-savez"], exact: true }).click();
    await expect(page).toHaveURL(/\/savezi\/zagrebacki-veslacki-savez$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zagrebački veslački savez");
    await expect(page.getByRole("link", { name: "info@veslanje.demo.test" })).toHaveAttribute(
      "href",
      "mailto:info@veslanje.demo.test",
    );
    const najave = page.getByTestId("savez-najava");
    await expect(najave.filter({ hasText: "Zagrebačka regata na Jarunu" })).toBeVisible();
    // Only its own: the handball derby belongs to the handball federation.
    await expect(najave.filter({ hasText: "Rukometni derbi u Areni Zagreb" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: T_SAVEZ.dokumenti })).toBeVisible();
    await expectAccessible(page);
  });

  test("an unknown slug says that no such federation exists", async ({ page }) => {
    await page.goto("/savezi/nema-takvog-saveza");
    await expect(page.getByRole("heading", { level: 1, name: T_SAVEZ.nijePronaden })).toBeVisible();
    await expect(page.getByText(T_SAVEZ.nijePronadenOpis("nema-takvog-saveza"))).toBeVisible();
    await page.getByRole("link", { name: T_SAVEZ.sviSavezi }).click();
    await expect(page).toHaveURL(/\/savezi$/);
    await expectAccessible(page);
  });

  test("home's cards name their federation and link to its page; the drawer links to /savezi", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByTestId("event-card")).toHaveCount(12);
    const regata = page.getByTestId("event-card").filter({ hasText: "Zagrebačka regata na Jarunu" });
    await expect(regata.getByRole("link", { name: "Zagrebački veslački savez" })).toHaveAttribute(
      "href",
      "/savezi/zagrebacki-veslacki-savez",
    );
    await expect(page.getByTestId("result-card").first().locator(".card-savez a")).toHaveAttribute(
      "href",
      /^\/savezi\/[a-z0-9-]+$/,
    );
    await regata.getByRole("link", { name: "Zagrebački veslački savez" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zagrebački veslački savez");

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: T_SAVEZ.navSavezi }).click();
    await expect(page).toHaveURL(/\/savezi$/);
  });
});

test.describe("the federation being worked on", () => {
  test("staff of one federation sees exactly 'Dobrodošli Zicer Savez!' and no switcher", async ({ page }) => {
    await signInThroughUi(page, STAFF);
    await expect(staffTitle(page)).toHaveText("Dobrodošli Zicer Savez!");
    await expect(switcher(page)).toHaveCount(0);
    await page.goto("/unesi-najavu");
    await expect(page.getByLabel(T.naslov)).toBeVisible();
    await expect(switcher(page)).toHaveCount(0);
  });

  test("an admin switches to Rukometni savez Zagreba, keeps it after a reload and publishes for it", async ({
    page,
  }) => {
    await signInThroughUi(page, ADMIN);
    const select = switcher(page);
    for (const naziv of Object.values(DEMO)) await expect(select.locator("option", { hasText: naziv })).toHaveCount(1);
    // Nothing chosen yet: the first federation /me lists, named in the title.
    const first = await select.locator("option").first().textContent();
    await expect(select.locator("option:checked")).toHaveText(first!);
    await expect(staffTitle(page)).toHaveText(`Dobrodošli ${first}!`);
    await expectAccessible(page);

    await select.selectOption({ label: "Zagrebački veslački savez" });
    await expect(staffTitle(page)).toHaveText("Dobrodošli Zagrebački veslački savez!");
    await select.selectOption({ label: "Rukometni savez Zagreba" });
    await expect(staffTitle(page)).toHaveText("Dobrodošli Rukometni savez Zagreba!");
    await page.reload();
    await expect(staffTitle(page)).toHaveText("Dobrodošli Rukometni savez Zagreba!");
    await expect(switcher(page).locator("option:checked")).toHaveText("Rukometni savez Zagreba");

    // The staff screens carry the same switcher, on the same federation.
    await page.goto("/unesi-najavu");
    await expect(switcher(page).locator("option:checked")).toHaveText("Rukometni savez Zagreba");
    const subject = unique("Rukometni turnir mladih");
    await page.getByLabel(T.naslov).fill(subject);
    await page.getByLabel(T.opis).fill("Turnir za mlađe kategorije u Domu sportova.");
    const sent = page.waitForRequest(
      (r) => r.url().endsWith("/v1/graphql") && !!r.postData()?.includes("CreateNajava"),
    );
    await page.getByRole("button", { name: T.posalji }).click();
    expect((await sent).postDataJSON().variables.savez_id).toBe("b0000000-0000-4000-8000-000000000003");
    await expect(page.getByText(T.najavaOk)).toBeVisible();

    await page.goto("/savezi/rukometni-savez-zagreba");
    await expect(page.getByTestId("savez-najava").first().getByRole("heading")).toHaveText(subject);
    await page.goto("/");
    const card = page.getByTestId("event-card").filter({ hasText: subject });
    await expect(card.getByRole("link", { name: "Rukometni savez Zagreba" })).toHaveAttribute(
      "href",
      "/savezi/rukometni-savez-zagreba",
    );
  });
});
