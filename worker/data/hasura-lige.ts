// The league's store on Hasura (./lige-store.ts; issue 31): trusted GraphQL documents written here, sent as the
// caller's Hasura role with the session the Worker built for the request (role, uid, federations, clubs,
// request id: worker/graphql/hasura.ts hasuraHeaders), so Hasura's permissions (scripts/lib/hasura/league.ts,
// from the permission table) and the migration's triggers apply on top of the rights ./lige.ts decided: the
// triggers stamp version and author, write the audit rows and refuse a result step no club may take. An edit
// names the version (and result state) it read, so a second one at once changes no row. Reads ask for the
// orders the D1 store uses (a missing date or time first, as SQLite sorts NULL). Errors are masked as the
// other Hasura reads mask them (./hasura-read.ts): the upstream's text goes to the log only.
import type { ResultState } from "../../shared/entities/utakmica";
import type { HasuraReadOptions } from "./hasura-read";
import { hasuraStore, LIVE, selectDocument as select, STAMPS, type Row } from "./hasura-store";
import type {
  GroupRows,
  KorekcijaRow,
  LeagueStore,
  ListedMatch,
  MatchFilter,
  MatchRow,
  PravilaRow,
  SkupinaRow,
  TeamRow,
} from "./lige-store";

const SKUPINA = `id natjecanje_id naziv pravila_id ${STAMPS}`;
const TEAM = `id skupina_id club_id naziv ${STAMPS}`;
const ADJUSTMENT = `id skupina_id ekipa_id bodovi razlog odluka ${STAMPS}`;
const MATCH = `id skupina_id kolo datum vrijeme dvorana domacin_id gost_id golovi_domacin golovi_gost status
  predaja_pobjednik stanje uneseno_at odgovoreno_at prigovor ${STAMPS}`;

/** Account ids are no role's to read (the league's metadata): a row read here carries none. */
const withoutAccounts = <T = Row>(row: Row) => ({ created_by: null, unio: null, odgovorio: null, ...row }) as T;

const MATCH_ORDER = "[{kolo: asc}, {datum: asc_nulls_first}, {vrijeme: asc_nulls_first}, {id: asc}]";
const OLDEST_FIRST = "[{created_at: asc}, {id: asc}]";
/** A club's matches in time (the D1 store's order: a missing date or time first). */
const CALENDAR_ORDER = "[{datum: asc_nulls_first}, {vrijeme: asc_nulls_first}, {kolo: asc}, {id: asc}]";
/** A federation's rule sets by name, each one's versions in turn. */
const RULE_SET_ORDER = "[{naziv: asc}, {verzija: asc}, {id: asc}]";

const GROUPS = `query LigaSkupine($where: skupine_bool_exp!) {
  skupine(where: $where, order_by: [{naziv: asc}, {id: asc}]) { ${SKUPINA} }
}`;

const GROUP_ROWS = `query LigaSkupineRedovi($ids: [String!]!, $pravila: [String!]!) {
  pravila_natjecanja(where: {id: {_in: $pravila}}) { id pravila }
  ekipe(where: {skupina_id: {_in: $ids}, deleted_at: {_is_null: true}}, order_by: ${OLDEST_FIRST}) { ${TEAM} }
  utakmice(where: {skupina_id: {_in: $ids}, deleted_at: {_is_null: true}}, order_by: ${MATCH_ORDER}) { ${MATCH} }
  korekcije_bodova(where: {skupina_id: {_in: $ids}, deleted_at: {_is_null: true}}, order_by: ${OLDEST_FIRST}) {
    ${ADJUSTMENT}
  }
}`;

const COMPETITION = select("LigaNatjecanje", "natjecanja", "id savez_id naziv");
const SKUPINE = select("LigaSkupina", "skupine", SKUPINA);
const TEAMS = select("LigaEkipe", "ekipe", TEAM, OLDEST_FIRST);
const MATCHES = select("LigaUtakmice", "utakmice", MATCH);
const TEAM_MATCHES = select("LigaUtakmiceEkipe", "utakmice", MATCH, CALENDAR_ORDER);
const PRAVILA = select("LigaPravila", "pravila_natjecanja", "id savez_id verzija");
const PRAVILA_SAVEZA = select("LigaPravilaSaveza", "pravila_natjecanja", "id naziv osnova_id verzija", RULE_SET_ORDER);
const CLUBS = select("LigaKlub", "klubovi", "id savez_id");

/** The live groups a list's matches may be of, with their names and competitions. */
const LIVE_GROUPS = `query LigaZiveSkupine { skupine(where: {deleted_at: {_is_null: true}}) { id naziv natjecanje_id } }`;
/** A list's matches (the D1 store's order: a missing date or time first) and their competitions' names. */
const LISTED = `query LigaPopis($where: utakmice_bool_exp!, $limit: Int!, $natjecanja: [String!]!) {
  utakmice(where: $where, order_by: ${CALENDAR_ORDER}, limit: $limit) { ${MATCH} }
  natjecanja(where: {id: {_in: $natjecanja}}) { id naziv }
}`;
/** The latest played or forfeited matches (SQLite's descending order: a missing date or time last). */
const RECENT = `query LigaNajnovije($limit: Int!) {
  rows: utakmice(where: {status: {_in: ["played", "forfeit"]}, deleted_at: {_is_null: true}},
    order_by: [{datum: desc_nulls_last}, {vrijeme: desc_nulls_last}, {id: desc}], limit: $limit) { ${MATCH} }
}`;

/** A list filter as a match's condition: any of its teams' or federations' matches, every one, or null for none. */
function reachOf(filter: MatchFilter): Row | null {
  if (filter.all) return {};
  const any: Row[] = [];
  const teams = [...(filter.teams ?? [])];
  if (teams.length > 0) any.push({ domacin_id: { _in: teams } }, { gost_id: { _in: teams } });
  if (filter.federations?.length) any.push({ savez_id: { _in: [...filter.federations] } });
  return any.length === 0 ? null : { _or: any };
}

/** The league's store over Hasura for one request: `session` is its x-hasura-* headers (role first). */
export function hasuraLeague(options: HasuraReadOptions, session: Record<string, string>): LeagueStore {
  const store = hasuraStore(options, { reads: session, writes: session, shape: withoutAccounts });
  const { run, rows, one } = store;

  return {
    competition: (id) => one(COMPETITION, { id: { _eq: id }, ...LIVE }),

    async groups(where) {
      const filter =
        "skupinaId" in where ? { id: { _eq: where.skupinaId } } : { natjecanje_id: { _eq: where.natjecanjeId } };
      const groups = ((await run("LigaSkupine", GROUPS, { where: { ...filter, ...LIVE } })).skupine as Row[]).map((g) =>
        withoutAccounts<SkupinaRow>(g),
      );
      if (groups.length === 0) return [];
      const data = await run("LigaSkupineRedovi", GROUP_ROWS, {
        ids: groups.map((g) => g.id),
        pravila: [...new Set(groups.map((g) => g.pravila_id))],
      });
      const pravila = new Map((data.pravila_natjecanja as PravilaRow[]).map((p) => [p.id, p.pravila]));
      const teams = (data.ekipe as Row[]).map((r) => withoutAccounts<TeamRow>(r));
      const matches = (data.utakmice as Row[]).map((r) => withoutAccounts<MatchRow>(r));
      const adjustments = (data.korekcije_bodova as Row[]).map((r) => withoutAccounts<KorekcijaRow>(r));
      // Inner join, as D1's: a group whose rule set is not readable is not shown.
      return groups
        .filter((skupina) => pravila.has(skupina.pravila_id))
        .map((skupina): GroupRows => ({
          skupina,
          pravila: pravila.get(skupina.pravila_id)!,
          teams: teams.filter((t) => t.skupina_id === skupina.id),
          matches: matches.filter((m) => m.skupina_id === skupina.id),
          adjustments: adjustments.filter((a) => a.skupina_id === skupina.id),
        }));
    },

    async team(id) {
      const ekipa = await one<TeamRow>(TEAMS, { id: { _eq: id }, ...LIVE });
      if (!ekipa) return null;
      const skupina = await one<SkupinaRow>(SKUPINE, { id: { _eq: ekipa.skupina_id } });
      const natjecanje = skupina
        ? await one<{ naziv: string }>(COMPETITION, { id: { _eq: skupina.natjecanje_id } })
        : null;
      return skupina && natjecanje ? { ekipa, skupina: skupina.naziv, natjecanje: natjecanje.naziv } : null;
    },

    teamMatches: (ekipaId) =>
      rows(TEAM_MATCHES, { _or: [{ domacin_id: { _eq: ekipaId } }, { gost_id: { _eq: ekipaId } }], ...LIVE }),
    teamNames: (skupinaId) => rows(TEAMS, { skupina_id: { _eq: skupinaId } }),
    pravilaFamily: (osnovaId) => rows(PRAVILA, { osnova_id: { _eq: osnovaId } }),
    pravilaOfSavez: (savezId) => rows(PRAVILA_SAVEZA, { savez_id: { _eq: savezId }, ...LIVE }),
    pravila: (id) => one(PRAVILA, { id: { _eq: id } }),
    skupina: (id) => one(SKUPINE, { id: { _eq: id }, ...LIVE }),
    club: (id) => one(CLUBS, { id: { _eq: id }, ...LIVE }),
    teams: (skupinaId) => rows(TEAMS, { skupina_id: { _eq: skupinaId }, ...LIVE }),
    hasMatches: async (skupinaId) => (await rows(MATCHES, { skupina_id: { _eq: skupinaId }, ...LIVE })).length > 0,
    matches: (skupinaId) => rows(MATCHES, { skupina_id: { _eq: skupinaId }, ...LIVE }),
    match: (id) => one(MATCHES, { id: { _eq: id }, ...LIVE }),
    teamClubs: (ids) => rows(TEAMS, { id: { _in: [...ids] } }),
    clubBySlug: (slug) => one(CLUBS, { slug: { _eq: slug }, ...LIVE }),
    clubTeams: async (clubIds) =>
      clubIds.length === 0
        ? []
        : (await rows<TeamRow>(TEAMS, { club_id: { _in: [...clubIds] }, ...LIVE })).map((t) => t.id),

    async listMatches(filter, limit) {
      const reach = reachOf(filter);
      if (!reach) return [];
      const groups = (await run("LigaZiveSkupine", LIVE_GROUPS)).skupine as Pick<
        SkupinaRow,
        "id" | "naziv" | "natjecanje_id"
      >[];
      if (groups.length === 0) return [];
      const group = new Map(groups.map((g) => [g.id, g]));
      const where = { ...reach, skupina_id: { _in: [...group.keys()] }, ...LIVE };
      const natjecanja = [...new Set(groups.map((g) => g.natjecanje_id))];
      const data = await run("LigaPopis", LISTED, { where, limit, natjecanja });
      const names = new Map((data.natjecanja as { id: string; naziv: string }[]).map((n) => [n.id, n.naziv]));
      // Inner joins, as D1's: a match of a group whose competition is not readable is not listed.
      return (data.utakmice as Row[]).flatMap((r): ListedMatch[] => {
        const match = withoutAccounts<MatchRow>(r);
        const g = group.get(match.skupina_id)!;
        const natjecanje = names.get(g.natjecanje_id);
        return natjecanje === undefined
          ? []
          : [{ match, skupina: g.naziv, natjecanje_id: g.natjecanje_id, natjecanje }];
      });
    },

    recentMatches: async (limit) =>
      ((await run("LigaNajnovije", RECENT, { limit })).rows as Row[]).map((r) => withoutAccounts<MatchRow>(r)),

    async insert(table, list) {
      if (list.length === 0) return;
      // The author, version and audit row are the triggers' (sz_before_write, sz_audit_write).
      const objects = list.map(({ created_by: _author, ...row }) => row);
      await store.insert("LigaNovi", table, objects);
    },

    async choosePravila(group, pravilaId) {
      const where = { id: { _eq: group.id }, version: { _eq: group.version } };
      return (await store.update("LigaSkupinaPravila", "skupine", where, { pravila_id: pravilaId })) === 1;
    },

    async updateMatch(match, set, states?: readonly (ResultState | null)[]) {
      const where: Row = { id: { _eq: match.id }, version: { _eq: match.version }, ...LIVE };
      if (states) {
        where._or = states.map((s) => (s === null ? { stanje: { _is_null: true } } : { stanje: { _eq: s } }));
      }
      return (await store.update("LigaUtakmica", "utakmice", where, set)) === 1;
    },

    async importScores(scores, answer) {
      if (scores.length === 0) return;
      // One mutation, one transaction: an aliased update per match.
      const updates = scores.map(({ match, golovi_domacin, golovi_gost }) => ({
        id: match.id,
        set: { golovi_domacin, golovi_gost, status: "played", stanje: "decided", ...answer },
      }));
      await store.updates("LigaRezultati", "utakmice", updates);
    },
  };
}
