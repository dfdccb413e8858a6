// The league's store on D1 (./lige-store.ts; issue 31): Drizzle reads, and each write one D1 batch (one
// transaction) with its audit rows. A match's or group's edit is `UPDATE … WHERE id AND version (AND stanje IN
// …)` with its audit row guarded by `changes() = 1` in the same batch, so two confirmations at once apply once.
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { auditLog } from "../../shared/entities/audit";
import { ekipeTable } from "../../shared/entities/ekipa";
import { kluboviTable } from "../../shared/entities/klub";
import { korekcijeTable } from "../../shared/entities/korekcija";
import { natjecanjaTable } from "../../shared/entities/natjecanje";
import { pravilaTable } from "../../shared/entities/pravila";
import { skupineTable } from "../../shared/entities/skupina";
import { utakmiceTable } from "../../shared/entities/utakmica";
import type { Database } from "./db";
import { changedOneRow, inList } from "./expressions";
import type { LeagueStore, LeagueTable, MatchFilter } from "./lige-store";
import { live, liveRow, rowsByIds } from "./d1-rows";
import type { Scope } from "./scope";
import { batch, changesOf, insertRows, insertWhere } from "./statements";
import { auditRow } from "./write";

const TABLES = {
  pravila_natjecanja: pravilaTable,
  skupine: skupineTable,
  ekipe: ekipeTable,
  korekcije_bodova: korekcijeTable,
  utakmice: utakmiceTable,
} as const satisfies Record<LeagueTable, unknown>;

/** Matches by round, date, time (SQLite puts a missing one first, as the Hasura store asks), id. */
const MATCH_ORDER = [
  asc(utakmiceTable.kolo),
  asc(utakmiceTable.datum),
  asc(utakmiceTable.vrijeme),
  asc(utakmiceTable.id),
];

/** The condition of a list's filter: any of its teams' or federations' matches, or all; undefined for none. */
function reachOf(filter: MatchFilter): SQL | undefined {
  if (filter.all) return live(utakmiceTable);
  const any: SQL[] = [];
  const teams = filter.teams ?? [];
  if (teams.length > 0) any.push(inList(utakmiceTable.domacin_id, teams), inList(utakmiceTable.gost_id, teams));
  if (filter.federations?.length) any.push(inList(utakmiceTable.savez_id, filter.federations));
  return any.length === 0 ? undefined : or(...any);
}

export function d1League(db: Database, scope: Scope): LeagueStore {
  /** The audit row of an update in the update's batch, written only when the update changed its row. */
  const auditUpdate = (entity: string, id: string, changed: Record<string, unknown>, savezId: string | null) =>
    insertWhere(db, auditLog, auditRow(scope, "update", { name: entity }, id, changed, savezId), changedOneRow());

  return {
    competition: (id) =>
      liveRow(db, natjecanjaTable, natjecanjaTable.id, id, {
        savez_id: natjecanjaTable.savez_id,
        naziv: natjecanjaTable.naziv,
      }),

    async groups(where) {
      const groups = await db
        .select({ skupina: skupineTable, pravila: pravilaTable.pravila })
        .from(skupineTable)
        .innerJoin(pravilaTable, eq(pravilaTable.id, skupineTable.pravila_id))
        .where(
          and(
            live(skupineTable),
            "skupinaId" in where
              ? eq(skupineTable.id, where.skupinaId)
              : eq(skupineTable.natjecanje_id, where.natjecanjeId),
          ),
        )
        .orderBy(asc(skupineTable.naziv), asc(skupineTable.id))
        .all();
      if (groups.length === 0) return [];
      const ids = groups.map((g) => g.skupina.id);
      const [teams, matches, adjustments] = await db.batch([
        db
          .select()
          .from(ekipeTable)
          .where(and(inList(ekipeTable.skupina_id, ids), live(ekipeTable)))
          .orderBy(asc(ekipeTable.created_at), asc(ekipeTable.id)),
        db
          .select()
          .from(utakmiceTable)
          .where(and(inList(utakmiceTable.skupina_id, ids), live(utakmiceTable)))
          .orderBy(...MATCH_ORDER),
        db
          .select()
          .from(korekcijeTable)
          .where(and(inList(korekcijeTable.skupina_id, ids), live(korekcijeTable)))
          .orderBy(asc(korekcijeTable.created_at), asc(korekcijeTable.id)),
      ]);
      return groups.map(({ skupina, pravila }) => ({
        skupina,
        pravila,
        teams: teams.filter((t) => t.skupina_id === skupina.id),
        matches: matches.filter((m) => m.skupina_id === skupina.id),
        adjustments: adjustments.filter((a) => a.skupina_id === skupina.id),
      }));
    },

    async team(id) {
      const row = await db
        .select({ ekipa: ekipeTable, skupina: skupineTable.naziv, natjecanje: natjecanjaTable.naziv })
        .from(ekipeTable)
        .innerJoin(skupineTable, eq(skupineTable.id, ekipeTable.skupina_id))
        .innerJoin(natjecanjaTable, eq(natjecanjaTable.id, skupineTable.natjecanje_id))
        .where(and(eq(ekipeTable.id, id), live(ekipeTable)))
        .get();
      return row ?? null;
    },

    teamMatches: (ekipaId) =>
      db
        .select()
        .from(utakmiceTable)
        .where(and(live(utakmiceTable), or(eq(utakmiceTable.domacin_id, ekipaId), eq(utakmiceTable.gost_id, ekipaId))))
        .orderBy(asc(utakmiceTable.datum), asc(utakmiceTable.vrijeme), asc(utakmiceTable.kolo), asc(utakmiceTable.id))
        .all(),

    teamNames: (skupinaId) =>
      db
        .select({ id: ekipeTable.id, naziv: ekipeTable.naziv })
        .from(ekipeTable)
        .where(eq(ekipeTable.skupina_id, skupinaId))
        .all(),

    pravilaFamily: (osnovaId) =>
      db
        .select({ verzija: pravilaTable.verzija, savez_id: pravilaTable.savez_id })
        .from(pravilaTable)
        .where(eq(pravilaTable.osnova_id, osnovaId))
        .all(),

    pravilaOfSavez: (savezId) =>
      db
        .select({
          id: pravilaTable.id,
          naziv: pravilaTable.naziv,
          osnova_id: pravilaTable.osnova_id,
          verzija: pravilaTable.verzija,
        })
        .from(pravilaTable)
        .where(and(eq(pravilaTable.savez_id, savezId), live(pravilaTable)))
        .orderBy(asc(pravilaTable.naziv), asc(pravilaTable.verzija), asc(pravilaTable.id))
        .all(),

    async pravila(id) {
      const row = await db
        .select({ savez_id: pravilaTable.savez_id })
        .from(pravilaTable)
        .where(eq(pravilaTable.id, id))
        .get();
      return row ?? null;
    },

    skupina: (id) => liveRow(db, skupineTable, skupineTable.id, id),

    club: (id) => liveRow(db, kluboviTable, kluboviTable.id, id, { savez_id: kluboviTable.savez_id }),

    teams: (skupinaId) =>
      db
        .select({ id: ekipeTable.id, naziv: ekipeTable.naziv, club_id: ekipeTable.club_id })
        .from(ekipeTable)
        .where(and(eq(ekipeTable.skupina_id, skupinaId), live(ekipeTable)))
        .orderBy(asc(ekipeTable.created_at), asc(ekipeTable.id))
        .all(),

    async hasMatches(skupinaId) {
      const found = await db
        .select({ id: utakmiceTable.id })
        .from(utakmiceTable)
        .where(and(eq(utakmiceTable.skupina_id, skupinaId), live(utakmiceTable)))
        .limit(1)
        .all();
      return found.length > 0;
    },

    matches: (skupinaId) =>
      db
        .select()
        .from(utakmiceTable)
        .where(and(eq(utakmiceTable.skupina_id, skupinaId), live(utakmiceTable)))
        .all(),

    match: (id) => liveRow(db, utakmiceTable, utakmiceTable.id, id),

    teamClubs: (ids) =>
      rowsByIds(
        db,
        ids,
        { table: ekipeTable, by: ekipeTable.id },
        { id: ekipeTable.id, club_id: ekipeTable.club_id, naziv: ekipeTable.naziv },
      ),

    clubBySlug: (slug) => liveRow(db, kluboviTable, kluboviTable.slug, slug, { id: kluboviTable.id }),

    async clubTeams(clubIds) {
      const teams = { table: ekipeTable, by: ekipeTable.club_id, where: live(ekipeTable) };
      return (await rowsByIds(db, clubIds, teams, { id: ekipeTable.id })).map((r) => r.id);
    },

    async listMatches(filter, limit) {
      const where = reachOf(filter);
      if (!where) return [];
      const rows = await db
        .select({
          match: utakmiceTable,
          skupina: skupineTable.naziv,
          natjecanje_id: natjecanjaTable.id,
          natjecanje: natjecanjaTable.naziv,
        })
        .from(utakmiceTable)
        .innerJoin(skupineTable, eq(skupineTable.id, utakmiceTable.skupina_id))
        .innerJoin(natjecanjaTable, eq(natjecanjaTable.id, skupineTable.natjecanje_id))
        .where(and(live(utakmiceTable), live(skupineTable), where))
        .orderBy(asc(utakmiceTable.datum), asc(utakmiceTable.vrijeme), asc(utakmiceTable.kolo), asc(utakmiceTable.id))
        .limit(limit)
        .all();
      return rows;
    },

    recentMatches: (limit) =>
      db
        .select()
        .from(utakmiceTable)
        .where(and(live(utakmiceTable), inArray(utakmiceTable.status, ["played", "forfeit"])))
        .orderBy(desc(utakmiceTable.datum), desc(utakmiceTable.vrijeme), desc(utakmiceTable.id))
        .limit(limit)
        .all(),

    async insert(table, rows) {
      if (rows.length === 0) return;
      const audits = rows.map((row) =>
        auditRow(scope, "create", { name: table }, row.id, row, (row.savez_id as string) ?? null),
      );
      await batch(db, [insertRows(db, TABLES[table], rows), insertRows(db, auditLog, audits)]);
    },

    async choosePravila(group, pravilaId) {
      const update = db
        .update(skupineTable)
        .set({ pravila_id: pravilaId, version: group.version + 1 })
        .where(and(eq(skupineTable.id, group.id), eq(skupineTable.version, group.version)));
      const changed = { pravila_id: { from: group.pravila_id, to: pravilaId } };
      const [result] = await batch(db, [update, auditUpdate("skupine", group.id, changed, group.savez_id)]);
      return changesOf(result) === 1;
    },

    async updateMatch(match, set, states) {
      const stateTest = states
        ? or(...states.map((s) => (s === null ? isNull(utakmiceTable.stanje) : eq(utakmiceTable.stanje, s))))
        : undefined;
      const update = db
        .update(utakmiceTable)
        .set({ ...set, version: match.version + 1 })
        .where(
          and(eq(utakmiceTable.id, match.id), eq(utakmiceTable.version, match.version), live(utakmiceTable), stateTest),
        );
      const changed = Object.fromEntries(
        Object.entries(set).map(([k, v]) => [
          k,
          { from: (match as Record<string, unknown>)[k] ?? null, to: v ?? null },
        ]),
      );
      const [result] = await batch(db, [update, auditUpdate("utakmice", match.id, changed, match.savez_id)]);
      return changesOf(result) === 1;
    },

    async importScores(scores, answer, savezId) {
      // One UPDATE … FROM json_each(?) for the whole file: a season is two statements, not one per match.
      const json = JSON.stringify(scores.map((s) => ({ id: s.match.id, h: s.golovi_domacin, g: s.golovi_gost })));
      const field = (name: string) => sql`value ->> ${`$.${name}`}`;
      const update = db
        .update(utakmiceTable)
        .set({
          golovi_domacin: field("h"),
          golovi_gost: field("g"),
          status: "played",
          stanje: "decided",
          ...answer,
          version: sql`${utakmiceTable.version} + 1`,
        })
        .from(sql`json_each(${json})`)
        .where(eq(utakmiceTable.id, field("id")));
      const audits = scores.map(({ match, golovi_domacin, golovi_gost }) =>
        auditRow(
          scope,
          "update",
          { name: "utakmice" },
          match.id,
          {
            golovi_domacin: { from: match.golovi_domacin, to: golovi_domacin },
            golovi_gost: { from: match.golovi_gost, to: golovi_gost },
            stanje: { from: match.stanje, to: "decided" },
          },
          savezId,
        ),
      );
      await batch(db, [update, insertRows(db, auditLog, audits)]);
    },
  };
}
