import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

// The boundaries in eslint.config.js (docs/architecture.md, "Boundaries") with the real config: each case
// lints a file that does not exist (or replaces one that does) inside the tree, importing real files.
const root = fileURLToPath(new URL("../..", import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}/eslint.config.js` });
});

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => m.ruleId === "boundaries/dependencies" || m.ruleId === "local/no-import-cycles")
    .map((m) => ({ rule: m.ruleId, line: m.line, message: m.message }));
}

const TIMEOUT = 60_000;

describe("layer boundaries", { timeout: TIMEOUT }, () => {
  it("a feature may not import another feature", async () => {
    const found = await problems(
      "web/features/home/boundary-probe.ts",
      'import { lazy } from "../najava/najava-page";\nexport const probe = lazy;\n',
    );
    expect(found).toEqual([
      expect.objectContaining({
        rule: "boundaries/dependencies",
        line: 1,
        message: expect.stringMatching(/another feature/),
      }),
    ]);
  });

  it("a feature may import its own folder, components, lib and shared; the shell may import features", async () => {
    const feature = await problems(
      "web/features/home/boundary-probe.ts",
      [
        'import "./home-page";',
        'import "../../components/ui/button";',
        'import "../../lib/session";',
        'import "../../../shared/texts";',
      ].join("\n"),
    );
    const shell = await problems("web/app/boundary-probe.ts", 'import "../features/najava/najava-page";\n');
    expect([...feature, ...shell]).toEqual([]);
  });

  it("components and lib may not import features or the shell", async () => {
    const found = await problems(
      "web/lib/boundary-probe.ts",
      'import "../features/home/home-page";\nimport "../app/router";\n',
    );
    expect(found.map((p) => [p.rule, p.line])).toEqual([
      ["boundaries/dependencies", 1],
      ["boundaries/dependencies", 2],
    ]);
    const component = await problems("web/components/boundary-probe.ts", 'import "../features/home/home-page";\n');
    expect(component).toHaveLength(1);
  });

  it("the data layer imports only core and shared, never routes or domain", async () => {
    const found = await problems(
      "worker/data/boundary-probe.ts",
      [
        'import "../routes/health";',
        'import "../graphql/rules";',
        'import "../config";',
        'import "../../shared/types";',
      ].join("\n"),
    );
    expect(found.map((p) => [p.rule, p.line])).toEqual([
      ["boundaries/dependencies", 1],
      ["boundaries/dependencies", 2],
    ]);
  });

  it("routes and domain import downward; the app env only as `import type`", async () => {
    const routes = await problems(
      "worker/routes/boundary-probe.ts",
      [
        'import "../graphql/execute";',
        'import "../data/db";',
        'import "../errors";',
        'import type { AppEnv } from "../app-env";',
        'import { app } from "../app";',
        "export type Env = AppEnv;",
        "export const probe = app;",
      ].join("\n"),
    );
    expect(routes.map((p) => [p.rule, p.line])).toEqual([["boundaries/dependencies", 5]]);
    const domain = await problems(
      "worker/auth/boundary-probe.ts",
      'import { type AppEnv } from "../app-env";\nimport "../routes/health";\nexport type Env = AppEnv;\n',
    );
    // `import { type X }` stays an import at runtime (verbatimModuleSyntax), so it is a value import.
    expect(domain.map((p) => [p.rule, p.line])).toEqual([
      ["boundaries/dependencies", 1],
      ["boundaries/dependencies", 2],
    ]);
    const core = await problems("worker/config.ts", 'import "./routes/health";\n');
    expect(core.some((p) => p.rule === "boundaries/dependencies")).toBe(true);
  });

  it("shared imports neither the SPA nor the Worker", async () => {
    const found = await problems(
      "shared/boundary-probe.ts",
      'import "../web/lib/session";\nimport "../worker/config";\nimport "./texts";\nimport "zod";\n',
    );
    expect(found.map((p) => [p.rule, p.line])).toEqual([
      ["boundaries/dependencies", 1],
      ["boundaries/dependencies", 2],
    ]);
  });
});

describe("import cycles", { timeout: TIMEOUT }, () => {
  it("reports the cycles the issue named, type-only imports included", async () => {
    // worker/app-env.ts imports ./auth/caller; worker/graphql/execute.ts imports ./hasura.
    const caller = await problems(
      "worker/auth/caller.ts",
      'import type { AppEnv } from "../app-env";\nexport type Env = AppEnv;\n',
    );
    expect(caller).toEqual([
      {
        rule: "local/no-import-cycles",
        line: 1,
        message: "Import cycle: worker/auth/caller.ts → worker/app-env.ts → worker/auth/caller.ts",
      },
    ]);
    const hasura = await problems(
      "worker/graphql/hasura.ts",
      'import type { GatewayResult } from "./execute";\nexport type Result = GatewayResult;\n',
    );
    expect(hasura).toEqual([
      expect.objectContaining({
        rule: "local/no-import-cycles",
        message: "Import cycle: worker/graphql/hasura.ts → worker/graphql/execute.ts → worker/graphql/hasura.ts",
      }),
    ]);
  });

  it("reports a longer cycle through a dynamic import", async () => {
    // web/main.tsx imports ./app/router, which lazily imports the feature pages.
    const found = await problems("web/app/router.tsx", 'export const load = () => import("../main");\n');
    expect(found).toEqual([
      expect.objectContaining({ rule: "local/no-import-cycles", message: expect.stringMatching(/web\/main\.tsx/) }),
    ]);
  });

  it("finds none in the files the issue named, as they are now", async () => {
    const results = await eslint.lintFiles(["worker/app-env.ts", "worker/auth/caller.ts", "worker/graphql/hasura.ts"]);
    const cycles = results.flatMap((r) => r.messages.filter((m) => m.ruleId === "local/no-import-cycles"));
    expect(cycles).toEqual([]);
  });
});
