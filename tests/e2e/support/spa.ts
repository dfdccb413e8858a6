// Fixtures for the SPA's browser tests: sign in once per demo account through the real sign-in screen (against
// the Auth Emulator), keep that browser state (localStorage + Firebase's IndexedDB) and reuse it per test;
// plus the axe-core check every screen must pass.
import { test as base, expect, type Browser, type Page } from "@playwright/test";
import { join } from "node:path";
import { runAxe, seriousViolations } from "./axe";
import { signInThroughUi } from "./sign-in";

/** The demo accounts of DESIGN.md. */
export const ACCOUNTS = {
  clan: { email: "clan@demo.test", password: "demo-clan-1" },
  staff: { email: "staff@demo.test", password: "demo-staff-1" },
  admin: { email: "admin@demo.test", password: "demo-admin-1" },
  /** Tajnik of RK Dubrava (issue 29): 'Moj klub'. */
  klub: { email: "klub@demo.test", password: "demo-klub-1" },
  /** Staff of Rukometni savez Zagreba, whose clubs, licences and transfers the demo data fills. */
  rukomet: { email: "rukomet@demo.test", password: "demo-rukomet-1" },
} as const;
export type Account = keyof typeof ACCOUNTS;

const stateDir = process.env.E2E_STATE_DIR ?? "/tmp";
// Worker-scoped fixtures do not see the test-scoped baseURL option; this is the same value the config uses.
const baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:8787";

async function saveSignedInState(browser: Browser, account: Account): Promise<string> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInThroughUi(page, ACCOUNTS[account]);
  const path = join(stateDir, `spa-${account}-state.json`);
  await context.storageState({ path, indexedDB: true });
  await context.close();
  return path;
}

/** `test` with an `account` option: null is signed out; "clan" / "staff" / "admin" start signed in as that demo user. */
export const test = base.extend<{ account: Account | null }, { signedIn: (account: Account) => Promise<string> }>({
  account: [null, { option: true }],
  signedIn: [
    async ({ browser }, use) => {
      const cache = new Map<Account, Promise<string>>();
      await use((account) => {
        if (!cache.has(account)) cache.set(account, saveSignedInState(browser, account));
        return cache.get(account)!;
      });
    },
    { scope: "worker" },
  ],
  storageState: async ({ account, signedIn }, use) => {
    await use(account ? await signedIn(account) : undefined);
  },
});

export { expect };

/** Fails on any serious or critical axe-core violation on the current screen. */
export async function expectAccessible(page: Page) {
  const bad = seriousViolations(await runAxe(page, { resultTypes: ["violations"] }), "");
  expect(bad, `axe on ${page.url()}`).toEqual([]);
}

/**
 * The Firebase SDK's popup flow first loads Google's gapi iframe library from apis.google.com (unreachable
 * here, and tests must not reach Google). This stands in for it: a minimal gapi whose iframe answers at
 * once, so the SDK goes on to open its popup, which the Auth Emulator serves.
 */
const FAKE_GAPI = `(() => {
  const iframe = {
    restyle: async () => {},
    ping: async () => {},
    register: () => {},
    unregister: () => {},
    // Asynchronous like gapi's: the SDK's callback throws after using the answer, harmlessly off-stack.
    send: (_type, _data, reply) => setTimeout(() => reply([{ webStorageSupport: true }])),
  };
  window.gapi = {
    load: (_name, options) => options.callback(),
    iframes: { CROSS_ORIGIN_IFRAMES_FILTER: {}, getContext: () => ({ open: (_options, ready) => ready(iframe) }) },
  };
  const onload = new URL(document.currentScript.src).searchParams.get("onload");
  if (onload) window[onload]();
})();`;

/** Routes apis.google.com to the fake gapi for this page's context. */
export async function fakeGoogleApis(page: Page) {
  await page
    .context()
    .route("https://apis.google.com/**", (route) => route.fulfill({ contentType: "text/javascript", body: FAKE_GAPI }));
}
