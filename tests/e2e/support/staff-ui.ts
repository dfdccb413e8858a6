// Helpers for the staff-workflow browser tests: the demo accounts, the token the SPA stored, and a stored
// document read back over HTTP (signing in: support/sign-in.ts).
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** The demo accounts of DESIGN.md. */
export const STAFF = { email: "staff@demo.test", password: "demo-staff-1" };
export const MEMBER = { email: "clan@demo.test", password: "demo-clan-1" };

/** The Bearer token the SPA stored after sign-in (localStorage `user-store`), for direct API calls. */
export async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.localStorage.getItem("user-store"));
  const token = (JSON.parse(raw ?? "{}") as { state?: { token?: string } }).state?.token;
  if (!token) throw new Error("no token in user-store");
  return token;
}

/** A JWT's claims, read without verifying it: the test's own token, to see what the app holds. */
export function tokenClaims(token: string): { iat: number; email_verified?: boolean } {
  return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
    iat: number;
    email_verified?: boolean;
  };
}

/** A name no earlier run used, so tests can find their own rows in shared demo data. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}`;
}

/** The Auth Emulator the stack started (scripts/test.mjs passes its address) and the demo project. */
export const EMULATOR = `http://${process.env.E2E_AUTH_EMULATOR ?? "127.0.0.1:9099"}`;
export const PROJECT_ID = "demo-sportski-zagreb";

/** Opens the email-verification link the emulator "sent" to `email` (the emulator marks the address verified). */
export async function openVerificationLink(request: APIRequestContext, email: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
      const { oobCodes } = (await response.json()) as {
        oobCodes: { email: string; requestType: string; oobLink: string }[];
      };
      link = oobCodes.findLast((c) => c.email === email && c.requestType === "VERIFY_EMAIL")?.oobLink;
      return link;
    })
    .toBeTruthy();
  expect((await request.get(link!)).ok()).toBe(true);
}
