// Business constants and limits (SPEC §9). This module is pure: no I/O.

/** The version shown on /about and in /api/v1/health; the spec's placeholder ends in "hotbuild". */
export const APP_VERSION = "0.1.0-hotbuild";
export const FEED_LIMIT = 12;
export const RESULTS_LIMIT = 3;
export const EVENT_CARD_MAX_WIDTH = 345;
export const EVENT_IMAGE_HEIGHT = 180;
export const MIN_PASSWORD_LENGTH = 6;
export const VERIFY_POLL_MS = 5000;
export const LOGOUT_DELAY_MS = 1337;
export const NAJAVA_ROWS = 8;
export const NAJAVA_FORM_MAX_WIDTH = 720;
export const SESSION_STORE_KEY = "user-store";
export const SITE_SETTINGS_KEY = "site-settings";
export const PALETTE = { primary: "#e81b1a", secondary: "#03335d" } as const;

/**
 * The D1 Sessions API bookmark (issue 17): the Worker answers every API request with the bookmark of its
 * D1 session, the SPA sends back the newest it has seen, so a read after a write sees that write even when
 * read replicas are switched on (worker/storage/d1-session.ts).
 */
export const D1_BOOKMARK_HEADER = "x-d1-bookmark";
