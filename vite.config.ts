import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import type { ChunkingContext } from "rolldown";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { pwaOptions } from "./pwa.config";

const path = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The service worker and manifest (pwa.config.ts) belong to the SPA: its plugins run for the client
 * environment only, so the Worker's bundle gets no manifest or sw.js and its build is unchanged.
 */
const clientOnly = (plugins: Plugin[]): Plugin[] =>
  plugins.map((plugin) => ({ ...plugin, applyToEnvironment: (environment) => environment.name === "client" }));

/** The modules `from` imports statically, directly or through others, itself included. */
function staticGraph(from: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
  }
  return seen;
}

/** The chunks home's own load fetches: the entry and its styles, the libraries, the shell, the runtime. */
const HOME_LOADED = /(^|\/)(index|vendor|shell|rolldown-runtime)-[\w-]+\.(js|css)$/;
/**
 * The screens whose chunks preload everything they need: the public ones (the Worker renders them, and the app
 * loads one before it hydrates the page) and the two a member lands on after signing in (the dashboard and the
 * membership cards, rendered in the browser: a waterfall there delays their first paint).
 */
const FULL_PRELOAD =
  /(^|\/)(about|team|terms|savezi?|natjecanj[ae]|dogadanj[ae]|klub(ovi)?|provjera|dashboard|membership)-page-[\w-]+\.js$/;

/**
 * What a lazy import preloads beside its chunk. The shell (the entry's import of the app) brings everything it
 * needs, in parallel. A FULL_PRELOAD screen brings what home's load has not fetched already, so a page the
 * Worker rendered hydrates without a waterfall. Any other screen (staff and account screens: the service worker
 * has precached every chunk by then) brings only its styles: ~60 full lists in home's route table cost 1.2 KB gzip on home's path.
 */
function preloadList(file: string, deps: string[]): string[] {
  if (/(^|\/)shell-/.test(file)) return deps;
  const fresh = deps.filter((dep) => !HOME_LOADED.test(dep));
  return FULL_PRELOAD.test(file) ? fresh : fresh.filter((dep) => dep.endsWith(".css"));
}

/**
 * A code-splitting group's name function: "shell" for every module of the app's own (not a package's, nor a
 * virtual one such as Vite's preload helper) that the
 * app (`app`, loaded by the entry with a dynamic import) imports statically and the entry (`entry`) does not;
 * null for the rest. What the entry itself imports stays in the entry, so the app still loads after the paint.
 */
function shellChunk(entry: string, app: string) {
  let shell: Set<string> | undefined;
  return (id: string, ctx: ChunkingContext) => {
    if (!shell) {
      const before = staticGraph(entry, ctx);
      const own = (m: string) => !before.has(m) && /^[^\0]/.test(m) && !m.includes("node_modules");
      shell = new Set([...staticGraph(app, ctx)].filter(own));
    }
    return shell.has(id) ? "shell" : null;
  };
}

/** The Worker's environment (wrangler.toml's name), which bundles the API and the public pages' server render. */
const WORKER_ENVIRONMENT = "sportski_zagreb";

/**
 * Modules the Worker's render never runs: screens' parts that mount only after a click in the browser (the side
 * drawer's dialog: `SideDrawer` renders it once it has been opened). The Worker gets an empty component in
 * their place, so their code (Radix, every menu's texts) is not uploaded with it; the browser's build keeps them.
 */
const BROWSER_ONLY = new Set([path("./web/app/drawer-dialog.tsx")]);

/**
 * The Worker's build gets the server renderer alone: `react-dom/server` under the "workerd" condition is
 * server.edge.js, which also loads the legacy renderToString (~100 KB minified) that nothing here calls. Only
 * `renderToReadableStream` is imported (web/app/render-page.tsx), so its production build is the module.
 */
function workerOnlyModules(): Plugin {
  const edgeServer = path("./node_modules/react-dom/cjs/react-dom-server.edge.production.js");
  return {
    name: "sz:worker-only-modules",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === WORKER_ENVIRONMENT,
    resolveId: (source) => (source === "react-dom/server" ? edgeServer : null),
    load: (id) => (BROWSER_ONLY.has(id) ? "export default function BrowserOnly() { return null; }" : null),
  };
}

// One build for both runtimes: the SPA (web/) and the Worker (worker/, via wrangler.toml).
export default defineConfig(({ command }) => {
  // `npm run dev` passes the emulator address; a production build never carries it.
  const devEmulator = command === "serve" ? process.env.SZ_DEV_AUTH_EMULATOR : undefined;
  return {
    root: path("./web"),
    // The SPA's server entry, bundled into the Worker (issue 32, shared/ssr.ts).
    resolve: { alias: { "sz:render-page": path("./web/app/render-page.tsx") } },
    plugins: [
      workerOnlyModules(),
      react(),
      cloudflare({
        configPath: path("./wrangler.toml"),
        persistState: { path: path("./.wrangler/state") },
        config: (worker) => {
          if (devEmulator) return { vars: { ...worker.vars, FIREBASE_AUTH_EMULATOR_HOST: devEmulator } };
        },
      }),
      ...clientOnly(VitePWA(pwaOptions(path("./dist/client")))),
    ],
    build: { outDir: path("./dist"), emptyOutDir: true },
    // The Worker ships minified, like wrangler's own `minify = true`: 124 KB gzip instead of 251 KB, well within
    // its 250 KB budget as features land (less to upload and to parse at each cold start). The build's
    // source map (dist/sportski_zagreb/index.js.map) maps a logged stack trace back to the sources.
    environments: {
      // One file: the public screens the SPA loads lazily are part of the Worker's render, and each chunk of their
      // own was compressed alone (59 modules: 314 KB gzip, one: 296 KB). Their import() still resolves in place.
      [WORKER_ENVIRONMENT]: { build: { minify: true, rolldownOptions: { output: { codeSplitting: false } } } },
      client: {
        build: {
          modulePreload: {
            // Every browser we serve preloads modules itself.
            polyfill: false,
            resolveDependencies: preloadList,
          },
          rolldownOptions: {
            treeshake: { moduleSideEffects: [{ test: /[\\/]shared[\\/]texts[\\/]/, sideEffects: false }] },
            output: {
              // The libraries every screen runs on (React, the router, SWR) in one chunk: split across the
              // chunks that happened to share them they cost ~3 KB more gzip on home's critical path, which
              // since issue 17 is the entry (styles + a loader) and the app it loads after the first paint.
              codeSplitting: {
                groups: [
                  {
                    name: "vendor",
                    // swr/infinite (the public lists' "load more", the staff's audit) is not home's: it loads with them.
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|swr(?![\\/]dist[\\/]infinite)|use-sync-external-store|dequal)[\\/]/,
                  },
                  // The app's own modules that its start (web/app/boot.tsx) imports: one chunk with it. The
                  // paths, the session, home's texts, a spinner each went into a chunk of its own because a
                  // lazy screen shares it, and every such chunk on home's path costs a request and its own
                  // compression (0.9 KB gzip in all); a screen that shares one finds it loaded with the shell.
                  {
                    name: shellChunk(path("./web/main.tsx"), path("./web/app/boot.tsx")),
                    debugName: "shell",
                    // Exactly those modules: their dependencies stay where they are (the entry's in the entry,
                    // the libraries in vendor), so the entry still imports nothing of the app.
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      },
    },
    server: { host: "127.0.0.1", port: 8787, strictPort: true },
  };
});
