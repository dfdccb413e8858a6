// Issue 20 item 1: the SDK's hourly token refresh must not restart the staff screens' queries, so nothing a
// person typed or loaded is lost. The page's clock is faked and moved an hour on, so the app's own refresh
// path (web/lib/token-refresh.ts → the Firebase SDK → the Auth Emulator) replaces the stored token.
import { expect, test, type Page } from "@playwright/test";
import { T } from "../../shared/texts";
import { STAFF, storedToken, tokenClaims } from "./support/staff-ui";
import { signInThroughUi } from "./support/sign-in";

/** Moves the page's clock past the token's expiry and waits until the app stores a new token. */
async function forceTokenRefresh(page: Page) {
  const before = await storedToken(page);
  // The emulator's tokens are unsigned and carry whole seconds: one minted in the same (real) second as the
  // stored one is the same string, and the refresh could not be told apart. Let that second pass first.
  const wait = (tokenClaims(before).iat + 1) * 1000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait + 50);
  await page.clock.fastForward("01:00:00");
  await expect.poll(() => storedToken(page), { timeout: 15_000 }).not.toBe(before);
  // The old failure (a guard's spinner replacing the screen) follows the new token within a render or two.
  await page.waitForTimeout(1000);
}

test.describe("a token refresh keeps what is on the screen", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await signInThroughUi(page, STAFF);
  });

  test("a half-typed announcement survives the refresh", async ({ page }) => {
    await page.goto("/unesi-najavu");
    await page.getByLabel(T.naslov).fill("Regata na Jarunu");
    await page.getByLabel(T.opis).fill("Pola napisanog opisa");
    await forceTokenRefresh(page);
    await expect(page.getByLabel(T.naslov)).toHaveValue("Regata na Jarunu");
    await expect(page.getByLabel(T.opis)).toHaveValue("Pola napisanog opisa");
    // The same form still takes input.
    await page.getByLabel(T.opis).pressSequentially(" i još malo");
    await expect(page.getByLabel(T.opis)).toHaveValue("Pola napisanog opisa i još malo");
  });

  test("a loaded CSV list survives the refresh", async ({ page }) => {
    await page.goto("/unesi-natjecatelje");
    const csv = "ime,prezime,team\nAna,Babić,HAVK Mladost\nIvo,Ivić,VK Croatia\n";
    await page.getByLabel("CSV").setInputFiles({ name: "lista.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    const rows = page.getByRole("table", { name: /Natjecatelja za slanje/ }).getByRole("row");
    await expect(rows).toHaveCount(3);
    await forceTokenRefresh(page);
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText("AnaBabićHAVK Mladost");
    await expect(page.getByRole("button", { name: T.posalji })).toBeEnabled();
  });
});
