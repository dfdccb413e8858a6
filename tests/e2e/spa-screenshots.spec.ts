// `npm run screenshots` (scripts/screenshots.mjs) runs this spec with SCREENSHOT_DIR set: every screen at 360
// and 1280 px for each viewer (signed out, member, staff, admin), plus the open drawer, so a reviewer sees the
// whole product at once. It is a tool, not a test (it checks nothing): playwright.config.ts keeps it in a
// project of its own that npm test never runs.
import { join } from "node:path";
import { SCREENS, WIDTHS, openScreen, type Screen } from "./support/screens";
import { test, type Account } from "./support/spa";

/** Where the pictures go; only npm run screenshots sets it. */
function outDir(): string {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) throw new Error("Set SCREENSHOT_DIR: run this through npm run screenshots.");
  return dir;
}

const VIEWERS: ["anonymous" | Account, Account | null][] = [
  ["anonymous", null],
  ["clan", "clan"],
  ["staff", "staff"],
  ["admin", "admin"],
];

/** What a viewer is shown: the public screens (as that viewer sees them) and the viewer's own. */
function screensOf(viewer: "anonymous" | Account): Screen[] {
  if (viewer === "anonymous") return SCREENS.anonymous;
  const own = SCREENS[viewer];
  const publicOnes = SCREENS.anonymous.filter((s) => !own.some((o) => o.path === s.path));
  return [...own, ...publicOnes];
}

for (const [viewer, account] of VIEWERS) {
  test.describe(`screenshots as ${viewer}`, () => {
    test.use({ account });
    for (const width of WIDTHS) {
      test(`${viewer} at ${width} px`, async ({ page }) => {
        test.setTimeout(300_000);
        await page.setViewportSize({ width, height: 800 });
        const dir = outDir();
        const shot = (name: string) =>
          page.screenshot({ path: join(dir, viewer, `${width}`, `${name}.png`), fullPage: true });
        for (const screen of screensOf(viewer)) {
          await openScreen(page, screen.path);
          await shot(screen.name);
        }
        await openScreen(page, "/");
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("dialog").waitFor();
        await shot("drawer");
      });
    }
  });
}
