import { expect, test } from "@playwright/test";

test("home page shows the spec's heading", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Sportska događanja koja ne smijete propustiti" })).toBeVisible();
});

test("a deep link is served by the SPA, not a 404", async ({ page }) => {
  const response = await page.goto("/membership");
  expect(response?.status()).toBe(200);
  await expect(page.locator("#root")).toBeAttached();
});
