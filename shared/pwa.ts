// The installable app and its offline copy (issue 15 item 5): its files, icons and the names of the service
// worker's runtime caches, shared by the build (pwa.config.ts), the Worker (which serves the files) and the
// SPA (sign-out deletes the caches that hold one person's data). No imports: the SPA's entry pulls this in,
// and home's critical path must not grow. This module is pure: no I/O.

/** The files vite-plugin-pwa writes next to the SPA; the Worker serves them with `cache-control: no-cache`. */
export const PWA_FILES = {
  manifest: "/manifest.webmanifest",
  /** Registered by the app once the page is hydrated and the browser idle (web/lib/service-worker.ts). */
  serviceWorker: "/sw.js",
} as const;

/** The app's icons (web/public/icons, drawn from favicon.svg by scripts/pwa-icons.mjs). */
export const PWA_ICONS = {
  icon192: "/icons/icon-192.png",
  icon512: "/icons/icon-512.png",
  maskable512: "/icons/maskable-512.png",
  appleTouch: "/icons/apple-touch-icon.png",
} as const;

/**
 * The service worker's runtime caches. `ownCards` holds one person's cards (GET /api/v1/iskaznice and their
 * photos): sign-out deletes it, so the next person on the device cannot read it offline. The others hold
 * nothing personal: page shells (the home page's with the public feed inlined) and the public key set; but
 * a verification page's address is a card's token, so sign-out deletes /provjera/<token> from `pages` too
 * (web/lib/personal-caches.ts).
 */
export const PWA_CACHES = {
  pages: "pages",
  cardKeys: "card-keys",
  ownCards: "own-cards",
} as const;

/** The caches that hold the signed-in person's data, deleted at sign-out. */
export const PERSONAL_CACHES: readonly string[] = [PWA_CACHES.ownCards];
