// The league's screens' reads (issue 31 items 5 and 6), beside the league's data layer (./lige.ts): a
// competition's groups with their fixtures and tables (its public page), a club's teams' matches (the club's
// public page), the latest league with counted results (home's 'Najnoviji Rezultati') and the matches a signed-in
// caller answers for (the officials' 'Utakmice' screen: their clubs' matches, and every match of the federations
// they are staff of, each saying which side the caller acts as). Reads only, through the league's store
// (./lige-store.ts), so D1 and Hasura answer alike; the writes are ./lige.ts's.
import { resultCounts } from "../../shared/league/result-state";
import { scopesOf } from "../../shared/permissions";
import type { LigaSkupina, MojaUtakmica, NajnovijaLiga, PregledUtakmica } from "../../shared/schemas/lige";
import { groupDetails, matchOut, resultSideOf, skupineDetalji, type LeagueStore } from "./lige";
import type { ListedMatch, MatchFilter, MatchRow } from "./lige-store";
import type { Scope } from "./scope";

/** A competition's groups, each with its teams, matches and table; null when no such competition. */
export async function natjecanjeLige(
  store: LeagueStore,
  natjecanjeId: string,
  now = new Date(),
): Promise<{ skupine: LigaSkupina[] } | null> {
  if (!(await store.competition(natjecanjeId))) return null;
  return { skupine: await skupineDetalji(store, { natjecanjeId }, now) };
}

/** The matches `filter` reaches, with their teams' names and clubs, competitions and groups. */
async function matchesOf(store: LeagueStore, filter: MatchFilter, now: Date, limit = 500) {
  const rows: ListedMatch[] = await store.listMatches(filter, limit);
  const teams = await store.teamClubs([...new Set(rows.flatMap((r) => [r.match.domacin_id, r.match.gost_id]))]);
  const team = new Map(teams.map((t) => [t.id, t]));
  const names = new Map(teams.map((t) => [t.id, t.naziv]));
  return rows.map(({ match: m, skupina, natjecanje_id, natjecanje }) => {
    const match: PregledUtakmica = {
      ...matchOut(m, names, now),
      natjecanje_id,
      natjecanje,
      skupina_id: m.skupina_id,
      skupina,
      prigovor: m.prigovor,
    };
    const clubs = { homeClub: team.get(m.domacin_id)?.club_id ?? "", awayClub: team.get(m.gost_id)?.club_id ?? "" };
    return { match, savez_id: m.savez_id, ...clubs };
  });
}

/** A club's teams' matches (by the club's public address); null when no such club. */
export async function klubUtakmice(store: LeagueStore, slug: string, now = new Date()) {
  const club = await store.clubBySlug(slug);
  if (!club) return null;
  const teams = await store.clubTeams([club.id]);
  if (teams.length === 0) return { ekipe: teams, utakmice: [] as PregledUtakmica[] };
  return { ekipe: teams, utakmice: (await matchesOf(store, { teams }, now)).map((r) => r.match) };
}

/**
 * The matches the caller answers for: their clubs' teams' matches (as an official) and every match of the
 * federations they are staff of (all, for a right of scope `all`), each with the side the caller acts as.
 */
export async function mojeUtakmice(store: LeagueStore, scope: Scope, now = new Date()): Promise<MojaUtakmica[]> {
  const clubs = scope.clubs;
  const scopes = scopesOf(scope, "update", "rezultati_utakmica");
  const filter: MatchFilter = {
    teams: await store.clubTeams(clubs),
    all: scopes.includes("all"),
    federations: scopes.includes("federation") ? scope.federations : [],
  };
  const rows = await matchesOf(store, filter, now, 2000);
  return rows.map(({ match, savez_id, homeClub, awayClub }) => ({
    ...match,
    strana: resultSideOf(scope, clubs, { savez_id, homeClub, awayClub }),
  }));
}

/** Matches by date, time (a missing one first, as SQLite sorts), round, id: the order of the lists. */
function byDate(a: MatchRow, b: MatchRow): number {
  const key = (m: MatchRow) => [m.datum ?? "", m.vrijeme ?? "", m.kolo, m.id] as const;
  const [x, y] = [key(a), key(b)];
  for (let i = 0; i < x.length; i++) if (x[i]! !== y[i]!) return x[i]! < y[i]! ? -1 : 1;
  return 0;
}

/**
 * The group with the most recent counted result: its last `count` counted results and its top `count` rows,
 * from one read of the group (its matches and table from the same rows).
 */
export async function najnovijaLiga(store: LeagueStore, now = new Date(), count = 3): Promise<NajnovijaLiga | null> {
  const latest = (await store.recentMatches(100)).find((m) => resultCounts(m, now).counts);
  if (!latest) return null;
  const [rows] = await store.groups({ skupinaId: latest.skupina_id });
  const competition = rows ? await store.competition(rows.skupina.natjecanje_id) : null;
  if (!rows || !competition) return null;
  const group = groupDetails(rows, now);
  const names = new Map(rows.teams.map((t) => [t.id, t.naziv]));
  const counted = rows.matches
    .filter((m) => resultCounts(m, now).counts)
    .sort(byDate)
    .reverse()
    .slice(0, count);
  const listed = { natjecanje_id: group.natjecanje_id, natjecanje: competition.naziv };
  return {
    ...listed,
    skupina: group.naziv,
    rezultati: counted.map((m) => ({
      ...matchOut(m, names, now),
      ...listed,
      skupina_id: group.id,
      skupina: group.naziv,
      prigovor: m.prigovor,
    })),
    vodeci: group.redovi.slice(0, count),
  };
}
