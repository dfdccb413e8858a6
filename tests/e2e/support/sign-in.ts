// The one way the browser tests sign in (issue 27 item 9): through the real sign-in screen, or straight from the
// Auth Emulator's REST API (the Identity Toolkit call the SDK makes) when a test needs only a token.
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** An account's credentials: a demo account of DESIGN.md or one a test signed up. */
export interface Credentials {
  email: string;
  password: string;
}

/** The Auth Emulator scripts/test.mjs started (it passes its address) and the demo project's API key. */
const EMULATOR = `http://${process.env.E2E_AUTH_EMULATOR ?? "127.0.0.1:9099"}`;
const API_KEY = "demo-api-key";

/** Fills the sign-in form on /signin and submits it, without waiting: a refused sign-in stays on the page. */
export async function submitSignIn(page: Page, account: Credentials) {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** Signs in on /signin like a person would and waits for the dashboard. */
export async function signInThroughUi(page: Page, account: Credentials) {
  await submitSignIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The emulator's answer to a password sign-in over REST (not ok for a wrong password or a deleted account). */
export function emulatorSignIn(request: APIRequestContext, account: Credentials) {
  return request.post(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`, {
    data: { ...account, returnSecureToken: true },
  });
}

/** Signs a new email/password account up in the emulator (its REST sign-up, as the SDK calls it); its uid. */
export async function emulatorSignUp(request: APIRequestContext, account: Credentials): Promise<string> {
  const response = await request.post(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`, {
    data: { ...account, returnSecureToken: true },
  });
  expect(response.ok(), `emulator sign-up of ${account.email}`).toBe(true);
  return ((await response.json()) as { localId: string }).localId;
}

/** An ID token for an account, straight from the emulator, for direct API calls. */
export async function idToken(request: APIRequestContext, account: Credentials): Promise<string> {
  const response = await emulatorSignIn(request, account);
  if (!response.ok()) throw new Error(`emulator sign-in failed: ${response.status()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}
