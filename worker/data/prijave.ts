// Entries on D1 (issue 30): a competition's entry settings and events (the federation's staff), entries made by a
// club's officials for their club (staff for any club of the federation), withdrawn by the club or rejected by
// staff, the start lists made of the accepted entries, and each club's fees.
//
// Concurrency. An entry is decided inside ONE D1 batch (one transaction, and D1 runs one at a time): its
// insert is an INSERT … SELECT whose WHERE re-checks, at the moment it runs, that none of its athletes holds a
// place in the event and that the club is under its cap, and whose status is accepted while the event's
// accepted entries are under its cap, else waiting; its arrival number `redni` is the event's next. Its members
// and its audit row are inserted only when it was (EXISTS on its id); the members' partial unique index is the
// last guard. So however many requests arrive at once, no more than the cap are accepted, nobody holds two
// places in an event, and the waiting list is in arrival order. A refusal found by the reads before the batch
// writes nothing; one the write's guard finds (a racing entry took the place) is re-read and refused the same
// way, having written nothing.
//
// A withdrawal (or rejection) of an accepted entry promotes the event's first waiting entry in the same batch:
// the update is guarded by the withdrawal having happened and the event being under its cap, and audited.
import { and, asc, count, desc, eq, exists, inArray, isNull, max, notExists, sql, type SQL } from "drizzle-orm";
import { auditLog } from "../../shared/entities/audit";
import { disciplineTable } from "../../shared/entities/disciplina";
import type { DisciplinaInput } from "../../shared/entities/disciplina/input";
import { dobneKategorijeTable } from "../../shared/entities/dobna-kategorija";
import { kluboviTable } from "../../shared/entities/klub";
import { LIVE_LICENCA_STATUSES } from "../../shared/entities/klubovi-common";
import { licenceTable } from "../../shared/entities/licenca";
import { nastupiClanoviTable, nastupiTable } from "../../shared/entities/nastup";
import { LIVE_NASTUP_STATUSES, type NastupInput, type RezultatInput } from "../../shared/entities/nastup/input";
import type { ResultCsvRow } from "../../shared/entries/csv";
import { natjecanjaTable } from "../../shared/entities/natjecanje";
import { postavkePrijavaTable } from "../../shared/entities/postavke-prijava";
import type { PostavkePrijavaInput } from "../../shared/entities/postavke-prijava/input";
import { sezoneTable } from "../../shared/entities/sezona";
import { sportasiTable } from "../../shared/entities/sportas";
import {
  changesRule,
  entryRefusals,
  eventCap,
  feeAt,
  refusalFields,
  type EntryAthlete,
  type Refusal,
} from "../../shared/entries/eligibility";
import { reaches, scopesOf, type Action, type Resource } from "../../shared/permissions";
import type { Sex } from "../../shared/season/categories";
import { T_PRIJAVE } from "../../shared/texts";
import { ApiError } from "../errors";
import type { Database } from "./db";
import { NO_PERMISSION } from "./errors";
import { changedOneRow } from "./expressions";
import type { Scope } from "./scope";
import { batch, changesOf, insertRows, insertWhere, qb, rowsOf, type Statement } from "./statements";
import { auditRow } from "./write";

/** The tables an entry answer reads: its edge-cache tags, replaced by every entry write. */
export const ENTRY_ENTITIES = ["natjecanja", "postavke_prijava", "discipline", "nastupi", "klubovi", "sportasi"];

type Postavke = typeof postavkePrijavaTable.$inferSelect;
type Disciplina = typeof disciplineTable.$inferSelect;
type Nastup = typeof nastupiTable.$inferSelect;

const forbidden = () => new ApiError(403, "forbidden", NO_PERMISSION);
const notFound = (message: string) => new ApiError(404, "not_found", message);
const conflict = (message: string) => new ApiError(409, "conflict", message);
const invalid = (field: string, message: string) => new ApiError(400, "invalid", message, { [field]: [message] });

/** Refused by the named rules, each at its field: nothing was written. */
function refused(refusals: readonly Refusal[]): ApiError {
  return new ApiError(422, "entry_refused", refusals[0]?.message ?? T_PRIJAVE.greske.neispravno, {
    ...refusalFields(refusals),
  });
}

const live = <T extends { deleted_at: unknown }>(t: T) => isNull(t.deleted_at as never);

// ---------------------------------------------------------------------------------------------------------
// Who may act
// ---------------------------------------------------------------------------------------------------------

/** True when a right to `action` `resource` reaches the row (its federation, its club). */
function may(scope: Scope, action: Action, resource: Resource, row: { savez_id: string | null; club_id?: string }) {
  return scopesOf(scope, action, resource).some((s) => reaches(s, scope, row));
}

/** Throws 403 unless the caller organises the federation's entries (staff of it, admins). */
function requireOrganiser(scope: Scope, action: Action, savezId: string | null): void {
  if (!may(scope, action, "natjecanja_prijave", { savez_id: savezId })) throw forbidden();
}

// ---------------------------------------------------------------------------------------------------------
// Reads of one competition's pieces
// ---------------------------------------------------------------------------------------------------------

async function competitionOf(db: Database, id: string) {
  const row = await db
    .select()
    .from(natjecanjaTable)
    .where(and(eq(natjecanjaTable.id, id), live(natjecanjaTable)))
    .get();
  if (!row) throw notFound(T_PRIJAVE.nePostoji.natjecanje);
  return row;
}

async function settingsOf(db: Database, natjecanjeId: string): Promise<Postavke | null> {
  return (
    (await db
      .select()
      .from(postavkePrijavaTable)
      .where(and(eq(postavkePrijavaTable.natjecanje_id, natjecanjeId), live(postavkePrijavaTable)))
      .get()) ?? null
  );
}

async function eventOf(db: Database, id: string): Promise<Disciplina> {
  const row = await db
    .select()
    .from(disciplineTable)
    .where(and(eq(disciplineTable.id, id), live(disciplineTable)))
    .get();
  if (!row) throw notFound(T_PRIJAVE.nePostoji.disciplina);
  return row;
}

async function entryOf(db: Database, id: string): Promise<Nastup> {
  const row = await db
    .select()
    .from(nastupiTable)
    .where(and(eq(nastupiTable.id, id), live(nastupiTable)))
    .get();
  if (!row) throw notFound(T_PRIJAVE.nePostoji.nastup);
  return row;
}

// ---------------------------------------------------------------------------------------------------------
// Settings and events (staff)
// ---------------------------------------------------------------------------------------------------------

/** A new row's stamps: its id, author and federation. */
const stamped = (scope: Scope, savezId: string | null, values: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  ...values,
  created_by: scope.userId,
  savez_id: savezId,
});

const audit = (
  scope: Scope,
  action: "create" | "update",
  name: string,
  id: unknown,
  changed: object,
  savez: string | null,
) => auditRow(scope, action, { name }, id, changed as Record<string, unknown>, savez);

/** The competition's entry settings, created or replaced (staff of its federation), audited. */
export async function saveSettings(db: Database, scope: Scope, natjecanjeId: string, input: PostavkePrijavaInput) {
  const competition = await competitionOf(db, natjecanjeId);
  requireOrganiser(scope, "update", competition.savez_id);
  const season = await db
    .select({ savez_id: sezoneTable.savez_id })
    .from(sezoneTable)
    .where(and(eq(sezoneTable.id, input.sezona_id), live(sezoneTable)))
    .get();
  if (!season || season.savez_id !== competition.savez_id) {
    throw invalid("sezona_id", T_PRIJAVE.nePostoji.sezona);
  }
  const values = {
    sezona_id: input.sezona_id,
    otvaranje: input.otvaranje,
    zatvaranje: input.zatvaranje,
    izmjene_do: input.izmjene_do ?? null,
    licenca_obavezna: input.licenca_obavezna,
    max_po_disciplini: input.max_po_disciplini ?? null,
    max_po_klubu: input.max_po_klubu ?? null,
    kotizacija_centi: input.kotizacija_centi,
    zakasnina_centi: input.zakasnina_centi ?? null,
    zakasnina_od: input.zakasnina_od ?? null,
    javne_prije_zatvaranja: input.javne_prije_zatvaranja,
  };
  const before = await settingsOf(db, natjecanjeId);
  if (!before) {
    const row = stamped(scope, competition.savez_id, { natjecanje_id: natjecanjeId, ...values });
    await batch(db, [
      db.insert(postavkePrijavaTable).values(row as typeof postavkePrijavaTable.$inferInsert),
      insertRows(db, auditLog, [audit(scope, "create", "postavke_prijava", row.id, row, competition.savez_id)]),
    ]);
    return { id: row.id, version: 1 };
  }
  const changed = Object.fromEntries(
    Object.entries(values)
      .filter(([k, v]) => before[k as keyof Postavke] !== v)
      .map(([k, v]) => [k, { from: before[k as keyof Postavke], to: v }]),
  );
  const [result] = await batch(db, [
    db
      .update(postavkePrijavaTable)
      .set({ ...values, version: before.version + 1 })
      .where(and(eq(postavkePrijavaTable.id, before.id), eq(postavkePrijavaTable.version, before.version))),
    insertWhere(
      db,
      auditLog,
      audit(scope, "update", "postavke_prijava", before.id, changed, competition.savez_id),
      changedOneRow(),
    ),
  ]);
  if (changesOf(result) !== 1) throw conflict(T_PRIJAVE.greske.stanjeNeDopusta);
  return { id: before.id, version: before.version + 1 };
}

/** The categories named exist in the competition's federation (else 400 at `kategorije`). */
async function checkCategories(db: Database, savezId: string | null, ids: readonly string[], field: string) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: dobneKategorijeTable.id })
    .from(dobneKategorijeTable)
    .where(
      and(
        inArray(dobneKategorijeTable.id, [...ids]),
        eq(dobneKategorijeTable.savez_id, savezId ?? ""),
        live(dobneKategorijeTable),
      ),
    )
    .all();
  if (found.length !== new Set(ids).size) throw invalid(field, T_PRIJAVE.polja.kategorija);
}

const eventRow = (scope: Scope, natjecanjeId: string, savezId: string | null, input: DisciplinaInput) =>
  stamped(scope, savezId, {
    natjecanje_id: natjecanjeId,
    naziv: input.naziv,
    kategorije: JSON.stringify(input.kategorije),
    spol: input.spol ?? null,
    vrsta: input.vrsta,
    posada: input.posada,
    zamjene: input.zamjene,
    max_prijava: input.max_prijava ?? null,
  });

/** Events of a competition, all or nothing, each audited (staff of its federation). */
export async function createEvents(db: Database, scope: Scope, natjecanjeId: string, inputs: DisciplinaInput[]) {
  const competition = await competitionOf(db, natjecanjeId);
  requireOrganiser(scope, "create", competition.savez_id);
  await checkCategories(db, competition.savez_id, [...new Set(inputs.flatMap((i) => i.kategorije))], "kategorije");
  const rows = inputs.map((input) => eventRow(scope, natjecanjeId, competition.savez_id, input));
  await batch(db, [
    insertRows(db, disciplineTable, rows),
    insertRows(
      db,
      auditLog,
      rows.map((row) => audit(scope, "create", "discipline", row.id, row, competition.savez_id)),
    ),
  ]);
  return { ids: rows.map((r) => r.id) };
}

/** The age categories of the federation by name (case ignored), for the events' CSV. */
export async function categoriesByName(db: Database, natjecanjeId: string) {
  const competition = await competitionOf(db, natjecanjeId);
  const rows = await db
    .select({ id: dobneKategorijeTable.id, naziv: dobneKategorijeTable.naziv })
    .from(dobneKategorijeTable)
    .where(and(eq(dobneKategorijeTable.savez_id, competition.savez_id ?? ""), live(dobneKategorijeTable)))
    .all();
  return new Map(rows.map((r) => [r.naziv.trim().toLocaleLowerCase("hr"), r.id]));
}

// ---------------------------------------------------------------------------------------------------------
// Entering
// ---------------------------------------------------------------------------------------------------------

/** The count of an event's entries matching `where`, as a scalar subquery. */
const countOf = (where: SQL | undefined) => sql<number>`(${qb.select({ n: count() }).from(nastupiTable).where(where)})`;

/** The event's next number of `column` (its `redni`, or the competition's start numbers). */
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
    inArray(nastupiTable.status, [...LIVE_NASTUP_STATUSES]),
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
          inArray(nastupiClanoviTable.sportas_id, [...athletes]),
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

interface Facts {
  event: Disciplina;
  competition: typeof natjecanjaTable.$inferSelect;
  settings: Postavke;
  season: typeof sezoneTable.$inferSelect;
}

/** The event with its competition, entry settings and season; 404 when any is missing. */
async function factsOf(db: Database, disciplinaId: string): Promise<Facts> {
  const event = await eventOf(db, disciplinaId);
  const competition = await competitionOf(db, event.natjecanje_id);
  const settings = await settingsOf(db, competition.id);
  if (!settings) throw notFound(T_PRIJAVE.nePostoji.postavke);
  const season = await db.select().from(sezoneTable).where(eq(sezoneTable.id, settings.sezona_id)).get();
  if (!season) throw notFound(T_PRIJAVE.nePostoji.sezona);
  return { event, competition, settings, season };
}

/** The athletes named, with their live licence of the season; unknown ids are missing from the map. */
async function athletesOf(db: Database, ids: readonly string[], sezonaId: string, savezId: string | null) {
  if (ids.length === 0) return new Map<string, EntryAthlete>();
  const [athletes, licences] = await db.batch([
    db
      .select()
      .from(sportasiTable)
      .where(and(inArray(sportasiTable.id, [...ids]), eq(sportasiTable.savez_id, savezId ?? ""), live(sportasiTable))),
    db
      .select({
        sportas_id: licenceTable.sportas_id,
        status: licenceTable.status,
        lijecnicki_do: licenceTable.lijecnicki_do,
      })
      .from(licenceTable)
      .where(
        and(
          inArray(licenceTable.sportas_id, [...ids]),
          eq(licenceTable.sezona_id, sezonaId),
          inArray(licenceTable.status, [...LIVE_LICENCA_STATUSES]),
          live(licenceTable),
        ),
      ),
  ]);
  const byAthlete = new Map(licences.map((l) => [l.sportas_id, l]));
  return new Map(
    athletes.map((a): [string, EntryAthlete] => [
      a.id,
      {
        id: a.id,
        ime: a.ime,
        prezime: a.prezime,
        club_id: a.club_id,
        datum_rodenja: a.datum_rodenja,
        spol: (a.spol as Sex | null) ?? null,
        licenca: byAthlete.get(a.id) ?? null,
      },
    ]),
  );
}

/** Every refusal of the entry as the database stands now (reads only). */
async function refusalsNow(
  db: Database,
  facts: Facts,
  input: NastupInput,
  now: string,
  byHand: boolean,
): Promise<Refusal[]> {
  const { event, competition, settings, season } = facts;
  const ids = [...input.sportasi, ...input.zamjene];
  const kategorijeIds = JSON.parse(event.kategorije) as string[];
  const [athletes, categories, entered, clubLive] = await Promise.all([
    athletesOf(db, ids, season.id, competition.savez_id),
    kategorijeIds.length === 0
      ? Promise.resolve([])
      : db.select().from(dobneKategorijeTable).where(inArray(dobneKategorijeTable.id, kategorijeIds)).all(),
    db
      .select({ sportas_id: nastupiClanoviTable.sportas_id })
      .from(nastupiClanoviTable)
      .where(
        and(
          eq(nastupiClanoviTable.disciplina_id, event.id),
          eq(nastupiClanoviTable.aktivan, true),
          inArray(nastupiClanoviTable.sportas_id, ids),
        ),
      )
      .all(),
    db.select({ n: count() }).from(nastupiTable).where(liveOfClub(event.id, input.club_id)).get(),
  ]);
  const missing: Refusal[] = [];
  const resolve = (list: readonly string[], prefix: string) =>
    list.flatMap((id, i) => {
      const found = athletes.get(id);
      if (!found) {
        missing.push({ rule: "klub", field: `${prefix}.${i}`, message: T_PRIJAVE.pravila.nijeVasKlub });
        return [];
      }
      return [found];
    });
  const refusals = entryRefusals({
    now,
    window: settings,
    byHand,
    licencaObavezna: settings.licenca_obavezna,
    competitionDay: competition.datum_od,
    season: { naziv: season.naziv, start: season.datum_od, end: season.datum_do },
    event: {
      vrsta: event.vrsta as "pojedinacno" | "posada",
      posada: event.posada,
      zamjene: event.zamjene,
      spol: (event.spol as Sex | null) ?? null,
      kategorije: categories.map((c) => ({
        name: c.naziv,
        sex: (c.spol as Sex | null) ?? null,
        bornFromOffset: c.rodeni_od,
        bornToOffset: c.rodeni_do,
      })),
    },
    clubId: input.club_id,
    clubLive: clubLive?.n ?? 0,
    clubCap: byHand ? null : settings.max_po_klubu,
    entered: new Set(entered.map((e) => e.sportas_id)),
    athletes: resolve(input.sportasi, "sportasi"),
    substitutes: resolve(input.zamjene, "zamjene"),
  });
  // An unknown athlete also fails the crew count: say only that it is unknown.
  return missing.length > 0 ? missing : refusals;
}

/** An entry as its answer shows it. */
export interface EntryAnswer {
  id: string;
  status: string;
  redni: number;
  /** The waiting list's position (1 is next), or null. */
  pozicija: number | null;
  startni_broj: number | null;
  kotizacija_centi: number;
  zakasnjela: boolean;
  naknadna: boolean;
  version: number;
}

/**
 * Enters `input` into the event: a club's official for their club, the federation's staff for any of its clubs;
 * `byHand` is staff's late entry (the window and the caps do not hold it; it is marked). Decided in one batch.
 */
export async function enter(
  db: Database,
  scope: Scope,
  disciplinaId: string,
  input: NastupInput,
  options: { byHand?: boolean; now?: Date } = {},
): Promise<EntryAnswer> {
  const byHand = options.byHand ?? false;
  const now = (options.now ?? new Date()).toISOString();
  const facts = await factsOf(db, disciplinaId);
  const { event, competition, settings } = facts;
  const savezId = competition.savez_id;
  if (byHand) requireOrganiser(scope, "create", savezId);
  else if (!may(scope, "create", "nastupi", { savez_id: savezId, club_id: input.club_id })) {
    throw new ApiError(403, "forbidden", T_PRIJAVE.pravila.nijeVasKlub);
  }
  const club = await db
    .select({ savez_id: kluboviTable.savez_id })
    .from(kluboviTable)
    .where(and(eq(kluboviTable.id, input.club_id), live(kluboviTable)))
    .get();
  if (!club || club.savez_id !== savezId) throw invalid("club_id", T_PRIJAVE.nePostoji.klub);

  const before = await refusalsNow(db, facts, input, now, byHand);
  if (before.length > 0) throw refused(before);

  const athletes = [...input.sportasi, ...input.zamjene];
  const cap = eventCap(event.max_prijava, settings.max_po_disciplini);
  const fee = feeAt(now, settings);
  const id = crypto.randomUUID();
  const accepted = byHand || cap === null ? sql`1` : sql`${countOf(acceptedIn(disciplinaId))} < ${cap}`;
  const clubCap = byHand ? null : settings.max_po_klubu;
  const guard = and(
    noneEntered(disciplinaId, athletes),
    clubCap === null ? undefined : sql`${countOf(liveOfClub(disciplinaId, input.club_id))} < ${clubCap}`,
  );
  const row = {
    id,
    natjecanje_id: competition.id,
    disciplina_id: disciplinaId,
    club_id: input.club_id,
    status: sql`CASE WHEN ${accepted} THEN ${"prihvacena"} ELSE ${"cekanje"} END`,
    redni: nextOf(nastupiTable.redni, eq(nastupiTable.disciplina_id, disciplinaId)),
    startni_broj: sql`CASE WHEN ${accepted} THEN ${nextOf(nastupiTable.startni_broj, eq(nastupiTable.natjecanje_id, competition.id))} END`,
    naknadna: byHand ? 1 : 0,
    kotizacija_centi: fee.kotizacija_centi,
    zakasnjela: fee.zakasnjela ? 1 : 0,
    created_by: scope.userId,
    savez_id: savezId,
  };
  const members = [
    ...input.sportasi.map((sportas_id, i) => ({ sportas_id, mjesto_u_posadi: i + 1 })),
    ...input.zamjene.map((sportas_id) => ({ sportas_id, mjesto_u_posadi: 0 })),
  ].map((m) => ({
    id: crypto.randomUUID(),
    nastup_id: id,
    disciplina_id: disciplinaId,
    aktivan: 1,
    savez_id: savezId,
    ...m,
  }));
  const created = {
    natjecanje_id: competition.id,
    disciplina_id: disciplinaId,
    club_id: input.club_id,
    sportasi: input.sportasi,
    zamjene: input.zamjene,
    naknadna: byHand,
    kotizacija_centi: fee.kotizacija_centi,
    zakasnjela: fee.zakasnjela,
  };
  const auditValues = {
    ...audit(scope, "create", "nastupi", id, created, savezId),
    // The decided status and number go into the audit row from the row itself.
    changed_fields: sql`json_set(${JSON.stringify(created)}, ${"$.status"}, ${nastupiTable.status}, ${"$.redni"}, ${nastupiTable.redni})`,
  };
  const results = await batch(db, [
    insertWhere(db, nastupiTable, row, guard),
    insertRows(db, nastupiClanoviTable, members, entryExists(id)),
    insertWhere(db, auditLog, auditValues, eq(nastupiTable.id, id), nastupiTable),
    db.select().from(nastupiTable).where(eq(nastupiTable.id, id)),
  ]);
  const stored = rowsOf<Nastup>(results[3])[0];
  if (!stored) {
    // A racing entry took the place between the reads and the write: refused by what the write found.
    const after = await refusalsNow(db, facts, input, now, byHand);
    throw after.length > 0 ? refused(after) : conflict(T_PRIJAVE.greske.stanjeNeDopusta);
  }
  return answerOf(stored, await positionOf(db, stored));
}

/** The waiting list's position of an entry (1 is next), or null when it is not waiting. */
async function positionOf(db: Database, entry: Pick<Nastup, "status" | "disciplina_id" | "redni">) {
  if (entry.status !== "cekanje") return null;
  const ahead = await db
    .select({ n: count() })
    .from(nastupiTable)
    .where(
      and(
        eq(nastupiTable.disciplina_id, entry.disciplina_id),
        eq(nastupiTable.status, "cekanje"),
        sql`${nastupiTable.redni} <= ${entry.redni}`,
      ),
    )
    .get();
  return ahead?.n ?? null;
}

const answerOf = (n: Nastup, pozicija: number | null): EntryAnswer => ({
  id: n.id,
  status: n.status,
  redni: n.redni,
  pozicija,
  startni_broj: n.startni_broj,
  kotizacija_centi: n.kotizacija_centi,
  zakasnjela: n.zakasnjela,
  naknadna: n.naknadna,
  version: n.version,
});

// ---------------------------------------------------------------------------------------------------------
// Withdrawing, rejecting, promoting
// ---------------------------------------------------------------------------------------------------------

/**
 * The entry `entry` leaves (`to`: withdrawn or rejected) and, when it held an accepted place, the event's first
 * waiting entry takes it, all in one batch: the leave guarded by the version read, the members released and the
 * promotion guarded by the leave having happened, each change audited. Answers who was promoted.
 */
async function leave(
  db: Database,
  scope: Scope,
  entry: Nastup,
  version: number,
  to: "povucena" | "odbijena",
  razlog: string | null,
  cap: number | null,
) {
  const left = and(eq(nastupiTable.id, entry.id), eq(nastupiTable.status, to), eq(nastupiTable.version, version + 1));
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
    ...audit(scope, "update", "nastupi", "", {}, entry.savez_id),
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
          inArray(nastupiTable.status, [...LIVE_NASTUP_STATUSES]),
        ),
      ),
    insertWhere(
      db,
      auditLog,
      audit(
        scope,
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
        .where(and(inArray(nastupiTable.id, firstWaiting), leftExists, underCap)),
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
  if (changesOf(results[0]) !== 1) throw conflict(T_PRIJAVE.greske.stanjeNeDopusta);
  const promoted = rowsOf<{ id: string; startni_broj: number | null }>(results.at(-1))[0] ?? null;
  return { id: entry.id, status: to, version: version + 1, promaknuta: promoted };
}

/** The event's cap as it stands. */
async function capOf(db: Database, entry: Nastup) {
  const event = await eventOf(db, entry.disciplina_id);
  const settings = await settingsOf(db, entry.natjecanje_id);
  return { event, settings, cap: eventCap(event.max_prijava, settings?.max_po_disciplini ?? null) };
}

/**
 * A club withdraws its entry (until the changes' deadline), or staff withdraw any entry of their federation;
 * the first waiting entry takes a freed accepted place.
 */
export async function withdraw(db: Database, scope: Scope, id: string, version: number, now = new Date()) {
  const entry = await entryOf(db, id);
  const row = { savez_id: entry.savez_id, club_id: entry.club_id };
  const asOrganiser = may(scope, "update", "natjecanja_prijave", row);
  if (!asOrganiser && !may(scope, "update", "nastupi", row)) throw forbidden();
  const { settings, cap } = await capOf(db, entry);
  if (!asOrganiser && settings) {
    const late = changesRule(now.toISOString(), settings);
    if (late) throw refused([late]);
  }
  return leave(db, scope, entry, version, "povucena", null, cap);
}

/** Staff reject an entry with a reason; the first waiting entry takes a freed accepted place. */
export async function reject(db: Database, scope: Scope, id: string, version: number, razlog: string) {
  const entry = await entryOf(db, id);
  requireOrganiser(scope, "update", entry.savez_id);
  const { cap } = await capOf(db, entry);
  return leave(db, scope, entry, version, "odbijena", razlog, cap);
}

// ---------------------------------------------------------------------------------------------------------
// Results per entry (staff)
// ---------------------------------------------------------------------------------------------------------

/** The update of an accepted entry's result with its audit row, guarded by the version read (if given). */
function resultStatements(
  db: Database,
  scope: Scope,
  entry: Nastup,
  result: Omit<RezultatInput, "version">,
  version?: number,
) {
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
    insertWhere(db, auditLog, audit(scope, "update", "nastupi", entry.id, changed, entry.savez_id), changedOneRow()),
  ];
}

/** Staff enter (or clear) an accepted entry's place and time or points, audited. */
export async function setResult(db: Database, scope: Scope, id: string, input: RezultatInput) {
  const entry = await entryOf(db, id);
  requireOrganiser(scope, "update", entry.savez_id);
  if (entry.status !== "prihvacena") throw conflict(T_PRIJAVE.greske.rezultatSamoPrihvacena);
  const [result] = await batch(db, resultStatements(db, scope, entry, input, input.version));
  if (changesOf(result) !== 1) throw conflict(T_PRIJAVE.greske.stanjeNeDopusta);
  return { id, version: input.version + 1 };
}

/**
 * An event's results from CSV rows, each matched on its start number or on its first athlete's name among the
 * event's accepted entries: all or nothing (every row's errors numbered), in one batch, each audited.
 */
export async function importResults(db: Database, scope: Scope, disciplinaId: string, rows: readonly ResultCsvRow[]) {
  const event = await eventOf(db, disciplinaId);
  requireOrganiser(scope, "update", event.savez_id);
  const entries = (await entriesOf(db, event.natjecanje_id, null)).filter(
    (e) => e.disciplina_id === disciplinaId && e.status === "prihvacena",
  );
  const byNumber = new Map(entries.map((e) => [e.startni_broj, e]));
  const nameOf = (e: EntryRow) =>
    e.sportasi[0] ? `${e.sportasi[0].ime} ${e.sportasi[0].prezime}`.trim().toLocaleLowerCase("hr") : "";
  const errors: string[] = [];
  const seen = new Map<string, number>();
  const matched: [EntryRow, ResultCsvRow][] = [];
  for (const row of rows) {
    const entry =
      (row.startni_broj !== null ? byNumber.get(row.startni_broj) : undefined) ??
      (row.ime !== null ? entries.find((e) => nameOf(e) === row.ime) : undefined);
    if (!entry) errors.push(T_PRIJAVE.greske.csvRed(row.red, T_PRIJAVE.greske.csvNemaNastupa));
    else if (seen.has(entry.id))
      errors.push(T_PRIJAVE.greske.csvRed(row.red, T_PRIJAVE.greske.csvDvaput(seen.get(entry.id)!)));
    else {
      seen.set(entry.id, row.red);
      matched.push([entry, row]);
    }
  }
  if (errors.length > 0) throw new ApiError(400, "invalid_csv", errors[0]!, { csv: errors });
  const stored = await db
    .select()
    .from(nastupiTable)
    .where(
      inArray(
        nastupiTable.id,
        matched.map(([e]) => e.id),
      ),
    )
    .all();
  const rowOf = new Map(stored.map((n) => [n.id, n]));
  await batch(
    db,
    matched.flatMap(([entry, row]) =>
      resultStatements(db, scope, rowOf.get(entry.id)!, { mjesto: row.mjesto, rezultat: row.rezultat }),
    ),
  );
  return { upisano: matched.length };
}

// ---------------------------------------------------------------------------------------------------------
// Reads: a competition's entries, start lists, fees
// ---------------------------------------------------------------------------------------------------------

export interface EntryRow {
  id: string;
  disciplina_id: string;
  disciplina: string;
  club_id: string;
  klub: string;
  status: string;
  pozicija: number | null;
  redni: number;
  startni_broj: number | null;
  naknadna: boolean;
  zakasnjela: boolean;
  kotizacija_centi: number;
  razlog_odbijanja: string | null;
  mjesto: number | null;
  rezultat: string | null;
  version: number;
  created_at: string | null;
  sportasi: { id: string; ime: string; prezime: string; zamjena: boolean }[];
}

/** Who the entries matching `where` enter (the athlete, or a crew's seats then substitutes). */
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

/** The members read by `membersQuery`, by entry, substitutes last. */
function membersByEntry(members: Awaited<ReturnType<typeof membersQuery>>) {
  const byEntry = new Map<string, EntryRow["sportasi"]>();
  for (const m of members) {
    const list = byEntry.get(m.nastup_id) ?? [];
    list.push({ id: m.id, ime: m.ime, prezime: m.prezime, zamjena: m.mjesto_u_posadi === 0 });
    byEntry.set(m.nastup_id, list);
  }
  for (const list of byEntry.values()) list.sort((a, b) => Number(a.zamjena) - Number(b.zamjena));
  return byEntry;
}

/** Every entry of a competition (of `clubs` only, when given), with its event, club, athletes and position. */
async function entriesOf(db: Database, natjecanjeId: string, clubs: readonly string[] | null): Promise<EntryRow[]> {
  const where = and(
    eq(nastupiTable.natjecanje_id, natjecanjeId),
    live(nastupiTable),
    clubs === null ? undefined : inArray(nastupiTable.club_id, [...clubs]),
  );
  const [entries, members] = await db.batch([
    db
      .select({
        n: nastupiTable,
        disciplina: disciplineTable.naziv,
        klub: kluboviTable.kratki_naziv,
      })
      .from(nastupiTable)
      .innerJoin(disciplineTable, eq(disciplineTable.id, nastupiTable.disciplina_id))
      .innerJoin(kluboviTable, eq(kluboviTable.id, nastupiTable.club_id))
      .where(where)
      .orderBy(asc(disciplineTable.naziv), asc(nastupiTable.redni)),
    membersQuery(db, where),
  ]);
  const byEntry = membersByEntry(members);
  const waiting = new Map<string, number>();
  return entries.map(({ n, disciplina, klub }) => {
    let pozicija: number | null = null;
    if (n.status === "cekanje") {
      pozicija = (waiting.get(n.disciplina_id) ?? 0) + 1;
      waiting.set(n.disciplina_id, pozicija);
    }
    return {
      id: n.id,
      disciplina_id: n.disciplina_id,
      disciplina,
      club_id: n.club_id,
      klub,
      status: n.status,
      pozicija,
      redni: n.redni,
      startni_broj: n.startni_broj,
      naknadna: n.naknadna,
      zakasnjela: n.zakasnjela,
      kotizacija_centi: n.kotizacija_centi,
      razlog_odbijanja: n.razlog_odbijanja,
      mjesto: n.mjesto,
      rezultat: n.rezultat,
      version: n.version,
      created_at: n.created_at,
      sportasi: byEntry.get(n.id) ?? [],
    };
  });
}

/** The clubs whose entries the caller reads: all (null) for the federation's staff, else its clubs; 403 if none. */
function readableClubs(scope: Scope, savezId: string | null, clubId: string | null): readonly string[] | null {
  if (may(scope, "read", "nastupi", { savez_id: savezId })) {
    return clubId ? [clubId] : null;
  }
  if (!scopesOf(scope, "read", "nastupi").includes("club")) throw forbidden();
  if (clubId && !scope.clubs.includes(clubId)) throw forbidden();
  return clubId ? [clubId] : scope.clubs;
}

/** The competition's entry settings as an answer: the stored instants and Zagreb's text of each. */
function settingsAnswer(s: Postavke | null, now: string) {
  if (!s) return null;
  return {
    id: s.id,
    sezona_id: s.sezona_id,
    otvaranje: s.otvaranje,
    zatvaranje: s.zatvaranje,
    izmjene_do: s.izmjene_do,
    licenca_obavezna: s.licenca_obavezna,
    max_po_disciplini: s.max_po_disciplini,
    max_po_klubu: s.max_po_klubu,
    kotizacija_centi: s.kotizacija_centi,
    zakasnina_centi: s.zakasnina_centi,
    zakasnina_od: s.zakasnina_od,
    javne_prije_zatvaranja: s.javne_prije_zatvaranja,
    otvorene: now >= s.otvaranje && now < s.zatvaranje,
    version: s.version,
  };
}

async function eventsOf(db: Database, natjecanjeId: string) {
  return db
    .select()
    .from(disciplineTable)
    .where(and(eq(disciplineTable.natjecanje_id, natjecanjeId), live(disciplineTable)))
    .orderBy(asc(disciplineTable.naziv))
    .all();
}

/**
 * A competition's entries for the caller: its settings, its events (with accepted and waiting counts and the
 * cap) and the entries the caller reads (staff: all, or one club's; an official: their clubs'), optionally of
 * one status or event.
 */
export async function competitionEntries(
  db: Database,
  scope: Scope,
  natjecanjeId: string,
  filter: { club_id?: string | null; status?: string | null; disciplina_id?: string | null },
  now = new Date(),
) {
  const competition = await competitionOf(db, natjecanjeId);
  const clubs = readableClubs(scope, competition.savez_id, filter.club_id ?? null);
  const [settings, events, all] = await Promise.all([
    settingsOf(db, natjecanjeId),
    eventsOf(db, natjecanjeId),
    entriesOf(db, natjecanjeId, null),
  ]);
  const visible = all.filter(
    (e) =>
      (clubs === null || clubs.includes(e.club_id)) &&
      (!filter.status || e.status === filter.status) &&
      (!filter.disciplina_id || e.disciplina_id === filter.disciplina_id),
  );
  return {
    natjecanje: {
      id: competition.id,
      naziv: competition.naziv,
      datum_od: competition.datum_od,
      savez_id: competition.savez_id,
    },
    postavke: settingsAnswer(settings, now.toISOString()),
    discipline: events.map((d) => ({
      id: d.id,
      naziv: d.naziv,
      kategorije: JSON.parse(d.kategorije) as string[],
      spol: d.spol,
      vrsta: d.vrsta,
      posada: d.posada,
      zamjene: d.zamjene,
      kapacitet: eventCap(d.max_prijava, settings?.max_po_disciplini ?? null),
      prihvacene: all.filter((e) => e.disciplina_id === d.id && e.status === "prihvacena").length,
      cekanje: all.filter((e) => e.disciplina_id === d.id && e.status === "cekanje").length,
      version: d.version,
    })),
    nastupi: visible,
  };
}

/**
 * The start lists: each event's accepted entries by club (then start number). Public once entries close (or
 * before, when the settings say so; a competition with no settings: always, as its hand-picked list was);
 * staff of the federation see them any time. Null when the caller may not see them yet.
 */
export async function startLists(db: Database, scope: Scope, natjecanjeId: string, now = new Date()) {
  const competition = await competitionOf(db, natjecanjeId);
  const settings = await settingsOf(db, natjecanjeId);
  const open =
    !settings ||
    settings.javne_prije_zatvaranja ||
    now.toISOString() >= settings.zatvaranje ||
    may(scope, "read", "natjecanja_prijave", { savez_id: competition.savez_id });
  if (!open) return null;
  const [events, entries] = await Promise.all([eventsOf(db, natjecanjeId), entriesOf(db, natjecanjeId, null)]);
  const accepted = entries
    .filter((e) => e.status === "prihvacena")
    .sort((a, b) => a.klub.localeCompare(b.klub, "hr") || (a.startni_broj ?? 0) - (b.startni_broj ?? 0));
  return {
    natjecanje: { id: competition.id, naziv: competition.naziv, datum_od: competition.datum_od },
    zatvaranje: settings?.zatvaranje ?? null,
    discipline: events.map((d) => ({
      id: d.id,
      naziv: d.naziv,
      nastupi: accepted
        .filter((e) => e.disciplina_id === d.id)
        .map((e) => ({
          startni_broj: e.startni_broj,
          klub: e.klub,
          naknadna: e.naknadna,
          mjesto: e.mjesto,
          rezultat: e.rezultat,
          sportasi: e.sportasi.map((s) => ({ ime: s.ime, prezime: s.prezime, zamjena: s.zamjena })),
        })),
    })),
  };
}

/**
 * Each club's fees: its accepted entries and their fees (late ones marked; waiting, withdrawn and rejected ones
 * are not charged and not listed). Staff read every club's; an official their clubs'.
 */
export async function fees(db: Database, scope: Scope, natjecanjeId: string) {
  const competition = await competitionOf(db, natjecanjeId);
  const clubs = readableClubs(scope, competition.savez_id, null);
  const entries = (await entriesOf(db, natjecanjeId, clubs)).filter((e) => e.status === "prihvacena");
  const byClub = new Map<string, EntryRow[]>();
  for (const e of entries) byClub.set(e.club_id, [...(byClub.get(e.club_id) ?? []), e]);
  return {
    natjecanje: { id: competition.id, naziv: competition.naziv },
    klubovi: [...byClub.entries()]
      .map(([club_id, list]) => ({
        club_id,
        klub: list[0]!.klub,
        prijava: list.length,
        kasnih: list.filter((e) => e.zakasnjela).length,
        naknadnih: list.filter((e) => e.naknadna).length,
        ukupno_centi: list.reduce((sum, e) => sum + e.kotizacija_centi, 0),
        stavke: list.map((e) => ({
          nastup_id: e.id,
          disciplina: e.disciplina,
          sportasi: e.sportasi.map((s) => `${s.ime} ${s.prezime}`),
          kotizacija_centi: e.kotizacija_centi,
          zakasnjela: e.zakasnjela,
          naknadna: e.naknadna,
        })),
      }))
      .sort((a, b) => a.klub.localeCompare(b.klub, "hr")),
  };
}

/** Every entry of the caller's clubs (an official's), newest competitions first, with waiting positions. */
export async function myEntries(db: Database, scope: Scope) {
  if (scope.clubs.length === 0) return { nastupi: [] };
  const rows = await db
    .select({
      n: nastupiTable,
      natjecanje: natjecanjaTable.naziv,
      datum_od: natjecanjaTable.datum_od,
      disciplina: disciplineTable.naziv,
    })
    .from(nastupiTable)
    .innerJoin(natjecanjaTable, eq(natjecanjaTable.id, nastupiTable.natjecanje_id))
    .innerJoin(disciplineTable, eq(disciplineTable.id, nastupiTable.disciplina_id))
    .where(and(inArray(nastupiTable.club_id, [...scope.clubs]), live(nastupiTable), live(natjecanjaTable)))
    .orderBy(desc(natjecanjaTable.datum_od), asc(disciplineTable.naziv), asc(nastupiTable.redni))
    .all();
  const [positions, members] = await Promise.all([
    Promise.all(rows.map(({ n }) => positionOf(db, n))),
    // Who each entry enters (the screen names them), read with the same clubs' filter.
    membersQuery(db, and(inArray(nastupiTable.club_id, [...scope.clubs]), live(nastupiTable))).all(),
  ]);
  const byEntry = membersByEntry(members);
  return {
    nastupi: rows.map(({ n, natjecanje, datum_od, disciplina }, i) => ({
      ...answerOf(n, positions[i] ?? null),
      sportasi: byEntry.get(n.id) ?? [],
      natjecanje_id: n.natjecanje_id,
      natjecanje,
      datum_od,
      disciplina_id: n.disciplina_id,
      disciplina,
      club_id: n.club_id,
      razlog_odbijanja: n.razlog_odbijanja,
    })),
  };
}

/**
 * What anyone may know of a competition's entries: the window (and whether it is open now) and the events with
 * their caps and how many are accepted and waiting; null when it takes no entries.
 */
export async function publicWindow(db: Database, natjecanjeId: string, now = new Date()) {
  await competitionOf(db, natjecanjeId);
  const settings = await settingsOf(db, natjecanjeId);
  if (!settings) return null;
  const [events, counts] = await Promise.all([
    eventsOf(db, natjecanjeId),
    db
      .select({ disciplina_id: nastupiTable.disciplina_id, status: nastupiTable.status, n: count() })
      .from(nastupiTable)
      .where(and(eq(nastupiTable.natjecanje_id, natjecanjeId), live(nastupiTable)))
      .groupBy(nastupiTable.disciplina_id, nastupiTable.status)
      .all(),
  ]);
  const countOfStatus = (id: string, status: string) =>
    counts.find((c) => c.disciplina_id === id && c.status === status)?.n ?? 0;
  const at = now.toISOString();
  return {
    otvaranje: settings.otvaranje,
    zatvaranje: settings.zatvaranje,
    izmjene_do: settings.izmjene_do,
    otvorene: at >= settings.otvaranje && at < settings.zatvaranje,
    licenca_obavezna: settings.licenca_obavezna,
    kotizacija_centi: settings.kotizacija_centi,
    discipline: events.map((d) => ({
      id: d.id,
      naziv: d.naziv,
      spol: d.spol,
      vrsta: d.vrsta,
      posada: d.posada,
      zamjene: d.zamjene,
      kapacitet: eventCap(d.max_prijava, settings.max_po_disciplini),
      prihvacene: countOfStatus(d.id, "prihvacena"),
      cekanje: countOfStatus(d.id, "cekanje"),
    })),
  };
}
