// The installable app and its offline copy (issue 15 item 5 and its acceptance): the manifest and icons, a
// Workbox service worker controlling the page, and with the network cut (Playwright offline) a verification
// page opened before still checks the signature and says so, a changed token is refused, home keeps its
// events, the member keeps their own cards, and sign-out leaves no copy of those cards, nor of the verification
// pages opened, behind. Offline, an expired card says 'Istekla' and any other that a suspension is unknown.
import type { Page } from "@playwright/test";
import { PNG } from "pngjs";
import { PWA_CACHES } from "../../shared/pwa";
import { HYDRATED_ATTRIBUTE } from "../../shared/ssr";
import { T_PROVJERA } from "../../shared/texts";
import { gotoHydrated } from "./support/hydration";
import { expect, test } from "./support/spa";

test.use({ account: "clan", serviceWorkers: "allow" });

/** Waits until the service worker is active and controls the page (it claims the page once activated). */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

/** Opens `path`, waits for the service worker, and opens it again through it (which keeps the page). */
async function openThroughServiceWorker(page: Page, path: string) {
  await page.goto(path);
  await underServiceWorker(page);
  await page.reload();
}

/** The demo member's card tokens by card number (GET /api/v1/iskaznice with the signed-in session's token). */
async function cardTokens(page: Page): Promise<Record<string, string>> {
  await page.goto("/dashboard");
  return page.evaluate(async () => {
    const store = JSON.parse(localStorage.getItem("user-store") ?? "{}") as { state?: { token?: string } };
    const response = await fetch("/api/v1/iskaznice", { headers: { authorization: `Bearer ${store.state?.token}` } });
    const { cards } = (await response.json()) as { cards: { token: string; membership: { number: string } }[] };
    return Object.fromEntries(cards.map((card) => [card.membership.number, card.token]));
  });
}

/** The demo member's first card token: card 0042, valid to 31. 12. 2026. */
async function firstCardToken(page: Page): Promise<string> {
  return (await cardTokens(page))["0042"]!;
}

test("is installable: a manifest with 192 and 512 PNG icons, and a service worker controls the page", async ({
  page,
  request,
}) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  const manifest = (await response.json()) as {
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: "Sportski Zagreb",
    lang: "hr",
    start_url: "/",
    display: "standalone",
    theme_color: "#e81b1a",
  });
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose !== "maskable");
    expect(icon?.type).toBe("image/png");
    const png = await request.get(icon!.src);
    expect(png.headers()["content-type"]).toBe("image/png");
    const image = PNG.sync.read(await png.body());
    expect([image.width, image.height]).toEqual([size, size]);
  }
  expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);

  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", /\.png$/);
  await underServiceWorker(page);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  expect((await request.get("/sw.js")).headers()["cache-control"]).toBe("no-cache");
});

/** When the page called `register`, loaded and was hydrated (ms since navigation), as the init script notes them. */
type WithTimes = { swTimes: Partial<Record<"registered" | "loaded" | "hydrated", number>> };

test("the service worker is asked for only once the page has loaded and the app has taken it over", async ({
  page,
}) => {
  // The app's code arrives 1.5 s late, as on a slow phone: the page's `load` then comes long before hydration,
  // and a worker registered at `load` would start precaching the whole app while the page starts.
  await page.route(/\/assets\/shell-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.addInitScript((hydratedAttribute) => {
    const times: WithTimes["swTimes"] = {};
    (window as unknown as WithTimes).swTimes = times;
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
      times.registered ??= performance.now();
      return register.apply(this, args);
    };
    // The document, not <html>: an init script runs before the parser has made <html>.
    new MutationObserver(() => {
      if (document.documentElement.hasAttribute(hydratedAttribute)) times.hydrated ??= performance.now();
    }).observe(document, { attributes: true, attributeFilter: [hydratedAttribute], subtree: true });
    addEventListener("load", () => (times.loaded = performance.now()));
  }, HYDRATED_ATTRIBUTE);

  await gotoHydrated(page, "/");
  await underServiceWorker(page);
  const times = await page.evaluate(() => (window as unknown as WithTimes).swTimes);
  expect(times.hydrated).toBeGreaterThan(times.loaded! + 1_000);
  expect(times.registered).toBeGreaterThan(times.hydrated!);
});

test("offline, a verification page opened before still verifies the signature and says so; a changed token is refused", async ({
  page,
  context,
}) => {
  const tokens = await cardTokens(page);
  const token = tokens["0042"]!;
  await openThroughServiceWorker(page, `/provjera/${token}`);
  await expect(page.getByTestId("provjera-status")).toHaveText("Aktivna");

  await context.setOffline(true);
  await page.reload();
  const prefix = T_PROVJERA.offline("").trim();
  await expect(page.getByTestId("provjera-offline")).toHaveText(
    new RegExp(`^${prefix} \\d{1,2}\\. \\d{1,2}\\. \\d{4}\\.$`),
  );
  await expect(page.getByText("Ivana Horvat")).toBeVisible();
  await expect(page.getByText("0042", { exact: true })).toBeVisible();
  await expect(page.getByTestId("provjera-status")).toHaveCount(0);
  // Within its expiry, yet not called valid: a suspension is known only online (issue 28 item 5).
  await expect(page.getByTestId("provjera-offline-note")).toHaveText(T_PROVJERA.offlineSuspenzija);

  // Card 1187 expired on 30. 6. 2026: offline its own expiry says so, as the server would.
  await page.goto(`/provjera/${tokens["1187"]!}`);
  await expect(page.getByTestId("provjera-status")).toHaveText(T_PROVJERA.istekla);
  await expect(page.getByTestId("provjera-offline")).toBeVisible();
  await expect(page.getByTestId("provjera-offline-note")).toHaveCount(0);

  // A token never opened on this device (a new QR at the door), with one character of its signature changed.
  const at = token.lastIndexOf(".") + 5;
  const changed = token.slice(0, at) + (token[at] === "A" ? "B" : "A") + token.slice(at + 1);
  await page.goto(`/provjera/${changed}`);
  await expect(page.getByTestId("provjera-status")).toHaveText(T_PROVJERA.nevazeca);
  await expect(page.getByTestId("provjera-offline")).toHaveCount(0);
  await context.setOffline(false);
});

test("offline, home reloads with the events it showed", async ({ page, context }) => {
  await openThroughServiceWorker(page, "/");
  const cards = page.getByTestId("event-card");
  await expect(cards.first()).toBeVisible();
  const online = await cards.allInnerTexts();
  expect(online.length).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await expect(cards.first()).toBeVisible();
  expect(await cards.allInnerTexts()).toEqual(online);
  await expect(page.getByText(/Failed to load events/)).toHaveCount(0);
  await context.setOffline(false);
});

test("offline, the member's own cards stay readable; after sign-out that copy is gone", async ({ page, context }) => {
  const token = await firstCardToken(page);
  await openThroughServiceWorker(page, `/provjera/${token}`);
  const keptPages = () =>
    page.evaluate(
      async (name) => (await (await caches.open(name)).keys()).map((key) => new URL(key.url).pathname),
      PWA_CACHES.pages,
    );
  await expect.poll(keptPages).toContain(`/provjera/${token}`);
  await page.goto("/membership");
  const cards = page.getByTestId("membership-card");
  await expect(cards.first()).toContainText("Ivana Horvat");
  await expect(page.getByTestId("membership-qr").first()).toBeVisible();
  const hasOwnCards = () =>
    page.evaluate(async (name) => {
      if (!(await caches.has(name))) return 0;
      return (await (await caches.open(name)).keys()).length;
    }, PWA_CACHES.ownCards);
  await expect.poll(hasOwnCards).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(T_PROVJERA.spremljeneIskaznice)).toBeVisible();
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText("Ivana Horvat");
  await expect(cards.first()).toContainText("#0042");
  await expect(cards.nth(1)).toContainText("#1187");

  await context.setOffline(false);
  await page.goto("/logout");
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(hasOwnCards).toBe(0);
  await page.waitForLoadState("networkidle");
  const left = await page.evaluate(() => caches.keys());
  expect(left).not.toContain(PWA_CACHES.ownCards);
  expect(left).toContain(PWA_CACHES.pages);
  // The verification page (its address is the card's token) is gone too; only a token-free shell stays.
  await expect.poll(keptPages).not.toContain(`/provjera/${token}`);
  expect((await keptPages()).filter((path) => path.startsWith("/provjera/"))).toEqual(["/provjera/"]);
});
