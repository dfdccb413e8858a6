import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const root = fileURLToPath(new URL("./web", import.meta.url));
const configPath = fileURLToPath(new URL("./wrangler.toml", import.meta.url));
const outDir = fileURLToPath(new URL("./dist", import.meta.url));

// One build for both runtimes: the SPA (web/) and the Worker (worker/, via wrangler.toml).
export default defineConfig({
  root,
  plugins: [react(), cloudflare({ configPath, persistState: { path: ".wrangler/state" } })],
  build: { outDir, emptyOutDir: true },
});
