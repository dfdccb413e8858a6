// `npm run check`: typecheck, production build, and a deploy dry run that proves the bundle builds
// and reports the Worker's size (the budget is 350 KB gzip; see docs/performance.md).
import { build, run } from "./lib/stack.mjs";
import { WORKER_BUDGET_GZIP_KB, workerBundleSize } from "./lib/worker-bundle.mjs";

run("tsc", ["-b"]);
build();
const { raw, gzip } = workerBundleSize();
const kb = (n) => (n / 1024).toFixed(1);
console.log(`\nWorker bundle: ${kb(raw)} KB raw, ${kb(gzip)} KB gzip (budget ${WORKER_BUDGET_GZIP_KB} KB gzip)`);
if (gzip / 1024 > WORKER_BUDGET_GZIP_KB) {
  console.error("Worker bundle is over budget.");
  process.exit(1);
}
