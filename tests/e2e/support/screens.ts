// Every screen of the SPA with the role it is looked at as: the axe check (spa-axe.spec.ts), the "reachable
// by clicking from /" crawl (spa-navigation.spec.ts) and the screenshots (npm run screenshots) read this list.
import type { Page } from "@playwright/test";
import { ROUTES, fill } from "../../../shared/paths";
import { networkQuiet, watchNetwork } from "./quiet";
import type { Account } from "./spa";

/** Who looks: signed out (null) or one of the demo accounts. */
export type Viewer = Account | null;

/** One screen to open: its name (file names, messages) and its concrete path. */
export interface Screen {
  name: string;
  path: string;
}

const ZICER = { slug: "zicer-savez", id: "b0000000-0000-4000-8000-000000000001" };
/** The demo regatta of Zagrebački veslački savez, taking entries (worker/seed/demo-prijave.sql). */
const REGATA_ID = "81000000-0000-4000-8000-000000000001";

/** The screens each viewer is the natural one to see (the staff screens as staff, the admin area as admin). */
export const SCREENS: Record<"anonymous" | Account, Screen[]> = {
  anonymous: [
    { name: "home", path: ROUTES.home },
    { name: "signin", path: ROUTES.signin },
    { name: "signup", path: ROUTES.signup },
    { name: "reset-password", path: ROUTES.resetPassword },
    { name: "about", path: ROUTES.about },
    { name: "team", path: ROUTES.team },
    { name: "terms", path: ROUTES.terms },
    { name: "savezi", path: ROUTES.savezi },
    { name: "savez", path: fill(ROUTES.savez, { slug: ZICER.slug }) },
    { name: "klubovi", path: ROUTES.klubovi },
    { name: "klub", path: fill(ROUTES.klub, { slug: "rk-dubrava" }) },
    { name: "dokumenti-saveza", path: ROUTES.dokumentiSaveza },
    { name: "natjecanja", path: ROUTES.natjecanja },
    { name: "natjecanje", path: fill(ROUTES.natjecanje, { id: "c0000000-0000-4000-8000-000000000001" }) },
    // The demo league (issue 31): tables, fixtures by round, team calendars; a club's page with its matches.
    { name: "natjecanje-liga", path: fill(ROUTES.natjecanje, { id: "l0000000-0000-4000-8000-000000000001" }) },
    { name: "klub-liga", path: fill(ROUTES.klub, { slug: "rk-dubrava" }) },
    // The demo regatta (issue 30): its entries' window and events.
    { name: "natjecanje-prijave", path: fill(ROUTES.natjecanje, { id: "81000000-0000-4000-8000-000000000001" }) },
    { name: "dogadanja", path: ROUTES.dogadanja },
    { name: "dogadanje", path: fill(ROUTES.dogadanje, { id: "f0000000-0000-4000-8000-000000000001" }) },
    { name: "provjera-nevazeca", path: fill(ROUTES.provjera, { token: "nije.valjana.iskaznica" }) },
    { name: "membership-signed-out", path: ROUTES.membership },
    { name: "not-found", path: "/no-such-page" },
    { name: "debug-404", path: ROUTES.debugNotFound },
    { name: "debug-loading", path: ROUTES.debugLoading },
    { name: "debug-error", path: ROUTES.debugError },
  ],
  clan: [
    { name: "home", path: ROUTES.home },
    { name: "dashboard", path: ROUTES.dashboard },
    { name: "membership", path: ROUTES.membership },
    { name: "settings-profile", path: ROUTES.settingsProfile },
    { name: "verify-email", path: ROUTES.verifyEmail },
    { name: "staff-refused", path: ROUTES.unesiNajavu },
  ],
  staff: [
    { name: "dashboard", path: ROUTES.dashboard },
    { name: "unesi-najavu", path: ROUTES.unesiNajavu },
    { name: "unesi-natjecatelje", path: ROUTES.unesiNatjecatelje },
    { name: "unesi-natjecanja", path: ROUTES.unesiNatjecanja },
    { name: "unos-rezultata", path: ROUTES.unosRezultata },
    { name: "unesi-dokumente-rezultata", path: ROUTES.unesiDokumenteRezultata },
    { name: "dokumenti-saveza", path: ROUTES.dokumentiSaveza },
    { name: "clanstva", path: ROUTES.clanstva },
    { name: "obrisano", path: ROUTES.obrisano },
    { name: "revizija", path: ROUTES.revizija },
    { name: "licence", path: ROUTES.licence },
    { name: "savez-klubovi", path: ROUTES.staffKlubovi },
    { name: "transferi", path: ROUTES.transferi },
    { name: "utakmice", path: ROUTES.utakmice },
    { name: "prijave-saveza", path: ROUTES.prijaveSaveza },
    { name: "lige-savez", path: ROUTES.staffLige },
  ],
  // Issue 29's screens with the demo season's rows in them: a club official's, and its federation's staff's.
  klub: [
    { name: "dashboard-klub", path: ROUTES.dashboard },
    { name: "moj-klub", path: ROUTES.mojKlub },
  ],
  rukomet: [
    { name: "licence-rukomet", path: ROUTES.licence },
    { name: "savez-klubovi-rukomet", path: ROUTES.staffKlubovi },
    { name: "transferi-rukomet", path: ROUTES.transferi },
    // The federation's leagues (issue 31): the demo league chosen, its group with fixtures, forms and table.
    { name: "lige-savez-rukomet", path: `${ROUTES.staffLige}?natjecanje=l0000000-0000-4000-8000-000000000001` },
    { name: "sportas", path: fill(ROUTES.sportas, { id: "72000000-0000-4000-8000-000000000311" }) },
  ],
  admin: [
    { name: "dashboard", path: ROUTES.dashboard },
    { name: "admin", path: ROUTES.admin },
    { name: "admin-savezi", path: ROUTES.adminSavezi },
    { name: "admin-novi-savez", path: ROUTES.adminNoviSavez },
    { name: "admin-savez", path: fill(ROUTES.adminSavez, { id: ZICER.id }) },
    { name: "admin-ljudi", path: ROUTES.adminLjudi },
    { name: "admin-pozivnice", path: ROUTES.adminPozivnice },
    // Every federation's league matches with the federation's actions (issue 31).
    { name: "utakmice", path: ROUTES.utakmice },
    // The demo regatta's entries, results and fees as its federation's staff see them (issue 30).
    { name: "prijave-natjecanja", path: fill(ROUTES.prijaveNatjecanja, { id: REGATA_ID }) },
    { name: "rezultati-nastupa", path: fill(ROUTES.rezultatiNastupa, { id: REGATA_ID }) },
    { name: "kotizacije", path: fill(ROUTES.kotizacije, { id: REGATA_ID }) },
  ],
};

/** The two widths every screen must work at. */
export const WIDTHS = [360, 1280] as const;

/** The site themes (web/lib/site-settings-store.ts THEMES). */
export const THEMES = ["light", "dark", "blue"] as const;

/** Opens a screen and waits until its data has arrived (no request in flight for a moment: support/quiet.ts). */
export async function openScreen(page: Page, path: string) {
  watchNetwork(page);
  await page.goto(path);
  await networkQuiet(page);
}

/** Applies a theme the way the site-settings store does (data-theme on <html>), without a reload. */
export async function applyTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.evaluate((value) => {
    document.documentElement.dataset.theme = value;
  }, theme);
}
