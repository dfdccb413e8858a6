// `npm run check`: typecheck, production build, and a deploy dry run that proves the bundle builds
// and reports the Worker's size (the budget is 400 KB gzip; see docs/performance.md).
import { mkdtempSync, rmSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT, build, run } from "./lib/stack.mjs";

const BUDGET_GZIP_KB = 400;

function bundleSizes(dir) {
  let raw = 0;
  let gzip = 0;
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (!statSync(file).isFile() || name.endsWith(".map")) continue;
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

const out = mkdtempSync(join(tmpdir(), "sz-deploy-"));
try {
  run("tsc", ["-b"]);
  build();
  run("wrangler", [
    "deploy",
    "--dry-run",
    "--outdir",
    out,
    "-c",
    join(ROOT, "dist", "sportski_zagreb", "wrangler.json"),
  ]);
  const { raw, gzip } = bundleSizes(out);
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(`\nWorker bundle: ${kb(raw)} KB raw, ${kb(gzip)} KB gzip (budget ${BUDGET_GZIP_KB} KB gzip)`);
  if (gzip / 1024 > BUDGET_GZIP_KB) {
    console.error("Worker bundle is over budget.");
    process.exit(1);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
