// The auth screens against the Firebase Auth Emulator (SPEC §2, §5, §8).
import { signInThroughUi, submitSignIn } from "./support/sign-in";
import { ACCOUNTS, expect, expectAccessible, fakeGoogleApis, test } from "./support/spa";

test.describe("auth screens", () => {
  test("sign-in has its links, and success lands on /dashboard with the signed-in navigation", async ({ page }) => {
    await page.goto("/signin");
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/reset-password");
    await expect(page.getByRole("main").getByRole("link", { name: "Terms & Privacy" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Don't have an account? Sign Up" })).toHaveAttribute("href", "/signup");
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await expectAccessible(page);

    await signInThroughUi(page, ACCOUNTS.clan);
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Logout" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("user-store")!));
    expect(stored).toMatchObject({ state: { token: expect.any(String) }, version: 0 });
  });

  test("a wrong password shows the invalid-credential text", async ({ page }) => {
    await submitSignIn(page, { email: ACCOUNTS.clan.email, password: "wrong-password" });
    await expect(page.getByRole("alert")).toHaveText(
      "Invalid credential provided. Please check your credentials and try again.",
    );
    await expect(page).toHaveURL(/\/signin$/);
    await expectAccessible(page);
  });

  test("sign-up of a taken email shows the email-already-in-use text", async ({ page }) => {
    await page.goto("/signup");
    await expect(page.getByRole("link", { name: "Already have an account? Sign In" })).toHaveAttribute(
      "href",
      "/signin",
    );
    await expectAccessible(page);
    await page.getByLabel("Email").fill(ACCOUNTS.clan.email);
    await page.getByLabel("Password").fill("another-password");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "The email address is already in use by another account. Please use a different email address.",
    );
  });

  test("sign-up of a new account signs in and goes to email verification", async ({ page }) => {
    await page.goto("/signup");
    await page.getByLabel("Email").fill(`novi-${Date.now()}@demo.test`);
    await page.getByLabel("Password").fill("lozinka-123");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Logout" })).toBeVisible();
    await page.getByRole("button", { name: "Send verification email!" }).click();
    await expect(page.getByText("Check your email for the email verification link.")).toBeVisible();
    await expectAccessible(page);
  });

  test("password reset, under both routes, shows its confirmation", async ({ page }) => {
    for (const path of ["/password-reset", "/reset-password"]) {
      await page.goto(path);
      await page.getByLabel("Email").fill(ACCOUNTS.clan.email);
      await page.getByRole("button", { name: "Reset password!" }).click();
      await expect(page.getByText("Check your email for the password reset link.")).toBeVisible();
      await expectAccessible(page);
    }
  });

  test("verify email without a signed-in user says so", async ({ page }) => {
    await page.goto("/verify-email");
    await page.getByRole("button", { name: "Send verification email!" }).click();
    await expect(page.getByRole("alert")).toHaveText("No authenticated user found.");
    await expectAccessible(page);
  });

  for (const name of ["Continue with Google", "Continue with GitHub"]) {
    test(`'${name}' opens the emulator's provider page in a popup`, async ({ page }) => {
      await fakeGoogleApis(page);
      await page.goto("/signin");
      const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name }).click()]);
      await expect.poll(() => popup.url()).toContain(`${process.env.E2E_AUTH_EMULATOR}/emulator/auth/handler`);
    });
  }
});
