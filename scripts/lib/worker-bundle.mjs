// The Worker bundle as Cloudflare would receive it: `wrangler deploy --dry-run --outdir` on the built
// config, measured raw and gzip -9 (source maps excluded). Shared by `npm run check` and `npm run bench`.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT, run } from "./stack.mjs";

/** The budget for the Worker bundle, in KB gzip: 400 since issue 6, 350 since issue 32 (tests/bench/metrics.ts has it too). */
export const WORKER_BUDGET_GZIP_KB = 350;

/**
 * Every module of the upload, in subfolders too: since the Worker renders the SPA's pages (issue 32) the dry run
 * writes the lazy screens' chunks under `assets/` beside `index.js`, and they are uploaded with it.
 */
function bundleSizes(dir) {
  let raw = 0;
  let gzip = 0;
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(entry));
    if (!statSync(file).isFile() || file.endsWith(".map")) continue;
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

/** Runs the deploy dry run on dist/ (build first) and returns the bundle's { raw, gzip } bytes. */
export function workerBundleSize({ quiet = false } = {}) {
  const out = mkdtempSync(join(tmpdir(), "sz-deploy-"));
  try {
    const config = join(ROOT, "dist", "sportski_zagreb", "wrangler.json");
    run("wrangler", ["deploy", "--dry-run", "--outdir", out, "-c", config], quiet ? { stdio: "ignore" } : {});
    return bundleSizes(out);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
