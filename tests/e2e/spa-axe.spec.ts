// Issue 20 item 8: axe-core on every screen, in each theme (light, dark, blue) and at both widths (360 and
// 1280 px), as the viewer who normally sees it: no serious or critical violation, colour contrast included.
// One page load per screen and width; the themes are switched on the loaded page the way the site-settings
// store does it. The themes change only colours (custom properties and color-scheme in web/styles/app.css),
// so every rule runs in the first theme and the colour rules (axe's "cat.color") in the others (issue 33:
// the same findings in a third of the time).
import { expect } from "@playwright/test";
import { colourRules, runAxe, seriousViolations } from "./support/axe";
import { SCREENS, THEMES, WIDTHS, applyTheme, openScreen } from "./support/screens";
import { test, type Account } from "./support/spa";

const VIEWERS: ["anonymous" | Account, Account | null][] = [
  ["anonymous", null],
  ["clan", "clan"],
  ["staff", "staff"],
  ["admin", "admin"],
  ["klub", "klub"],
  ["rukomet", "rukomet"],
];

/** Only the failures' details come back from the page. */
const EVERY_RULE = { resultTypes: ["violations" as const] };

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
          const [first, ...others] = THEMES;
          await applyTheme(page, first);
          const full = await runAxe(page, EVERY_RULE);
          found.push(...seriousViolations(full, `${screen.path} ${first} ${width}px: `));
          const colours = colourRules(full);
          expect(colours, "axe's colour rules").toContain("color-contrast");
          for (const theme of others) {
            await applyTheme(page, theme);
            const coloured = await runAxe(page, { ...EVERY_RULE, runOnly: { type: "rule", values: colours } });
            found.push(...seriousViolations(coloured, `${screen.path} ${theme} ${width}px: `));
          }
        }
        expect(found).toEqual([]);
      });
    }
  });
}
