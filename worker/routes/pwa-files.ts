// The service worker and the web app manifest (issue 15 item 5, built by vite-plugin-pwa into the assets) go
// out with `cache-control: no-cache`: a browser or an edge that kept an old sw.js would keep serving the old
// app's precache after a deploy. Everything else about them is the asset's.
import { Hono } from "hono";
import { PWA_FILES } from "../../shared/pwa";
import type { AppEnv } from "../app-env";

export const pwaFiles = new Hono<AppEnv>();
for (const path of Object.values(PWA_FILES)) {
  pwaFiles.get(path, async (c) => {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    if (!asset.ok) return asset;
    const response = new Response(asset.body, asset);
    response.headers.set("cache-control", "no-cache");
    return response;
  });
}
