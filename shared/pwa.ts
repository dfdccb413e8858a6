// The installable app and its offline copy (issue 15 item 5): the web app manifest's contents and the names
// of the service worker's runtime caches, shared by the build (vite.config.ts, vite-plugin-pwa with Workbox)
// and the SPA (sign-out deletes the caches that hold one person's data). This module is pure: no I/O.
import { PALETTE } from "./constants";
import { PRODUCT, T } from "./texts-home";

/** The files vite-plugin-pwa writes next to the SPA; the Worker serves them with `cache-control: no-cache`. */
export const PWA_FILES = {
  manifest: "/manifest.webmanifest",
  serviceWorker: "/sw.js",
  /** The classic script that registers the service worker after the page's `load` (off home's critical path). */
  register: "/registerSW.js",
} as const;

/** The app's icons (web/public/icons, drawn from favicon.svg by scripts/pwa-icons.mjs). */
export const PWA_ICONS = {
  icon192: "/icons/icon-192.png",
  icon512: "/icons/icon-512.png",
  maskable512: "/icons/maskable-512.png",
  appleTouch: "/icons/apple-touch-icon.png",
} as const;

/** The web app manifest (what a phone shows when the app is installed). */
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

/**
 * The service worker's runtime caches. `ownCards` holds one person's cards (GET /api/v1/iskaznice and their
 * photos): sign-out deletes it, so the next person on the device cannot read it offline. The others hold
 * nothing personal: page shells (the home page's with the public feed inlined) and the public key set.
 */
export const PWA_CACHES = {
  pages: "pages",
  cardKeys: "card-keys",
  ownCards: "own-cards",
} as const;

/** The caches that hold the signed-in person's data, deleted at sign-out. */
export const PERSONAL_CACHES: readonly string[] = [PWA_CACHES.ownCards];
