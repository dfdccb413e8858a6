// Public reads for visitors (issue 16): competitions upcoming first then past, keyset-paginated; one
// competition with its documents, results and start list; the announcement archive; what the calendars and
// the sitemap list. Published rows only (not in 'Obrisano'), except the calendars' recently deleted ones,
// which they announce as cancelled. Every call takes the caller's scope and asks the permission table.
import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { ENTITIES } from "../../shared/entities";
import { feedTable } from "../../shared/entities/feed";
import { FEED_PUBLIC } from "../../shared/entities/feed/fields";
import { natjecanjaDokumentiTable } from "../../shared/entities/dokument-rezultata";
import { natjecanjaTable } from "../../shared/entities/natjecanje";
import { NATJECANJE_PUBLIC, type NatjecanjePublic } from "../../shared/entities/natjecanje/fields";
import { columnsOf } from "../../shared/entities/columns";
import { natjecateljiTable } from "../../shared/entities/natjecatelj";
import { prijaveTable } from "../../shared/entities/prijava";
import { rezultatiTable } from "../../shared/entities/rezultat";
import { savezi } from "../../shared/entities/savez";
import { documentUrl } from "../../shared/paths";
import type {
  JavnaStranica,
  JavniSavez,
  JavnoDogadanje,
  JavnoNatjecanje,
  JavnoNatjecanjeDetalji,
} from "../../shared/schemas/javno";
import { z } from "zod";
import { decodeCursor, encodeCursor } from "./cursor";
import type { Database } from "./db";
import { reachOf } from "./read";
import type { Scope } from "./scope";

/** Days a deleted competition stays in the calendars as cancelled (the purge removes it then). */
export const CANCELLED_DAYS = 30;

// ---------------------------------------------------------------------------------------------------------
// Cursors: the one codec (./cursor), each list's tuple led by its format version and checked field by field.
// ---------------------------------------------------------------------------------------------------------

const CURSOR_FORMAT = 1;
const DATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const STAMP = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;
const ID = z.string().regex(/^[0-9a-z-]{1,64}$/);

/** Where a page of competitions goes on: the part (0 upcoming, 1 past), the last row's start and id. */
export interface NatjecanjaCursor {
  part: 0 | 1;
  datum: string;
  id: string;
  /** The federation filter the cursor was made for ("" for all): a cursor of another list is stale. */
  savez: string;
  /** The day (Zagreb) the list was split on: a cursor from another day is stale. */
  danas: string;
}

const natjecanjaTuple = z.tuple([
  z.literal(CURSOR_FORMAT),
  z.union([z.literal(0), z.literal(1)]),
  DATE,
  ID,
  z.string().max(60),
  DATE,
]);

export function encodeNatjecanjaCursor(c: NatjecanjaCursor): string {
  return encodeCursor([CURSOR_FORMAT, c.part, c.datum, c.id, c.savez, c.danas]);
}

/** The cursor a client sent back, or null when it is not one of ours. */
export function decodeNatjecanjaCursor(value: string): NatjecanjaCursor | null {
  const tuple = decodeCursor(natjecanjaTuple, value);
  if (!tuple) return null;
  const [, part, datum, id, savez, danas] = tuple;
  return { part, datum, id, savez, danas };
}

/** Where a page of announcements goes on: the last row's created_at ("" when it has none) and id. */
export interface DogadanjaCursor {
  at: string;
  id: string;
}

const dogadanjaTuple = z.tuple([z.literal(CURSOR_FORMAT), z.union([z.literal(""), z.string().regex(STAMP)]), ID]);

export const encodeDogadanjaCursor = (c: DogadanjaCursor) => encodeCursor([CURSOR_FORMAT, c.at, c.id]);

export function decodeDogadanjaCursor(value: string): DogadanjaCursor | null {
  const tuple = decodeCursor(dogadanjaTuple, value);
  return tuple && { at: tuple[1], id: tuple[2] };
}

// ---------------------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------------------

const savezOf = (row: { slug: string | null; savezNaziv: string | null; logo_key?: string | null }) =>
  row.slug && row.savezNaziv
    ? ({
        slug: row.slug,
        naziv: row.savezNaziv,
        ...(row.logo_key !== undefined ? { logo_key: row.logo_key } : {}),
      } as JavniSavez)
    : null;

/** A competition's public columns (its folder's NATJECANJE_PUBLIC) and its federation's name. */
const competitionColumns = {
  ...columnsOf(natjecanjaTable, NATJECANJE_PUBLIC),
  slug: savezi.slug,
  savezNaziv: savezi.naziv,
};

/** The federation with this slug, or null. */
export async function savezBySlug(db: Database, scope: Scope, slug: string) {
  reachOf(scope, "read", ENTITIES.savezi);
  const [row] = await db
    .select({ id: savezi.id, slug: savezi.slug, naziv: savezi.naziv, opis: savezi.opis, logo_key: savezi.logo_key })
    .from(savezi)
    .where(eq(savezi.slug, slug))
    .limit(1);
  return row ?? null;
}

/**
 * One page of published competitions: those not yet over first (soonest first), then past ones (latest
 * first). `savezId` narrows to one federation; `cursor` continues a list.
 */
export async function listNatjecanja(
  db: Database,
  scope: Scope,
  options: { savezId: string | null; savezSlug: string; limit: number; cursor: NatjecanjaCursor | null; danas: string },
): Promise<JavnaStranica<JavnoNatjecanje>> {
  reachOf(scope, "read", ENTITIES.natjecanja);
  const { savezId, limit, cursor, danas } = options;
  const base = [isNull(natjecanjaTable.deleted_at), savezId ? eq(natjecanjaTable.savez_id, savezId) : undefined];
  const query = (part: 0 | 1, take: number) => {
    const after =
      cursor && cursor.part === part
        ? part === 0
          ? or(
              gt(natjecanjaTable.datum_od, cursor.datum),
              and(eq(natjecanjaTable.datum_od, cursor.datum), gt(natjecanjaTable.id, cursor.id)),
            )
          : or(
              lt(natjecanjaTable.datum_od, cursor.datum),
              and(eq(natjecanjaTable.datum_od, cursor.datum), lt(natjecanjaTable.id, cursor.id)),
            )
        : undefined;
    const inPart = part === 0 ? gte(natjecanjaTable.datum_do, danas) : lt(natjecanjaTable.datum_do, danas);
    return db
      .select(competitionColumns)
      .from(natjecanjaTable)
      .leftJoin(savezi, eq(savezi.id, natjecanjaTable.savez_id))
      .where(and(...base, inPart, after))
      .orderBy(
        ...(part === 0
          ? [asc(natjecanjaTable.datum_od), asc(natjecanjaTable.id)]
          : [desc(natjecanjaTable.datum_od), desc(natjecanjaTable.id)]),
      )
      .limit(take);
  };
  const rows: (Awaited<ReturnType<typeof query>>[number] & { part: 0 | 1 })[] = [];
  if (!cursor || cursor.part === 0) rows.push(...(await query(0, limit + 1)).map((r) => ({ ...r, part: 0 as const })));
  if (rows.length <= limit) {
    rows.push(...(await query(1, limit + 1 - rows.length)).map((r) => ({ ...r, part: 1 as const })));
  }
  return natjecanjaPage(
    rows.map(({ slug, savezNaziv, ...row }) => ({ ...row, savez: savezOf({ slug, savezNaziv }) })),
    options,
  );
}

/** A listed competition as either provider reads it: the part it is in (0 upcoming, 1 past) and its federation. */
type NatjecanjeInPart = Omit<JavnoNatjecanje, "nadolazece"> & { part: 0 | 1 };

/**
 * A page out of up to `limit` + 1 competitions of both parts, in the list's order: the first `limit` as items,
 * and the cursor of the next page when there is one (a row beyond the page). Both providers answer with it.
 */
export function natjecanjaPage(
  rows: NatjecanjeInPart[],
  options: { limit: number; savezSlug: string; danas: string },
): JavnaStranica<JavnoNatjecanje> {
  const { limit, savezSlug, danas } = options;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ part, ...row }) => ({ ...row, nadolazece: part === 0 })),
    next:
      rows.length > limit && last
        ? encodeNatjecanjaCursor({ part: last.part, datum: last.datum_od, id: last.id, savez: savezSlug, danas })
        : null,
  };
}

/** One published competition with its documents, results and start list, or null. */
export async function getNatjecanje(
  db: Database,
  scope: Scope,
  id: string,
  danas: string,
): Promise<JavnoNatjecanjeDetalji | null> {
  reachOf(scope, "read", ENTITIES.natjecanja);
  const [row] = await db
    .select({
      ...competitionColumns,
      logo_key: savezi.logo_key,
      version: natjecanjaTable.version,
      dokument_key: natjecanjaTable.dokument_key,
      dokument_naziv: natjecanjaTable.dokument_naziv,
    })
    .from(natjecanjaTable)
    .leftJoin(savezi, eq(savezi.id, natjecanjaTable.savez_id))
    .where(and(eq(natjecanjaTable.id, id), isNull(natjecanjaTable.deleted_at)))
    .limit(1);
  if (!row) return null;
  reachOf(scope, "read", ENTITIES.natjecanja_dokumenti);
  reachOf(scope, "read", ENTITIES.rezultati);
  reachOf(scope, "read", ENTITIES.natjecanja_natjecatelji);
  const [dokumenti, rezultati, prijavljeni] = await Promise.all([
    db
      .select({ naziv: natjecanjaDokumentiTable.naziv, key: natjecanjaDokumentiTable.dokument_key })
      .from(natjecanjaDokumentiTable)
      .where(and(eq(natjecanjaDokumentiTable.natjecanje_id, id), isNull(natjecanjaDokumentiTable.deleted_at)))
      .orderBy(asc(natjecanjaDokumentiTable.created_at), asc(natjecanjaDokumentiTable.id)),
    db
      .select({ id: rezultatiTable.id, created_at: rezultatiTable.created_at, payload: rezultatiTable.payload })
      .from(rezultatiTable)
      .where(and(eq(rezultatiTable.natjecanje_id, id), isNull(rezultatiTable.deleted_at)))
      .orderBy(desc(rezultatiTable.created_at), desc(rezultatiTable.id)),
    // The start list: published registrations of competitors not in 'Obrisano', by team and name.
    db
      .select({ ime: natjecateljiTable.ime, prezime: natjecateljiTable.prezime, team: natjecateljiTable.team })
      .from(prijaveTable)
      .innerJoin(natjecateljiTable, eq(natjecateljiTable.id, prijaveTable.natjecatelj_id))
      .where(
        and(eq(prijaveTable.natjecanje_id, id), isNull(prijaveTable.deleted_at), isNull(natjecateljiTable.deleted_at)),
      )
      .orderBy(asc(natjecateljiTable.team), asc(natjecateljiTable.prezime), asc(natjecateljiTable.ime)),
  ]);
  const { slug, savezNaziv, logo_key, dokument_key, dokument_naziv, ...competition } = row;
  return {
    ...competition,
    savez: savezOf({ slug, savezNaziv, logo_key }),
    nadolazece: competition.datum_do >= danas,
    dokumenti: [
      ...(dokument_key ? [{ naziv: dokument_naziv ?? competition.naziv, url: documentUrl(dokument_key) }] : []),
      ...dokumenti.map((d) => ({ naziv: d.naziv, url: documentUrl(d.key) })),
    ],
    rezultati: rezultati.map((r) => ({
      ...r,
      payload: JSON.parse(r.payload) as JavnoNatjecanjeDetalji["rezultati"][number]["payload"],
    })),
    prijavljeni,
  };
}

/** An announcement's public columns (its folder's FEED_PUBLIC) and its federation's name. */
const feedColumns = {
  ...columnsOf(feedTable, FEED_PUBLIC),
  slug: savezi.slug,
  savezNaziv: savezi.naziv,
  logo_key: savezi.logo_key,
};

type FeedRow = { [K in keyof typeof feedColumns]: (typeof feedColumns)[K]["_"]["data"] | null };

const dogadanje = ({ slug, savezNaziv, logo_key, ...row }: FeedRow): JavnoDogadanje => ({
  ...row,
  id: row.id!,
  savez: savezOf({ slug, savezNaziv, logo_key }),
});

/** The sort key of an announcement: created_at, with a row that has none after every dated one. */
const feedAt = sql<string>`coalesce(${feedTable.created_at}, '')`;

/** One page of published announcements, newest first. */
export async function listDogadanja(
  db: Database,
  scope: Scope,
  options: { limit: number; cursor: DogadanjaCursor | null },
): Promise<JavnaStranica<JavnoDogadanje>> {
  reachOf(scope, "read", ENTITIES.feed);
  const { limit, cursor } = options;
  const after: SQL | undefined = cursor
    ? or(lt(feedAt, cursor.at), and(eq(feedAt, cursor.at), lt(feedTable.id, cursor.id)))
    : undefined;
  const rows = await db
    .select(feedColumns)
    .from(feedTable)
    .leftJoin(savezi, eq(savezi.id, feedTable.savez_id))
    .where(and(isNull(feedTable.deleted_at), after))
    .orderBy(desc(feedAt), desc(feedTable.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(dogadanje),
    next: rows.length > limit && last ? encodeDogadanjaCursor({ at: last.created_at ?? "", id: last.id }) : null,
  };
}

/** One published announcement, or null. */
export async function getDogadanje(db: Database, scope: Scope, id: string): Promise<JavnoDogadanje | null> {
  reachOf(scope, "read", ENTITIES.feed);
  const [row] = await db
    .select(feedColumns)
    .from(feedTable)
    .leftJoin(savezi, eq(savezi.id, feedTable.savez_id))
    .where(and(eq(feedTable.id, id), isNull(feedTable.deleted_at)))
    .limit(1);
  return row ? dogadanje(row) : null;
}

/** A competition as a calendar lists it: `deleted_at` set means cancelled. */
export interface KalendarRow extends NatjecanjePublic {
  version: number;
  created_at: string | null;
  deleted_at: string | null;
  slug: string | null;
  savezNaziv: string | null;
}

/** Every competition for a calendar: the published ones and those deleted less than CANCELLED_DAYS ago. */
export async function kalendarRows(
  db: Database,
  scope: Scope,
  savezId: string | null,
  now = new Date(),
): Promise<KalendarRow[]> {
  reachOf(scope, "read", ENTITIES.natjecanja);
  const since = new Date(now.getTime() - CANCELLED_DAYS * 86_400_000).toISOString();
  return db
    .select({
      ...columnsOf(natjecanjaTable, NATJECANJE_PUBLIC),
      version: natjecanjaTable.version,
      created_at: natjecanjaTable.created_at,
      deleted_at: natjecanjaTable.deleted_at,
      slug: savezi.slug,
      savezNaziv: savezi.naziv,
    })
    .from(natjecanjaTable)
    .leftJoin(savezi, eq(savezi.id, natjecanjaTable.savez_id))
    .where(
      and(
        savezId ? eq(natjecanjaTable.savez_id, savezId) : undefined,
        or(
          isNull(natjecanjaTable.deleted_at),
          and(isNotNull(natjecanjaTable.deleted_at), gt(natjecanjaTable.deleted_at, since)),
        ),
      ),
    )
    .orderBy(asc(natjecanjaTable.datum_od), asc(natjecanjaTable.id));
}

/** Most URLs one sitemap page lists (sitemaps.org allows 50 000; 5 000 keep each page one small, bounded read). */
export const SITEMAP_PAGE_URLS = 5_000;

/** What the sitemap lists, by section: federations (by slug), published competitions and announcements (by id). */
export const SITEMAP_SECTIONS = ["savezi", "natjecanja", "dogadanja"] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

/** The index (every page's first key, per section) or one page of a section from its first key on. */
export type SitemapQuery = { index: true } | { section: SitemapSection; from: string };

/** One listed row: its key (the slug or id its URL holds) and its creation time. */
export interface SitemapRow {
  key: string;
  at: string | null;
}

/** Each section's key column, creation time, table and published-rows condition. */
function sitemapSource(section: SitemapSection) {
  if (section === "savezi") return { key: savezi.slug, at: savezi.created_at, table: savezi, live: undefined };
  const table = section === "natjecanja" ? natjecanjaTable : feedTable;
  return { key: table.id, at: table.created_at, table, live: isNull(table.deleted_at) };
}

/**
 * The sitemap's one read (so that a provider can take it over whole). For the index: the first key of every
 * page of each section, the keys numbered in key order and every SITEMAP_PAGE_URLS-th taken (one column of
 * the primary or unique key, read only when the edge cache holds no index). For a page: at most
 * SITEMAP_PAGE_URLS rows of the section from `from` on, in key order (a keyset read).
 */
export async function sitemapRows(
  db: Database,
  scope: Scope,
  query: { index: true },
): Promise<Record<SitemapSection, string[]>>;
export async function sitemapRows(
  db: Database,
  scope: Scope,
  query: { section: SitemapSection; from: string },
): Promise<SitemapRow[]>;
export async function sitemapRows(
  db: Database,
  scope: Scope,
  query: SitemapQuery,
): Promise<Record<SitemapSection, string[]> | SitemapRow[]> {
  reachOf(scope, "read", ENTITIES.natjecanja);
  reachOf(scope, "read", ENTITIES.feed);
  if ("section" in query) {
    const { key, at, table, live } = sitemapSource(query.section);
    return db
      .select({ key, at })
      .from(table)
      .where(and(live, gte(key, query.from)))
      .orderBy(asc(key))
      .limit(SITEMAP_PAGE_URLS);
  }
  const starts = await Promise.all(
    SITEMAP_SECTIONS.map(async (section) => {
      const { key, table, live } = sitemapSource(section);
      const numbered = db
        .select({ key: sql<string>`${key}`.as("k"), n: sql<number>`row_number() over (order by ${key})`.as("n") })
        .from(table)
        .where(live)
        .as("numbered");
      const rows = await db
        .select({ key: numbered.key })
        .from(numbered)
        .where(sql`(${numbered.n} - 1) % ${SITEMAP_PAGE_URLS} = 0`)
        .orderBy(asc(numbered.key));
      return rows.map((row) => row.key);
    }),
  );
  return Object.fromEntries(SITEMAP_SECTIONS.map((section, i) => [section, starts[i]])) as Record<
    SitemapSection,
    string[]
  >;
}
