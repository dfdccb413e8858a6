// vite-plugin-pwa's options (issue 15 item 5): a Workbox service worker (generateSW) that makes the SPA
// installable and keeps, offline, the pages once opened, the card key set and the member's own cards.
// Used by vite.config.ts for the client build only; tests/unit/pwa-config.test.ts checks the routes.
import type { VitePWAOptions } from "vite-plugin-pwa";
import type { RuntimeCaching } from "workbox-build";
import { PALETTE } from "./shared/constants";
import { API, JWKS_PATH, membershipPhotoUrl } from "./shared/paths";
import { PWA_CACHES, PWA_FILES, PWA_ICONS } from "./shared/pwa";
import { PRODUCT, T } from "./shared/texts/home";

/** The web app manifest (what a phone shows when the app is installed); the theme is index.html's. */
export const PWA_MANIFEST = {
  name: PRODUCT,
  short_name: PRODUCT,
  description: T.homeTagline,
  lang: "hr",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: PALETTE.primary,
  background_color: "#f6f7f9",
  icons: [
    { src: PWA_ICONS.icon192, sizes: "192x192", type: "image/png", purpose: "any" },
    { src: PWA_ICONS.icon512, sizes: "512x512", type: "image/png", purpose: "any" },
    { src: PWA_ICONS.maskable512, sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
} as const;

/** A same-origin path pattern (`:name` is one segment) as the RegExp Workbox matches a URL's href with. */
export function hrefPattern(path: string): RegExp {
  const segments = path
    .split(/(:[A-Za-z0-9_]+)/)
    .map((part) => (part.startsWith(":") ? "[^/?#]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^https?://[^/]+${segments.join("")}(?:[?#].*)?$`);
}

/**
 * A page the browser opens (a navigation), not an API answer opened as a document (a downloaded PDF, the
 * personal-data export). Workbox copies this function's text into sw.js, so it cannot use the constants of
 * shared/paths.ts: the prefixes are API_SCOPES' (`/api/*`, `/v1/*`), kept in step by the unit test.
 */
export const isPageNavigation: Extract<RuntimeCaching["urlPattern"], (...args: never[]) => unknown> = ({
  request,
  url,
}) => request.mode === "navigate" && !url.pathname.startsWith("/api/") && !url.pathname.startsWith("/v1/");

/**
 * A verification page never opened on this device (a new card's QR scanned at the door with no signal) gets
 * the shell of one that was: every /provjera/<token> is the same SPA page, which reads its token from the
 * address and checks the signature offline. Workbox copies this plugin's text into sw.js, so the cache name
 * and the route's prefix are written out (PWA_CACHES.pages, ROUTES.provjera; the unit test keeps them in step).
 */
export const provjeraShellFallback = {
  handlerDidError: async ({ request }: { request: Request }): Promise<Response | undefined> => {
    if (!new URL(request.url).pathname.startsWith("/provjera/")) return undefined;
    const cache = await caches.open("pages");
    const shell = (await cache.keys()).find((key) => new URL(key.url).pathname.startsWith("/provjera/"));
    return shell ? cache.match(shell) : undefined;
  },
};

/** Only a complete, successful answer is kept (never a 401 that would replace the cards, nor a 404 page). */
const ok = { cacheableResponse: { statuses: [200] } };

/**
 * The runtime routes, first match wins. Pages: network first with a short timeout, so a page opened once
 * (/, with its feed inlined; /membership; /provjera/<token>) reloads offline, and any verification page opens
 * offline once one was opened. A card's live status is
 * network only: offline the verification page falls back to the signature check with the saved key set.
 * GraphQL is POST, which Workbox does not cache: home's feed offline is the one inlined in its cached page.
 */
export const runtimeCaching: RuntimeCaching[] = [
  { urlPattern: hrefPattern(`${API.provjera}`), handler: "NetworkOnly" },
  { urlPattern: hrefPattern(API.provjeraFotografija), handler: "NetworkOnly" },
  {
    urlPattern: isPageNavigation,
    handler: "NetworkFirst",
    options: {
      cacheName: PWA_CACHES.pages,
      networkTimeoutSeconds: 4,
      expiration: { maxEntries: 40 },
      plugins: [provjeraShellFallback],
      ...ok,
    },
  },
  {
    urlPattern: hrefPattern(JWKS_PATH),
    handler: "StaleWhileRevalidate",
    options: { cacheName: PWA_CACHES.cardKeys, ...ok },
  },
  {
    urlPattern: hrefPattern(API.iskaznice),
    handler: "NetworkFirst",
    options: { cacheName: PWA_CACHES.ownCards, networkTimeoutSeconds: 4, ...ok },
  },
  {
    urlPattern: hrefPattern(membershipPhotoUrl(":id")),
    handler: "NetworkFirst",
    options: { cacheName: PWA_CACHES.ownCards, networkTimeoutSeconds: 4, expiration: { maxEntries: 20 }, ...ok },
  },
];

/** vite-plugin-pwa's options; `outDir` is the client build's folder (the Worker's build has no service worker). */
export function pwaOptions(outDir: string): Partial<VitePWAOptions> {
  return {
    strategies: "generateSW",
    registerType: "autoUpdate",
    // No registration script: the app registers the worker once the page is hydrated and the browser idle
    // (web/lib/service-worker.ts), so the first visit's precache does not run beside the page's start.
    injectRegister: false,
    outDir,
    filename: PWA_FILES.serviceWorker.slice(1),
    manifestFilename: PWA_FILES.manifest.slice(1),
    manifest: { ...PWA_MANIFEST, icons: PWA_MANIFEST.icons.map((icon) => ({ ...icon })) },
    // The icons are listed in the manifest and precached; the favicon and the page images with them.
    includeManifestIcons: true,
    workbox: {
      // The built JS, CSS, fonts and images; never index.html, which the Worker rewrites per request (the
      // home feed inlined, SEO tags): pages come from the network, or offline from the 'pages' cache.
      globPatterns: ["**/*.{js,css,woff2,svg,png,jpg,webp}"],
      globIgnores: ["documents/**", PWA_FILES.serviceWorker.slice(1), "workbox-*.js"],
      navigateFallback: null,
      // injectRegister is not "auto", so the plugin does not set these for autoUpdate: a new version takes
      // over at once, and the first visit's page is controlled without a reload.
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching,
    },
  };
}
