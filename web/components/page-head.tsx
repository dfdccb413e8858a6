// A public page's head from its route (issue 32): <title>, meta description, canonical link, Open Graph and
// Twitter tags as React 19's document metadata (React puts them into <head>, on the Worker's render as after a
// client-side navigation), and the schema.org JSON-LD. What they say comes from shared/seo/page-meta.ts.
//
// The JSON-LD is written by the server's render only: React keeps an inline <script> where it is rendered, so
// the Worker's render entry (web/app/render-page.tsx, `splitHoisted`) takes it out of the page's markup into
// <head>, and the browser, which renders nothing in its place, hydrates the same DOM. When the page goes (a
// navigation), its JSON-LD goes with it. A page without a title of its own shows the app's page title again
// (SPEC §1, the one a visitor may have changed).
import { useEffect } from "react";
import { scriptSafeJson } from "../../shared/inline-data";
import { PRODUCT } from "../../shared/texts";
import type { PageMeta } from "../../shared/seo/page-meta";
import { useOrigin } from "../lib/origin";
import { effectiveTitle, PAGE_TITLE_KEY } from "../lib/page-title-store";

/** The marker of the JSON-LD a page's head carries (the Worker's render moves it into <head>). */
export const JSON_LD_SELECTOR = 'script[type="application/ld+json"]';

const onServer = typeof document === "undefined";

/** JSON-LD mounted in the browser that came with the server's HTML: counted so a remount keeps it. */
let adopted = 0;

/** The schema.org object: on the server a <script> (moved into <head>), in the browser nothing. */
function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = scriptSafeJson(JSON.stringify(data));
  useEffect(() => {
    adopted += 1;
    return () => {
      adopted -= 1;
      // After the commit that unmounted it: a remount (the same page) in the meantime keeps it.
      setTimeout(() => {
        if (adopted === 0) for (const script of document.head.querySelectorAll(JSON_LD_SELECTOR)) script.remove();
      }, 0);
    };
  }, [json]);
  return onServer ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} /> : null;
}

/** Shows the app's page title again once no page title is left (after React removed the page's <title>). */
function useTitleRestored() {
  useEffect(
    () => () => {
      if (!document.querySelector("title")) document.title = effectiveTitle(localStorage.getItem(PAGE_TITLE_KEY));
    },
    [],
  );
}

/** The page's head; `meta` makes it from the site's origin (the request's on the server, the page's here). */
export function PageHead({ meta }: { meta: (origin: string) => PageMeta }) {
  const m = meta(useOrigin());
  useTitleRestored();
  return (
    <>
      <title>{m.title}</title>
      <meta name="description" content={m.description} />
      <link rel="canonical" href={m.url} />
      <meta property="og:site_name" content={PRODUCT} />
      <meta property="og:type" content={m.ogType} />
      <meta property="og:title" content={m.title} />
      <meta property="og:description" content={m.description} />
      <meta property="og:url" content={m.url} />
      <meta property="og:locale" content="hr_HR" />
      {m.image ? <meta property="og:image" content={m.image} /> : null}
      <meta name="twitter:card" content={m.image ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={m.title} />
      <meta name="twitter:description" content={m.description} />
      {m.image ? <meta name="twitter:image" content={m.image} /> : null}
      {m.jsonLd ? <JsonLd data={m.jsonLd} /> : null}
    </>
  );
}
