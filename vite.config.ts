import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const path = (p: string) => fileURLToPath(new URL(p, import.meta.url));

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
    ],
    build: { outDir: path("./dist"), emptyOutDir: true },
    server: { host: "127.0.0.1", port: 8787, strictPort: true },
  };
});
