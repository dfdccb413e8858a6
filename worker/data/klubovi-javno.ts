// The public clubs (issue 29): every federation's clubs by name (a federation and a search narrow them), one
// club by its slug with the licensed athletes of its federation's active season by name only, the clubs'
// slugs for the sitemap, and the caller's own clubs ('Moj klub'). Answered by D1 or by Hasura, whichever
// DATA_PROVIDER names, like ./provider.ts; kept beside it (not in DataProvider) while that interface is being
// reshaped by the sitemap's move onto it. Clubs in 'Obrisano' are not shown; athletes' other fields never leave.
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { kluboviTable } from "../../shared/entities/klub";
import { licenceTable } from "../../shared/entities/licenca";
import { savezi } from "../../shared/entities/savez";
import { sezoneTable } from "../../shared/entities/sezona";
import { sportasiTable } from "../../shared/entities/sportas";
import { transferiTable } from "../../shared/entities/transfer";
import { normaliseName } from "../../shared/match-key";
import {
  KLUBOVI_MAX,
  PRETRAGA_MAX,
  type JavniKlub,
  type JavniKlubDetalji,
  type JavniSportas,
  type MojKlub,
  type PronadeniSportas,
  type TransferSportas,
} from "../../shared/schemas/klubovi";
import { getConfig } from "../config";
import { database, type Database } from "./db";
import { inList } from "./expressions";
import { asHasuraAdmin, type HasuraAdmin } from "./hasura-admin";

/** The reads behind the public club pages and 'Moj klub'. */
export interface KluboviReads {
  list(filter: { savezSlug: string | null; q: string }): Promise<JavniKlub[]>;
  bySlug(slug: string): Promise<JavniKlubDetalji | null>;
  /** Every published club's slug with its last change, for the sitemap. */
  slugs(): Promise<{ slug: string; at: string | null }[]>;
  /** The clubs of these ids (the caller's), with their federation's active season. */
  mine(ids: readonly string[]): Promise<MojKlub[]>;
  /**
   * A federation's athletes whose name holds `q` (normalised: case and diacritics ignored), by surname, at most
   * PRETRAGA_MAX: name, club and year of birth only (a transfer's ask names one of another club).
   */
  search(savezId: string, q: string): Promise<PronadeniSportas[]>;
  /**
   * The athletes of a federation's live transfers, by name only: of every transfer (`clubs` null: its staff), or
   * of those either club of which is in `clubs` (their officials, who act on them: issue 50, the asking club saw
   * "—" for an athlete not yet its own).
   */
  transferAthletes(savezId: string, clubs: readonly string[] | null): Promise<TransferSportas[]>;
}

/** A found athlete's row as either store gives it, to what a search shows. */
const found = (r: {
  id: string;
  ime: string;
  prezime: string;
  datum_rodenja: string | null;
  club_id: string | null;
  klub_naziv: string | null;
}): PronadeniSportas => ({
  id: r.id,
  ime: r.ime,
  prezime: r.prezime,
  godina_rodenja: r.datum_rodenja ? Number(r.datum_rodenja.slice(0, 4)) : null,
  klub: r.club_id && r.klub_naziv ? { id: r.club_id, naziv: r.klub_naziv } : null,
});

/** `q` as a LIKE pattern over the stored search name (its own % and _ taken literally). */
const containing = (q: string) => `%${normaliseName(q).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The clubs whose name holds `q`, case and diacritics ignored ('tresnjevka' finds 'VK Trešnjevka'), at most
 * KLUBOVI_MAX. Filtered here rather than in SQL: SQLite's lower() knows only ASCII, and a federation's clubs
 * are hundreds, not thousands.
 */
function named<T extends { naziv: string }>(rows: readonly T[], q: string): T[] {
  const wanted = normaliseName(q);
  return (wanted ? rows.filter((r) => normaliseName(r.naziv).includes(wanted)) : rows).slice(0, KLUBOVI_MAX);
}

/** Rows read for a search: every club of the filter (a search narrows them afterwards). */
const READ_ALL = 20_000;

// ---------------------------------------------------------------------------------------------------------
// D1
// ---------------------------------------------------------------------------------------------------------

const CLUB_FIELDS = {
  slug: kluboviTable.slug,
  naziv: kluboviTable.naziv,
  kratki_naziv: kluboviTable.kratki_naziv,
  logo_key: kluboviTable.logo_key,
  savez_slug: savezi.slug,
  savez_naziv: savezi.naziv,
  savez_logo: savezi.logo_key,
};

type ClubRow = { [K in keyof typeof CLUB_FIELDS]: string | null };

const toJavni = (r: ClubRow): JavniKlub => ({
  slug: r.slug!,
  naziv: r.naziv!,
  kratki_naziv: r.kratki_naziv!,
  logo_key: r.logo_key,
  savez: r.savez_slug ? { slug: r.savez_slug, naziv: r.savez_naziv!, logo_key: r.savez_logo } : null,
});

/** The active season of a federation (at most one: sezone_jedna_aktivna). */
const activeSeason = (db: Database, savezId: string) =>
  db
    .select({
      id: sezoneTable.id,
      naziv: sezoneTable.naziv,
      datum_od: sezoneTable.datum_od,
      datum_do: sezoneTable.datum_do,
      licence_od: sezoneTable.licence_od,
    })
    .from(sezoneTable)
    .where(and(eq(sezoneTable.savez_id, savezId), eq(sezoneTable.status, "aktivna"), isNull(sezoneTable.deleted_at)))
    .get();

/** The athletes of a club holding an approved licence of the season, by surname and name. */
const licensed = (db: Database, clubId: string, sezonaId: string): Promise<JavniSportas[]> =>
  db
    .select({ ime: sportasiTable.ime, prezime: sportasiTable.prezime })
    .from(licenceTable)
    .innerJoin(sportasiTable, eq(sportasiTable.id, licenceTable.sportas_id))
    .where(
      and(
        eq(licenceTable.club_id, clubId),
        eq(licenceTable.sezona_id, sezonaId),
        eq(licenceTable.status, "odobrena"),
        isNull(licenceTable.deleted_at),
        isNull(sportasiTable.deleted_at),
      ),
    )
    .orderBy(asc(sportasiTable.search_name));

export function d1KluboviReads(db: Database): KluboviReads {
  return {
    async list({ savezSlug, q }) {
      const where = [isNull(kluboviTable.deleted_at)];
      if (savezSlug) where.push(eq(savezi.slug, savezSlug));
      const rows = await db
        .select(CLUB_FIELDS)
        .from(kluboviTable)
        .leftJoin(savezi, eq(savezi.id, kluboviTable.savez_id))
        .where(and(...where))
        .orderBy(asc(kluboviTable.naziv))
        .limit(q ? READ_ALL : KLUBOVI_MAX);
      return named(rows.map(toJavni), q);
    },
    async bySlug(slug) {
      const row = await db
        .select({ ...CLUB_FIELDS, id: kluboviTable.id, savez_id: kluboviTable.savez_id, adresa: kluboviTable.adresa })
        .from(kluboviTable)
        .leftJoin(savezi, eq(savezi.id, kluboviTable.savez_id))
        .where(and(eq(kluboviTable.slug, slug), isNull(kluboviTable.deleted_at)))
        .get();
      if (!row) return null;
      const sezona = row.savez_id ? await activeSeason(db, row.savez_id) : undefined;
      const sportasi = sezona ? await licensed(db, row.id, sezona.id) : [];
      return {
        ...toJavni(row),
        adresa: row.adresa,
        email: null,
        sezona: sezona ? { naziv: sezona.naziv } : null,
        sportasi,
      };
    },
    async slugs() {
      return db
        .select({ slug: kluboviTable.slug, at: kluboviTable.created_at })
        .from(kluboviTable)
        .where(isNull(kluboviTable.deleted_at))
        .orderBy(asc(kluboviTable.slug))
        .limit(5000);
    },
    async mine(ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: kluboviTable.id,
          slug: kluboviTable.slug,
          naziv: kluboviTable.naziv,
          kratki_naziv: kluboviTable.kratki_naziv,
          savez_id: kluboviTable.savez_id,
          savez_slug: savezi.slug,
          savez_naziv: savezi.naziv,
        })
        .from(kluboviTable)
        .leftJoin(savezi, eq(savezi.id, kluboviTable.savez_id))
        .where(and(inList(kluboviTable.id, ids), isNull(kluboviTable.deleted_at)))
        .orderBy(asc(kluboviTable.naziv));
      return Promise.all(
        rows.map(async ({ savez_slug, savez_naziv, ...club }) => ({
          ...club,
          savez: savez_slug ? { slug: savez_slug, naziv: savez_naziv! } : null,
          sezona: (club.savez_id ? await activeSeason(db, club.savez_id) : undefined) ?? null,
        })),
      );
    },
    async search(savezId, q) {
      const rows = await db
        .select({
          id: sportasiTable.id,
          ime: sportasiTable.ime,
          prezime: sportasiTable.prezime,
          datum_rodenja: sportasiTable.datum_rodenja,
          club_id: sportasiTable.club_id,
          klub_naziv: kluboviTable.naziv,
        })
        .from(sportasiTable)
        .leftJoin(kluboviTable, eq(kluboviTable.id, sportasiTable.club_id))
        .where(
          and(
            eq(sportasiTable.savez_id, savezId),
            isNull(sportasiTable.deleted_at),
            sql`${sportasiTable.search_name} LIKE ${containing(q)} ESCAPE '\\'`,
          ),
        )
        .orderBy(asc(sportasiTable.search_name), asc(sportasiTable.id))
        .limit(PRETRAGA_MAX);
      return rows.map(found);
    },
    async transferAthletes(savezId, clubs) {
      if (clubs !== null && clubs.length === 0) return [];
      const theirs = clubs
        ? or(inList(transferiTable.club_id, clubs), inList(transferiTable.from_club_id, clubs))
        : undefined;
      return db
        .selectDistinct({ id: sportasiTable.id, ime: sportasiTable.ime, prezime: sportasiTable.prezime })
        .from(transferiTable)
        .innerJoin(sportasiTable, eq(sportasiTable.id, transferiTable.sportas_id))
        .where(
          and(
            eq(transferiTable.savez_id, savezId),
            isNull(transferiTable.deleted_at),
            isNull(sportasiTable.deleted_at),
            theirs,
          ),
        )
        .orderBy(asc(sportasiTable.id))
        .limit(READ_ALL);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Hasura (the admin secret; the Worker picks the public fields itself, as the D1 reads above do)
// ---------------------------------------------------------------------------------------------------------

const CLUB = `slug naziv kratki_naziv logo_key savez { slug naziv logo_key }`;
const SEASON = `query AktivnaSezona($s: String!) {
  sezone(where: {savez_id: {_eq: $s}, status: {_eq: "aktivna"}, deleted_at: {_is_null: true}}, limit: 1) {
    id naziv datum_od datum_do licence_od
  }
}`;
const LICENSED = `query LicenciraniSportasi($c: String!, $s: String!) {
  licence(where: {club_id: {_eq: $c}, sezona_id: {_eq: $s}, status: {_eq: "odobrena"}, deleted_at: {_is_null: true}}) {
    sportas_id
  }
}`;
const TRANSFER_ATHLETES = `query SportasiTransfera($where: transferi_bool_exp!, $limit: Int!) {
  transferi(where: $where, order_by: {id: asc}, limit: $limit) { sportas_id }
}`;
const ATHLETES_BY_ID = `query SportasiPoId($ids: [String!]!) {
  sportasi(where: {id: {_in: $ids}, deleted_at: {_is_null: true}}, order_by: {id: asc}) { id ime prezime }
}`;
const ATHLETES = `query SportasiPoImenu($ids: [String!]!) {
  sportasi(where: {id: {_in: $ids}, deleted_at: {_is_null: true}}, order_by: {search_name: asc}) { ime prezime }
}`;

type HasuraClub = JavniKlub & { id: string; savez_id: string | null; adresa: string | null };

export function hasuraKluboviReads(admin: HasuraAdmin): KluboviReads {
  const season = async (savezId: string | null) => {
    if (!savezId) return null;
    const data = await asHasuraAdmin(admin, "AktivnaSezona", SEASON, { s: savezId });
    return (data.sezone as MojKlub["sezona"][])[0] ?? null;
  };
  return {
    async list({ savezSlug, q }) {
      const where: Record<string, unknown> = { deleted_at: { _is_null: true } };
      if (savezSlug) where.savez = { slug: { _eq: savezSlug } };
      const query = `query JavniKlubovi($where: klubovi_bool_exp!, $limit: Int!) { klubovi(where: $where, order_by: {naziv: asc}, limit: $limit) { ${CLUB} } }`;
      const data = await asHasuraAdmin(admin, "JavniKlubovi", query, { where, limit: q ? READ_ALL : KLUBOVI_MAX });
      return named(data.klubovi as JavniKlub[], q);
    },
    async bySlug(slug) {
      const query = `query JavniKlub($slug: String!) { klubovi(where: {slug: {_eq: $slug}, deleted_at: {_is_null: true}}, limit: 1) { id savez_id adresa ${CLUB} } }`;
      const club = ((await asHasuraAdmin(admin, "JavniKlub", query, { slug })).klubovi as HasuraClub[])[0];
      if (!club) return null;
      const sezona = await season(club.savez_id);
      let sportasi: JavniSportas[] = [];
      if (sezona) {
        const licences = await asHasuraAdmin(admin, "LicenciraniSportasi", LICENSED, { c: club.id, s: sezona.id });
        const ids = (licences.licence as { sportas_id: string }[]).map((l) => l.sportas_id);
        if (ids.length > 0)
          sportasi = (await asHasuraAdmin(admin, "SportasiPoImenu", ATHLETES, { ids })).sportasi as JavniSportas[];
      }
      const { id: _id, savez_id: _savez, adresa, ...javni } = club;
      return { ...javni, adresa, email: null, sezona: sezona ? { naziv: sezona.naziv } : null, sportasi };
    },
    async slugs() {
      const query = `query KluboviSitemap { klubovi(where: {deleted_at: {_is_null: true}}, order_by: {slug: asc}, limit: 5000) { slug at: created_at } }`;
      return (await asHasuraAdmin(admin, "KluboviSitemap", query, {})).klubovi as { slug: string; at: string | null }[];
    },
    async mine(ids) {
      if (ids.length === 0) return [];
      const query = `query MojiKlubovi($ids: [String!]!) { klubovi(where: {id: {_in: $ids}, deleted_at: {_is_null: true}}, order_by: {naziv: asc}) { id slug naziv kratki_naziv savez_id savez { slug naziv } } }`;
      const rows = (await asHasuraAdmin(admin, "MojiKlubovi", query, { ids })).klubovi as Omit<MojKlub, "sezona">[];
      return Promise.all(rows.map(async (club) => ({ ...club, sezona: await season(club.savez_id) })));
    },
    async search(savezId, q) {
      const query = `query PretragaSportasa($s: String!, $q: String!, $limit: Int!) {
  sportasi(where: {savez_id: {_eq: $s}, deleted_at: {_is_null: true}, search_name: {_ilike: $q}}, order_by: [{search_name: asc}, {id: asc}], limit: $limit) {
    id ime prezime datum_rodenja club_id club { naziv }
  }
}`;
      const data = await asHasuraAdmin(admin, "PretragaSportasa", query, {
        s: savezId,
        q: containing(q),
        limit: PRETRAGA_MAX,
      });
      type Row = Omit<Parameters<typeof found>[0], "klub_naziv"> & { club: { naziv: string } | null };
      return (data.sportasi as Row[]).map(({ club, ...r }) => found({ ...r, klub_naziv: club?.naziv ?? null }));
    },
    async transferAthletes(savezId, clubs) {
      if (clubs !== null && clubs.length === 0) return [];
      const where: Record<string, unknown> = { savez_id: { _eq: savezId }, deleted_at: { _is_null: true } };
      if (clubs) where._or = [{ club_id: { _in: clubs } }, { from_club_id: { _in: clubs } }];
      const data = await asHasuraAdmin(admin, "SportasiTransfera", TRANSFER_ATHLETES, { where, limit: READ_ALL });
      const ids = [...new Set((data.transferi as { sportas_id: string }[]).map((t) => t.sportas_id))];
      if (ids.length === 0) return [];
      return (await asHasuraAdmin(admin, "SportasiPoId", ATHLETES_BY_ID, { ids })).sportasi as TransferSportas[];
    },
  };
}

/** What kluboviReadsOf needs of a request's Hono context. */
interface RequestContext {
  env: Env;
  var: { requestId?: string };
}

/** The reads of this request's provider (DATA_PROVIDER). */
export function kluboviReadsOf(c: RequestContext): KluboviReads {
  const config = getConfig(c.env);
  if (config.DATA_PROVIDER !== "hasura") return d1KluboviReads(database(c.env.DB));
  return hasuraKluboviReads({
    url: config.HASURA_GRAPHQL_URL!,
    adminSecret: config.HASURA_ADMIN_SECRET!,
    timeoutMs: config.HASURA_TIMEOUT_MS,
    requestId: c.var.requestId,
  });
}
