// `npm run screenshots`: builds, starts the stack on free ports (fresh demo data, like scripts/test.mjs) and
// saves every screen at 360 and 1280 px for each viewer (signed out, member, staff, admin) into screenshots/
// (git-ignored), through tests/e2e/spa-screenshots.spec.ts. Then stops everything it started.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  HOST,
  ROOT,
  build,
  freePort,
  log,
  migrateAndSeed,
  startEmulator,
  startWorker,
  stopAll,
  stopOnSignals,
} from "./lib/stack.mjs";

const OUT = join(ROOT, "screenshots");

async function main() {
  stopOnSignals();
  const state = mkdtempSync(join(tmpdir(), "sz-shots-"));
  let ok;
  try {
    build();
    migrateAndSeed(join(state, "wrangler"));
    const [auth, hub, logging, worker] = [await freePort(), await freePort(), await freePort(), await freePort()];
    await startEmulator({ port: auth, hubPort: hub, loggingPort: logging, dir: join(state, "emulator") });
    await startWorker({
      port: worker,
      persistTo: join(state, "wrangler"),
      vars: { FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${auth}` },
      quiet: true,
    });
    rmSync(OUT, { recursive: true, force: true });
    const env = {
      ...process.env,
      E2E_BASE_URL: `http://${HOST}:${worker}`,
      E2E_AUTH_EMULATOR: `${HOST}:${auth}`,
      E2E_STATE_DIR: state,
      E2E_REPORT: join(state, "screenshots-report.json"),
      SCREENSHOT_DIR: OUT,
    };
    const run = spawnSync("playwright", ["test", "--project", "screenshots"], {
      cwd: ROOT,
      stdio: "inherit",
      env,
    });
    ok = run.status === 0;
    log(ok ? `screenshots in ${OUT}` : "taking the screenshots failed");
  } finally {
    stopAll();
    rmSync(state, { recursive: true, force: true });
  }
  process.exit(ok ? 0 : 1);
}

main();
