// The entries' store on Hasura (./prijave-store.ts; issue 30): trusted GraphQL documents written here.
//
// Reads go with the admin secret alone (Hasura's superuser): the logic (./prijave.ts) has decided what the
// caller sees before it shows a row (a public start list counts every club's entries; an official's list is
// filtered to their clubs), as D1's reads do. Writes go as the caller's Hasura role with the session the Worker
// built for the request (worker/routes/store-session.ts), so Hasura's permissions (scripts/lib/hasura/entries.ts,
// from the permission table) and the migration's triggers (…_entries) apply on top of the rights the logic
// decided: the triggers stamp version and author, write the audit rows, and decide an entry.
//
// Concurrency. An entry goes up without its decision, with its members, in ONE mutation (Hasura runs a
// mutation's fields in order in one transaction): sz_nastup_odluka, BEFORE INSERT under a row lock on the
// competition, numbers it in arrival order, accepts it while the event is under its cap, else puts it on the
// waiting list, and refuses it when the club holds its places; the members' partial unique index refuses an
// athlete holding a place. A refusal rolls the whole mutation back, so the store answers null and the logic
// re-reads why. A withdrawal or rejection is one update; sz_nastup_napusta releases the athletes and promotes the
// first waiting entry in the same transaction. Errors are masked as the other Hasura reads mask them: the
// upstream's text goes to the log only.
import { LIVE_LICENCA_STATUSES } from "../../shared/entities/klubovi-common";
import { LIVE_NASTUP_STATUSES } from "../../shared/entities/nastup/input";
import { ApiError } from "../errors";
import { asHasuraAdmin } from "./hasura-admin";
import { byText, type HasuraReadOptions } from "./hasura-read";
import { hasuraStore, LIVE, selectDocument as select, STAMPS, type Row } from "./hasura-store";
import type {
  ClubEntry,
  Disciplina,
  EntryStore,
  Kategorija,
  LicenceRow,
  MemberRow,
  Nastup,
  Natjecanje,
  OpenCompetition,
  Postavke,
  Sezona,
  Sportas,
} from "./prijave-store";
import { OPEN_COMPETITIONS_MAX } from "./prijave-store";
import { T_API } from "../../shared/texts";

const COMPETITION = `id naziv datum_od datum_do lokacija ${STAMPS}`;
const SETTINGS = `id natjecanje_id sezona_id otvaranje zatvaranje izmjene_do licenca_obavezna max_po_disciplini
  max_po_klubu kotizacija_centi zakasnina_centi zakasnina_od javne_prije_zatvaranja ${STAMPS}`;
const SEASON = `id naziv datum_od datum_do licence_od status ${STAMPS}`;
const EVENT = `id natjecanje_id naziv kategorije spol vrsta posada zamjene max_prijava ${STAMPS}`;
const ENTRY = `id natjecanje_id disciplina_id club_id status redni startni_broj razlog_odbijanja naknadna
  kotizacija_centi zakasnjela promaknuta_zbog mjesto rezultat ${STAMPS}`;
const CATEGORY = `id sport naziv spol rodeni_od rodeni_do ${STAMPS}`;
const ATHLETE = `id club_id ime prezime datum_rodenja spol lijecnicki_do ${STAMPS}`;

const HOLDING = { status: { _in: [...LIVE_NASTUP_STATUSES] } };

const COMPETITIONS = select("PrijaveNatjecanja", "natjecanja", COMPETITION);
const SETTINGS_OF = select("PrijavePostavke", "postavke_prijava", SETTINGS);
const SEASONS = select("PrijaveSezona", "sezone", SEASON);
const EVENTS = select("PrijaveDiscipline", "discipline", EVENT, "[{naziv: asc}, {id: asc}]");
const ENTRIES = select("PrijaveNastupi", "nastupi", ENTRY, "[{redni: asc}]");
const CLUBS = select("PrijaveKlubovi", "klubovi", "id savez_id kratki_naziv");
const CATEGORIES = select("PrijaveKategorije", "dobne_kategorije", CATEGORY);
const ATHLETES = select("PrijaveSportasi", "sportasi", ATHLETE);
const LICENCES = select("PrijaveLicence", "licence", "sportas_id status");
const MEMBER = "nastup_id sportas_id mjesto_u_posadi";
const MEMBERS = select("PrijaveClanovi", "nastupi_clanovi", MEMBER, "[{nastup_id: asc}, {mjesto_u_posadi: asc}]");

const ENTER = `mutation PrijaviNastup($entry: nastupi_insert_input!, $members: [nastupi_clanovi_insert_input!]!) {
  insert_nastupi_one(object: $entry) { id }
  insert_nastupi_clanovi(objects: $members) { affected_rows }
}`;

/** PostgreSQL keeps the entries' flags as integers (0/1, as D1 stores them): the rows' booleans as Drizzle's. */
const flags = <T>(row: Row, names: readonly string[]): T =>
  ({
    created_by: null,
    ...row,
    ...Object.fromEntries(names.filter((n) => n in row).map((n) => [n, row[n] === 1 || row[n] === true])),
  }) as T;
const asEntry = (row: Row) => flags<Nastup>(row, ["naknadna", "zakasnjela"]);
const asSettings = (row: Row) => flags<Postavke>(row, ["licenca_obavezna", "javne_prije_zatvaranja"]);
/** A row as PostgreSQL takes it: booleans as 0/1, and no author (the trigger stamps it). */
const upstreamRow = ({ created_by: _author, ...row }: Row): Row =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === "boolean" ? (v ? 1 : 0) : v]));

/** A refusal PostgreSQL made (a trigger's check, a unique index, a permission's check): nothing was written. */
const REFUSED = /"code":"(constraint-violation|permission-error)"/;

/** The entries' store over Hasura for one request: `session` is its x-hasura-* headers (role first). */
export function hasuraEntries(options: HasuraReadOptions, session: Record<string, string>): EntryStore {
  // Reads as the superuser, writes as the caller.
  const store = hasuraStore(options, { reads: {}, writes: session });
  const { rows, one } = store;
  const insert = (table: string, list: readonly Row[]) => store.insert("PrijaveNovi", table, list.map(upstreamRow));
  const update = (table: string, where: Row, set: Row) => store.update("PrijaveIzmjena", table, where, set);

  /** Who these entries enter, with the athletes' names (by the members' index on their entry). */
  const membersOf = async (entries: readonly Nastup[]): Promise<MemberRow[]> => {
    if (entries.length === 0) return [];
    const members = await rows(MEMBERS, { nastup_id: { _in: entries.map((e) => e.id) } });
    if (members.length === 0) return [];
    const athletes = await rows(ATHLETES, { id: { _in: [...new Set(members.map((m) => m.sportas_id as string))] } });
    const byId = new Map(athletes.map((a) => [a.id as string, a]));
    return members.flatMap((m) => {
      const a = byId.get(m.sportas_id as string);
      return a
        ? [
            {
              nastup_id: m.nastup_id as string,
              id: a.id as string,
              ime: a.ime as string,
              prezime: a.prezime as string,
              mjesto_u_posadi: m.mjesto_u_posadi as number,
            },
          ]
        : [];
    });
  };

  /** The names of these rows' ids in `query`'s table, by id. */
  const named = async (query: string, ids: readonly string[], where: Row = {}) =>
    new Map((await rows(query, { id: { _in: [...new Set(ids)] }, ...where })).map((r) => [r.id as string, r]));

  /** Waiting positions of these entries (1 is next), counted over their events' waiting lists. */
  const positions = async (entries: readonly Nastup[]): Promise<Map<string, number>> => {
    const waiting = entries.filter((e) => e.status === "cekanje");
    if (waiting.length === 0) return new Map();
    const lists = await rows(select("PrijaveCekanje", "nastupi", "id disciplina_id redni", "[{redni: asc}]"), {
      disciplina_id: { _in: [...new Set(waiting.map((e) => e.disciplina_id))] },
      status: { _eq: "cekanje" },
    });
    const counted = new Map<string, number>();
    const seen = new Map<string, number>();
    for (const w of lists) {
      const n = (seen.get(w.disciplina_id as string) ?? 0) + 1;
      seen.set(w.disciplina_id as string, n);
      counted.set(w.id as string, n);
    }
    return counted;
  };

  return {
    competition: async (id) => (await one(COMPETITIONS, { id: { _eq: id }, ...LIVE })) as Natjecanje | null,

    async settings(natjecanjeId) {
      const row = await one(SETTINGS_OF, { natjecanje_id: { _eq: natjecanjeId }, ...LIVE });
      return row ? asSettings(row) : null;
    },

    season: async (id) => (await one(SEASONS, { id: { _eq: id } })) as Sezona | null,
    event: async (id) => (await one(EVENTS, { id: { _eq: id }, ...LIVE })) as Disciplina | null,

    async entry(id) {
      const row = await one(ENTRIES, { id: { _eq: id }, ...LIVE });
      return row ? asEntry(row) : null;
    },

    entriesById: async (ids) => (ids.length ? (await rows(ENTRIES, { id: { _in: [...ids] } })).map(asEntry) : []),

    club: async (id) => (await one(CLUBS, { id: { _eq: id }, ...LIVE })) as { savez_id: string | null } | null,

    categories: async (ids) =>
      ids.length ? ((await rows(CATEGORIES, { id: { _in: [...ids] } })) as Kategorija[]) : [],

    federationCategories: async (savezId) =>
      (await rows(CATEGORIES, { savez_id: { _eq: savezId ?? "" }, ...LIVE })) as { id: string; naziv: string }[],

    athletes: async (ids, savezId) =>
      ids.length
        ? ((await rows(ATHLETES, { id: { _in: [...ids] }, savez_id: { _eq: savezId ?? "" }, ...LIVE })) as Sportas[])
        : [],

    licences: async (ids, sezonaId) =>
      ids.length
        ? ((await rows(LICENCES, {
            sportas_id: { _in: [...ids] },
            sezona_id: { _eq: sezonaId },
            status: { _in: [...LIVE_LICENCA_STATUSES] },
            ...LIVE,
          })) as unknown as LicenceRow[])
        : [],

    async entered(disciplinaId, athletes) {
      if (athletes.length === 0) return [];
      const found = await rows(MEMBERS, {
        disciplina_id: { _eq: disciplinaId },
        aktivan: { _eq: 1 },
        sportas_id: { _in: [...athletes] },
      });
      return found.map((m) => m.sportas_id as string);
    },

    clubPlaces: async (disciplinaId, clubId) =>
      (await rows(ENTRIES, { disciplina_id: { _eq: disciplinaId }, club_id: { _eq: clubId }, ...HOLDING })).length,

    events: async (natjecanjeId) =>
      ((await rows(EVENTS, { natjecanje_id: { _eq: natjecanjeId }, ...LIVE })) as Disciplina[]).sort((a, b) =>
        byText(a.naziv, b.naziv),
      ),

    async entries(natjecanjeId, filter) {
      const where: Row = { natjecanje_id: { _eq: natjecanjeId }, ...LIVE };
      if (filter.clubs !== null) where.club_id = { _in: [...filter.clubs] };
      if (filter.status) where.status = { _eq: filter.status };
      if (filter.disciplinaId) where.disciplina_id = { _eq: filter.disciplinaId };
      const list = (await rows(ENTRIES, where)).map(asEntry);
      const [events, clubs, members] = await Promise.all([
        named(
          EVENTS,
          list.map((e) => e.disciplina_id),
        ),
        named(
          CLUBS,
          list.map((e) => e.club_id),
        ),
        membersOf(list),
      ]);
      const entries = list
        .filter((n) => events.has(n.disciplina_id) && clubs.has(n.club_id))
        .map((n) => ({
          n,
          disciplina: events.get(n.disciplina_id)!.naziv as string,
          klub: clubs.get(n.club_id)!.kratki_naziv as string,
        }))
        .sort((a, b) => byText(a.disciplina, b.disciplina) || a.n.redni - b.n.redni);
      return { entries, members };
    },

    async statusCounts(natjecanjeId) {
      const found = await rows(select("PrijaveBrojevi", "nastupi", "disciplina_id status"), {
        natjecanje_id: { _eq: natjecanjeId },
        ...LIVE,
      });
      const counts = new Map<string, { disciplina_id: string; status: string; n: number }>();
      for (const r of found) {
        const key = `${r.disciplina_id as string}\n${r.status as string}`;
        const c = counts.get(key) ?? { disciplina_id: r.disciplina_id as string, status: r.status as string, n: 0 };
        c.n++;
        counts.set(key, c);
      }
      return [...counts.values()];
    },

    async clubEntries(clubs) {
      if (clubs.length === 0) return { entries: [], members: [] };
      const where = { club_id: { _in: [...clubs] }, ...LIVE };
      const list = (await rows(ENTRIES, where)).map(asEntry);
      const [competitions, events, waiting, members] = await Promise.all([
        named(
          COMPETITIONS,
          list.map((e) => e.natjecanje_id),
          LIVE,
        ),
        named(
          EVENTS,
          list.map((e) => e.disciplina_id),
        ),
        positions(list),
        membersOf(list),
      ]);
      const entries = list
        .filter((n) => competitions.has(n.natjecanje_id) && events.has(n.disciplina_id))
        .map((n): ClubEntry => ({
          n,
          natjecanje: competitions.get(n.natjecanje_id)!.naziv as string,
          datum_od: competitions.get(n.natjecanje_id)!.datum_od as string,
          disciplina: events.get(n.disciplina_id)!.naziv as string,
          pozicija: waiting.get(n.id) ?? null,
        }))
        .sort((a, b) => byText(b.datum_od, a.datum_od) || byText(a.disciplina, b.disciplina) || a.n.redni - b.n.redni);
      return { entries, members };
    },

    async openCompetitions(clubs, at) {
      if (clubs.length === 0) return [];
      const federations = (await rows(CLUBS, { id: { _in: [...clubs] }, ...LIVE }))
        .map((c) => c.savez_id as string | null)
        .filter((id): id is string => id !== null);
      if (federations.length === 0) return [];
      const open = await rows(SETTINGS_OF, {
        savez_id: { _in: [...new Set(federations)] },
        otvaranje: { _lte: at },
        zatvaranje: { _gt: at },
        ...LIVE,
      });
      const competitions = await named(
        COMPETITIONS,
        open.map((s) => s.natjecanje_id as string),
        LIVE,
      );
      return open
        .filter((s) => competitions.has(s.natjecanje_id as string))
        .map((s): OpenCompetition => {
          const n = competitions.get(s.natjecanje_id as string)!;
          return {
            id: n.id as string,
            naziv: n.naziv as string,
            datum_od: n.datum_od as string,
            zatvaranje: s.zatvaranje as string,
          };
        })
        .sort((a, b) => byText(a.zatvaranje, b.zatvaranje) || byText(a.naziv, b.naziv))
        .slice(0, OPEN_COMPETITIONS_MAX);
    },

    async position(entry) {
      if (entry.status !== "cekanje") return null;
      const ahead = await rows(select("PrijavePozicija", "nastupi", "id"), {
        disciplina_id: { _eq: entry.disciplina_id },
        status: { _eq: "cekanje" },
        redni: { _lte: entry.redni },
      });
      return ahead.length;
    },

    async insertSettings(row) {
      await insert("postavke_prijava", [row]);
    },

    async updateSettings(before, values) {
      const where = { id: { _eq: before.id }, version: { _eq: before.version } };
      return (await update("postavke_prijava", where, upstreamRow(values))) === 1;
    },

    async insertEvents(list) {
      if (list.length === 0) return;
      await insert("discipline", list);
    },

    async enter(entry) {
      // Its decision (status, redni, start number) is the trigger's; its audit row the content trigger's.
      const variables = {
        entry: upstreamRow({
          id: entry.id,
          natjecanje_id: entry.natjecanje_id,
          disciplina_id: entry.disciplina_id,
          club_id: entry.club_id,
          naknadna: entry.naknadna,
          kotizacija_centi: entry.kotizacija_centi,
          zakasnjela: entry.zakasnjela,
          savez_id: entry.savez_id,
        }),
        members: entry.members.map((m) => ({
          ...m,
          nastup_id: entry.id,
          disciplina_id: entry.disciplina_id,
          savez_id: entry.savez_id,
        })),
      };
      try {
        await asHasuraAdmin(options, "PrijaviNastup", ENTER, variables, session);
      } catch (error) {
        const message = (error as Error).message;
        if (REFUSED.test(message)) return null;
        console.error(`hasura PrijaviNastup: ${message}`);
        throw new ApiError(502, "bad_gateway", T_API.upstreamFailed);
      }
      const stored = await one(ENTRIES, { id: { _eq: entry.id } });
      return stored ? asEntry(stored) : null;
    },

    async leave(entry, version, to, razlog) {
      // An official may set only the status: the reason goes with a rejection (staff) alone.
      const set: Row = { status: to, ...(razlog ? { razlog_odbijanja: razlog } : {}) };
      const where = { id: { _eq: entry.id }, version: { _eq: version }, ...HOLDING, ...LIVE };
      const changed = (await update("nastupi", where, set)) === 1;
      const promoted = changed
        ? await one(select("PrijavePromaknuta", "nastupi", "id startni_broj"), {
            promaknuta_zbog: { _eq: entry.id },
          })
        : null;
      return {
        changed,
        promoted: promoted ? { id: promoted.id as string, startni_broj: promoted.startni_broj as number | null } : null,
      };
    },

    async setResult(entry, result, version) {
      const where: Row = { id: { _eq: entry.id }, status: { _eq: "prihvacena" } };
      if (version !== undefined) where.version = { _eq: version };
      return (await update("nastupi", where, { mjesto: result.mjesto, rezultat: result.rezultat })) === 1;
    },

    async setResults(results) {
      if (results.length === 0) return;
      // One mutation, one transaction: an aliased update per entry.
      const updates = results.map(({ entry, result }) => ({
        id: entry.id,
        set: { mjesto: result.mjesto, rezultat: result.rezultat },
      }));
      await store.updates("PrijaveRezultati", "nastupi", updates, 'status: {_eq: "prihvacena"}');
    },
  };
}
