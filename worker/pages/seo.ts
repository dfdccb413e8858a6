// Pages a link preview or a search engine can read without running script (issue 16): the Worker rewrites
// the SPA's index.html at the edge (HTMLRewriter) with the page's real <title>, meta description, canonical
// link, Open Graph and Twitter tags and JSON-LD (schema.org SportsEvent for a competition, NewsArticle for
// an announcement, SportsOrganization for a federation). The SPA then renders the same page as usual.
import { croatianDateRange } from "../../shared/dates";
import { jsonLdOf, placeOf } from "../../shared/entities/fields";
import { NATJECANJE_FIELDS } from "../../shared/entities/natjecanje/fields";
import { fill, imageUrl, ROUTES } from "../../shared/paths";
import type { JavnoDogadanje, JavnoNatjecanjeDetalji } from "../../shared/schemas/javno";
import type { JavniKlubDetalji } from "../../shared/schemas/klubovi";
import { PRODUCT, T_MOJ_KLUB } from "../../shared/texts";

/** What a page says about itself. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of its image, or null. */
  image: string | null;
  ogType: "website" | "article";
  /** The schema.org object, or null. */
  jsonLd: Record<string, unknown> | null;
}

export const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** JSON inside <script>: nothing in it can close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

/** A description of at most 200 characters, on one line. */
export function shortText(text: string, max = 200): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

const absolute = (origin: string, path: string) => new URL(path, origin).href;

/**
 * A competition's page: SportsEvent with what its fields declare (name, dates, Place), its organizer (the
 * federation) and status; the description names its dates and place as the calendar's LOCATION does.
 */
export function competitionMeta(origin: string, n: JavnoNatjecanjeDetalji): PageMeta {
  const url = absolute(origin, fill(ROUTES.natjecanje, { id: n.id }));
  const dates = croatianDateRange(n.datum_od, n.datum_do);
  const place = placeOf(NATJECANJE_FIELDS, n);
  const description = shortText(`${dates}${place ? `, ${place}` : ""}${n.savez ? `. ${n.savez.naziv}` : ""}`);
  const image = n.savez?.logo_key ? absolute(origin, imageUrl(n.savez.logo_key)) : null;
  return {
    title: `${n.naziv} · ${PRODUCT}`,
    description,
    url,
    image,
    ogType: "website",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "SportsEvent",
      // name, startDate, endDate, location (a Place): what the competition's fields declare.
      ...jsonLdOf(NATJECANJE_FIELDS, n),
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      ...(n.savez
        ? {
            organizer: {
              "@type": "SportsOrganization",
              name: n.savez.naziv,
              url: absolute(origin, fill(ROUTES.savez, { slug: n.savez.slug })),
            },
          }
        : {}),
      ...(image ? { image } : {}),
      description,
      url,
    },
  };
}

/** An announcement's page: NewsArticle with its headline, date, publisher (the federation) and image. */
export function announcementMeta(origin: string, d: JavnoDogadanje): PageMeta {
  const url = absolute(origin, fill(ROUTES.dogadanje, { id: d.id }));
  const headline = d.subject?.trim() || PRODUCT;
  const image = d.slika_url
    ? absolute(origin, d.slika_url)
    : d.savez?.logo_key
      ? absolute(origin, imageUrl(d.savez.logo_key))
      : null;
  const description = shortText(d.description ?? headline);
  return {
    title: `${headline} · ${PRODUCT}`,
    description,
    url,
    image,
    ogType: "article",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: shortText(headline, 110),
      description,
      ...(d.created_at ? { datePublished: d.created_at } : {}),
      ...(image ? { image: [image] } : {}),
      ...(d.savez ? { publisher: { "@type": "Organization", name: d.savez.naziv } } : {}),
      mainEntityOfPage: url,
      url,
    },
  };
}

/** A federation's page. */
export function federationMeta(
  origin: string,
  s: { slug: string; naziv: string; opis: string; logo_key: string | null },
): PageMeta {
  const url = absolute(origin, fill(ROUTES.savez, { slug: s.slug }));
  const image = s.logo_key ? absolute(origin, imageUrl(s.logo_key)) : null;
  const description = shortText(s.opis || s.naziv);
  return {
    title: `${s.naziv} · ${PRODUCT}`,
    description,
    url,
    image,
    ogType: "website",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "SportsOrganization",
      name: s.naziv,
      description,
      url,
      ...(image ? { logo: image } : {}),
    },
  };
}

/** A club's page (issue 29): SportsOrganization, a member of its federation. */
export function clubMeta(origin: string, k: JavniKlubDetalji): PageMeta {
  const url = absolute(origin, fill(ROUTES.klub, { slug: k.slug }));
  const logo = k.logo_key ?? k.savez?.logo_key ?? null;
  const image = logo ? absolute(origin, imageUrl(logo)) : null;
  const description = shortText(T_MOJ_KLUB.clubDescription(k.naziv, k.savez?.naziv ?? null));
  return {
    title: `${k.naziv} · ${PRODUCT}`,
    description,
    url,
    image,
    ogType: "website",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "SportsOrganization",
      name: k.naziv,
      alternateName: k.kratki_naziv,
      description,
      url,
      ...(image ? { logo: image } : {}),
      ...(k.savez
        ? {
            memberOf: {
              "@type": "SportsOrganization",
              name: k.savez.naziv,
              url: absolute(origin, fill(ROUTES.savez, { slug: k.savez.slug })),
            },
          }
        : {}),
    },
  };
}

/** The tags added to <head>: canonical, Open Graph, Twitter and JSON-LD. */
export function headTags(meta: PageMeta): string {
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    property("og:site_name", PRODUCT),
    property("og:type", meta.ogType),
    property("og:title", meta.title),
    property("og:description", meta.description),
    property("og:url", meta.url),
    property("og:locale", "hr_HR"),
    ...(meta.image ? [property("og:image", meta.image)] : []),
    named("twitter:card", meta.image ? "summary_large_image" : "summary"),
    named("twitter:title", meta.title),
    named("twitter:description", meta.description),
    ...(meta.image ? [named("twitter:image", meta.image)] : []),
    ...(meta.jsonLd ? [`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`] : []),
  ].join("\n    ");
}

/**
 * index.html rewritten for one page: its <title> and meta description replaced, the tags of `headTags`
 * appended to <head>. `status` is the page's (404 for an unknown id: the SPA shows 'Page Not Found').
 */
export function rewriteIndex(index: Response, meta: PageMeta | null, status = 200): Response {
  const headers = new Headers(index.headers);
  headers.delete("content-length");
  headers.delete("etag");
  headers.set("cache-control", "no-cache");
  const base = new Response(index.body, { status, headers });
  if (!meta) {
    return new HTMLRewriter()
      .on("head", {
        element: (e) => {
          e.append(`<meta name="robots" content="noindex" />`, { html: true });
        },
      })
      .transform(base);
  }
  return new HTMLRewriter()
    .on("title", {
      element: (e) => {
        e.setInnerContent(meta.title);
      },
    })
    .on('meta[name="description"]', {
      element: (e) => {
        e.remove();
      },
    })
    .on("head", {
      element: (e) => {
        const tags = `<meta name="description" content="${escapeHtml(meta.description)}" />\n    ${headTags(meta)}\n`;
        e.append(tags, { html: true });
      },
    })
    .transform(base);
}

const xml = (value: string) => escapeHtml(value).replace(/'/g, "&apos;");

/** The sitemap (sitemaps.org) of the given absolute URLs with their last modification day. */
export function sitemapXml(entries: readonly { url: string; lastmod: string | null }[]): string {
  const urls = entries.map(
    ({ url, lastmod }) =>
      `  <url><loc>${xml(url)}</loc>${lastmod ? `<lastmod>${xml(lastmod.slice(0, 10))}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** A sitemap index (sitemaps.org): the absolute URLs of the sitemap pages. */
export function sitemapIndexXml(pages: readonly string[]): string {
  const entries = pages.map((url) => `  <sitemap><loc>${xml(url)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/** robots.txt: everything public may be crawled except the API, the account and staff screens; the sitemap. */
export function robotsTxt(origin: string, disallow: readonly string[], sitemapPath: string): string {
  return [
    "User-agent: *",
    ...disallow.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absolute(origin, sitemapPath)}`,
    "",
  ].join("\n");
}
