// What a public page says about itself (issues 16 and 32): its <title>, meta description, canonical URL, Open
// Graph and Twitter card and schema.org JSON-LD, made from the page's own data. The route's screen renders
// them with web/components/page-head.tsx (React's document metadata), so the Worker's rendered HTML and the SPA
// after a client-side navigation carry the same head. SportsEvent for a competition, NewsArticle for an
// announcement, SportsOrganization for a federation and a club. This module is pure: no I/O.
import { croatianDateRange } from "../dates";
import { jsonLdOf, placeOf } from "../entities/fields";
import { NATJECANJE_FIELDS } from "../entities/natjecanje/fields";
import { fill, imageUrl, ROUTES } from "../paths";
import type { JavnoDogadanje, JavnoNatjecanjeDetalji } from "../schemas/javno";
import type { JavniKlubDetalji } from "../schemas/klubovi";
import { PRODUCT, T_MOJ_KLUB } from "../texts";

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

/** A description of at most 200 characters, on one line. */
export function shortText(text: string, max = 200): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

const absolute = (origin: string, path: string) => new URL(path, origin).href;

/** A page's title: its own name, then the product's. */
export const pageTitle = (name: string) => `${name} · ${PRODUCT}`;

/** A page's meta: its name in the title, and a schema.org object of `type`. */
function metaOf(
  name: string,
  description: string,
  url: string,
  image: string | null,
  type: string,
  jsonLd: Record<string, unknown>,
  ogType: PageMeta["ogType"] = "website",
): PageMeta {
  return {
    title: pageTitle(name),
    description,
    url,
    image,
    ogType,
    jsonLd: { "@context": "https://schema.org", "@type": type, ...jsonLd },
  };
}

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
  return metaOf(n.naziv, description, url, image, "SportsEvent", {
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
  });
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
  return metaOf(
    headline,
    description,
    url,
    image,
    "NewsArticle",
    {
      headline: shortText(headline, 110),
      description,
      ...(d.created_at ? { datePublished: d.created_at } : {}),
      ...(image ? { image: [image] } : {}),
      ...(d.savez ? { publisher: { "@type": "Organization", name: d.savez.naziv } } : {}),
      mainEntityOfPage: url,
      url,
    },
    "article",
  );
}

/** A federation's or a club's page: a SportsOrganization with its logo; `more` adds to its JSON-LD. */
function organizationMeta(
  url: string,
  name: string,
  description: string,
  image: string | null,
  more: Record<string, unknown> = {},
): PageMeta {
  return metaOf(name, description, url, image, "SportsOrganization", {
    name,
    description,
    url,
    ...(image ? { logo: image } : {}),
    ...more,
  });
}

/** A federation's page: SportsOrganization with its logo. */
export function federationMeta(
  origin: string,
  s: { slug: string; naziv: string; opis: string | null; logo_key: string | null },
): PageMeta {
  const url = absolute(origin, fill(ROUTES.savez, { slug: s.slug }));
  const image = s.logo_key ? absolute(origin, imageUrl(s.logo_key)) : null;
  return organizationMeta(url, s.naziv, shortText(s.opis || s.naziv), image);
}

/** A club's page (issue 29): SportsOrganization, a member of its federation. */
export function clubMeta(origin: string, k: JavniKlubDetalji): PageMeta {
  const url = absolute(origin, fill(ROUTES.klub, { slug: k.slug }));
  const logo = k.logo_key ?? k.savez?.logo_key ?? null;
  const image = logo ? absolute(origin, imageUrl(logo)) : null;
  const description = shortText(T_MOJ_KLUB.clubDescription(k.naziv, k.savez?.naziv ?? null));
  return organizationMeta(url, k.naziv, description, image, {
    alternateName: k.kratki_naziv,
    ...(k.savez
      ? {
          memberOf: {
            "@type": "SportsOrganization",
            name: k.savez.naziv,
            url: absolute(origin, fill(ROUTES.savez, { slug: k.savez.slug })),
          },
        }
      : {}),
  });
}

/** A list page (/savezi, /klubovi): its heading and introduction, no JSON-LD. */
export function listMeta(origin: string, path: string, heading: string, intro: string): PageMeta {
  return {
    title: pageTitle(heading),
    description: shortText(intro),
    url: absolute(origin, path),
    image: null,
    ogType: "website",
    jsonLd: null,
  };
}
