// A small ESLint rule that reports import cycles. eslint-plugin-boundaries checks which layer may import
// which, but it has no cycle rule; eslint-plugin-import-x's no-cycle would re-parse every dependency with
// the full parser, so this rule reads the other files with TypeScript's import scanner (ts.preProcessFile)
// instead. The file being linted contributes its imports from the AST (so editors and lintText see unsaved
// text); every other file is read from disk once per process and cached by mtime.
//
// Every relative import counts: value, `import type`, re-exports and literal dynamic `import()`. Packages
// (bare specifiers) are never followed. A cycle is reported on the import that closes it, in each file on
// the cycle, with the whole path: `worker/a.ts → worker/b.ts → worker/a.ts`.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const CODE_EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];

/** @type {Map<string, { mtimeMs: number, imports: string[] }>} */
const importsCache = new Map();
/** Found files only: a miss is retried, so a file created later (an editor session) resolves. */
/** @type {Map<string, string>} */
const resolveCache = new Map();

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function isCode(file) {
  return CODE_EXTENSIONS.includes(path.extname(file)) && !file.endsWith(".d.ts");
}

/** Resolves a relative specifier to a code file on disk, the way the bundler and tsc (bundler mode) do. */
function resolve(fromFile, specifier) {
  if (!specifier.startsWith("./") && !specifier.startsWith("../") && specifier !== "." && specifier !== "..") {
    return null;
  }
  const base = path.resolve(path.dirname(fromFile), specifier);
  const cached = resolveCache.get(base);
  if (cached) return cached;
  const stem = base.replace(/\.(m|c)?jsx?$/, "");
  const candidates = [
    base,
    ...CODE_EXTENSIONS.map((ext) => base + ext),
    ...(stem === base ? [] : CODE_EXTENSIONS.map((ext) => stem + ext)),
    ...CODE_EXTENSIONS.map((ext) => path.join(base, "index" + ext)),
  ];
  const found = candidates.find((file) => isCode(file) && isFile(file)) ?? null;
  if (found) resolveCache.set(base, found);
  return found;
}

/** The resolved local imports of a file on disk. */
function importsOf(file) {
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = importsCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.imports;
  const text = readFileSync(file, "utf8");
  const imports = [];
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    const target = resolve(file, fileName);
    if (target && !imports.includes(target)) imports.push(target);
  }
  importsCache.set(file, { mtimeMs, imports });
  return imports;
}

/** A path start → … → goal over the on-disk graph, or null. Breadth-first, so the shortest one. */
function findPath(start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i];
    if (file === goal) {
      const chain = [];
      for (let at = file; at !== null; at = previous.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of importsOf(file)) {
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
export const noImportCycles = {
  meta: {
    type: "problem",
    docs: { description: "Disallow import cycles between local modules" },
    schema: [],
    messages: { cycle: "Import cycle: {{chain}}" },
  },
  create(context) {
    const self = path.resolve(context.filename);
    const root = context.cwd;
    const show = (file) => path.relative(root, file).split(path.sep).join("/");
    const seen = new Set();
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const target = resolve(self, source.value);
      if (!target || seen.has(target)) return;
      seen.add(target);
      const chain = target === self ? [self] : findPath(target, self);
      if (chain) {
        context.report({ node: source, messageId: "cycle", data: { chain: [self, ...chain].map(show).join(" → ") } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
    };
  },
};
