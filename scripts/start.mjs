// `npm start`: the whole app with demo data at http://127.0.0.1:8787 until Ctrl-C.
import { join } from "node:path";
import {
  DEMO_ACCOUNTS,
  HOST,
  ROOT,
  build,
  log,
  migrateAndSeed,
  requireFreePorts,
  startEmulator,
  startWorker,
  stopAll,
  stopOnSignals,
} from "./lib/stack.mjs";

const PORTS = { worker: 8787, auth: 9099, "emulator hub": 4400, "emulator logging": 4500 };
const STATE = join(ROOT, ".wrangler", "state");

async function main() {
  stopOnSignals();
  await requireFreePorts(PORTS);
  build();
  migrateAndSeed(STATE);
  await startEmulator({
    port: PORTS.auth,
    hubPort: PORTS["emulator hub"],
    loggingPort: PORTS["emulator logging"],
    dir: join(ROOT, ".cache", "emulator"),
  });
  await startWorker({
    port: PORTS.worker,
    persistTo: STATE,
    vars: { FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}` },
  });
  log("");
  log(`Sportski Zagreb is running at http://${HOST}:${PORTS.worker}/  (Ctrl-C stops everything)`);
  log(`Firebase Auth Emulator: http://${HOST}:${PORTS.auth}/  (project demo-sportski-zagreb)`);
  for (const { email, password, role } of DEMO_ACCOUNTS) log(`  demo ${role.padEnd(6)} ${email} / ${password}`);
}

main().catch((error) => {
  console.error(`npm start failed: ${error.message}`);
  stopAll();
  process.exit(1);
});
