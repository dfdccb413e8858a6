// Lets Node's own TypeScript (type stripping) import the project's modules as the bundlers do: a relative
// import without an extension is tried as `.ts`, then as a folder's `index.ts`. The bench and the load test
// import the trusted operations (shared/graphql/operations.ts), which import their entities' folders.
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!specifier.startsWith(".") || /\.[cm]?[jt]sx?$/.test(specifier)) throw error;
      for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
        try {
          return nextResolve(candidate, context);
        } catch {
          // not this one: try the next form
        }
      }
      throw error;
    }
  },
});
