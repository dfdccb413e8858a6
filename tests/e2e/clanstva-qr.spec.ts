// Every card's QR readable as drawn (issue 50 item 1): at each width and in every theme × text size of the site
// settings, a screenshot of the page (not of the QR element, which does not show what its card clips) is cut to
// each card's box and decoded with jsqr; every code must be found, must be its card's /provjera/ URL, and must
// have a light quiet zone of 4 modules inside its card. The member's two membership cards at 320–1280 px, and a
// club's licence card (the same QR, in a dialog that is dark in the dark themes) at the narrowest and widest.
import jsQR, { type QRCode } from "jsqr";
import { PNG } from "pngjs";
import type { Locator, Page } from "@playwright/test";
import { T_MOJ_KLUB } from "../../shared/texts";
import { SIZES, THEMES, type Size, type Theme } from "../../web/lib/site-settings-store";
import { gotoHydrated } from "./support/hydration";
import { expect, test } from "./support/spa";

const WIDTHS = [320, 360, 390, 768, 1280];
/** The quiet zone scanners need (ISO/IEC 18004): 4 modules of light margin on every side. */
const QUIET_MODULES = 4;
/** A pixel at least this light (0–255 luma) counts as light: the drawn white, and the Gold and grey cards. */
const LIGHT = 160;
/** What a card's QR holds: its verification page, with a compact JWS. */
const PROVJERA_URL = /\/provjera\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

type Image = { width: number; height: number; data: Buffer };
type Box = { x: number; y: number; width: number; height: number };

/** The region `box` of a screenshot, clamped to the image, as its own image. */
function crop(shot: Image, box: Box): Image {
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const width = Math.min(shot.width, Math.ceil(box.x + box.width)) - x0;
  const height = Math.min(shot.height, Math.ceil(box.y + box.height)) - y0;
  const data = Buffer.alloc(Math.max(0, width * height * 4));
  for (let y = 0; y < height; y++) {
    const from = ((y0 + y) * shot.width + x0) * 4;
    shot.data.copy(data, y * width * 4, from, from + width * 4);
  }
  return { width, height, data };
}

/**
 * How many pixels of the 4-module band around the decoded code are missing (outside the image) or dark; the
 * pixel next to the code's edge and the one at the band's outer edge are left out (a module is not a whole
 * number of pixels, so an edge may blend).
 */
function quietZoneFaults(image: Image, code: QRCode): number {
  const { topLeftCorner: tl, topRightCorner: tr, bottomLeftCorner: bl } = code.location;
  const modules = 17 + 4 * code.version;
  const module = Math.hypot(tr.x - tl.x, tr.y - tl.y) / modules;
  const left = Math.min(tl.x, bl.x);
  const top = Math.min(tl.y, tr.y);
  const side = modules * module;
  const band = QUIET_MODULES * module;
  let faults = 0;
  for (let y = Math.ceil(top - band + 1); y <= Math.floor(top + side + band - 2); y++) {
    for (let x = Math.ceil(left - band + 1); x <= Math.floor(left + side + band - 2); x++) {
      if (x > left - 2 && x < left + side + 1 && y > top - 2 && y < top + side + 1) continue;
      if (x < 0 || y < 0 || x >= image.width || y >= image.height) {
        faults++;
        continue;
      }
      const i = (y * image.width + x) * 4;
      const luma = 0.299 * image.data[i]! + 0.587 * image.data[i + 1]! + 0.114 * image.data[i + 2]!;
      if (luma < LIGHT) faults++;
    }
  }
  return faults;
}

/** Applies a theme and a text size the way the site-settings store does (data-* on <html>), and lets it lay out. */
async function applySettings(page: Page, theme: Theme, size: Size) {
  await page.evaluate(
    ([theme, size]) =>
      new Promise<void>((done) => {
        document.documentElement.dataset.theme = theme;
        document.documentElement.dataset.size = size;
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
      }),
    [theme, size] as const,
  );
}

/** The /provjera/ URL each card's QR element says it holds, in the cards' order. */
async function qrUrls(cards: Locator): Promise<string[]> {
  const urls = await cards.getByTestId("membership-qr").evaluateAll((qrs) => qrs.map((qr) => qr.dataset.url ?? ""));
  for (const url of urls) expect(url).toMatch(PROVJERA_URL);
  return urls;
}

/**
 * In every theme × text size: a screenshot of the page (`fullPage`, or the viewport for a fixed dialog), cut to
 * each card's box and decoded. One line per card that does not read as its URL with a whole, light quiet zone.
 */
async function readAsDrawn(page: Page, cards: Locator, urls: string[], fullPage: boolean): Promise<string[]> {
  const problems: string[] = [];
  for (const theme of THEMES) {
    for (const size of SIZES) {
      await applySettings(page, theme, size);
      const shot = PNG.sync.read(await page.screenshot({ fullPage }));
      // A box is the viewport's; a full-page screenshot starts at the document's origin.
      const scroll = fullPage ? await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY })) : { x: 0, y: 0 };
      for (const [i, url] of urls.entries()) {
        const box = await cards.nth(i).boundingBox();
        if (!box) throw new Error(`card ${i + 1} has no box`);
        const region = crop(shot, { ...box, x: box.x + scroll.x, y: box.y + scroll.y });
        const code = jsQR(new Uint8ClampedArray(region.data), region.width, region.height);
        const where = `${theme}/${size} card ${i + 1}`;
        if (!code) problems.push(`${where}: no QR found`);
        else if (code.data !== url) problems.push(`${where}: decoded ${code.data}, not ${url}`);
        else if (quietZoneFaults(region, code) > 0) problems.push(`${where}: the quiet zone is not whole and light`);
      }
    }
  }
  return problems;
}

test.describe("the member's membership cards", () => {
  test.use({ account: "clan" });

  for (const width of WIDTHS) {
    test(`at ${width} px both QRs decode from the page as drawn, in every theme and text size`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, "/membership");
      const cards = page.getByTestId("membership-card");
      await expect(cards).toHaveCount(2);
      await expect(cards.getByTestId("membership-qr")).toHaveCount(2);
      const urls = await qrUrls(cards);
      expect(new Set(urls).size).toBe(2);
      expect(await readAsDrawn(page, cards, urls, true), `at ${width} px`).toEqual([]);
    });
  }
});

test.describe("a club's licence card", () => {
  test.use({ account: "klub" });

  for (const width of [WIDTHS[0]!, WIDTHS.at(-1)!]) {
    test(`at ${width} px its QR decodes from the page as drawn, in every theme and text size`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, "/moj-klub");
      // RK Dubrava's approved licence of the demo data.
      await page.getByRole("button", { name: T_MOJ_KLUB.prikaziLicencu("Ivan Kovačević") }).click();
      const card = page.getByTestId("licence-card");
      await expect(card.getByTestId("membership-qr")).toBeVisible();
      const urls = await qrUrls(card);
      expect(urls).toHaveLength(1);
      expect(await readAsDrawn(page, card, urls, false), `at ${width} px`).toEqual([]);
    });
  }
});
