// Data the Worker puts into a page it serves (HTMLRewriter), read by the SPA before its first render, so a
// screen can paint without waiting for an API round trip. One constant per block, shared by both sides.
// This module is pure: no I/O.

/** The id of `<script type="application/json">` holding ReadFeed's anonymous answer in `/`'s index.html. */
export const HOME_FEED_SCRIPT_ID = "sz-read-feed";

/**
 * JSON made safe to sit inside a `<script>` element: every `<`, `>` and `&` becomes its \u escape, so no
 * text in the data (a subject of `</script>`) can end the element early. JSON.parse gives back the same value.
 */
export function scriptSafeJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * Set on `#root` by the Worker when it rendered the page (worker/pages/ssr.ts), whose content is then the
 * largest on screen: the SPA's entry asks for the app's code once that paint is on screen.
 */
export const BOOT_ATTRIBUTE = "data-boot";
export const BOOT_AFTER_PAINT = "after-paint";
