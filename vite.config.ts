import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
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

// One build for both runtimes: the SPA (web/) and the Worker (worker/, via wrangler.toml).
export default defineConfig(({ command }) => {
  // `npm run dev` passes the emulator address; a production build never carries it.
  const devEmulator = command === "serve" ? process.env.SZ_DEV_AUTH_EMULATOR : undefined;
  return {
    root: path("./web"),
    plugins: [
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
      sportski_zagreb: { build: { minify: true } },
      client: {
        build: {
          // Every browser we serve preloads modules itself.
          modulePreload: { polyfill: false },
          rolldownOptions: {
            output: {
              // The libraries every screen runs on (React, the router, SWR) in one chunk: split across the
              // chunks that happened to share them they cost ~3 KB more gzip on home's critical path, which
              // since issue 17 is the entry (styles + a loader) and the app it loads after the first paint.
              codeSplitting: {
                groups: [
                  {
                    name: "vendor",
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|swr|use-sync-external-store|dequal)[\\/]/,
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
