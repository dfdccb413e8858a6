// Signed in as the demo staff user staff@demo.test: the dashboard adds the staff home menu (SPEC §2).
import { expect, expectAccessible, test } from "./support/spa";

test.use({ account: "staff" });

test("the dashboard shows the staff menu 'Dobrodošli Zicer Savez!' with its five cards", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Dobrodošli Zicer Savez!" })).toBeVisible();
  const links = {
    "Enter competition announcement": "/unesi-najavu",
    "Enter competitors": "/unesi-natjecatelje",
    "Download federation documents": "/preuzmi-dokumente-saveza",
    "Enter competitions": "/unesi-natjecanja",
  };
  for (const [name, href] of Object.entries(links)) {
    await expect(page.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await expect(page.getByText("Enter competition result documents")).toBeVisible();
  await expect(page.getByRole("link", { name: "Enter competition result documents" })).toHaveCount(0);
  await expect(page.getByText("for now via the mobile app")).toBeVisible();
  await expect(page.getByText("staff@demo.test (verified)")).toBeVisible();
  await expectAccessible(page);
});

test("staff sees no memberships and the member screens still work", async ({ page }) => {
  await page.goto("/membership");
  await expect(page.getByText("You don't have any memberships assigned!")).toBeVisible();
  await page.goto("/");
  await expect(page.getByTestId("event-card")).toHaveCount(12);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toBeVisible();
});
