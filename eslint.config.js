import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { noImportCycles } from "./scripts/lint/no-import-cycles.mjs";

// Boundaries (docs/architecture.md, "Boundaries"). Elements are folders; single files get a category.
const element = (type) => ({ element: { type } });
const category = (name) => ({ file: { categories: name } });
const SPA_APP = [element("spa-app"), category("spa-entry")];
const SPA_SHARED = [element("spa-component"), element("spa-lib"), element("spa-styles"), element("shared")];
const WORKER_CORE = category("worker-core");

// Drizzle's inArray/notInArray, called by name or as a namespace's member (`d.inArray`), and an import renaming one.
const IN_ARRAY_NAMES = "/^(inArray|notInArray)$/";
const IN_ARRAY = `CallExpression:matches([callee.name=${IN_ARRAY_NAMES}], [callee.property.name=${IN_ARRAY_NAMES}])`;
const IN_LIST_MESSAGE =
  "inArray/notInArray binds one parameter per item, and D1 allows 100 per statement: use inList(column, values) " +
  "(or not(inList(…))) from worker/data/expressions.ts, which binds the list as one JSON value, or inSelect(column, " +
  "subquery). Only a literal list of literals (['played', 'forfeit']) may stay.";

export default tseslint.config(
  {
    ignores: [
      "dist",
      "node_modules",
      ".cache",
      ".wrangler",
      ".tmp",
      "worker/worker-configuration.d.ts",
      "test-results",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ["scripts/**/*.mjs"],
    languageOptions: {
      globals: {
        console: "readonly",
        process: "readonly",
        fetch: "readonly",
        AbortSignal: "readonly",
        setTimeout: "readonly",
        URL: "readonly",
        Buffer: "readonly",
      },
    },
  },
  {
    files: ["{web,worker,shared}/**/*.{ts,tsx,mts,js,jsx,mjs}"],
    plugins: { boundaries, local: { rules: { "no-import-cycles": noImportCycles } } },
    settings: {
      "boundaries/root-path": import.meta.dirname,
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".mts", ".js", ".jsx", ".mjs"] } },
      "boundaries/legacy-templates": false,
      "boundaries/elements": [
        { type: "spa-app", pattern: "web/app", partialMatch: false },
        { type: "spa-feature", pattern: "web/features/*", capture: ["feature"], partialMatch: false },
        { type: "spa-component", pattern: "web/components", partialMatch: false },
        { type: "spa-lib", pattern: "web/lib", partialMatch: false },
        { type: "spa-styles", pattern: "web/styles", partialMatch: false },
        { type: "worker-routes", pattern: "worker/routes", partialMatch: false },
        {
          type: "worker-domain",
          pattern: [
            "worker/graphql",
            "worker/cache",
            "worker/ai",
            "worker/auth",
            "worker/storage",
            "worker/security",
            "worker/pages",
            "worker/cards",
          ],
          partialMatch: false,
        },
        { type: "worker-data", pattern: "worker/data", partialMatch: false },
        { type: "shared", pattern: "shared", partialMatch: false },
      ],
      "boundaries/files": [
        { category: "spa-entry", pattern: "web/main.tsx" },
        { category: "worker-app", pattern: ["worker/index.ts", "worker/app.ts", "worker/app-env.ts"] },
        { category: "worker-env", pattern: "worker/app-env.ts" },
        { category: "worker-core", pattern: ["worker/config.ts", "worker/errors.ts"] },
      ],
    },
    rules: {
      // Imports inside one element (a feature's own folder, worker/routes, shared, …) are not checked;
      // every other local import needs a policy below, including imports of files no element covers.
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          checkUnknownLocals: true,
          policies: [
            { from: SPA_APP, allow: { to: [...SPA_APP, element("spa-feature"), ...SPA_SHARED] } },
            { from: element("spa-feature"), allow: { to: SPA_SHARED } },
            {
              from: element("spa-feature"),
              disallow: { to: element("spa-feature") },
              message:
                "A feature must not import another feature ({{ to.element.path }}): move the shared code to web/components or web/lib.",
            },
            { from: [element("spa-component"), element("spa-lib")], allow: { to: SPA_SHARED } },
            {
              from: category("worker-app"),
              allow: {
                to: [
                  category("worker-app"),
                  WORKER_CORE,
                  element("worker-routes"),
                  element("worker-domain"),
                  element("worker-data"),
                  element("shared"),
                ],
              },
            },
            {
              from: element("worker-routes"),
              allow: { to: [element("worker-domain"), element("worker-data"), WORKER_CORE, element("shared")] },
            },
            {
              from: element("worker-domain"),
              allow: { to: [element("worker-domain"), element("worker-data"), WORKER_CORE, element("shared")] },
            },
            // The Hono env type: `import type` only (it is erased; a value import would pull in the app).
            {
              from: [element("worker-routes"), element("worker-domain")],
              allow: { to: category("worker-env"), dependency: { kind: "type" } },
            },
            { from: element("worker-data"), allow: { to: [WORKER_CORE, element("shared")] } },
            { from: WORKER_CORE, allow: { to: [WORKER_CORE, element("shared")] } },
            { from: element("shared"), allow: { to: element("shared") } },
          ],
        },
      ],
      "local/no-import-cycles": "error",
    },
  },
  {
    // No statement binds a list that grows with the data as one parameter per item (D1 binds at most 100):
    // Drizzle's inArray/notInArray only with a literal list of literals; anything else goes through inList.
    files: ["worker/**/*.{ts,tsx,mts,js,jsx,mjs}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: `${IN_ARRAY}[arguments.1.type!="ArrayExpression"]`, message: IN_LIST_MESSAGE },
        { selector: `${IN_ARRAY} > ArrayExpression > :not(Literal)`, message: IN_LIST_MESSAGE },
        {
          selector: `ImportSpecifier[imported.name=${IN_ARRAY_NAMES}]:not([local.name=${IN_ARRAY_NAMES}])`,
          message: IN_LIST_MESSAGE,
        },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
