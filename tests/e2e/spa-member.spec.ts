// Signed in as the demo member clan@demo.test (signed in once through the real sign-in screen).
import { gotoHydrated } from "./support/hydration";
import { expect, expectAccessible, test } from "./support/spa";
import { asSeeded } from "./support/demo-dates";
import { croatianDate } from "../../shared/dates";

test.use({ account: "clan" });

test.describe("as clan@demo.test", () => {
  test("the navigation shows Dashboard, Logout, the member's own screens and no staff entry links", async ({
    page,
  }) => {
    const me = page.waitForResponse((r) => r.url().endsWith("/api/v1/me") && r.ok());
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Logout" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await me; // the drawer asked for the role: an absent staff link now means the drawer left it out
    await expect(drawer.getByRole("link", { name: "Membership cards" })).toHaveAttribute("href", "/membership");
    await expect(drawer.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/settings/profile");
    for (const name of ["Unos natjecatelja", "Unos natjecanja", "Unos rezultata", "Unesi dokumente rezultata"]) {
      await expect(drawer.getByRole("link", { name })).toHaveCount(0);
    }
    await expectAccessible(page);
  });

  test("membership shows the two cards, Gold first and yellow, Silver grey", async ({ page }) => {
    await page.goto("/membership");
    const cards = page.getByTestId("membership-card");
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText("Ivana Horvat");
    await expect(cards.nth(0)).toContainText("#0042");
    await expect(cards.nth(0)).toContainText("Your membership card (Gold)");
    await expect(cards.nth(1)).toContainText("#1187");
    await expect(cards.nth(1)).toContainText("Your membership card (Silver)");
    await expect(cards.nth(0)).toHaveCSS("background-color", "rgb(249, 213, 74)");
    await expect(cards.nth(1)).toHaveCSS("background-color", "rgb(224, 224, 224)");
    // Each card also holds its QR (issue 15): the photo is the image named after the person.
    const photo = { name: "Photo of Ivana Horvat" };
    await expect(cards.nth(0).getByRole("img", photo)).toHaveAttribute("src", "/images/avatars/ivana.svg");
    await expect(cards.nth(1).getByRole("img", photo)).toHaveAttribute("src", "/images/avatar-placeholder.svg");
    await expectAccessible(page);
  });

  test("membership cards show their validity; an expired card is marked 'Istekla' in words and look", async ({
    page,
  }) => {
    // The seed's Gold card runs to 2026-12-31 and the Silver one to 2026-06-30: pin the day between them.
    await page.clock.setFixedTime(new Date(asSeeded("2026-08-01T10:00:00")));
    await page.goto("/membership");
    const cards = page.getByTestId("membership-card");
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText(`Aktivna · Vrijedi do ${croatianDate(asSeeded("2026-12-31"))}`);
    await expect(cards.nth(0)).not.toContainText("Istekla");
    await expect(cards.nth(1)).toContainText("Istekla");
    await expect(cards.nth(1)).toContainText(`Vrijedila do ${croatianDate(asSeeded("2026-06-30"))}`);
    await expect(cards.nth(1)).toHaveCSS("border-top-style", "dashed");
    await expect(cards.nth(0)).toHaveCSS("border-top-style", "solid");
    await expectAccessible(page);
  });

  test("staff with an unverified email are told to verify instead of being refused", async ({ page }) => {
    // The server's view of such an account (a role waits for a verified email, shared/permissions.ts).
    await page.route("**/api/v1/me", (route) =>
      route.fulfill({ json: { role: "staff", email: "clan@demo.test", emailVerified: false, savezi: [] } }),
    );
    await page.goto("/dashboard");
    const notice = page.getByRole("status").filter({ hasText: "Potvrdite svoju adresu e-pošte" });
    await expect(notice.getByRole("link", { name: "Potvrdi adresu e-pošte" })).toHaveAttribute("href", "/verify-email");
    await expect(page.getByRole("link", { name: "Unesi najavu natjecanja" })).toHaveCount(0);
    await page.goto("/unesi-najavu");
    await expect(page.getByRole("link", { name: "Potvrdi adresu e-pošte" })).toBeVisible();
    await expect(page.getByText("Ovu stranicu mogu koristiti samo djelatnici saveza.")).toHaveCount(0);
    await expect(page.getByLabel("Naslov")).toHaveCount(0);
  });

  test("membership shows 'Error : ' and the message when the query fails", async ({ page }) => {
    await page.route("**/v1/graphql", (route) =>
      route.fulfill({ status: 200, json: { errors: [{ message: "nope", extensions: { code: "x" } }] } }),
    );
    await page.goto("/membership");
    await expect(page.getByText("Error : nope")).toBeVisible();
  });

  test("membership says when there are none", async ({ page }) => {
    await page.route("**/v1/graphql", (route) =>
      route.fulfill({ status: 200, json: { data: { users: [{ id: 2, memberships: [] }] } } }),
    );
    await page.goto("/membership");
    await expect(page.getByText("You don't have any memberships assigned!")).toBeVisible();
  });

  test("the dashboard summarises email and memberships, without the staff menu", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByText("clan@demo.test (verified)")).toBeVisible();
    await expect(page.getByText("Memberships: 2")).toBeVisible();
    await expect(page.getByRole("link", { name: "View membership cards" })).toHaveAttribute("href", "/membership");
    await expect(page.getByRole("heading", { name: "Dobrodošli Zicer Savez!" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("profile settings show the user; theme and size persist across reloads and reject invalid values", async ({
    page,
  }) => {
    await page.goto("/settings/profile");
    await expect(page.getByText("clan@demo.test (verified)")).toBeVisible();
    await expect(page.getByText("demo-clan-uid")).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Theme").selectOption("blue");
    await page.getByLabel("Size").selectOption("large");
    await page.reload();
    await expect(page.getByLabel("Theme")).toHaveValue("blue");
    await expect(page.getByLabel("Size")).toHaveValue("large");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "blue");
    await expect(page.locator("html")).toHaveCSS("font-size", "18px");
    await expectAccessible(page);

    // An invalid stored value is ignored (the default stands); a valid neighbour survives.
    await page.evaluate(() =>
      localStorage.setItem("site-settings", JSON.stringify({ state: { theme: "pink", size: "small" }, version: 0 })),
    );
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expect(page.locator("html")).toHaveAttribute("data-size", "small");
    await expect(page.getByLabel("Theme")).toHaveValue("light");
    // The chooser cannot set a value outside the allowed set either.
    await page.getByLabel("Theme").selectOption("dark");
    await page.getByLabel("Theme").evaluate((element) => {
      const select = element as unknown as HTMLSelectElement;
      select.add(new Option("Pink", "pink"));
      select.value = "pink";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("site-settings")!));
    expect(stored.state).toEqual({ theme: "dark", size: "small" });
    await expectAccessible(page);
  });

  test("the page title can be changed and restored", async ({ page }) => {
    await page.goto("/settings/profile");
    await page.getByLabel("Page title").fill("Moj Zagreb");
    await page.getByRole("button", { name: "Save title" }).click();
    await expect(page).toHaveTitle("Moj Zagreb");
    await expect(page.getByRole("status").filter({ hasText: "Page title saved." })).toBeVisible();
    await page.reload();
    await expect(page).toHaveTitle("Moj Zagreb");
    await page.getByLabel("Page title").fill("");
    await page.getByRole("button", { name: "Save title" }).click();
    await expect(page).toHaveTitle("🚣 Sportski Zagreb 🤾 Dobrodošli!");
  });

  test("verify email shows the verified state for a verified account", async ({ page }) => {
    await page.goto("/verify-email");
    await expect(page.getByText("Your email address is verified.")).toBeVisible();
    await expectAccessible(page);
  });

  test("logout shows its text and spinner, then returns to '/' signed out after the delay", async ({ page }) => {
    await page.goto("/dashboard");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Logout" }).click();
    const started = Date.now();
    await expect(page.getByText("Logging you out...").first()).toBeVisible();
    await expectAccessible(page);
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("user-store")!));
    expect(stored.state.token).toBeNull();
    await page.goto("/membership");
    await expect(page.getByText("Please login first")).toBeVisible();
  });
});
