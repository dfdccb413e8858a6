// What of a page React rendered on the server goes into <head> (issue 32): the hoisted document metadata and the
// page's JSON-LD (web/components/page-head.tsx). Used by the Worker's render entry (./render-page.tsx). This
// module is pure: no I/O.

/**
 * React writes a fragment's hoistable elements (a screen's <title>, <meta>, <link>, and the preloads of its
 * images) before its markup; they belong in <head>, where the browser's hydration looks for them too.
 */
const HOISTED =
  /^(?:<(?:link|meta)\b[^>]*\/?>|<title\b[^>]*>[^<]*<\/title>|<script type="application\/ld\+json"[^>]*>[^<]*<\/script>)+/;

/**
 * A page's JSON-LD (web/components/page-head.tsx): React leaves an inline script where it was rendered, so it
 * is taken out of the markup wherever it is (the browser renders nothing in its place). Its JSON is script-safe:
 * no `<` inside.
 */
const JSON_LD = /<script type="application\/ld\+json"[^>]*>[^<]*<\/script>/g;

/** The rendered HTML split into what goes into <head> and #root's markup. */
export function splitHoisted(html: string): { head: string; markup: string } {
  const hoisted = HOISTED.exec(html)?.[0] ?? "";
  const rest = html.slice(hoisted.length);
  const jsonLd = rest.match(JSON_LD) ?? [];
  return { head: hoisted + jsonLd.join(""), markup: jsonLd.length ? rest.replace(JSON_LD, "") : rest };
}
