// Entries (issue 30): a competition's entry settings and events (the federation's staff), entries made by a
// club's officials for their club (staff for any club of the federation), withdrawn by the club or rejected by
// staff, the start lists made of the accepted entries, and each club's fees. This module is the logic, once:
// who may act, the eligibility rules (shared/entries/eligibility.ts) and the answers. The rows are a store's
// (./prijave-store.ts): D1's (./prijave-d1.ts) or PostgreSQL's through Hasura (./hasura-prijave.ts), whichever
// DATA_PROVIDER names. Each store decides an entry at once (however many arrive together, no more than the cap
// are accepted, the waiting list keeps arrival order, nobody holds two places in an event) and promotes the
// first waiting entry of a withdrawn accepted one in the same transaction, audited.
//
// A refusal found by the reads before the write writes nothing; one the write's guard finds (a racing entry
// took the place) is re-read and refused the same way, having written nothing.
import type { DisciplinaInput } from "../../shared/entities/disciplina/input";
import type { NastupInput, NastupStatus, RezultatInput } from "../../shared/entities/nastup/input";
import type { PostavkePrijavaInput } from "../../shared/entities/postavke-prijava/input";
import type { EntryMember, EntryRow, EventPlaces, EventRow } from "../../shared/entries/answers";
import type { ResultCsvRow } from "../../shared/entries/csv";
import {
  changesRule,
  entryRefusals,
  eventCap,
  feeAt,
  refusalFields,
  refusalFixes,
  type EntryAthlete,
  type Refusal,
} from "../../shared/entries/eligibility";
import { reaches, scopesOf, type Action, type Resource } from "../../shared/permissions";
import type { Sex } from "../../shared/season/categories";
import { zagrebInstant } from "../../shared/entries/time";
import { T_PRIJAVE } from "../../shared/texts";
import { ApiError } from "../errors";
import type {
  Disciplina,
  EntryFilter,
  EntryStore,
  MemberRow,
  Nastup,
  NamedEntry,
  Natjecanje,
  Postavke,
  Sezona,
} from "./prijave-store";
import type { Scope } from "./scope";

export type { EntryStore } from "./prijave-store";

/** The tables an entry answer reads: its edge-cache tags, replaced by every entry write. */
export const ENTRY_ENTITIES = ["natjecanja", "postavke_prijava", "discipline", "nastupi", "klubovi", "sportasi"];

const forbidden = () => new ApiError(403, "forbidden", T_PRIJAVE.greske.bezOvlasti);
const notFound = (message: string) => new ApiError(404, "not_found", message);
const conflict = (message: string) => new ApiError(409, "conflict", message);
const invalid = (field: string, message: string) => new ApiError(400, "invalid", message, { [field]: [message] });

/** Refused by the named rules, each at its field (and where another screen fixes it): nothing was written. */
function refused(refusals: readonly Refusal[]): ApiError {
  const fixes = refusalFixes(refusals);
  return new ApiError(
    422,
    "entry_refused",
    refusals[0]?.message ?? T_PRIJAVE.greske.neispravno,
    { ...refusalFields(refusals) },
    Object.keys(fixes).length > 0 ? fixes : undefined,
  );
}

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

async function competitionOf(store: EntryStore, id: string): Promise<Natjecanje> {
  const row = await store.competition(id);
  if (!row) throw notFound(T_PRIJAVE.nePostoji.natjecanje);
  return row;
}

async function eventOf(store: EntryStore, id: string): Promise<Disciplina> {
  const row = await store.event(id);
  if (!row) throw notFound(T_PRIJAVE.nePostoji.disciplina);
  return row;
}

async function entryOf(store: EntryStore, id: string): Promise<Nastup> {
  const row = await store.entry(id);
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

/** The first instant after the competition's last day in Zagreb (null when its dates are unreadable). */
function afterCompetition(competition: Natjecanje): string | null {
  const last = Date.parse(`${competition.datum_do ?? competition.datum_od}T00:00:00Z`);
  if (Number.isNaN(last)) return null;
  return zagrebInstant(`${new Date(last + 86_400_000).toISOString().slice(0, 10)}T00:00`);
}

/**
 * Changes end by the competition's last day (400 at the field). The close itself is not held to it: settings
 * closing after the competition are stored (tests/worker/prijave.test.ts saves such a window).
 */
function checkAgainstCompetition(competition: Natjecanje, input: PostavkePrijavaInput): void {
  const after = afterCompetition(competition);
  if (after !== null && input.izmjene_do && input.izmjene_do > after) {
    throw invalid("izmjene_do", T_PRIJAVE.polja.izmjeneNakonNatjecanja);
  }
}

/** The competition's entry settings, created or replaced (staff of its federation), audited. */
export async function saveSettings(store: EntryStore, scope: Scope, natjecanjeId: string, input: PostavkePrijavaInput) {
  const competition = await competitionOf(store, natjecanjeId);
  requireOrganiser(scope, "update", competition.savez_id);
  checkAgainstCompetition(competition, input);
  const season = await store.season(input.sezona_id);
  if (!season || season.deleted_at || season.savez_id !== competition.savez_id) {
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
  const before = await store.settings(natjecanjeId);
  if (!before) {
    const row = stamped(scope, competition.savez_id, { natjecanje_id: natjecanjeId, ...values });
    await store.insertSettings(row);
    return { id: row.id, version: 1 };
  }
  const changed = Object.fromEntries(
    Object.entries(values)
      .filter(([k, v]) => before[k as keyof Postavke] !== v)
      .map(([k, v]) => [k, { from: before[k as keyof Postavke], to: v }]),
  );
  if (!(await store.updateSettings(before, values, changed))) throw conflict(T_PRIJAVE.greske.stanjeNeDopusta);
  return { id: before.id, version: before.version + 1 };
}

/** The categories named exist, live, in the competition's federation (else 400 at `field`). */
async function checkCategories(store: EntryStore, savezId: string | null, ids: readonly string[], field: string) {
  if (ids.length === 0) return;
  const found = (await store.categories(ids)).filter((c) => c.savez_id === (savezId ?? "") && !c.deleted_at);
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
export async function createEvents(store: EntryStore, scope: Scope, natjecanjeId: string, inputs: DisciplinaInput[]) {
  const competition = await competitionOf(store, natjecanjeId);
  requireOrganiser(scope, "create", competition.savez_id);
  await checkCategories(store, competition.savez_id, [...new Set(inputs.flatMap((i) => i.kategorije))], "kategorije");
  const rows = inputs.map((input) => eventRow(scope, natjecanjeId, competition.savez_id, input));
  await store.insertEvents(rows);
  return { ids: rows.map((r) => r.id) };
}

/** The age categories of the federation by name (case ignored), for the events' CSV. */
export async function categoriesByName(store: EntryStore, natjecanjeId: string) {
  const competition = await competitionOf(store, natjecanjeId);
  const rows = await store.federationCategories(competition.savez_id);
  return new Map(rows.map((r) => [r.naziv.trim().toLocaleLowerCase("hr"), r.id]));
}

// ---------------------------------------------------------------------------------------------------------
// Entering
// ---------------------------------------------------------------------------------------------------------

interface Facts {
  event: Disciplina;
  competition: Natjecanje;
  settings: Postavke;
  season: Sezona;
}

/** The event with its competition, entry settings and season; 404 when any is missing. */
async function factsOf(store: EntryStore, disciplinaId: string): Promise<Facts> {
  const event = await eventOf(store, disciplinaId);
  const competition = await competitionOf(store, event.natjecanje_id);
  const settings = await store.settings(competition.id);
  if (!settings) throw notFound(T_PRIJAVE.nePostoji.postavke);
  const season = await store.season(settings.sezona_id);
  if (!season) throw notFound(T_PRIJAVE.nePostoji.sezona);
  return { event, competition, settings, season };
}

/**
 * The athletes named, with their medical examination and their live licence of the season; unknown ids are
 * missing from the map.
 */
async function athletesOf(store: EntryStore, ids: readonly string[], sezonaId: string, savezId: string | null) {
  if (ids.length === 0) return new Map<string, EntryAthlete>();
  const [athletes, licences] = await Promise.all([store.athletes(ids, savezId), store.licences(ids, sezonaId)]);
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
        lijecnicki_do: a.lijecnicki_do ?? null,
        licenca: byAthlete.get(a.id) ?? null,
      },
    ]),
  );
}

/** Every refusal of the entry as the store stands now (reads only). */
async function refusalsNow(
  store: EntryStore,
  facts: Facts,
  input: NastupInput,
  now: string,
  byHand: boolean,
): Promise<Refusal[]> {
  const { event, competition, settings, season } = facts;
  const ids = [...input.sportasi, ...input.zamjene];
  const [athletes, categories, entered, clubLive] = await Promise.all([
    athletesOf(store, ids, season.id, competition.savez_id),
    store.categories(JSON.parse(event.kategorije) as string[]),
    store.entered(event.id, ids),
    store.clubPlaces(event.id, input.club_id),
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
    clubLive,
    clubCap: byHand ? null : settings.max_po_klubu,
    entered: new Set(entered),
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
 * `byHand` is staff's late entry (the window and the caps do not hold it; it is marked). Decided at once.
 */
export async function enter(
  store: EntryStore,
  scope: Scope,
  disciplinaId: string,
  input: NastupInput,
  options: { byHand?: boolean; now?: Date } = {},
): Promise<EntryAnswer> {
  const byHand = options.byHand ?? false;
  const now = (options.now ?? new Date()).toISOString();
  const facts = await factsOf(store, disciplinaId);
  const { event, competition, settings } = facts;
  const savezId = competition.savez_id;
  if (byHand) requireOrganiser(scope, "create", savezId);
  else if (!may(scope, "create", "nastupi", { savez_id: savezId, club_id: input.club_id })) {
    throw new ApiError(403, "forbidden", T_PRIJAVE.pravila.nijeVasKlub);
  }
  const club = await store.club(input.club_id);
  if (!club || club.savez_id !== savezId) throw invalid("club_id", T_PRIJAVE.nePostoji.klub);

  const before = await refusalsNow(store, facts, input, now, byHand);
  if (before.length > 0) throw refused(before);

  const fee = feeAt(now, settings);
  const id = crypto.randomUUID();
  const stored = await store.enter({
    id,
    natjecanje_id: competition.id,
    disciplina_id: disciplinaId,
    club_id: input.club_id,
    naknadna: byHand,
    kotizacija_centi: fee.kotizacija_centi,
    zakasnjela: fee.zakasnjela,
    savez_id: savezId,
    created_by: scope.userId,
    members: [
      ...input.sportasi.map((sportas_id, i) => ({ sportas_id, mjesto_u_posadi: i + 1 })),
      ...input.zamjene.map((sportas_id) => ({ sportas_id, mjesto_u_posadi: 0 })),
    ].map((m) => ({ id: crypto.randomUUID(), ...m })),
    cap: byHand ? null : eventCap(event.max_prijava, settings.max_po_disciplini),
    clubCap: byHand ? null : settings.max_po_klubu,
    audit: {
      natjecanje_id: competition.id,
      disciplina_id: disciplinaId,
      club_id: input.club_id,
      sportasi: input.sportasi,
      zamjene: input.zamjene,
      naknadna: byHand,
      kotizacija_centi: fee.kotizacija_centi,
      zakasnjela: fee.zakasnjela,
    },
  });
  if (!stored) {
    // A racing entry took the place between the reads and the write: refused by what the write found.
    const after = await refusalsNow(store, facts, input, now, byHand);
    throw after.length > 0 ? refused(after) : conflict(T_PRIJAVE.greske.stanjeNeDopusta);
  }
  return answerOf(stored, await store.position(stored));
}

const answerOf = (n: Nastup, pozicija: number | null): EntryAnswer => ({
  id: n.id,
  status: n.status,
  redni: n.redni,
  pozicija,
  startni_broj: n.startni_broj,
  kotizacija_centi: n.kotizacija_centi,
  zakasnjela: Boolean(n.zakasnjela),
  naknadna: Boolean(n.naknadna),
  version: n.version,
});

// ---------------------------------------------------------------------------------------------------------
// Withdrawing, rejecting, promoting
// ---------------------------------------------------------------------------------------------------------

/**
 * The entry leaves (`to`: withdrawn or rejected) and, when it held an accepted place, the event's first waiting
 * entry takes it, at once (the store's one transaction), guarded by the version read. Answers who was promoted.
 */
async function leave(
  store: EntryStore,
  entry: Nastup,
  version: number,
  to: "povucena" | "odbijena",
  razlog: string | null,
  cap: number | null,
) {
  const { changed, promoted } = await store.leave(entry, version, to, razlog, cap);
  if (!changed) throw conflict(T_PRIJAVE.greske.stanjeNeDopusta);
  return { id: entry.id, status: to, version: version + 1, promaknuta: promoted };
}

/** The event's cap as it stands. */
async function capOf(store: EntryStore, entry: Nastup) {
  const event = await eventOf(store, entry.disciplina_id);
  const settings = await store.settings(entry.natjecanje_id);
  return { event, settings, cap: eventCap(event.max_prijava, settings?.max_po_disciplini ?? null) };
}

/**
 * A club withdraws its entry (until the changes' deadline), or staff withdraw any entry of their federation;
 * the first waiting entry takes a freed accepted place.
 */
export async function withdraw(store: EntryStore, scope: Scope, id: string, version: number, now = new Date()) {
  const entry = await entryOf(store, id);
  const row = { savez_id: entry.savez_id, club_id: entry.club_id };
  const asOrganiser = may(scope, "update", "natjecanja_prijave", row);
  if (!asOrganiser && !may(scope, "update", "nastupi", row)) throw forbidden();
  const { settings, cap } = await capOf(store, entry);
  if (!asOrganiser && settings) {
    const late = changesRule(now.toISOString(), settings);
    if (late) throw refused([late]);
  }
  return leave(store, entry, version, "povucena", null, cap);
}

/** Staff reject an entry with a reason; the first waiting entry takes a freed accepted place. */
export async function reject(store: EntryStore, scope: Scope, id: string, version: number, razlog: string) {
  const entry = await entryOf(store, id);
  requireOrganiser(scope, "update", entry.savez_id);
  const { cap } = await capOf(store, entry);
  return leave(store, entry, version, "odbijena", razlog, cap);
}

// ---------------------------------------------------------------------------------------------------------
// Results per entry (staff)
// ---------------------------------------------------------------------------------------------------------

/** Staff enter (or clear) an accepted entry's place and time or points, audited. */
export async function setResult(store: EntryStore, scope: Scope, id: string, input: RezultatInput) {
  const entry = await entryOf(store, id);
  requireOrganiser(scope, "update", entry.savez_id);
  if (entry.status !== "prihvacena") throw conflict(T_PRIJAVE.greske.rezultatSamoPrihvacena);
  const { version, ...result } = input;
  if (!(await store.setResult(entry, result, version))) throw conflict(T_PRIJAVE.greske.stanjeNeDopusta);
  return { id, version: version + 1 };
}

/**
 * An event's results from CSV rows, each matched on its start number or on its first athlete's name among the
 * event's accepted entries: all or nothing (every row's errors numbered), at once, each audited.
 */
export async function importResults(
  store: EntryStore,
  scope: Scope,
  disciplinaId: string,
  rows: readonly ResultCsvRow[],
) {
  const event = await eventOf(store, disciplinaId);
  requireOrganiser(scope, "update", event.savez_id);
  const entries = await entriesOf(store, event.natjecanje_id, {
    clubs: null,
    status: "prihvacena",
    disciplinaId,
  });
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
  const stored = await store.entriesById(matched.map(([e]) => e.id));
  const rowOf = new Map(stored.map((n) => [n.id, n]));
  await store.setResults(
    matched.map(([entry, row]) => ({
      entry: rowOf.get(entry.id)!,
      result: { mjesto: row.mjesto, rezultat: row.rezultat },
    })),
  );
  return { upisano: matched.length };
}

// ---------------------------------------------------------------------------------------------------------
// Reads: a competition's entries, start lists, fees
// ---------------------------------------------------------------------------------------------------------

/** The members a store read, by entry, seats first and substitutes last. */
function membersByEntry(members: readonly MemberRow[]) {
  const byEntry = new Map<string, EntryMember[]>();
  for (const m of members) {
    const list = byEntry.get(m.nastup_id) ?? [];
    list.push({ id: m.id, ime: m.ime, prezime: m.prezime, zamjena: m.mjesto_u_posadi === 0 });
    byEntry.set(m.nastup_id, list);
  }
  for (const list of byEntry.values()) list.sort((a, b) => Number(a.zamjena) - Number(b.zamjena));
  return byEntry;
}

/**
 * A competition's entries matching `filter`, with event, club, athletes and waiting position. The positions are
 * counted over the entries read: complete when every status of an event is read (a filter on status
 * 'cekanje' or none).
 */
async function entriesOf(store: EntryStore, natjecanjeId: string, filter: EntryFilter): Promise<EntryRow[]> {
  const { entries, members } = await store.entries(natjecanjeId, filter);
  const byEntry = membersByEntry(members);
  const waiting = new Map<string, number>();
  return entries.map(({ n, disciplina, klub }: NamedEntry) => {
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
      // The table's CHECK keeps the status one of NASTUP_STATUSES.
      status: n.status as NastupStatus,
      pozicija,
      redni: n.redni,
      startni_broj: n.startni_broj,
      naknadna: Boolean(n.naknadna),
      zakasnjela: Boolean(n.zakasnjela),
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
    licenca_obavezna: Boolean(s.licenca_obavezna),
    max_po_disciplini: s.max_po_disciplini,
    max_po_klubu: s.max_po_klubu,
    kotizacija_centi: s.kotizacija_centi,
    zakasnina_centi: s.zakasnina_centi,
    zakasnina_od: s.zakasnina_od,
    javne_prije_zatvaranja: Boolean(s.javne_prije_zatvaranja),
    otvorene: now >= s.otvaranje && now < s.zatvaranje,
    version: s.version,
  };
}

/**
 * A competition's entries for the caller: its settings, its events (with accepted and waiting counts and the
 * cap) and the entries the caller reads (staff: all, or one club's; an official: their clubs'), optionally of
 * one status or event.
 */
export async function competitionEntries(
  store: EntryStore,
  scope: Scope,
  natjecanjeId: string,
  filter: { club_id?: string | null; status?: string | null; disciplina_id?: string | null },
  now = new Date(),
) {
  const competition = await competitionOf(store, natjecanjeId);
  const clubs = readableClubs(scope, competition.savez_id, filter.club_id ?? null);
  const [settings, events, all] = await Promise.all([
    store.settings(natjecanjeId),
    store.events(natjecanjeId),
    entriesOf(store, natjecanjeId, { clubs: null }),
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
    discipline: events.map((d): EventRow => ({
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
 * staff of the federation see them any time. Null when the caller may not see them yet. Only the accepted
 * entries are read (an index range), however long the waiting lists.
 */
export async function startLists(store: EntryStore, scope: Scope, natjecanjeId: string, now = new Date()) {
  const competition = await competitionOf(store, natjecanjeId);
  const settings = await store.settings(natjecanjeId);
  const open =
    !settings ||
    settings.javne_prije_zatvaranja ||
    now.toISOString() >= settings.zatvaranje ||
    may(scope, "read", "natjecanja_prijave", { savez_id: competition.savez_id });
  if (!open) return null;
  const [events, entries] = await Promise.all([
    store.events(natjecanjeId),
    entriesOf(store, natjecanjeId, { clubs: null, status: "prihvacena" }),
  ]);
  const accepted = entries.sort(
    (a, b) => a.klub.localeCompare(b.klub, "hr") || (a.startni_broj ?? 0) - (b.startni_broj ?? 0),
  );
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
export async function fees(store: EntryStore, scope: Scope, natjecanjeId: string) {
  const competition = await competitionOf(store, natjecanjeId);
  const clubs = readableClubs(scope, competition.savez_id, null);
  const entries = await entriesOf(store, natjecanjeId, { clubs, status: "prihvacena" });
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

/**
 * Every entry of the caller's clubs (an official's), newest competitions first, with waiting positions: two
 * reads however many entries (the positions come with the entries, not one read per entry); and the competitions
 * of the clubs' federations whose entries are open now, closing soonest first.
 */
export async function myEntries(store: EntryStore, scope: Scope, now = new Date()) {
  if (scope.clubs.length === 0) return { nastupi: [], otvorena: [] };
  const [{ entries, members }, otvorena] = await Promise.all([
    store.clubEntries(scope.clubs),
    store.openCompetitions(scope.clubs, now.toISOString()),
  ]);
  const byEntry = membersByEntry(members);
  return {
    // Where the clubs may enter now (issue 50: with none entered yet, 'Moj klub' was a dead end).
    otvorena,
    nastupi: entries.map(({ n, natjecanje, datum_od, disciplina, pozicija }) => ({
      ...answerOf(n, pozicija),
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
export async function publicWindow(store: EntryStore, natjecanjeId: string, now = new Date()) {
  await competitionOf(store, natjecanjeId);
  const settings = await store.settings(natjecanjeId);
  if (!settings) return null;
  const [events, counts] = await Promise.all([store.events(natjecanjeId), store.statusCounts(natjecanjeId)]);
  const countOfStatus = (id: string, status: string) =>
    counts.find((c) => c.disciplina_id === id && c.status === status)?.n ?? 0;
  const at = now.toISOString();
  return {
    otvaranje: settings.otvaranje,
    zatvaranje: settings.zatvaranje,
    izmjene_do: settings.izmjene_do,
    otvorene: at >= settings.otvaranje && at < settings.zatvaranje,
    licenca_obavezna: Boolean(settings.licenca_obavezna),
    kotizacija_centi: settings.kotizacija_centi,
    discipline: events.map((d): EventPlaces => ({
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
