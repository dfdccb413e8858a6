// Public pages arrive rendered by the Worker (issue 32) and become the app's once React has hydrated them: a click
// or a key before that is the plain page's (a link is a full navigation, a button does nothing). web/app/boot.tsx
// marks <html> HYDRATED_ATTRIBUTE after React's first commit; a spec that opens a page and then acts on it waits
// for that mark, not for some element it guesses appears with hydration.
import type { Page, Response } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../../shared/ssr";

/** Opens `path` and waits until the app has taken the page over; the navigation's response. */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** Waits until the app has taken the current page over (after a reload or a plain navigation). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached" });
}

/**
 * Every console error and uncaught exception the page reports from now on (a hydration mismatch is one), each
 * with the page's URL; `expected` leaves out the console errors a spec expects (a refused read it provokes).
 */
export function pageErrors(page: Page, expected: (resourceUrl: string) => boolean = () => false): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    const resource = message.location().url;
    if (message.type() === "error" && !expected(resource)) errors.push(`${page.url()}: ${message.text()} ${resource}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}
