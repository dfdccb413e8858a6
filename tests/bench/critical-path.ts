// What the browser must fetch before the home route's first render: the entry script, its modulepreloads
// and stylesheets named in the built index.html, plus whatever those scripts import statically (an import
// the HTML forgot to preload is still on the critical path). This module is pure: no I/O.

/** One asset the HTML references before first render. */
export interface CriticalRef {
  /** Site-absolute path as written in the HTML, e.g. /assets/index-abc.js. */
  path: string;
  kind: "script" | "modulepreload" | "stylesheet";
}

/** The attributes of one start tag (`<script …>` or `<link …>`), names lower-cased. */
export function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  const body = tag.replace(/^<\w+/, "").replace(/\/?>$/, "");
  for (const m of body.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    out[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? "";
  }
  return out;
}

/** The first-render assets of an index.html, in document order; async/deferred-to-idle tricks are not used by Vite. */
export function criticalRefs(html: string): CriticalRef[] {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, "");
  const refs: CriticalRef[] = [];
  for (const m of withoutComments.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attrs = attributes(m[0]);
    if (m[1].toLowerCase() === "script") {
      if (attrs.src && attrs.type === "module") refs.push({ path: attrs.src, kind: "script" });
      continue;
    }
    const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
    if (!attrs.href) continue;
    if (rel.includes("modulepreload")) refs.push({ path: attrs.href, kind: "modulepreload" });
    else if (rel.includes("stylesheet") && !("media" in attrs && attrs.media === "print")) {
      refs.push({ path: attrs.href, kind: "stylesheet" });
    }
  }
  return refs.filter((r, i) => refs.findIndex((x) => x.path === r.path) === i);
}

/**
 * The relative modules a built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`,
 * `export … from "./x.js"`); dynamic `import("./x.js")` is excluded, it does not block the first render.
 */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.m?js)["']/g;
  for (const m of code.matchAll(pattern)) found.add(m[1]);
  return [...found];
}

/**
 * The relative modules a chunk imports dynamically (`import("./x.js")`, quotes or backticks). The entry's own
 * are on the first render's path: web/main.tsx loads the app with one once the first paint is on screen.
 */
export function dynamicImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.m?js)["'`]\s*\)/g)) found.add(m[1]);
  return [...found];
}

/** Resolves `./x.js` against the chunk `/assets/entry.js` → `/assets/x.js`. */
export function resolveAsset(from: string, spec: string): string {
  return new URL(spec, `http://x${from}`).pathname;
}

/** Strings only the Firebase JS SDK ships: its package registrations and the Auth REST endpoints. */
const FIREBASE_MARKERS = [
  "@firebase/auth",
  "@firebase/app",
  "identitytoolkit.googleapis.com",
  "securetoken.googleapis.com",
];

/** The Firebase markers present in a chunk (empty when the chunk carries none of the SDK). */
export function firebaseMarkers(code: string): string[] {
  return FIREBASE_MARKERS.filter((m) => code.includes(m));
}

/**
 * Strings only zod ships: the names its schema classes register under (`$constructor("$ZodType", …)`), which a
 * minifier keeps. A read needs none of it (issue 27's budget: home's first load carries no validation library).
 */
const ZOD_MARKERS = ["$ZodType", "$ZodObject"];

/** The zod markers present in a chunk (empty when the chunk carries none of it). */
export function zodMarkers(code: string): string[] {
  return ZOD_MARKERS.filter((m) => code.includes(m));
}
