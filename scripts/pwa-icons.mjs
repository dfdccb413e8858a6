// Draws the installable app's PNG icons (issue 15 item 5) from the favicon's design with Debian's Chromium:
// web/public/icons/icon-192.png and icon-512.png (the favicon as it is: a red rounded square with "SZ"),
// maskable-512.png (full-bleed red, the letters inside the maskable safe zone, the central 80 % circle) and
// apple-touch-icon.png (180 px, opaque: iOS rounds the corners itself). Run once after changing the design:
//   node scripts/pwa-icons.mjs
// The PNGs are committed; the build only copies them.
import { chromium } from "@playwright/test";
import { mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));
const out = `${root}web/public/icons/`;
const favicon = readFileSync(`${root}web/public/favicon.svg`, "utf8");
const red = /fill="(#[0-9a-fA-F]{6})"/.exec(favicon)?.[1] ?? "#e81b1a";

/** The letters on a full square of the brand red, scaled so they fit in `safe` of the icon's width. */
const fullBleed = (safe) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${red}"/>` +
  `<text x="32" y="${32 + 12 * safe}" font-family="Arial, sans-serif" font-size="${34 * safe}" font-weight="700" ` +
  `fill="#fff" text-anchor="middle">SZ</text></svg>`;

const ICONS = [
  { file: "icon-192.png", size: 192, svg: favicon, transparent: true },
  { file: "icon-512.png", size: 512, svg: favicon, transparent: true },
  { file: "maskable-512.png", size: 512, svg: fullBleed(0.8), transparent: false },
  { file: "apple-touch-icon.png", size: 180, svg: fullBleed(1), transparent: false },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = icon.svg.replace("<svg ", `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: `${out}${icon.file}`, omitBackground: icon.transparent });
    await page.close();
    console.log(`wrote web/public/icons/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
