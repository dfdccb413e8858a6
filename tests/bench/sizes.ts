// Sizes of the built SPA: the home route's critical path read from dist/client (index.html and the chunks
// it pulls in before first render), compressed the way an edge would serve them.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  criticalRefs,
  dynamicImports,
  firebaseMarkers,
  resolveAsset,
  staticImports,
  zodMarkers,
} from "./critical-path.ts";
import type { BenchResults, CriticalFile } from "./metrics.ts";

/** gzip -9 and brotli q11: what Cloudflare's edge serves for static assets, give or take a few bytes. */
function compressed(bytes: Buffer): { gzip: number; brotli: number } {
  return {
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * The home route's initial JS+CSS from a built client folder: index.html's assets plus static imports,
 * transitively, and the entry's dynamic import of the app (it runs right after the first paint).
 */
export function homeInitialAssets(clientDir: string): NonNullable<BenchResults["initial"]> {
  const html = readFileSync(join(clientDir, "index.html"), "utf8");
  const queue: { path: string; kind: CriticalFile["kind"] }[] = criticalRefs(html);
  const files: CriticalFile[] = [];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const ref = queue.shift()!;
    if (seen.has(ref.path)) continue;
    seen.add(ref.path);
    const bytes = readFileSync(join(clientDir, ref.path));
    const text = bytes.toString("utf8");
    if (ref.path.endsWith(".js")) {
      for (const spec of staticImports(text)) queue.push({ path: resolveAsset(ref.path, spec), kind: "import" });
      if (ref.kind === "script") {
        for (const spec of dynamicImports(text)) queue.push({ path: resolveAsset(ref.path, spec), kind: "import" });
      }
    }
    files.push({
      path: ref.path,
      kind: ref.kind,
      raw: bytes.length,
      ...compressed(bytes),
      firebase: firebaseMarkers(text),
      zod: zodMarkers(text),
    });
  }
  const sum = (key: "raw" | "gzip" | "brotli") => files.reduce((n, f) => n + f[key], 0);
  return { files, raw: sum("raw"), gzip: sum("gzip"), brotli: sum("brotli") };
}

/** The largest JavaScript file under dist/client/assets, as a site path (the static-asset scenario fetches it). */
export function largestJsAsset(clientDir: string): { path: string; bytes: number } {
  let best = { path: "", bytes: -1 };
  for (const name of readdirSync(join(clientDir, "assets"))) {
    if (!name.endsWith(".js")) continue;
    const bytes = statSync(join(clientDir, "assets", name)).size;
    if (bytes > best.bytes) best = { path: `/assets/${name}`, bytes };
  }
  if (best.bytes < 0) throw new Error(`no .js file in ${join(clientDir, "assets")}`);
  return best;
}
