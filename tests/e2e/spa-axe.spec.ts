// Issue 20 item 8: axe-core on every screen, in each theme (light, dark, blue) and at both widths (360 and
// 1280 px), as the viewer who normally sees it: no serious or critical violation, colour contrast included.
// One page load per screen and width; the themes are switched on the loaded page the way the site-settings
// store does it. The themes change only colours, so every rule runs in the first theme and the colour rules
// (axe's "cat.color") in the others (support/axe.ts; issue 33: the same findings in a third of the time).
import { ROUTES } from "../../shared/paths";
import { violationsInEveryTheme } from "./support/axe";
import { SCREENS, THEMES, WIDTHS, openScreen } from "./support/screens";
import { expect, test, type Account } from "./support/spa";

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
          found.push(...(await violationsInEveryTheme(page, `${screen.path} ${width}px`)));
        }
        expect(found).toEqual([]);
      });
    }
  });
}

// The shortcut above must not hide a theme's own fault: text that only one theme makes unreadable is found in
// that theme, and not blamed on the first.
for (const theme of THEMES.slice(1)) {
  test(`a contrast fault of the ${theme} theme alone is found in that theme`, async ({ page }) => {
    await openScreen(page, ROUTES.about);
    await page.addStyleTag({ content: `[data-theme="${theme}"] main * { color: #222 !important }` });
    const found = await violationsInEveryTheme(page, ROUTES.about);
    expect(found.filter((line) => line.startsWith(`${ROUTES.about} ${theme}: color-contrast`))).toHaveLength(1);
    expect(found.filter((line) => !line.startsWith(`${ROUTES.about} ${theme}: `))).toEqual([]);
  });
}
