// The entries' store on D1 (./prijave-store.ts; issue 30): Drizzle reads, and each write one D1 batch (one
// transaction, and D1 runs one at a time) with its audit rows.
//
// Concurrency. An entry is decided inside ONE batch: its insert is an INSERT … SELECT whose WHERE re-checks, at
// the moment it runs, that none of its athletes holds a place in the event and that the club is under its cap,
// and whose status is accepted while the event's accepted entries are under its cap, else waiting; its arrival
// number `redni` is the event's next. Its members and its audit row are inserted only when it was (EXISTS on its
// id); the members' partial unique index is the last guard. So however many requests arrive at once, no more
// than the cap are accepted, nobody holds two places in an event, and the waiting list is in arrival order.
//
// A withdrawal (or rejection) of an accepted entry promotes the event's first waiting entry in the same batch:
// the update is guarded by the withdrawal having happened and the event being under its cap, and audited.
//
// The reads the bench measures (issue 30: a competition of 5 000 entries) go by index: a start list's and the
// fees' accepted entries by nastupi_natjecanje_status, a club's entries by nastupi_club, members by
// nastupi_clanovi_nastup, a waiting position by nastupi_disciplina_status (tests/worker/prijave-plan.test.ts).
import { and, asc, count, desc, eq, exists, gt, lte, max, notExists, sql, type SQL } from "drizzle-orm";
import { alias, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { auditLog } from "../../shared/entities/audit";
import { disciplineTable } from "../../shared/entities/disciplina";
import { dobneKategorijeTable } from "../../shared/entities/dobna-kategorija";
import { kluboviTable } from "../../shared/entities/klub";
import { LIVE_LICENCA_STATUSES } from "../../shared/entities/klubovi-common";
import { licenceTable } from "../../shared/entities/licenca";
import { natjecanjaTable } from "../../shared/entities/natjecanje";
import { nastupiClanoviTable, nastupiTable } from "../../shared/entities/nastup";
import { LIVE_NASTUP_STATUSES } from "../../shared/entities/nastup/input";
import { postavkePrijavaTable } from "../../shared/entities/postavke-prijava";
import { sezoneTable } from "../../shared/entities/sezona";
import { sportasiTable } from "../../shared/entities/sportas";
import type { Database } from "./db";
import { changedOneRow, inList, inSelect } from "./expressions";
import {
  OPEN_COMPETITIONS_MAX,
  type EntryStore,
  type MemberRow,
  type Nastup,
  type ResultValues,
} from "./prijave-store";
import { live, liveRow, rowsByIds } from "./d1-rows";
import type { Scope } from "./scope";
import { batch, changesOf, insertRows, insertWhere, qb, rowsOf, type Statement } from "./statements";
import { auditRow } from "./write";

/** The count of entries matching `where`, as a scalar subquery. */
const countOf = (where: SQL | undefined) => sql<number>`(${qb.select({ n: count() }).from(nastupiTable).where(where)})`;

/** The next number of `column` among the entries matching `where` (an event's `redni`, a competition's start numbers). */
const nextOf = (column: typeof nastupiTable.redni | typeof nastupiTable.startni_broj, where: SQL | undefined) =>
  sql<number>`(${qb
    .select({ n: sql`coalesce(${max(column)}, 0) + 1` })
    .from(nastupiTable)
    .where(where)})`;

const acceptedIn = (disciplinaId: string) =>
  and(eq(nastupiTable.disciplina_id, disciplinaId), eq(nastupiTable.status, "prihvacena"));
const liveOfClub = (disciplinaId: string, clubId: string) =>
  and(
    eq(nastupiTable.disciplina_id, disciplinaId),
    eq(nastupiTable.club_id, clubId),
    inList(nastupiTable.status, LIVE_NASTUP_STATUSES),
  );
/** None of the athletes holds a place in the event. */
const noneEntered = (disciplinaId: string, athletes: readonly string[]) =>
  notExists(
    qb
      .select({ one: sql`1` })
      .from(nastupiClanoviTable)
      .where(
        and(
          eq(nastupiClanoviTable.disciplina_id, disciplinaId),
          eq(nastupiClanoviTable.aktivan, true),
          inList(nastupiClanoviTable.sportas_id, athletes),
        ),
      ),
  );
const entryExists = (id: string) =>
  exists(
    qb
      .select({ one: sql`1` })
      .from(nastupiTable)
      .where(eq(nastupiTable.id, id)),
  );

/** Who the entries matching `where` enter, by entry and seat. */
const membersQuery = (db: Database, where: SQL | undefined) =>
  db
    .select({
      nastup_id: nastupiClanoviTable.nastup_id,
      id: sportasiTable.id,
      ime: sportasiTable.ime,
      prezime: sportasiTable.prezime,
      mjesto_u_posadi: nastupiClanoviTable.mjesto_u_posadi,
    })
    .from(nastupiClanoviTable)
    .innerJoin(nastupiTable, eq(nastupiTable.id, nastupiClanoviTable.nastup_id))
    .innerJoin(sportasiTable, eq(sportasiTable.id, nastupiClanoviTable.sportas_id))
    .where(where)
    .orderBy(asc(nastupiClanoviTable.nastup_id), asc(nastupiClanoviTable.mjesto_u_posadi));

/** The waiting entries of `t` in the event up to arrival `redni`: a range of nastupi_disciplina_status. */
const waitingUpTo = (
  t: { disciplina_id: SQLiteColumn; status: SQLiteColumn; redni: SQLiteColumn },
  disciplinaId: SQLiteColumn | string,
  redni: SQLiteColumn | number,
) => and(eq(t.disciplina_id, disciplinaId), eq(t.status, "cekanje"), sql`${t.redni} <= ${redni}`);

/** An entry's waiting position as a correlated count over the event's waiting list. */
const ahead = alias(nastupiTable, "ahead");
const positionColumn = sql<number | null>`CASE WHEN ${nastupiTable.status} = 'cekanje' THEN (${qb
  .select({ n: count() })
  .from(ahead)
  .where(waitingUpTo(ahead, nastupiTable.disciplina_id, nastupiTable.redni))}) END`;

export function d1Entries(db: Database, scope: Scope): EntryStore {
  /** The one live row of `table` whose `column` is `value`; null when none. */
  const audit = (action: "create" | "update", name: string, id: unknown, changed: object, savez: string | null) =>
    auditRow(scope, action, { name }, id, changed as Record<string, unknown>, savez);

  /** The update of an accepted entry's result with its audit row, guarded by the version read (if given). */
  const resultStatements = (entry: Nastup, result: ResultValues, version?: number): Statement[] => {
    const changed = {
      mjesto: { from: entry.mjesto, to: result.mjesto },
      rezultat: { from: entry.rezultat, to: result.rezultat },
    };
    return [
      db
        .update(nastupiTable)
        .set({ mjesto: result.mjesto, rezultat: result.rezultat, version: sql`${nastupiTable.version} + 1` })
        .where(
          and(
            eq(nastupiTable.id, entry.id),
            eq(nastupiTable.status, "prihvacena"),
            version === undefined ? undefined : eq(nastupiTable.version, version),
          ),
        ),
      insertWhere(db, auditLog, audit("update", "nastupi", entry.id, changed, entry.savez_id), changedOneRow()),
    ];
  };

  return {
    competition: (id) => liveRow(db, natjecanjaTable, natjecanjaTable.id, id),
    settings: (natjecanjeId) => liveRow(db, postavkePrijavaTable, postavkePrijavaTable.natjecanje_id, natjecanjeId),

    async season(id) {
      return (await db.select().from(sezoneTable).where(eq(sezoneTable.id, id)).get()) ?? null;
    },

    event: (id) => liveRow(db, disciplineTable, disciplineTable.id, id),
    entry: (id) => liveRow(db, nastupiTable, nastupiTable.id, id),

    entriesById: (ids) => rowsByIds(db, ids, { table: nastupiTable, by: nastupiTable.id }),

    club: (id) => liveRow(db, kluboviTable, kluboviTable.id, id, { savez_id: kluboviTable.savez_id }),

    categories: (ids) => rowsByIds(db, ids, { table: dobneKategorijeTable, by: dobneKategorijeTable.id }),

    federationCategories: (savezId) =>
      db
        .select({ id: dobneKategorijeTable.id, naziv: dobneKategorijeTable.naziv })
        .from(dobneKategorijeTable)
        .where(and(eq(dobneKategorijeTable.savez_id, savezId ?? ""), live(dobneKategorijeTable)))
        .all(),

    athletes: (ids, savezId) =>
      rowsByIds(db, ids, {
        table: sportasiTable,
        by: sportasiTable.id,
        where: and(eq(sportasiTable.savez_id, savezId ?? ""), live(sportasiTable)),
      }),

    licences: (ids, sezonaId) =>
      rowsByIds(
        db,
        ids,
        {
          table: licenceTable,
          by: licenceTable.sportas_id,
          where: and(
            eq(licenceTable.sezona_id, sezonaId),
            inList(licenceTable.status, LIVE_LICENCA_STATUSES),
            live(licenceTable),
          ),
        },
        { sportas_id: licenceTable.sportas_id, status: licenceTable.status },
      ),

    async entered(disciplinaId, athletes) {
      const places = {
        table: nastupiClanoviTable,
        by: nastupiClanoviTable.sportas_id,
        where: and(eq(nastupiClanoviTable.disciplina_id, disciplinaId), eq(nastupiClanoviTable.aktivan, true)),
      };
      return (await rowsByIds(db, athletes, places, { sportas_id: nastupiClanoviTable.sportas_id })).map(
        (r) => r.sportas_id,
      );
    },

    async clubPlaces(disciplinaId, clubId) {
      const row = await db.select({ n: count() }).from(nastupiTable).where(liveOfClub(disciplinaId, clubId)).get();
      return row?.n ?? 0;
    },

    events: (natjecanjeId) =>
      db
        .select()
        .from(disciplineTable)
        .where(and(eq(disciplineTable.natjecanje_id, natjecanjeId), live(disciplineTable)))
        .orderBy(asc(disciplineTable.naziv))
        .all(),

    async entries(natjecanjeId, filter) {
      const where = and(
        eq(nastupiTable.natjecanje_id, natjecanjeId),
        live(nastupiTable),
        filter.clubs === null ? undefined : inList(nastupiTable.club_id, filter.clubs),
        filter.status ? eq(nastupiTable.status, filter.status) : undefined,
        filter.disciplinaId ? eq(nastupiTable.disciplina_id, filter.disciplinaId) : undefined,
      );
      const [entries, members] = await db.batch([
        db
          .select({ n: nastupiTable, disciplina: disciplineTable.naziv, klub: kluboviTable.kratki_naziv })
          .from(nastupiTable)
          .innerJoin(disciplineTable, eq(disciplineTable.id, nastupiTable.disciplina_id))
          .innerJoin(kluboviTable, eq(kluboviTable.id, nastupiTable.club_id))
          .where(where)
          .orderBy(asc(disciplineTable.naziv), asc(nastupiTable.redni)),
        membersQuery(db, where),
      ]);
      return { entries, members: members as MemberRow[] };
    },

    statusCounts: (natjecanjeId) =>
      db
        .select({ disciplina_id: nastupiTable.disciplina_id, status: nastupiTable.status, n: count() })
        .from(nastupiTable)
        .where(and(eq(nastupiTable.natjecanje_id, natjecanjeId), live(nastupiTable)))
        .groupBy(nastupiTable.disciplina_id, nastupiTable.status)
        .all(),

    async clubEntries(clubs) {
      if (clubs.length === 0) return { entries: [], members: [] };
      const ofClubs = and(inList(nastupiTable.club_id, clubs), live(nastupiTable));
      // One read of the entries with their waiting positions (no read per entry) and one of their members. Not
      // one batch: a batch's rows come back keyed by column name, and both names here are `naziv`.
      const [entries, members] = await Promise.all([
        db
          .select({
            n: nastupiTable,
            natjecanje: natjecanjaTable.naziv,
            datum_od: natjecanjaTable.datum_od,
            disciplina: disciplineTable.naziv,
            pozicija: positionColumn,
          })
          .from(nastupiTable)
          .innerJoin(natjecanjaTable, eq(natjecanjaTable.id, nastupiTable.natjecanje_id))
          .innerJoin(disciplineTable, eq(disciplineTable.id, nastupiTable.disciplina_id))
          .where(and(ofClubs, live(natjecanjaTable)))
          .orderBy(desc(natjecanjaTable.datum_od), asc(disciplineTable.naziv), asc(nastupiTable.redni))
          .all(),
        membersQuery(db, ofClubs).all(),
      ]);
      return { entries, members: members as MemberRow[] };
    },

    openCompetitions(clubs, at) {
      const federations = qb
        .select({ savez_id: kluboviTable.savez_id })
        .from(kluboviTable)
        .where(and(inList(kluboviTable.id, clubs), live(kluboviTable)));
      return db
        .select({
          id: natjecanjaTable.id,
          naziv: natjecanjaTable.naziv,
          datum_od: natjecanjaTable.datum_od,
          zatvaranje: postavkePrijavaTable.zatvaranje,
        })
        .from(postavkePrijavaTable)
        .innerJoin(natjecanjaTable, eq(natjecanjaTable.id, postavkePrijavaTable.natjecanje_id))
        .where(
          and(
            inSelect(natjecanjaTable.savez_id, federations),
            lte(postavkePrijavaTable.otvaranje, at),
            gt(postavkePrijavaTable.zatvaranje, at),
            live(postavkePrijavaTable),
            live(natjecanjaTable),
          ),
        )
        .orderBy(asc(postavkePrijavaTable.zatvaranje), asc(natjecanjaTable.naziv))
        .limit(OPEN_COMPETITIONS_MAX)
        .all();
    },

    async position(entry) {
      if (entry.status !== "cekanje") return null;
      const row = await db
        .select({ n: count() })
        .from(nastupiTable)
        .where(waitingUpTo(nastupiTable, entry.disciplina_id, entry.redni))
        .get();
      return row?.n ?? null;
    },

    async insertSettings(row) {
      await batch(db, [
        db.insert(postavkePrijavaTable).values(row as typeof postavkePrijavaTable.$inferInsert),
        insertRows(db, auditLog, [
          audit("create", "postavke_prijava", row.id, row, (row.savez_id as string | null) ?? null),
        ]),
      ]);
    },

    async updateSettings(before, values, changed) {
      const [result] = await batch(db, [
        db
          .update(postavkePrijavaTable)
          .set({ ...values, version: before.version + 1 })
          .where(and(eq(postavkePrijavaTable.id, before.id), eq(postavkePrijavaTable.version, before.version))),
        insertWhere(
          db,
          auditLog,
          audit("update", "postavke_prijava", before.id, changed, before.savez_id),
          changedOneRow(),
        ),
      ]);
      return changesOf(result) === 1;
    },

    async insertEvents(rows) {
      await batch(db, [
        insertRows(db, disciplineTable, rows),
        insertRows(
          db,
          auditLog,
          rows.map((row) => audit("create", "discipline", row.id, row, (row.savez_id as string | null) ?? null)),
        ),
      ]);
    },

    async enter(entry) {
      const { id, disciplina_id: disciplinaId, natjecanje_id: natjecanjeId } = entry;
      const athletes = entry.members.map((m) => m.sportas_id);
      const accepted =
        entry.naknadna || entry.cap === null ? sql`1` : sql`${countOf(acceptedIn(disciplinaId))} < ${entry.cap}`;
      const guard = and(
        noneEntered(disciplinaId, athletes),
        entry.clubCap === null
          ? undefined
          : sql`${countOf(liveOfClub(disciplinaId, entry.club_id))} < ${entry.clubCap}`,
      );
      const row = {
        id,
        natjecanje_id: natjecanjeId,
        disciplina_id: disciplinaId,
        club_id: entry.club_id,
        status: sql`CASE WHEN ${accepted} THEN ${"prihvacena"} ELSE ${"cekanje"} END`,
        redni: nextOf(nastupiTable.redni, eq(nastupiTable.disciplina_id, disciplinaId)),
        startni_broj: sql`CASE WHEN ${accepted} THEN ${nextOf(nastupiTable.startni_broj, eq(nastupiTable.natjecanje_id, natjecanjeId))} END`,
        naknadna: entry.naknadna ? 1 : 0,
        kotizacija_centi: entry.kotizacija_centi,
        zakasnjela: entry.zakasnjela ? 1 : 0,
        created_by: entry.created_by,
        savez_id: entry.savez_id,
      };
      const members = entry.members.map((m) => ({
        ...m,
        nastup_id: id,
        disciplina_id: disciplinaId,
        aktivan: 1,
        savez_id: entry.savez_id,
      }));
      const auditValues = {
        ...audit("create", "nastupi", id, entry.audit, entry.savez_id),
        // The decided status and number go into the audit row from the row itself.
        changed_fields: sql`json_set(${JSON.stringify(entry.audit)}, ${"$.status"}, ${nastupiTable.status}, ${"$.redni"}, ${nastupiTable.redni})`,
      };
      const results = await batch(db, [
        insertWhere(db, nastupiTable, row, guard),
        insertRows(db, nastupiClanoviTable, members, entryExists(id)),
        insertWhere(db, auditLog, auditValues, eq(nastupiTable.id, id), nastupiTable),
        db.select().from(nastupiTable).where(eq(nastupiTable.id, id)),
      ]);
      return rowsOf<Nastup>(results[3])[0] ?? null;
    },

    async leave(entry, version, to, razlog, cap) {
      const left = and(
        eq(nastupiTable.id, entry.id),
        eq(nastupiTable.status, to),
        eq(nastupiTable.version, version + 1),
      );
      const leftExists = exists(
        qb
          .select({ one: sql`1` })
          .from(nastupiTable)
          .where(left),
      );
      const firstWaiting = qb
        .select({ id: nastupiTable.id })
        .from(nastupiTable)
        .where(and(eq(nastupiTable.disciplina_id, entry.disciplina_id), eq(nastupiTable.status, "cekanje")))
        .orderBy(asc(nastupiTable.redni))
        .limit(1);
      const promotedAudit = {
        ...audit("update", "nastupi", "", {}, entry.savez_id),
        entity_id: nastupiTable.id,
        changed_fields: sql`json_object(${"status"}, json_object(${"from"}, ${"cekanje"}, ${"to"}, ${"prihvacena"}), ${"promaknuta_zbog"}, ${entry.id}, ${"startni_broj"}, ${nastupiTable.startni_broj})`,
      };
      const statements: Statement[] = [
        db
          .update(nastupiTable)
          .set({ status: to, razlog_odbijanja: razlog, version: version + 1 })
          .where(
            and(
              eq(nastupiTable.id, entry.id),
              eq(nastupiTable.version, version),
              inList(nastupiTable.status, LIVE_NASTUP_STATUSES),
            ),
          ),
        insertWhere(
          db,
          auditLog,
          audit(
            "update",
            "nastupi",
            entry.id,
            { status: { from: entry.status, to }, ...(razlog ? { razlog_odbijanja: { from: null, to: razlog } } : {}) },
            entry.savez_id,
          ),
          changedOneRow(),
        ),
        db
          .update(nastupiClanoviTable)
          .set({ aktivan: false })
          .where(and(eq(nastupiClanoviTable.nastup_id, entry.id), leftExists)),
      ];
      if (entry.status === "prihvacena") {
        const underCap = cap === null ? undefined : sql`${countOf(acceptedIn(entry.disciplina_id))} < ${cap}`;
        statements.push(
          db
            .update(nastupiTable)
            .set({
              status: "prihvacena",
              promaknuta_zbog: entry.id,
              startni_broj: nextOf(nastupiTable.startni_broj, eq(nastupiTable.natjecanje_id, entry.natjecanje_id)),
              version: sql`${nastupiTable.version} + 1`,
            })
            .where(and(inSelect(nastupiTable.id, firstWaiting), leftExists, underCap)),
          insertWhere(
            db,
            auditLog,
            promotedAudit,
            and(eq(nastupiTable.promaknuta_zbog, entry.id), changedOneRow()),
            nastupiTable,
          ),
        );
      }
      statements.push(
        db
          .select({ id: nastupiTable.id, startni_broj: nastupiTable.startni_broj })
          .from(nastupiTable)
          .where(eq(nastupiTable.promaknuta_zbog, entry.id)),
      );
      const results = await batch(db, statements);
      const promoted = rowsOf<{ id: string; startni_broj: number | null }>(results.at(-1))[0] ?? null;
      return { changed: changesOf(results[0]) === 1, promoted };
    },

    async setResult(entry, result, version) {
      const [written] = await batch(db, resultStatements(entry, result, version));
      return changesOf(written) === 1;
    },

    async setResults(results) {
      if (results.length === 0) return;
      await batch(
        db,
        results.flatMap(({ entry, result }) => resultStatements(entry, result)),
      );
    },
  };
}
