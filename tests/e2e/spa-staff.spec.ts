// Signed in as the demo staff user staff@demo.test: the dashboard adds the staff home menu (SPEC §2).
import { expect, expectAccessible, test } from "./support/spa";

test.use({ account: "staff" });

test("the dashboard shows the staff menu 'Dobrodošli Zicer Savez!' with its five Croatian cards", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Dobrodošli Zicer Savez!" })).toBeVisible();
  const links = {
    "Unesi najavu natjecanja": "/unesi-najavu",
    "Unesi natjecatelje": "/unesi-natjecatelje",
    "Dokumenti saveza": "/preuzmi-dokumente-saveza",
    "Unesi natjecanja": "/unesi-natjecanja",
    "Unesi dokumente rezultata": "/unesi-dokumente-rezultata",
  };
  const menu = page.getByRole("region", { name: "Dobrodošli Zicer Savez!" });
  for (const [name, href] of Object.entries(links)) {
    await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(page.getByText("for now via the mobile app")).toHaveCount(0);
  await expect(page.getByText("staff@demo.test (verified)")).toBeVisible();
  await expectAccessible(page);

  // The result-documents card opens the working screen.
  await menu.getByRole("link", { name: "Unesi dokumente rezultata" }).click();
  await expect(page).toHaveURL(/\/unesi-dokumente-rezultata$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Ovu stranicu mogu koristiti samo djelatnici saveza.")).toHaveCount(0);
});

test("staff sees no memberships and the member screens still work", async ({ page }) => {
  await page.goto("/membership");
  await expect(page.getByText("You don't have any memberships assigned!")).toBeVisible();
  await page.goto("/");
  await expect(page.getByTestId("event-card")).toHaveCount(12);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toBeVisible();
});
