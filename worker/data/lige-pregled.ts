// The league's screens' reads (issue 31 items 5 and 6), beside the league's data layer (./lige.ts): a
// competition's groups with their fixtures and tables (its public page), a club's teams' matches (the club's
// public page), the latest league with counted results (home's 'Najnoviji Rezultati') and the matches a signed-in
// caller answers for (the officials' 'Utakmice' screen: their clubs' matches, and every match of the federations
// they are staff of, each saying which side the caller acts as). Reads only; the writes are ./lige.ts's.
import { and, desc, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import { ekipeTable } from "../../shared/entities/ekipa";
import { kluboviTable } from "../../shared/entities/klub";
import { natjecanjaTable } from "../../shared/entities/natjecanje";
import { skupineTable } from "../../shared/entities/skupina";
import { utakmiceTable } from "../../shared/entities/utakmica";
import { resultCounts } from "../../shared/league/result-state";
import { scopesOf } from "../../shared/permissions";
import type { LigaSkupina, MojaUtakmica, NajnovijaLiga, PregledUtakmica } from "../../shared/schemas/lige";
import type { Database } from "./db";
import { matchOut, resultSideOf, skupinaDetalji, type LeagueStore } from "./lige";
import type { Scope } from "./scope";

/** A competition's groups, each with its teams, matches and table; null when no such competition. */
export async function natjecanjeLige(
  db: Database,
  store: LeagueStore,
  natjecanjeId: string,
  now = new Date(),
): Promise<{ skupine: LigaSkupina[] } | null> {
  const competition = await db
    .select({ id: natjecanjaTable.id })
    .from(natjecanjaTable)
    .where(and(eq(natjecanjaTable.id, natjecanjeId), isNull(natjecanjaTable.deleted_at)))
    .get();
  if (!competition) return null;
  const groups = await db
    .select({ id: skupineTable.id })
    .from(skupineTable)
    .where(and(eq(skupineTable.natjecanje_id, natjecanjeId), isNull(skupineTable.deleted_at)))
    .orderBy(skupineTable.naziv, skupineTable.id)
    .all();
  const skupine = await Promise.all(groups.map((g) => skupinaDetalji(store, g.id, now)));
  return { skupine: skupine.filter((s) => s !== null) };
}

/** Live matches matching `where`, with their teams' names and clubs, competitions and groups. */
async function matchesWhere(db: Database, where: SQL | undefined, now: Date, limit = 500) {
  const rows = await db
    .select({
      m: utakmiceTable,
      skupina: skupineTable.naziv,
      natjecanje_id: natjecanjaTable.id,
      natjecanje: natjecanjaTable.naziv,
    })
    .from(utakmiceTable)
    .innerJoin(skupineTable, eq(skupineTable.id, utakmiceTable.skupina_id))
    .innerJoin(natjecanjaTable, eq(natjecanjaTable.id, skupineTable.natjecanje_id))
    .where(and(isNull(utakmiceTable.deleted_at), isNull(skupineTable.deleted_at), where))
    .orderBy(utakmiceTable.datum, utakmiceTable.vrijeme, utakmiceTable.kolo, utakmiceTable.id)
    .limit(limit)
    .all();
  const teamIds = [...new Set(rows.flatMap((r) => [r.m.domacin_id, r.m.gost_id]))];
  const teams =
    teamIds.length === 0
      ? []
      : await db
          .select({ id: ekipeTable.id, naziv: ekipeTable.naziv, club_id: ekipeTable.club_id })
          .from(ekipeTable)
          .where(inArray(ekipeTable.id, teamIds))
          .all();
  const team = new Map(teams.map((t) => [t.id, t]));
  const names = new Map(teams.map((t) => [t.id, t.naziv]));
  return rows.map(({ m, skupina, natjecanje_id, natjecanje }) => {
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

/** The live teams of `clubIds`. */
async function teamsOfClubs(db: Database, clubIds: readonly string[]): Promise<string[]> {
  if (clubIds.length === 0) return [];
  const rows = await db
    .select({ id: ekipeTable.id })
    .from(ekipeTable)
    .where(and(inArray(ekipeTable.club_id, [...clubIds]), isNull(ekipeTable.deleted_at)))
    .all();
  return rows.map((r) => r.id);
}

const ofTeams = (teamIds: string[]) =>
  teamIds.length === 0
    ? undefined
    : or(inArray(utakmiceTable.domacin_id, teamIds), inArray(utakmiceTable.gost_id, teamIds));

/** A club's teams' matches (by the club's public address); null when no such club. */
export async function klubUtakmice(db: Database, slug: string, now = new Date()) {
  const club = await db
    .select({ id: kluboviTable.id })
    .from(kluboviTable)
    .where(and(eq(kluboviTable.slug, slug), isNull(kluboviTable.deleted_at)))
    .get();
  if (!club) return null;
  const teams = await teamsOfClubs(db, [club.id]);
  const where = ofTeams(teams);
  if (!where) return { ekipe: teams, utakmice: [] as PregledUtakmica[] };
  return { ekipe: teams, utakmice: (await matchesWhere(db, where, now)).map((r) => r.match) };
}

/**
 * The matches the caller answers for: their clubs' teams' matches (as an official) and every match of the
 * federations they are staff of (all, for a right of scope `all`), each with the side the caller acts as.
 */
export async function mojeUtakmice(db: Database, scope: Scope, now = new Date()): Promise<MojaUtakmica[]> {
  const clubs = scope.clubs;
  const scopes = scopesOf(scope, "update", "rezultati_utakmica");
  const conditions: (SQL | undefined)[] = [ofTeams(await teamsOfClubs(db, clubs))];
  if (scopes.includes("all")) conditions.push(isNull(utakmiceTable.deleted_at));
  else if (scopes.includes("federation") && scope.federations.length > 0) {
    conditions.push(inArray(utakmiceTable.savez_id, [...scope.federations]));
  }
  const any = conditions.filter((c): c is SQL => c !== undefined);
  if (any.length === 0) return [];
  const rows = await matchesWhere(db, or(...any), now, 2000);
  return rows.map(({ match, savez_id, homeClub, awayClub }) => ({
    ...match,
    strana: resultSideOf(scope, clubs, { savez_id, homeClub, awayClub }),
  }));
}

/** The group with the most recent counted result: its last `count` counted results and its top `count` rows. */
export async function najnovijaLiga(
  db: Database,
  store: LeagueStore,
  now = new Date(),
  count = 3,
): Promise<NajnovijaLiga | null> {
  const recent = await db
    .select()
    .from(utakmiceTable)
    .where(and(isNull(utakmiceTable.deleted_at), inArray(utakmiceTable.status, ["played", "forfeit"])))
    .orderBy(desc(utakmiceTable.datum), desc(utakmiceTable.vrijeme))
    .limit(100)
    .all();
  const latest = recent.find((m) => resultCounts(m, now).counts);
  if (!latest) return null;
  const rows = await matchesWhere(db, eq(utakmiceTable.skupina_id, latest.skupina_id), now, 2000);
  const group = await skupinaDetalji(store, latest.skupina_id, now);
  const first = rows[0]?.match;
  if (!group || !first) return null;
  const counted = rows
    .map((r) => r.match)
    .filter((m) => m.racuna_se)
    .reverse()
    .slice(0, count);
  return {
    natjecanje_id: first.natjecanje_id,
    natjecanje: first.natjecanje,
    skupina: group.naziv,
    rezultati: counted,
    vodeci: group.redovi.slice(0, count),
  };
}
