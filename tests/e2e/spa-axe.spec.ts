// Issue 20 item 8: axe-core on every screen, in each theme (light, dark, blue) and at both widths (360 and
// 1280 px), as the viewer who normally sees it: no serious or critical violation, colour contrast included.
// One page load per screen and width; the themes are switched on the loaded page the way the site-settings
// store does it, so the run stays short.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { SCREENS, THEMES, WIDTHS, applyTheme, openScreen } from "./support/screens";
import { expect, test, type Account } from "./support/spa";

/** The serious and critical violations on the page as it is, one line each. */
async function violations(page: Page, where: string): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${where}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const VIEWERS: ["anonymous" | Account, Account | null][] = [
  ["anonymous", null],
  ["clan", "clan"],
  ["staff", "staff"],
  ["admin", "admin"],
  ["klub", "klub"],
  ["rukomet", "rukomet"],
];

for (const [viewer, account] of VIEWERS) {
  test.describe(`axe as ${viewer}`, () => {
    test.use({ account });
    for (const width of WIDTHS) {
      test(`every ${viewer} screen at ${width} px in every theme`, async ({ page }) => {
        test.setTimeout(180_000);
        await page.setViewportSize({ width, height: 800 });
        const found: string[] = [];
        for (const screen of SCREENS[viewer]) {
          await openScreen(page, screen.path);
          for (const theme of THEMES) {
            await applyTheme(page, theme);
            found.push(...(await violations(page, `${screen.path} ${theme} ${width}px`)));
          }
        }
        expect(found).toEqual([]);
      });
    }
  });
}
