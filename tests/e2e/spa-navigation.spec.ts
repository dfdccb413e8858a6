// Issue 20 item 2: every screen a viewer may use is reachable by clicking from `/` (top bar, drawer, footer and
// the screens' own links; no typed URLs), and the navigation offers nobody a screen that would refuse them.
// The crawl follows each new kind of route once (one federation page stands for all) and clicks every link
// it follows. It goes depth first inside the SPA: click a new link, read the links of the screen it opened,
// go back (the browser's Back, no page load) to the next link; a role's crawl loads a page only at `/` and
// before the final logout (issue 33: page loads and their networkidle waits were most of its time).
import type { Page } from "@playwright/test";
import { ROUTES, type RouteName } from "../../shared/paths";
import { networkQuiet, watchNetwork } from "./support/quiet";
import { expect, test, type Account } from "./support/spa";

/** The route name a path belongs to (an exact route before a pattern: /admin/savezi/novi is not :id). */
function routeOf(path: string): RouteName | null {
  const entries = Object.entries(ROUTES) as [RouteName, string][];
  const exact = entries.find(([, pattern]) => pattern === path);
  if (exact) return exact[0];
  const matched = entries.find(([, pattern]) =>
    pattern.includes(":") ? new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`).test(path) : false,
  );
  return matched?.[0] ?? null;
}

/** Opens the drawer and waits until it has loaded and knows the viewer's role (aria-busy off). */
async function openDrawer(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog").getByRole("navigation")).toHaveAttribute("aria-busy", "false");
}

interface Found {
  href: string;
  inDrawer: boolean;
}

/** The app's own links on the page and in the drawer (files, new tabs and the skip link are not screens). */
async function linksOn(page: Page): Promise<Found[]> {
  const read = (scope: string) =>
    page
      .locator(`${scope} a[href^="/"]:not([target]):visible`)
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")!.split("#")[0]!));
  const onPage = await read("body");
  await openDrawer(page);
  const inDrawer = await read("[role=dialog]");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const screens = (href: string) => !/^\/(api|v1|documents|images)\//.test(href) && !/\.\w+$/.test(href);
  return [
    ...onPage.filter(screens).map((href) => ({ href, inDrawer: false })),
    ...inDrawer.filter(screens).map((href) => ({ href, inDrawer: true })),
  ];
}

async function click(page: Page, { href, inDrawer }: Found) {
  if (inDrawer) await openDrawer(page);
  const scope = inDrawer ? page.getByRole("dialog") : page.locator("body");
  await scope.locator(`a[href="${href}"]:not([target]):visible`).first().click();
  await expect(page).toHaveURL((url) => url.pathname === href);
}

/** Clicks a link and waits until the screen it opened has its data (the screen's own links included). */
async function follow(page: Page, link: Found) {
  await click(page, link);
  await networkQuiet(page);
}

/**
 * Crawls from `/` by clicks and returns the routes reached. /logout is recorded when linked but not followed
 * until the end (following it ends the session the rest of the crawl needs).
 */
async function crawl(page: Page): Promise<Set<RouteName>> {
  const reached = new Set<RouteName>(["home"]);
  const logouts: { from: string; link: Found }[] = [];
  /** Follows every link on the screen at `from` to a route not reached yet, and that screen's links in turn. */
  const visit = async (from: string) => {
    for (const link of await linksOn(page)) {
      const route = routeOf(link.href);
      if (route === null || reached.has(route)) continue;
      reached.add(route);
      if (route === "logout") {
        logouts.push({ from, link });
        continue;
      }
      await follow(page, link);
      await visit(link.href);
      await page.goBack(); // to `from`, where the next link is, as a person would
      await expect(page).toHaveURL((url) => url.pathname === from);
    }
  };
  watchNetwork(page);
  await page.goto("/");
  await networkQuiet(page);
  await visit("/");
  for (const { from, link } of logouts) {
    await page.goto(from); // itself reached by a click
    await networkQuiet(page);
    await click(page, link);
  }
  return reached;
}

const PUBLIC: RouteName[] = [
  "home",
  "about",
  "team",
  "terms",
  "savezi",
  "savez",
  "klubovi",
  "klub",
  "dokumentiSaveza",
  "natjecanja",
  "natjecanje",
  "dogadanja",
  "dogadanje",
];
const SIGNED_OUT: RouteName[] = [...PUBLIC, "signin", "signup", "resetPassword"];
const MEMBER: RouteName[] = [...PUBLIC, "dashboard", "membership", "settingsProfile", "logout"];
const STAFF: RouteName[] = [
  ...MEMBER,
  "unesiNajavu",
  "unesiNatjecatelje",
  "unosNatjecatelja",
  "unesiNatjecanja",
  "unosNatjecanja",
  "unosRezultata",
  "unesiDokumenteRezultata",
  "obrisano",
  "revizija",
  "licence",
  "staffKlubovi",
  "transferi",
  "utakmice",
  "prijaveSaveza",
  "prijaveNatjecanja",
  "rezultatiNastupa",
  "kotizacije",
  "staffLige",
  "lijecnicki",
];
const ADMIN: RouteName[] = [
  ...STAFF,
  "admin",
  "adminSavezi",
  "adminNoviSavez",
  "adminSavez",
  "adminLjudi",
  "adminPozivnice",
];
/**
 * A club's official (issues 29, 31, 50): a member's screens, 'Moj klub', the league's 'Utakmice' (their results) and
 * the athletes' medical examinations.
 */
const OFFICIAL: RouteName[] = [...MEMBER, "mojKlub", "utakmice", "lijecnicki"];
const STAFF_ONLY = STAFF.filter((r) => !MEMBER.includes(r));
const ADMIN_ONLY = ADMIN.filter((r) => !STAFF.includes(r));

const CASES: { viewer: string; account: Account | null; expected: RouteName[]; never: RouteName[] }[] = [
  { viewer: "signed out", account: null, expected: SIGNED_OUT, never: [...STAFF_ONLY, ...ADMIN_ONLY] },
  { viewer: "a member", account: "clan", expected: MEMBER, never: [...STAFF_ONLY, ...ADMIN_ONLY, "mojKlub"] },
  {
    viewer: "a club official",
    account: "klub",
    expected: OFFICIAL,
    never: [...STAFF_ONLY.filter((r) => !OFFICIAL.includes(r)), ...ADMIN_ONLY],
  },
  { viewer: "staff", account: "staff", expected: STAFF, never: ADMIN_ONLY },
  { viewer: "an admin", account: "admin", expected: ADMIN, never: [] },
];

for (const { viewer, account, expected, never } of CASES) {
  test.describe(`navigation for ${viewer}`, () => {
    test.use({ account });
    test(`every screen of ${viewer} is reachable by clicking from /, and none that would refuse`, async ({ page }) => {
      test.setTimeout(300_000); // the admin crawl opens every screen of the product, now with the public pages too
      const reached = await crawl(page);
      expect(
        expected.filter((route) => !reached.has(route)),
        "not reachable",
      ).toEqual([]);
      expect(
        never.filter((route) => reached.has(route)),
        "offered but refused",
      ).toEqual([]);
    });
  });
}
