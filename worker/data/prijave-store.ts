// What the entries' logic (./prijave.ts) needs of a store (issue 30): its reads and writes, answered by D1
// (./prijave-d1.ts: Drizzle, each decision one batch with its audit rows) or by Hasura (./hasura-prijave.ts:
// trusted GraphQL, writes as the caller's role, the decisions and audit rows by the migration's triggers). The
// rights, the eligibility rules and the answers are the logic's, once, so both stores answer alike; a store
// reads the rows asked for, in the order asked for, and writes them. Every read is of live rows (not in
// 'Obrisano') unless it says otherwise.
import type { dobneKategorijeTable } from "../../shared/entities/dobna-kategorija";
import type { disciplineTable } from "../../shared/entities/disciplina";
import type { natjecanjaTable } from "../../shared/entities/natjecanje";
import type { nastupiTable } from "../../shared/entities/nastup";
import type { RezultatInput } from "../../shared/entities/nastup/input";
import type { postavkePrijavaTable } from "../../shared/entities/postavke-prijava";
import type { sezoneTable } from "../../shared/entities/sezona";
import type { sportasiTable } from "../../shared/entities/sportas";

export type Postavke = typeof postavkePrijavaTable.$inferSelect;
export type Disciplina = typeof disciplineTable.$inferSelect;
export type Nastup = typeof nastupiTable.$inferSelect;
export type Natjecanje = typeof natjecanjaTable.$inferSelect;
export type Sezona = typeof sezoneTable.$inferSelect;
export type Kategorija = typeof dobneKategorijeTable.$inferSelect;
export type Sportas = typeof sportasiTable.$inferSelect;

/** An athlete's live licence of a season. */
export interface LicenceRow {
  sportas_id: string;
  status: string;
}

/** Who an entry enters: one row per athlete (seat 1..n, or 0 for a substitute). */
export interface MemberRow {
  nastup_id: string;
  id: string;
  ime: string;
  prezime: string;
  mjesto_u_posadi: number;
}

/** An entry with its event's and club's names. */
export interface NamedEntry {
  n: Nastup;
  disciplina: string;
  klub: string;
}

/** An entry of a club's list, with its competition and event. */
export interface ClubEntry {
  n: Nastup;
  natjecanje: string;
  datum_od: string;
  disciplina: string;
  /** The waiting list's position (1 is next), or null when it is not waiting. */
  pozicija: number | null;
}

/** Which of a competition's entries to read. */
export interface EntryFilter {
  /** Of these clubs only (null: every club's). */
  clubs: readonly string[] | null;
  /** Of this status only (null: any). */
  status?: string | null;
  /** Of this event only. */
  disciplinaId?: string | null;
}

/** A new entry as the logic made it: the store decides its status, arrival and start numbers. */
export interface NewEntry {
  id: string;
  natjecanje_id: string;
  disciplina_id: string;
  club_id: string;
  naknadna: boolean;
  kotizacija_centi: number;
  zakasnjela: boolean;
  savez_id: string | null;
  created_by: number | null;
  members: { id: string; sportas_id: string; mjesto_u_posadi: number }[];
  /** The event's cap (null: none; a late entry by hand is never held by it). */
  cap: number | null;
  /** The club's places in the event (null: no cap). */
  clubCap: number | null;
  /** What the audit row of its creation says (the decided status and number are added by the store). */
  audit: Record<string, unknown>;
}

/** An entry's result: place and time or points. */
export type ResultValues = Omit<RezultatInput, "version">;

/** The most open competitions 'Moj klub' lists (a federation holds a few at a time). */
export const OPEN_COMPETITIONS_MAX = 50;

/** A competition whose entries are open (issue 50: 'Moj klub' offers it, with 'Prijavi'). */
export interface OpenCompetition {
  id: string;
  naziv: string;
  datum_od: string;
  /** When its entries close (UTC). */
  zatvaranje: string;
}

export interface EntryStore {
  /** A live competition; null when none. */
  competition(id: string): Promise<Natjecanje | null>;
  /** The competition's live entry settings; null when none. */
  settings(natjecanjeId: string): Promise<Postavke | null>;
  /** A season (any state); null when none. */
  season(id: string): Promise<Sezona | null>;
  event(id: string): Promise<Disciplina | null>;
  entry(id: string): Promise<Nastup | null>;
  /** These entries (any state). */
  entriesById(ids: readonly string[]): Promise<Nastup[]>;
  /** A live club's federation; null when none. */
  club(id: string): Promise<{ savez_id: string | null } | null>;
  /** These age categories (any federation, any state). */
  categories(ids: readonly string[]): Promise<Kategorija[]>;
  /** The federation's live age categories. */
  federationCategories(savezId: string | null): Promise<{ id: string; naziv: string }[]>;
  /** These athletes, live, of the federation. */
  athletes(ids: readonly string[], savezId: string | null): Promise<Sportas[]>;
  /** These athletes' live licences (requested, approved, suspended) of the season. */
  licences(ids: readonly string[], sezonaId: string): Promise<LicenceRow[]>;
  /** Which of these athletes hold a place in the event. */
  entered(disciplinaId: string, athletes: readonly string[]): Promise<string[]>;
  /** How many places (accepted or waiting) the club holds in the event. */
  clubPlaces(disciplinaId: string, clubId: string): Promise<number>;
  /** A competition's live events by name. */
  events(natjecanjeId: string): Promise<Disciplina[]>;
  /** A competition's live entries matching `filter`, by event name then arrival, and who they enter. */
  entries(natjecanjeId: string, filter: EntryFilter): Promise<{ entries: NamedEntry[]; members: MemberRow[] }>;
  /** How many live entries of each event have each status. */
  statusCounts(natjecanjeId: string): Promise<{ disciplina_id: string; status: string; n: number }[]>;
  /** The clubs' live entries in live competitions, newest competitions first, then event name and arrival. */
  clubEntries(clubs: readonly string[]): Promise<{ entries: ClubEntry[]; members: MemberRow[] }>;
  /**
   * The live competitions of these live clubs' federations whose entries are open at `at` (ISO, UTC), closing
   * soonest first (at most OPEN_COMPETITIONS_MAX).
   */
  openCompetitions(clubs: readonly string[], at: string): Promise<OpenCompetition[]>;
  /** The waiting list's position of an entry (1 is next), or null when it is not waiting. */
  position(entry: Pick<Nastup, "status" | "disciplina_id" | "redni">): Promise<number | null>;

  /** New entry settings, audited. */
  insertSettings(row: Record<string, unknown>): Promise<void>;
  /** The settings changed while at the version read, audited with `changed`; false when no row changed. */
  updateSettings(before: Postavke, values: Record<string, unknown>, changed: Record<string, unknown>): Promise<boolean>;
  /** New events, all or none, each audited. */
  insertEvents(rows: Record<string, unknown>[]): Promise<void>;
  /**
   * The entry decided at once: accepted while the event's accepted entries are under its cap, else waiting,
   * numbered in arrival order; written with its members and audited only while none of its athletes holds a
   * place in the event and the club is under its cap. The stored row, or null when the decision refused it.
   */
  enter(entry: NewEntry): Promise<Nastup | null>;
  /**
   * The entry leaves (`to`) while at `version` and holding a place; its athletes are released and, when it held
   * an accepted place, the event's first waiting entry takes it (under `cap`), each change audited, at once.
   */
  leave(
    entry: Nastup,
    version: number,
    to: "povucena" | "odbijena",
    razlog: string | null,
    cap: number | null,
  ): Promise<{ changed: boolean; promoted: { id: string; startni_broj: number | null } | null }>;
  /** An accepted entry's result, at `version` when given; false when no row changed. */
  setResult(entry: Nastup, result: ResultValues, version?: number): Promise<boolean>;
  /** Several accepted entries' results at once, each audited. */
  setResults(results: readonly { entry: Nastup; result: ResultValues }[]): Promise<void>;
}
