// What the public pages load to read (issue 27's bench: home's first load ≤ 120 KB gzip; issue 32's Lighthouse
// on /natjecanja, /natjecanja/:id and /membership, and every page the Worker renders, which the browser
// hydrates): the modules the app's start (web/app/boot.tsx, which holds home) and those pages import at run
// time, followed through every static import (type-only imports and dynamic import() are not loaded with
// them). A read needs an operation's name, document and result shape, never zod, an entity's input schemas,
// the builders of variables (shared/graphql/define.ts) or react-hook-form. (The text catalogue's barrel,
// shared/texts/index.ts, may be imported: vite.config.ts declares the texts free of side effects, so a page's
// chunks hold the areas it uses.) The bench checks the build for zod (tests/bench/critical-path.ts zodMarkers)
// and home's size; this finds the import that brought one in, and names it. /savezi/:slug (its operation
// carries its variables' schema) and /provjera/:token (the offline check of a card's signature) still load zod.
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The specifiers a module imports at run time: every import and re-export but the type-only ones. */
export function runtimeImports(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const node of file.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause && !clause.name && named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const onlyTypes =
        node.isTypeOnly || (clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    }
  }
  return found;
}

function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return `package:${specifier}`;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Every module `entry` loads at run time, each with the chain of imports that brought it in. */
function loaded(entry: string): Map<string, string[]> {
  const start = join(root, entry);
  const chains = new Map<string, string[]>([[start, [entry]]]);
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (file.startsWith("package:") || !/\.tsx?$/.test(file)) continue;
    for (const specifier of runtimeImports(file, readFileSync(file, "utf8"))) {
      const target = resolveModule(file, specifier);
      if (!target || chains.has(target)) continue;
      const name = target.startsWith("package:") ? target : relative(root, target);
      chains.set(target, [...chains.get(file)!, name]);
      queue.push(target);
    }
  }
  return chains;
}

/** What a read must not load, by what it is. */
const FORBIDDEN: [string, RegExp][] = [
  ["zod", /^package:zod(\/|$)/],
  ["react-hook-form", /^package:react-hook-form(\/|$)/],
  ["an entity's input schemas", /[\\/]shared[\\/]entities[\\/][^\\/]+[\\/]input\.ts$/],
  ["the builders of variables", /[\\/]shared[\\/]graphql[\\/]define\.ts$/],
  ["the schemas' building blocks", /[\\/]shared[\\/]schemas[\\/]/],
];

/** "what: entry -> … -> module" for each forbidden module `entry` loads. */
function forbiddenIn(entry: string): string[] {
  return [...loaded(entry)].flatMap(([module, chain]) =>
    FORBIDDEN.filter(([, pattern]) => pattern.test(module)).map(([what]) => `${what}: ${chain.join(" -> ")}`),
  );
}

describe("the public pages' read path", () => {
  it("follows run-time imports and re-exports, not type-only ones", () => {
    const source = [
      'import { a } from "./a";',
      'import type { B } from "./b";',
      'import { type C, type D } from "./c";',
      'import { type E, f } from "./e";',
      'import "./side-effect.css";',
      'export { g } from "./g";',
      'export type { H } from "./h";',
      'export * from "./i";',
      'const lazy = () => import("./lazy");',
    ].join("\n");
    expect(runtimeImports("x.ts", source)).toEqual(["./a", "./e", "./side-effect.css", "./g", "./i"]);
  });

  it("finds what a read must not load, with the chain that brought it", () => {
    // The competitions' staff form validates with its input schema: a module the public pages must not reach.
    expect(forbiddenIn("web/features/natjecanja/natjecanja-page.tsx")).toEqual(
      expect.arrayContaining([expect.stringMatching(/^zod: web\/features\/natjecanja\/natjecanja-page\.tsx -> /)]),
    );
  });

  for (const entry of [
    "web/app/boot.tsx",
    "web/features/javna-natjecanja/natjecanja-page.tsx",
    "web/features/javna-natjecanja/natjecanje-page.tsx",
    "web/features/dogadanja/dogadanja-page.tsx",
    "web/features/dogadanja/dogadanje-page.tsx",
    "web/features/savezi/savezi-page.tsx",
    "web/features/klubovi/klubovi-page.tsx",
    "web/features/klubovi/klub-page.tsx",
    "web/features/membership/membership-page.tsx",
  ]) {
    it(`${entry} loads no validation or forms library`, () => {
      expect(forbiddenIn(entry)).toEqual([]);
    });
  }
});
