// The Hasura implementation of the REST routes' provider (./provider.ts): trusted GraphQL documents, written
// here, sent upstream with the shapes and orders the D1 functions (./javno.ts) answer, so a route answers the
// same on either store. Public reads go as Hasura's `anonymous` role, whatever the caller: the routes are
// public and answer everyone alike (as D1's do), and Hasura's own permissions then decide what a visitor sees.
// Some reads go with the admin secret alone, each because the Worker has decided the right itself and no
// Hasura role expresses it (each says why at its document): a card's verification, a calendar's cancelled
// competitions, a competition's start list, the audit list, the sweep's file references and a person's export.
// People (accounts, roles, invitations) stay in D1 in either mode: ./hasura-accounts.ts. Errors are masked as
// the GraphQL gateway masks them (./hasura-read.ts).
import type { AuditEntry, AuditQuery } from "../../shared/schemas/audit";
import type { JavniSavez, JavnoDogadanje, JavnoNatjecanjeDetalji } from "../../shared/schemas/javno";
import { documentUrl } from "../../shared/paths";
import type { Database } from "./db";
import { hasuraReferences } from "./file-references";
import { hasuraPeople } from "./hasura-accounts";
import { hasuraLeague } from "./hasura-lige";
import { hasuraEntries } from "./hasura-prijave";
import { purgePostgres } from "./hasura-purge";
import { purgeDeleted } from "./purge";
import { NATJECANJE_PUBLIC, type NatjecanjePublic } from "../../shared/entities/natjecanje/fields";
import { FEED_PUBLIC } from "../../shared/entities/feed/fields";
import {
  CANCELLED_DAYS,
  encodeDogadanjaCursor,
  natjecanjaPage,
  SITEMAP_PAGE_URLS,
  SITEMAP_SECTIONS,
  type DogadanjaCursor,
  type KalendarRow,
  type SitemapRow,
  type SitemapSection,
} from "./javno";
import { auditFederations, encodeAuditCursor, nextDay } from "./audit";
import { defaultPrefix, type PhotoFacts } from "./memberships";
import { byText, read, type Exp, type HasuraReadOptions } from "./hasura-read";
import type { CardRow, DataProvider, NatjecanjaOptions, SavezRow } from "./provider-shapes";

export type { HasuraReadOptions } from "./hasura-read";

type SavezName = { slug: string; naziv: string; logo_key?: string | null } | null;

const javniSavez = (savez: SavezName, withLogo: boolean): JavniSavez | null =>
  savez
    ? ({
        slug: savez.slug,
        naziv: savez.naziv,
        ...(withLogo ? { logo_key: savez.logo_key ?? null } : {}),
      } as JavniSavez)
    : null;

const SAVEZ_BY_SLUG = `query JavniSavez($slug: String!) {
  savezi(where: {slug: {_eq: $slug}}, limit: 1) { id slug naziv opis logo_key }
}`;

/** A competition's public columns as a selection (its folder's NATJECANJE_PUBLIC). */
const COMPETITION = NATJECANJE_PUBLIC.join(" ");

/** A page of competitions: the part's `where` and order as ./javno.ts listNatjecanja builds them for D1. */
const NATJECANJA = `query JavnaNatjecanja($where: natjecanja_bool_exp!, $order_by: [natjecanja_order_by!]!, $limit: Int!) {
  natjecanja(where: $where, order_by: $order_by, limit: $limit) {
    ${COMPETITION} savez { slug naziv }
  }
}`;

type NatjecanjeRow = NatjecanjePublic & { savez: SavezName };

/** The keyset condition of one part: after the cursor's (datum_od, id), upcoming ascending, past descending. */
function partWhere(part: 0 | 1, options: NatjecanjaOptions): Exp {
  const { savezId, cursor, danas } = options;
  const after = part === 0 ? "_gt" : "_lt";
  return {
    _and: [
      { deleted_at: { _is_null: true } },
      ...(savezId ? [{ savez_id: { _eq: savezId } }] : []),
      { datum_do: part === 0 ? { _gte: danas } : { _lt: danas } },
      ...(cursor && cursor.part === part
        ? [
            {
              _or: [
                { datum_od: { [after]: cursor.datum } },
                { _and: [{ datum_od: { _eq: cursor.datum } }, { id: { [after]: cursor.id } }] },
              ],
            },
          ]
        : []),
    ],
  };
}

/** A competition with its documents and results (the start list is read apart: startList). */
const NATJECANJE = `query JavnoNatjecanje($id: String!) {
  natjecanja(where: {_and: [{id: {_eq: $id}}, {deleted_at: {_is_null: true}}]}, limit: 1) {
    ${COMPETITION} version dokument_key dokument_naziv
    savez { slug naziv logo_key }
    dokumenti(where: {deleted_at: {_is_null: true}}, order_by: [{created_at: asc_nulls_first}, {id: asc}]) {
      naziv dokument_key
    }
  }
  rezultati(
    where: {_and: [{natjecanje_id: {_eq: $id}}, {deleted_at: {_is_null: true}}]}
    order_by: [{created_at: desc_nulls_last}, {id: desc}]
  ) { id created_at payload }
}`;

/**
 * A competition's start list: its published registrations of competitors not in 'Obrisano'. Read with the
 * admin secret: the permission table lets anyone read a competition's registrations (the start list is
 * public), but the competitor rows they name are a register no public role may list, so Hasura's anonymous
 * role cannot follow the registration to the name. The Worker asks for these three columns of exactly the
 * registered competitors, as D1's query does.
 */
const START_LIST = `query JavnaStartnaLista($id: String!) {
  natjecanja_natjecatelji(
    where: {_and: [{natjecanje_id: {_eq: $id}}, {deleted_at: {_is_null: true}}, {natjecatelj: {deleted_at: {_is_null: true}}}]}
  ) { natjecatelj { ime prezime team } }
}`;

type StartRow = { natjecatelj: { ime: string; prezime: string; team: string } | null };

/**
 * The competitions a calendar lists: published ones and those deleted less than CANCELLED_DAYS ago, which it
 * announces as cancelled. Read with the admin secret: a deleted row is in 'Obrisano', which no public role may
 * read in Hasura, while the calendar's promise (issue 16) is that a subscriber learns of the cancellation;
 * the Worker asks for the calendar's columns only.
 */
const KALENDAR = `query JavniKalendar($where: natjecanja_bool_exp!) {
  natjecanja(where: $where, order_by: [{datum_od: asc}, {id: asc}]) {
    ${COMPETITION} version created_at deleted_at savez { slug naziv }
  }
}`;

/**
 * The membership a card names. Read with the admin secret: the right to see a card's status is the card's
 * signed token, which the route has verified (worker/cards/token.ts); Hasura's roles give memberships to
 * their holder and staff only, and a verifier (a referee at a door) is neither.
 */
const CARD = `query ProvjeraIskaznice($id: String!) {
  memberships(where: {id: {_eq: $id}}, limit: 1) {
    id number type status expiry valid_from first_name last_name photo_key profile_picture_url deleted_at
    token_version
    savez { naziv slug }
  }
}`;

/**
 * A published membership's photo and whose it is. Read with the admin secret: the route decides the right
 * itself with the permission table (the holder, or staff of its federation), as on D1, from these facts.
 */
const PHOTO = `query FotografijaClanstva($id: String!) {
  memberships(where: {_and: [{id: {_eq: $id}}, {deleted_at: {_is_null: true}}]}, limit: 1) { photo_key savez_id email }
}`;

/**
 * Announcements newest first, a row without created_at after every dated one (D1 sorts on
 * coalesce(created_at, '')): `desc_nulls_last`, then id.
 */
const DOGADANJA = `query JavnaDogadanja($where: feed_bool_exp!, $limit: Int!) {
  feed(where: $where, order_by: [{created_at: desc_nulls_last}, {id: desc}], limit: $limit) {
    ${FEED_PUBLIC.join(" ")} savez { slug naziv logo_key }
  }
}`;

type FeedRow = Omit<JavnoDogadanje, "savez"> & { savez: SavezName };

const dogadanje = ({ savez, ...row }: FeedRow): JavnoDogadanje => ({ ...row, savez: javniSavez(savez, true) });

/** The keyset condition after an announcement: D1's `coalesce(created_at, '') < at or (= at and id < id)`. */
function dogadanjaAfter(cursor: DogadanjaCursor | null): Exp[] {
  if (!cursor) return [];
  const undated = { _or: [{ created_at: { _is_null: true } }, { created_at: { _eq: "" } }] };
  const sameAt = cursor.at === "" ? undated : { created_at: { _eq: cursor.at } };
  const before = cursor.at === "" ? [] : [{ created_at: { _lt: cursor.at } }, undated];
  return [{ _or: [...before, { _and: [sameAt, { id: { _lt: cursor.id } }] }] }];
}

/**
 * The caller's own cards, as Hasura's `member` role with the caller's verified email (that role's permission
 * is exactly "the memberships of my email"; a staff caller's own role would show its federation's register).
 * Oldest first as D1 lists them (created_at, nulls last), then id.
 */
const OWN_CARDS = `query VlastiteIskaznice($email: String!) {
  memberships(
    where: {_and: [{email: {_eq: $email}}, {deleted_at: {_is_null: true}}]}
    order_by: [{created_at: asc_nulls_last}, {id: asc}]
  ) { id number type status expiry first_name last_name profile_picture_url photo_key savez_id created_at token_version }
}`;

/**
 * The prefixes of the federations of the caller's cards. Read with the admin secret: a register's settings
 * are its staff's, and the Worker has already chosen the federations (those of the caller's own cards).
 */
const PREFIXES = `query PrefiksiIskaznica($ids: [String!]!) {
  savezi(where: {id: {_in: $ids}}) { id slug }
  membership_registers(where: {savez_id: {_in: $ids}}) { savez_id prefix }
}`;

/**
 * The audit log, newest first on (at, id). Read with the admin secret: the log has no role's permission in
 * Hasura (it is written by triggers and read only here), and the Worker has decided which federations'
 * entries the caller reads (auditFederations, as on D1) and puts them in the `where`.
 */
const AUDIT = `query Revizija($where: audit_log_bool_exp!, $limit: Int!) {
  audit_log(where: $where, order_by: [{at: desc}, {id: desc}], limit: $limit) {
    id at actor_id actor_email role savez_id action entity entity_id changed_fields request_id
  }
}`;

/** A LIKE pattern matching `text` exactly (case aside, with _ilike): its wildcards escaped. */
const literally = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** D1's audit filters (worker/data/audit.ts) as a bool_exp. */
function auditWhere(federations: string[] | null, query: AuditQuery, cursor: { at: string; id: string } | null) {
  const parts: Exp[] = [];
  if (federations) parts.push({ savez_id: { _in: federations } });
  if (query.actor) parts.push({ actor_email: { _ilike: literally(query.actor) } });
  if (query.entity) parts.push({ entity: { _eq: query.entity } });
  if (query.entity_id) parts.push({ entity_id: { _eq: query.entity_id } });
  if (query.action) parts.push({ action: { _eq: query.action } });
  if (query.od) parts.push({ at: { _gte: query.od } });
  if (query.do) parts.push({ at: { _lt: nextDay(query.do) } });
  if (cursor) {
    parts.push({
      _or: [{ at: { _lt: cursor.at } }, { _and: [{ at: { _eq: cursor.at } }, { id: { _lt: cursor.id } }] }],
    });
  }
  return { _and: parts };
}

/** Each sitemap section's root field, key column and published-rows condition (as ./javno.ts sitemapSource). */
const SITEMAP_SOURCES: Record<SitemapSection, { root: string; key: string; live: Exp[] }> = {
  savezi: { root: "savezi", key: "slug", live: [] },
  natjecanja: { root: "natjecanja", key: "id", live: [{ deleted_at: { _is_null: true } }] },
  dogadanja: { root: "feed", key: "id", live: [{ deleted_at: { _is_null: true } }] },
};

/** A section's rows in key order from `$offset` on: `{key, at}` as D1's sitemapRows answers them. */
const sitemapDocument = ({ root, key }: { root: string; key: string }) => `query Sitemap(
  $where: ${root}_bool_exp!, $offset: Int!, $limit: Int!
) {
  rows: ${root}(where: $where, order_by: [{${key}: asc}], offset: $offset, limit: $limit) { key: ${key} at: created_at }
}`;

/** Rows of a section's published ones whose key is `from` or later, `offset` of them skipped. */
async function sitemapRead(
  options: HasuraReadOptions,
  section: SitemapSection,
  from: string | null,
  offset: number,
  limit: number,
) {
  const source = SITEMAP_SOURCES[section];
  const where = { _and: [...source.live, ...(from === null ? [] : [{ [source.key]: { _gte: from } }])] };
  const data = await read<{ rows: SitemapRow[] }>(options, "anonymous", "Sitemap", sitemapDocument(source), {
    where,
    offset,
    limit,
  });
  return data.rows;
}

/**
 * The first key of every page of a section: the first row's, then, from each start on, the key SITEMAP_PAGE_URLS
 * rows later (one small read a page; GraphQL has no row_number, which D1's one statement uses).
 */
async function sitemapStarts(options: HasuraReadOptions, section: SitemapSection): Promise<string[]> {
  const starts: string[] = [];
  for (;;) {
    const from = starts.at(-1) ?? null;
    const [next] = await sitemapRead(options, section, from, from === null ? 0 : SITEMAP_PAGE_URLS, 1);
    if (!next) return starts;
    starts.push(next.key);
  }
}

/** The provider reading PostgreSQL through Hasura; `accounts` is D1, which holds accounts in either mode. */
export function hasuraProvider(options: HasuraReadOptions, accounts: Database): DataProvider {
  const references = hasuraReferences(options);
  return {
    ...hasuraPeople(options, accounts),
    fileReferences: references,

    async purgeDeleted(files, now) {
      // PostgreSQL's rows are the live ones; D1's (left from before the move, if any) are purged as before,
      // keeping every object PostgreSQL links.
      const inPostgres = await purgePostgres(options, accounts, references, files, now);
      const inD1 = await purgeDeleted(accounts, files, now, references);
      return { purged: inPostgres.purged + inD1.purged, files: [...inPostgres.files, ...inD1.files] };
    },

    // Leagues (issue 31): as the caller's Hasura role, with the request's session.
    lige: (_scope, session) => hasuraLeague(options, { ...session }),
    // Entries (issue 30): reads as Hasura's admin (the Worker decided the right), writes as the caller's role.
    prijave: (_scope, session) => hasuraEntries(options, { ...session }),

    async sitemapIndex() {
      const starts = await Promise.all(SITEMAP_SECTIONS.map((section) => sitemapStarts(options, section)));
      return Object.fromEntries(SITEMAP_SECTIONS.map((section, i) => [section, starts[i]!])) as Record<
        SitemapSection,
        string[]
      >;
    },

    sitemapPage: (_scope, page) => sitemapRead(options, page.section, page.from, 0, SITEMAP_PAGE_URLS),

    async savezBySlug(_scope, slug) {
      const data = await read<{ savezi: SavezRow[] }>(options, "anonymous", "JavniSavez", SAVEZ_BY_SLUG, { slug });
      return data.savezi[0] ?? null;
    },

    async listNatjecanja(_scope, list) {
      const { limit, cursor } = list;
      const query = async (part: 0 | 1, take: number) => {
        const direction = part === 0 ? "asc" : "desc";
        const data = await read<{ natjecanja: NatjecanjeRow[] }>(options, "anonymous", "JavnaNatjecanja", NATJECANJA, {
          where: partWhere(part, list),
          order_by: [{ datum_od: direction }, { id: direction }],
          limit: take,
        });
        return data.natjecanja.map((row) => ({ ...row, part }));
      };
      const rows: (NatjecanjeRow & { part: 0 | 1 })[] = [];
      if (!cursor || cursor.part === 0) rows.push(...(await query(0, limit + 1)));
      if (rows.length <= limit) rows.push(...(await query(1, limit + 1 - rows.length)));
      return natjecanjaPage(
        rows.map(({ savez, ...row }) => ({ ...row, savez: javniSavez(savez, false) })),
        list,
      );
    },

    async getNatjecanje(_scope, id, danas) {
      const data = await read<{
        natjecanja: (Omit<NatjecanjeRow, "savez"> & {
          version: number;
          dokument_key: string | null;
          dokument_naziv: string | null;
          savez: SavezName;
          dokumenti: { naziv: string; dokument_key: string }[];
        })[];
        rezultati: JavnoNatjecanjeDetalji["rezultati"];
      }>(options, "anonymous", "JavnoNatjecanje", NATJECANJE, { id });
      const [row] = data.natjecanja;
      if (!row) return null;
      const start = await read<{ natjecanja_natjecatelji: StartRow[] }>(
        options,
        "admin-secret",
        "JavnaStartnaLista",
        START_LIST,
        { id },
      );
      const { savez, dokumenti, dokument_key, dokument_naziv, ...competition } = row;
      return {
        ...competition,
        savez: javniSavez(savez, true),
        nadolazece: competition.datum_do >= danas,
        dokumenti: [
          ...(dokument_key ? [{ naziv: dokument_naziv ?? competition.naziv, url: documentUrl(dokument_key) }] : []),
          ...dokumenti.map((d) => ({ naziv: d.naziv, url: documentUrl(d.dokument_key) })),
        ],
        rezultati: data.rezultati,
        prijavljeni: startList(start.natjecanja_natjecatelji),
      };
    },

    async listDogadanja(_scope, { limit, cursor }) {
      const where = { _and: [{ deleted_at: { _is_null: true } }, ...dogadanjaAfter(cursor)] };
      const data = await read<{ feed: FeedRow[] }>(options, "anonymous", "JavnaDogadanja", DOGADANJA, {
        where,
        limit: limit + 1,
      });
      const page = data.feed.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map(dogadanje),
        next:
          data.feed.length > limit && last ? encodeDogadanjaCursor({ at: last.created_at ?? "", id: last.id }) : null,
      };
    },

    async getDogadanje(_scope, id) {
      const where = { _and: [{ id: { _eq: id } }, { deleted_at: { _is_null: true } }] };
      const data = await read<{ feed: FeedRow[] }>(options, "anonymous", "JavnaDogadanja", DOGADANJA, {
        where,
        limit: 1,
      });
      return data.feed[0] ? dogadanje(data.feed[0]) : null;
    },

    async ownMemberships(scope) {
      if (!scope.emailVerified || !scope.email) return [];
      const email = scope.email.toLowerCase();
      const data = await read<{ memberships: Record<string, unknown>[] }>(
        { ...options, session: { "x-hasura-email": email } },
        "member",
        "VlastiteIskaznice",
        OWN_CARDS,
        { email },
      );
      return data.memberships;
    },

    async listAudit(scope, query, cursor) {
      const where = auditWhere(auditFederations(scope, query.savez_id), query, cursor);
      const data = await read<{ audit_log: (Omit<AuditEntry, "changed_fields"> & { changed_fields: string })[] }>(
        options,
        "admin-secret",
        "Revizija",
        AUDIT,
        { where, limit: query.limit + 1 },
      );
      const rows = data.audit_log;
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        entries: page.map((row) => ({ ...row, changed_fields: JSON.parse(row.changed_fields) as unknown })),
        next: rows.length > query.limit && last ? encodeAuditCursor(last) : null,
      };
    },

    async registerPrefixes(ids) {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return new Map();
      const data = await read<{
        savezi: { id: string; slug: string }[];
        membership_registers: { savez_id: string; prefix: string }[];
      }>(options, "admin-secret", "PrefiksiIskaznica", PREFIXES, { ids: wanted });
      const stored = new Map(data.membership_registers.map((r) => [r.savez_id, r.prefix]));
      return new Map(data.savezi.map((s) => [s.id, stored.get(s.id) ?? defaultPrefix(s.slug)]));
    },

    async kalendarRows(_scope, savezId, now = new Date()) {
      const since = new Date(now.getTime() - CANCELLED_DAYS * 86_400_000).toISOString();
      const where = {
        _and: [
          ...(savezId ? [{ savez_id: { _eq: savezId } }] : []),
          { _or: [{ deleted_at: { _is_null: true } }, { deleted_at: { _gt: since } }] },
        ],
      };
      const data = await read<{ natjecanja: (Omit<KalendarRow, "slug" | "savezNaziv"> & { savez: SavezName })[] }>(
        options,
        "admin-secret",
        "JavniKalendar",
        KALENDAR,
        { where },
      );
      return data.natjecanja.map(({ savez, ...row }) => ({
        ...row,
        slug: savez?.slug ?? null,
        savezNaziv: savez?.naziv ?? null,
      }));
    },

    async membershipPhoto(id) {
      const data = await read<{ memberships: PhotoFacts[] }>(options, "admin-secret", "FotografijaClanstva", PHOTO, {
        id,
      });
      return data.memberships[0] ?? null;
    },

    async cardById(id) {
      const data = await read<{ memberships: CardRow[] }>(options, "admin-secret", "ProvjeraIskaznice", CARD, { id });
      return data.memberships[0] ?? null;
    },
  };
}

/** The start list as D1 orders it: by team, surname and name (SQLite's text order). */
function startList(rows: StartRow[]): JavnoNatjecanjeDetalji["prijavljeni"] {
  return rows
    .flatMap((r) => (r.natjecatelj ? [r.natjecatelj] : []))
    .map(({ ime, prezime, team }) => ({ ime, prezime, team }))
    .sort((a, b) => byText(a.team, b.team) || byText(a.prezime, b.prezime) || byText(a.ime, b.ime));
}
