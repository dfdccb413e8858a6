// `npm run dev`: like `npm start`, but the SPA and the Worker run under Vite with HMR.
import { join } from "node:path";
import {
  HOST,
  ROOT,
  DEMO_ACCOUNTS,
  log,
  migrateAndSeed,
  requireFreePorts,
  startChild,
  startEmulator,
  stopAll,
  stopOnSignals,
} from "./lib/stack.mjs";

const PORTS = { vite: 8787, auth: 9099, "emulator hub": 4400, "emulator logging": 4500 };

async function main() {
  stopOnSignals();
  await requireFreePorts(PORTS);
  migrateAndSeed(join(ROOT, ".wrangler", "state"));
  await startEmulator({
    port: PORTS.auth,
    hubPort: PORTS["emulator hub"],
    loggingPort: PORTS["emulator logging"],
    dir: join(ROOT, ".cache", "emulator"),
  });
  startChild("vite", "vite", ["dev"], { env: { ...process.env, SZ_DEV_AUTH_EMULATOR: `${HOST}:${PORTS.auth}` } });
  log(`dev server (HMR): http://${HOST}:${PORTS.vite}/  (Ctrl-C stops everything)`);
  for (const { email, password, role } of DEMO_ACCOUNTS) log(`  demo ${role.padEnd(6)} ${email} / ${password}`);
}

main().catch((error) => {
  console.error(`npm run dev failed: ${error.message}`);
  stopAll();
  process.exit(1);
});
