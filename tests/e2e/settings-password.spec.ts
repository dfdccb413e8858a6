// Issue 20 item 7: the password change on /settings/profile against the Auth Emulator, with the catalogue's
// auth errors (SPEC §8). A fresh account made here, so the demo accounts' passwords stay as other specs know them.
import { expect, test } from "@playwright/test";
import { T_AUTH_ERRORS, T_PASSWORD } from "../../shared/texts";
import { emulatorSignUp, signInThroughUi, submitSignIn } from "./support/sign-in";

test("a member changes the password, then signs in with the new one and not the old one", async ({ page, request }) => {
  const email = `lozinka-${Date.now().toString(36)}@demo.test`;
  await emulatorSignUp(request, { email, password: "staro-geslo-1" });
  await signInThroughUi(page, { email, password: "staro-geslo-1" });

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Profile" }).click();
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: T_PASSWORD.submit }) });
  const change = async (current: string, next: string, repeat = next) => {
    await form.getByLabel(T_PASSWORD.current, { exact: true }).fill(current);
    await form.getByLabel(T_PASSWORD.next, { exact: true }).fill(next);
    await form.getByLabel(T_PASSWORD.confirm, { exact: true }).fill(repeat);
    await form.getByRole("button", { name: T_PASSWORD.submit }).click();
  };

  await change("krivo-geslo", "novo-geslo-2");
  await expect(form.getByRole("alert")).toHaveText(T_AUTH_ERRORS["auth/invalid-credential"]!);
  await change("staro-geslo-1", "novo-geslo-2", "novo-geslo-3");
  await expect(form.getByRole("alert")).toHaveText(T_PASSWORD.mismatch);
  await change("staro-geslo-1", "123");
  await expect(form.getByRole("alert")).toHaveText(T_AUTH_ERRORS["auth/weak-password"]!);
  await change("staro-geslo-1", "novo-geslo-2");
  await expect(form.getByRole("status")).toHaveText(T_PASSWORD.done);
  await expect(form.getByLabel(T_PASSWORD.current, { exact: true })).toHaveValue("");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Logout" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/", { timeout: 5000 });
  await submitSignIn(page, { email, password: "staro-geslo-1" });
  await expect(page.getByRole("alert")).toHaveText(T_AUTH_ERRORS["auth/invalid-credential"]!);
  await signInThroughUi(page, { email, password: "novo-geslo-2" });
});
