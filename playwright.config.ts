import { defineConfig } from "@playwright/test";

// The app under test is started by scripts/test.mjs (real Worker + Auth Emulator on free ports),
// which passes its URL in E2E_BASE_URL. Debian's Chromium, never a downloaded browser.
const baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:8787";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? ".tmp/e2e-results.json" }]],
  // scripts/test.mjs runs "main", restarts the Worker on the same state, then runs "after-restart".
  // "screenshots" is a tool, not a test: `npm run screenshots` (scripts/screenshots.mjs) runs it alone.
  projects: [
    { name: "main", testIgnore: [/after-restart\//, /spa-screenshots\.spec\.ts/] },
    { name: "after-restart", testMatch: /after-restart\/.*\.spec\.ts/ },
    { name: "screenshots", testMatch: /spa-screenshots\.spec\.ts/ },
  ],
  use: {
    baseURL,
    trace: "on-first-retry",
    // The service worker is tested where it is the subject (pwa.spec.ts allows it). Elsewhere it would
    // download the ~1 MB precache in every fresh context, and answer requests page.route() cannot see.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
});
