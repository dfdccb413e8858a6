// What the league's logic (./lige.ts) needs of a store (issue 31): its reads and writes, answered by D1
// (./lige-d1.ts: Drizzle, each write one batch with its audit rows) or by Hasura (./hasura-lige.ts: trusted
// GraphQL as the caller's role, the audit rows by trigger). The rights, the checks and the answers are the
// logic's, once, so both stores answer alike; a store only reads the rows asked for, in the order asked for,
// and writes them. Every read is of live rows (not in 'Obrisano') unless it says otherwise.
import type { ekipeTable } from "../../shared/entities/ekipa";
import type { korekcijeTable } from "../../shared/entities/korekcija";
import type { pravilaTable } from "../../shared/entities/pravila";
import type { skupineTable } from "../../shared/entities/skupina";
import type { ResultState, utakmiceTable } from "../../shared/entities/utakmica";

export type MatchRow = typeof utakmiceTable.$inferSelect;
export type TeamRow = typeof ekipeTable.$inferSelect;
export type SkupinaRow = typeof skupineTable.$inferSelect;
export type PravilaRow = typeof pravilaTable.$inferSelect;
export type KorekcijaRow = typeof korekcijeTable.$inferSelect;

/** The league's tables, as the audit names them. */
export type LeagueTable = "pravila_natjecanja" | "skupine" | "ekipe" | "korekcije_bodova" | "utakmice";

/** A group with its rule set version's JSON, teams, matches and adjustments. */
export interface GroupRows {
  skupina: SkupinaRow;
  pravila: string;
  /** Oldest first (created_at, id). */
  teams: TeamRow[];
  /** By round, date, time (a missing date or time first), id. */
  matches: MatchRow[];
  /** Oldest first (created_at, id). */
  adjustments: KorekcijaRow[];
}

/** A match's score from a results file. */
export interface ScoreUpdate {
  match: MatchRow;
  golovi_domacin: number;
  golovi_gost: number;
}

/** A match in a list of the league's screens, with its group's and competition's names. */
export interface ListedMatch {
  match: MatchRow;
  skupina: string;
  natjecanje_id: string;
  natjecanje: string;
}

/** Which matches a list shows: those of any of these teams or federations, or every one (`all`). */
export interface MatchFilter {
  teams?: readonly string[];
  federations?: readonly string[];
  all?: boolean;
}

export interface LeagueStore {
  /** A live competition's federation and name; null when none. */
  competition(id: string): Promise<{ savez_id: string | null; naziv: string } | null>;
  /** The live groups of a competition (by name, id), or the one group, with their rows. */
  groups(where: { natjecanjeId: string } | { skupinaId: string }): Promise<GroupRows[]>;
  /** A live team with its group's and competition's names; null when none. */
  team(id: string): Promise<{ ekipa: TeamRow; skupina: string; natjecanje: string } | null>;
  /** A team's live matches by date, time (missing first), round, id. */
  teamMatches(ekipaId: string): Promise<MatchRow[]>;
  /** Every team of a group (deleted ones too), for names. */
  teamNames(skupinaId: string): Promise<{ id: string; naziv: string }[]>;
  /** The versions of a rule set family (any state). */
  pravilaFamily(osnovaId: string): Promise<{ verzija: number; savez_id: string | null }[]>;
  /** A federation's live rule set versions, by name, version. */
  pravilaOfSavez(savezId: string): Promise<{ id: string; naziv: string; osnova_id: string; verzija: number }[]>;
  /** A rule set version (any state); null when none. */
  pravila(id: string): Promise<{ savez_id: string | null } | null>;
  skupina(id: string): Promise<SkupinaRow | null>;
  /** A live club's federation; null when none. */
  club(id: string): Promise<{ savez_id: string | null } | null>;
  /** A group's live teams, oldest first (created_at, id). */
  teams(skupinaId: string): Promise<{ id: string; naziv: string; club_id: string }[]>;
  /** True when the group has a live match. */
  hasMatches(skupinaId: string): Promise<boolean>;
  /** A group's live matches (any order). */
  matches(skupinaId: string): Promise<MatchRow[]>;
  match(id: string): Promise<MatchRow | null>;
  /** The clubs and names of these teams (any state). */
  teamClubs(ids: readonly string[]): Promise<{ id: string; club_id: string; naziv: string }[]>;
  /** A live club by its public address; null when none. */
  clubBySlug(slug: string): Promise<{ id: string } | null>;
  /** The ids of the live teams of these clubs. */
  clubTeams(clubIds: readonly string[]): Promise<string[]>;
  /**
   * The live matches of live groups that `filter` reaches (none when it names nothing), by date, time (a
   * missing one first), round, id; at most `limit`.
   */
  listMatches(filter: MatchFilter, limit: number): Promise<ListedMatch[]>;
  /** Live played or forfeited matches, the latest first (date, time: a missing one last; id), at most `limit`. */
  recentMatches(limit: number): Promise<MatchRow[]>;

  /** New rows of one table (each with its id, savez_id and created_by), audited, all or none. */
  insert(table: LeagueTable, rows: Record<string, unknown>[]): Promise<void>;
  /** A group's rule set version, while the group is at the version read; false when it changed no row. */
  choosePravila(group: SkupinaRow, pravilaId: string): Promise<boolean>;
  /**
   * A match changed while it is as read (its version and, when given, its result's state), audited with
   * what changed; false when it changed no row.
   */
  updateMatch(match: MatchRow, set: Partial<MatchRow>, states?: readonly (ResultState | null)[]): Promise<boolean>;
  /** A results file's scores, each match `played` and `decided` with `answer`, in one transaction. */
  importScores(
    scores: readonly ScoreUpdate[],
    answer: { odgovorio: number | null; odgovoreno_at: string },
    savezId: string | null,
  ): Promise<void>;
}
