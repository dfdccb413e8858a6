// The first paint of the pages a visitor lands on most (issue 17): the Worker puts the app's shell (skip
// link, top bar, the page's heading) into index.html's empty #root, so a phone paints text as soon as the
// HTML and the CSS have arrived instead of after the JavaScript has downloaded and run (FCP and LCP were
// ~2.3 s under Lighthouse's slow 4G, the heading being the largest element). The markup is the DOM React
// renders for those elements, class for class, so when React replaces it nothing moves (a browser test
// compares their boxes and counts layout shifts). Auth links are left out: they differ per visitor and
// appear at the top bar's far end once the app runs. This module is pure: no I/O.
import { ROUTES } from "../../shared/paths";
import { T_JAVNO } from "../../shared/texts";
import { T, T_UI } from "../../shared/texts/home";
import { BOOT_AFTER_PAINT, BOOT_ATTRIBUTE } from "../../shared/inline-data";
import { escapeHtml } from "./seo";

/** The drawer button's icon, as web/app/side-drawer.tsx draws it. */
const MENU_ICON =
  '<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">' +
  '<path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z"></path></svg>';

/** web/app/root-layout.tsx and top-bar.tsx, signed out and without the auth links. */
function shell(pathname: string, page: string): string {
  const home = pathname === ROUTES.home ? ' class="topbar-link active" aria-current="page"' : ' class="topbar-link"';
  return (
    `<a class="skip-link" href="#main">${escapeHtml(T_UI.skipToContent)}</a>` +
    `<header class="topbar"><button type="button" class="icon-button" aria-label="${escapeHtml(T_UI.openMenu)}" ` +
    `aria-haspopup="dialog" aria-expanded="false">${MENU_ICON}</button>` +
    `<nav aria-label="${escapeHtml(T_UI.mainNav)}"><a${home} href="${ROUTES.home}">${escapeHtml(T.navHome)}</a>` +
    `<span class="spacer"></span></nav></header>` +
    `<main id="main" tabindex="-1">${page}</main>`
  );
}

/** web/components/ui/page-layout.tsx with its title and the page's opening paragraph. */
const titled = (title: string, intro?: string) =>
  `<div class="page"><h1 class="page-title">${escapeHtml(title)}</h1>${intro ? `<p>${escapeHtml(intro)}</p>` : ""}</div>`;

/**
 * What each page paints before the app runs: its static head, never data (that comes with the app). `after`:
 * the paint is the page's largest content, so the app's code is asked for once it is on screen (web/main.tsx)
 * and does not share a slow line with the stylesheet; a page whose content is the app's (the member's cards)
 * loads it at once.
 */
const PAGES: Record<string, { markup: () => string; after: boolean }> = {
  // web/features/home/home-page.tsx: the hero and the page's heading (the feed follows below it).
  [ROUTES.home]: {
    after: true,
    markup: () =>
      `<div class="page"><header class="hero"><img src="/favicon.svg" alt="${escapeHtml(T_UI.logoAlt)}" width="96" ` +
      `height="96"><h1>${escapeHtml(T_UI.appTitle)}</h1><p>${escapeHtml(T.homeTagline)}</p></header>` +
      `<h2>${escapeHtml(T.homeHeading)}</h2></div>`,
  },
  // web/features/javna-natjecanja/natjecanja-page.tsx
  [ROUTES.natjecanja]: { after: true, markup: () => titled(T_JAVNO.natjecanja, T_JAVNO.natjecanjaUvod) },
  // web/features/membership/membership-page.tsx
  [ROUTES.membership]: { after: false, markup: () => titled(T_UI.membershipTitle) },
};

/** The pages that get a first paint. */
export const FIRST_PAINT_PATHS = Object.keys(PAGES);

/** The markup for #root of `pathname`, or null for a page that starts empty. */
export function firstPaintMarkup(pathname: string): string | null {
  const page = PAGES[pathname];
  return page ? shell(pathname, page.markup()) : null;
}

/** index.html with its #root filled for `pathname` (unchanged for other pages or other content). */
export function withFirstPaint(index: Response, pathname: string): Response {
  const markup = firstPaintMarkup(pathname);
  if (!markup || !(index.headers.get("content-type") ?? "").includes("text/html")) return index;
  return new HTMLRewriter()
    .on("div#root", {
      element(root) {
        if (PAGES[pathname]?.after) root.setAttribute(BOOT_ATTRIBUTE, BOOT_AFTER_PAINT);
        root.setInnerContent(markup, { html: true });
      },
    })
    .transform(index);
}
