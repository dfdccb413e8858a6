// Leagues (issue 31): rule sets, groups, teams, fixtures, results and adjustments, and the computed standings,
// on either store (./lige-store.ts: D1 in ./lige-d1.ts, Hasura in ./hasura-lige.ts), so both answer alike.
// Every write checks the caller's right against the permission table (`lige` for the league's setup,
// `rezultati_utakmica` for a result) on the row's federation or the club a match side belongs to (the caller's
// clubs as the caller lookup read them); the store writes it with its audit. A result's state moves by a
// conditional update (its version and state as read), so two confirmations at once apply once. Standings are
// never stored: computeStandings runs on each read over the counted matches (shared/league/result-state.ts),
// and the anonymous answer is kept at the edge (its tags are LEAGUE_ENTITIES; every league write replaces their
// generations, worker/routes/lige.ts).
import type { ResultState } from "../../shared/entities/utakmica";
import type { PravilaInput } from "../../shared/entities/pravila/input";
import { parseFixturesCsv, parseResultsCsv } from "../../shared/entities/utakmica/csv";
import { roundRobin } from "../../shared/league/fixtures";
import { countedStatus, resultCounts } from "../../shared/league/result-state";
import { RULE_SET_PRESETS, computeStandings, rowExplanation, type RuleSet } from "../../shared/league/standings";
import { reaches, scopesOf, type Action } from "../../shared/permissions";
import type { Ljestvica, LigaUtakmica } from "../../shared/schemas/lige";
import { T_LIGE, T_VALIDATION } from "../../shared/texts";
import { ApiError } from "../errors";
import { NO_PERMISSION } from "./errors";
import type { GroupRows, KorekcijaRow, LeagueStore, MatchRow, ScoreUpdate, SkupinaRow, TeamRow } from "./lige-store";
import type { Scope } from "./scope";

export type { LeagueStore } from "./lige-store";

/** The tables a league answer reads: its edge-cache tags, replaced by every league write. */
export const LEAGUE_ENTITIES = ["natjecanja", "skupine", "ekipe", "utakmice", "korekcije_bodova", "pravila_natjecanja"];

const forbidden = () => new ApiError(403, "forbidden", NO_PERMISSION);
const notFound = (message: string) => new ApiError(404, "not_found", message);
const conflict = (message: string) => new ApiError(409, "conflict", message);
const invalid = (message: string, details?: unknown) => new ApiError(400, "invalid", message, details);

// ---------------------------------------------------------------------------------------------------------
// Who may act
// ---------------------------------------------------------------------------------------------------------

/** Throws 403 unless the caller's right to `action` the league reaches the federation `savezId`. */
function requireLeagueRight(scope: Scope, action: Action, savezId: string | null): void {
  const ok = scopesOf(scope, action, "lige").some((s) => s !== "club" && reaches(s, scope, { savez_id: savezId }));
  if (!ok) throw forbidden();
}

/** How the caller may act on a match's result: as the federation, as the home club, the away club, or not. */
export type ResultSide = "federation" | "home" | "away" | null;

/**
 * The club-official check of issue 31, one function the permission table's `club` scope can absorb: a right to
 * `update rezultati_utakmica` reaching the match's federation makes the caller the federation; one reaching the
 * home team's club (club scope, the caller's clubs) the home side; the away team's club the away side.
 */
export function resultSideOf(
  scope: Scope,
  clubs: readonly string[],
  match: { savez_id: string | null; homeClub: string; awayClub: string },
): ResultSide {
  const scopes = scopesOf(scope, "update", "rezultati_utakmica");
  const actor = { ...scope, clubs };
  if (scopes.some((s) => s !== "club" && reaches(s, actor, { savez_id: match.savez_id }))) return "federation";
  if (!scopes.includes("club")) return null;
  if (reaches("club", actor, { club_id: match.homeClub })) return "home";
  if (reaches("club", actor, { club_id: match.awayClub })) return "away";
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------------------

interface GroupData {
  skupina: SkupinaRow;
  rules: RuleSet;
  teams: TeamRow[];
  matches: MatchRow[];
  adjustments: KorekcijaRow[];
}

/** A group's rows as the logic reads them: its rule set version's JSON parsed. */
const groupData = ({ pravila, ...rest }: GroupRows): GroupData => ({ ...rest, rules: JSON.parse(pravila) as RuleSet });

/** Groups (all of a competition, or one) with their rule set version, teams, matches and adjustments. */
async function loadGroups(store: LeagueStore, where: { natjecanjeId: string } | { skupinaId: string }) {
  return (await store.groups(where)).map(groupData);
}

/** A group's table computed at `now` from its counted matches, rule set version and adjustments. */
export function tableOf(group: GroupData, now: Date) {
  const rows = computeStandings({
    teams: group.teams.map((t) => ({ id: t.id, name: t.naziv })),
    matches: group.matches.map((m) => ({
      home: m.domacin_id,
      away: m.gost_id,
      homeGoals: m.golovi_domacin,
      awayGoals: m.golovi_gost,
      status: countedStatus(m, now),
      forfeitWinner: m.predaja_pobjednik as "home" | "away" | null,
    })),
    rules: group.rules,
    adjustments: group.adjustments.map((a) => ({
      teamId: a.ekipa_id,
      points: a.bodovi,
      reason: a.razlog,
      decision: a.odluka,
    })),
  });
  const names = new Map(group.teams.map((t) => [t.id, t.naziv]));
  return rows.map((row) => ({
    mjesto: row.place,
    ekipa_id: row.teamId,
    ekipa: names.get(row.teamId) ?? "",
    odigrano: row.played,
    pobjede: row.won,
    nerijeseno: row.drawn,
    porazi: row.lost,
    dani: row.goalsFor,
    primljeni: row.goalsAgainst,
    razlika: row.difference,
    bodovi: row.points,
    objasnjenje: rowExplanation(row),
    korekcije: row.adjustments.map((a) => ({ bodovi: a.points, razlog: a.reason, odluka: a.decision })),
  }));
}

/** The competition's computed standings, group by group; null when no such competition. */
export async function ljestvica(store: LeagueStore, natjecanjeId: string, now = new Date()): Promise<Ljestvica | null> {
  if (!(await store.competition(natjecanjeId))) return null;
  const groups = await loadGroups(store, { natjecanjeId });
  return { skupine: groups.map((g) => ({ id: g.skupina.id, naziv: g.skupina.naziv, redovi: tableOf(g, now) })) };
}

/** A match as the league's reads show it, with whether its result counts and why. */
export function matchOut(m: MatchRow, names: Map<string, string>, now: Date): LigaUtakmica {
  const counting = resultCounts(m, now);
  return {
    id: m.id,
    kolo: m.kolo,
    datum: m.datum,
    vrijeme: m.vrijeme,
    dvorana: m.dvorana,
    domacin_id: m.domacin_id,
    domacin: names.get(m.domacin_id) ?? "",
    gost_id: m.gost_id,
    gost: names.get(m.gost_id) ?? "",
    golovi_domacin: m.golovi_domacin,
    golovi_gost: m.golovi_gost,
    status: m.status,
    stanje: m.stanje,
    racuna_se: counting.counts,
    razlog: counting.razlog,
    version: m.version,
  };
}

/** Groups (all of a competition's, or one) each with its teams, matches (each saying whether it counts) and table. */
export async function skupineDetalji(
  store: LeagueStore,
  where: { natjecanjeId: string } | { skupinaId: string },
  now = new Date(),
) {
  return (await loadGroups(store, where)).map((group) => detailsOf(group, now));
}

/** One group with its teams, matches (each saying whether it counts) and table; null when none. */
export async function skupinaDetalji(store: LeagueStore, skupinaId: string, now = new Date()) {
  return (await skupineDetalji(store, { skupinaId }, now))[0] ?? null;
}

/** A group's rows (as the store read them) with its matches and table, as skupinaDetalji answers. */
export const groupDetails = (rows: GroupRows, now: Date) => detailsOf(groupData(rows), now);

function detailsOf(group: GroupData, now: Date) {
  const names = new Map(group.teams.map((t) => [t.id, t.naziv]));
  return {
    id: group.skupina.id,
    naziv: group.skupina.naziv,
    natjecanje_id: group.skupina.natjecanje_id,
    pravila_id: group.skupina.pravila_id,
    ekipe: group.teams.map((t) => ({ id: t.id, naziv: t.naziv, club_id: t.club_id })),
    utakmice: group.matches.map((m) => matchOut(m, names, now)),
    redovi: tableOf(group, now),
  };
}

/** A federation's rule set versions, for its staff choosing a group's (a caller with no right to set one up: 403). */
export async function pravilaSaveza(store: LeagueStore, scope: Scope, savezId: string) {
  requireLeagueRight(scope, "create", savezId);
  return { pravila: await store.pravilaOfSavez(savezId) };
}

/** A team's matches for its calendar, with the competition's and group's names; null when no such team. */
export async function ekipaKalendar(store: LeagueStore, ekipaId: string) {
  const team = await store.team(ekipaId);
  if (!team) return null;
  const [matches, teams] = await Promise.all([store.teamMatches(ekipaId), store.teamNames(team.ekipa.skupina_id)]);
  return {
    ekipa: team.ekipa,
    skupina: team.skupina,
    natjecanje: team.natjecanje,
    matches,
    names: new Map(teams.map((t) => [t.id, t.naziv])),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The league's setup (staff of the federation)
// ---------------------------------------------------------------------------------------------------------

/** A new row's stamps: its id, author and federation. */
const stamped = (scope: Scope, savezId: string | null, values: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  ...values,
  created_by: scope.userId,
  savez_id: savezId,
});

/**
 * The federation a new rule set goes to: its family's, else the one named, else the caller's only one. A
 * caller with no right to set up any league is refused before being asked to name one.
 */
function federationOfInput(scope: Scope, named: string | null | undefined): string {
  const savezId = named ?? (scope.federations.length === 1 ? scope.federations[0]! : null);
  if (savezId) return savezId;
  if (scopesOf(scope, "create", "lige").length === 0) throw forbidden();
  throw invalid(T_VALIDATION.chooseSavez, { savez_id: [T_VALIDATION.chooseSavez] });
}

/** A rule set's version 1, or the next version of `osnova_id` (the earlier versions stay as they were). */
export async function createPravila(store: LeagueStore, scope: Scope, input: PravilaInput) {
  let savezId: string;
  let osnova: string | null = null;
  let verzija = 1;
  if (input.osnova_id) {
    const versions = await store.pravilaFamily(input.osnova_id);
    if (versions.length === 0) throw notFound(T_LIGE.nePostoji.pravila);
    savezId = versions[0]!.savez_id ?? "";
    osnova = input.osnova_id;
    verzija = Math.max(...versions.map((v) => v.verzija)) + 1;
  } else savezId = federationOfInput(scope, input.savez_id);
  requireLeagueRight(scope, "create", savezId);
  const preset = RULE_SET_PRESETS.find((p) => p.name === input.predlozak);
  const body = preset
    ? { naziv: preset.name, points: preset.points, tieBreakers: preset.tieBreakers, headToHead: preset.headToHead }
    : input.pravila!;
  const id = crypto.randomUUID();
  const rules = toRuleSet(body, verzija);
  const row = {
    ...stamped(scope, savezId, {}),
    id,
    naziv: rules.name,
    osnova_id: osnova ?? id,
    verzija,
    pravila: JSON.stringify(rules),
  };
  await store.insert("pravila_natjecanja", [row]);
  return { id, osnova_id: row.osnova_id, verzija };
}

function toRuleSet(
  body: {
    naziv: string;
    points: RuleSet["points"];
    tieBreakers: RuleSet["tieBreakers"];
    headToHead: RuleSet["headToHead"];
  },
  version: number,
): RuleSet {
  return { name: body.naziv, version, points: body.points, tieBreakers: body.tieBreakers, headToHead: body.headToHead };
}

/** A rule set row of the caller's reach. */
async function pravilaOf(store: LeagueStore, id: string) {
  const row = await store.pravila(id);
  if (!row) throw notFound(T_LIGE.nePostoji.pravila);
  return row;
}

/** A new group of a competition, played under the rule set version `pravila_id` (of the same federation). */
export async function createSkupina(
  store: LeagueStore,
  scope: Scope,
  input: { natjecanje_id: string; naziv: string; pravila_id: string },
) {
  const competition = await store.competition(input.natjecanje_id);
  if (!competition) throw notFound(T_LIGE.nePostoji.natjecanje);
  requireLeagueRight(scope, "create", competition.savez_id);
  const rules = await pravilaOf(store, input.pravila_id);
  if (rules.savez_id !== competition.savez_id) throw notFound(T_LIGE.nePostoji.pravila);
  const row = stamped(scope, competition.savez_id, input);
  await store.insert("skupine", [row]);
  return { id: row.id };
}

/** A group of the caller's reach for `action`. */
async function skupinaFor(store: LeagueStore, scope: Scope, id: string, action: Action) {
  const row = await store.skupina(id);
  if (!row) throw notFound(T_LIGE.nePostoji.skupina);
  requireLeagueRight(scope, action, row.savez_id);
  return row;
}

/** The rule set version a group is played under, chosen by staff (of the group's federation). */
export async function chooseSkupinaPravila(store: LeagueStore, scope: Scope, skupinaId: string, pravilaId: string) {
  const group = await skupinaFor(store, scope, skupinaId, "update");
  const rules = await pravilaOf(store, pravilaId);
  if (rules.savez_id !== group.savez_id) throw notFound(T_LIGE.nePostoji.pravila);
  if (!(await store.choosePravila(group, pravilaId))) throw conflict(T_LIGE.greske.stanjeNeDopusta);
  return { id: skupinaId };
}

/** A club's team in a group: the club must be of the group's federation; one name once per group. */
export async function createEkipa(
  store: LeagueStore,
  scope: Scope,
  skupinaId: string,
  input: { naziv: string; club_id: string },
) {
  const group = await skupinaFor(store, scope, skupinaId, "create");
  const club = await store.club(input.club_id);
  if (!club || club.savez_id !== group.savez_id) {
    throw invalid(T_LIGE.nePostoji.klub, { club_id: [T_LIGE.nePostoji.klub] });
  }
  const taken = await store.teams(skupinaId);
  if (taken.some((t) => t.naziv.toLocaleLowerCase("hr") === input.naziv.toLocaleLowerCase("hr"))) {
    throw invalid(T_LIGE.greske.ekipaPostoji, { naziv: [T_LIGE.greske.ekipaPostoji] });
  }
  const row = stamped(scope, group.savez_id, { skupina_id: skupinaId, ...input });
  await store.insert("ekipe", [row]);
  return { id: row.id };
}

/** A point adjustment of a team of the group. */
export async function createKorekcija(
  store: LeagueStore,
  scope: Scope,
  skupinaId: string,
  input: { ekipa_id: string; bodovi: number; razlog: string; odluka: string },
) {
  const group = await skupinaFor(store, scope, skupinaId, "create");
  const team = (await store.teams(skupinaId)).find((t) => t.id === input.ekipa_id);
  if (!team) throw invalid(T_LIGE.nePostoji.ekipa, { ekipa_id: [T_LIGE.nePostoji.ekipa] });
  const row = stamped(scope, group.savez_id, { skupina_id: skupinaId, ...input });
  await store.insert("korekcije_bodova", [row]);
  return { id: row.id };
}

/** A group's teams, and refuses fixtures for a group that has matches already (fixtures are made once). */
async function teamsForFixtures(store: LeagueStore, skupinaId: string) {
  const [teams, existing] = await Promise.all([store.teams(skupinaId), store.hasMatches(skupinaId)]);
  if (existing) throw conflict(T_LIGE.greske.rasporedPostoji);
  return teams;
}

const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Fixtures by Berger tables (single or double round robin), in the order the teams were added. */
export async function generateRaspored(
  store: LeagueStore,
  scope: Scope,
  skupinaId: string,
  input: { dvostruko: boolean; pocetak?: string | null; vrijeme?: string | null; razmak_dana?: number | null },
) {
  const group = await skupinaFor(store, scope, skupinaId, "create");
  const teams = await teamsForFixtures(store, skupinaId);
  if (teams.length < 2) throw invalid(T_LIGE.greske.premaloEkipa);
  const rounds = roundRobin(
    teams.map((t) => t.id),
    { double: input.dvostruko },
  );
  const rows = rounds.flatMap((round) =>
    round.matches.map((m) =>
      stamped(scope, group.savez_id, {
        skupina_id: skupinaId,
        kolo: round.round,
        datum: input.pocetak ? addDays(input.pocetak, (round.round - 1) * (input.razmak_dana ?? 7)) : null,
        vrijeme: input.vrijeme ?? null,
        domacin_id: m.home,
        gost_id: m.away,
        status: "scheduled",
      }),
    ),
  );
  await store.insert("utakmice", rows);
  return { utakmice: rows.length, kola: rounds.length };
}

/** Fixtures from a CSV file: all rows, or none and every row's errors. */
export async function importRaspored(store: LeagueStore, scope: Scope, skupinaId: string, text: string) {
  const group = await skupinaFor(store, scope, skupinaId, "create");
  const teams = await teamsForFixtures(store, skupinaId);
  const parsed = parseFixturesCsv(text, teams);
  if (!parsed.ok) throw invalid(parsed.errors[0]!, { redovi: parsed.errors });
  const rows = parsed.rows.map((r) =>
    stamped(scope, group.savez_id, { skupina_id: skupinaId, status: "scheduled", ...r }),
  );
  await store.insert("utakmice", rows);
  return { utakmice: rows.length };
}

/**
 * A whole season's results from a CSV file (staff): each row finds its match (round, home, away), every row's
 * errors are reported and nothing is written unless all rows are good. The results are the federation's
 * (state `decided`, they count at once). One D1 batch: an UPDATE per match and one audit insert of every row,
 * so a season of 380 matches is one request and one transaction.
 */
export async function importRezultati(
  store: LeagueStore,
  scope: Scope,
  skupinaId: string,
  text: string,
  now = new Date(),
) {
  const group = await skupinaFor(store, scope, skupinaId, "update");
  if (!scopesOf(scope, "update", "rezultati_utakmica").some((s) => s !== "club" && reaches(s, scope, group))) {
    throw forbidden();
  }
  const [teams, matches] = await Promise.all([store.teams(skupinaId), store.matches(skupinaId)]);
  const parsed = parseResultsCsv(text, teams);
  if (!parsed.ok) throw invalid(parsed.errors[0]!, { redovi: parsed.errors });
  const byKey = new Map(matches.map((m) => [`${m.kolo}|${m.domacin_id}|${m.gost_id}`, m]));
  const errors: string[] = [];
  const seen = new Map<string, number>();
  const found: ScoreUpdate[] = [];
  for (const row of parsed.rows) {
    const key = `${row.kolo}|${row.domacin_id}|${row.gost_id}`;
    const match = byKey.get(key);
    if (!match) errors.push(T_LIGE.csv.nemaUtakmice(row.red));
    else if (seen.has(key)) errors.push(T_LIGE.csv.dvaput(row.red, seen.get(key)!));
    else found.push({ match, golovi_domacin: row.golovi_domacin, golovi_gost: row.golovi_gost });
    seen.set(key, seen.get(key) ?? row.red);
  }
  if (errors.length > 0) throw invalid(errors[0]!, { redovi: errors });
  await store.importScores(found, { odgovorio: scope.userId, odgovoreno_at: now.toISOString() }, group.savez_id);
  return { utakmice: found.length };
}

// ---------------------------------------------------------------------------------------------------------
// A match: its date and status (staff), its result (clubs and staff)
// ---------------------------------------------------------------------------------------------------------

/** A match with its two teams' clubs. */
async function matchFacts(store: LeagueStore, id: string) {
  const match = await store.match(id);
  if (!match) throw notFound(T_LIGE.nePostoji.utakmica);
  const teams = await store.teamClubs([match.domacin_id, match.gost_id]);
  const club = (teamId: string) => teams.find((t) => t.id === teamId)?.club_id ?? "";
  return { match, homeClub: club(match.domacin_id), awayClub: club(match.gost_id) };
}

/** The match `id` and the side of it the caller acts for (`clubs`: the caller's clubs that may count). */
async function matchSide(store: LeagueStore, scope: Scope, id: string, clubs: readonly string[]) {
  const facts = await matchFacts(store, id);
  return { facts, side: resultSideOf(scope, clubs, { ...facts, savez_id: facts.match.savez_id }) };
}

/**
 * Changes a match only while it is as read (its version and, when given, its result's state), audited: a
 * second request racing the first changes nothing and is told so (409).
 */
async function changeMatch(
  store: LeagueStore,
  match: MatchRow,
  set: Partial<MatchRow>,
  states?: readonly (ResultState | null)[],
) {
  if (!(await store.updateMatch(match, set, states))) throw conflict(T_LIGE.greske.stanjeNeDopusta);
  return { id: match.id, version: match.version + 1 };
}

/** Staff move a match: a new date (and time, venue), audited with the old one. */
export async function moveUtakmica(
  store: LeagueStore,
  scope: Scope,
  id: string,
  input: { datum: string; vrijeme?: string | null; dvorana?: string | null },
) {
  const { match } = await matchFacts(store, id);
  requireLeagueRight(scope, "update", match.savez_id);
  const set: Partial<MatchRow> = { datum: input.datum };
  if (input.vrijeme !== undefined) set.vrijeme = input.vrijeme;
  if (input.dvorana !== undefined) set.dvorana = input.dvorana;
  return changeMatch(store, match, set);
}

/** Staff mark a match postponed, forfeited (winner and registered score), annulled, or scheduled again. */
export async function setUtakmicaStatus(
  store: LeagueStore,
  scope: Scope,
  id: string,
  input: {
    status: "scheduled" | "postponed" | "forfeit" | "annulled";
    predaja_pobjednik?: "home" | "away" | null;
    golovi_domacin?: number | null;
    golovi_gost?: number | null;
  },
) {
  const { match } = await matchFacts(store, id);
  requireLeagueRight(scope, "update", match.savez_id);
  const forfeit = input.status === "forfeit";
  return changeMatch(store, match, {
    status: input.status,
    predaja_pobjednik: forfeit ? input.predaja_pobjednik! : null,
    golovi_domacin: forfeit ? (input.golovi_domacin ?? null) : match.golovi_domacin,
    golovi_gost: forfeit ? (input.golovi_gost ?? null) : match.golovi_gost,
  });
}

/**
 * A score entered: by the home club's official (state `entered`: it counts once confirmed, or 48 hours
 * later unanswered; it may be corrected until answered), or by the federation's staff (state `decided`: an
 * entry or a correction of any result, counting at once).
 */
export async function enterRezultat(
  store: LeagueStore,
  scope: Scope,
  id: string,
  input: { golovi_domacin: number; golovi_gost: number },
  now = new Date(),
) {
  const { facts, side } = await matchSide(store, scope, id, scope.clubs);
  if (side !== "federation" && side !== "home") {
    throw side === "away" ? new ApiError(403, "forbidden", T_LIGE.greske.nisteDuznosnikDomacina) : forbidden();
  }
  if (!["scheduled", "played"].includes(facts.match.status)) throw conflict(T_LIGE.greske.nijeIgrana);
  const at = now.toISOString();
  const base = { ...input, status: "played" };
  if (side === "federation") {
    return changeMatch(store, facts.match, {
      ...base,
      stanje: "decided",
      odgovorio: scope.userId,
      odgovoreno_at: at,
    });
  }
  return changeMatch(
    store,
    facts.match,
    {
      ...base,
      stanje: "entered",
      unio: scope.userId,
      uneseno_at: at,
      odgovorio: null,
      odgovoreno_at: null,
      prigovor: null,
    },
    [null, "entered"],
  );
}

/** The away club's answer to an entered result: confirmed (it counts) or disputed (it waits for staff). */
export async function answerRezultat(
  store: LeagueStore,
  scope: Scope,
  id: string,
  answer: { potvrdi: true } | { potvrdi: false; prigovor: string },
  now = new Date(),
) {
  const clubs = scope.clubs;
  const { facts, side } = await matchSide(store, scope, id, clubs);
  // Staff decide rather than confirm; only the away club answers its opponent's entry.
  const away = side === "away" || (side === "federation" && clubs.includes(facts.awayClub));
  if (!away) throw new ApiError(403, "forbidden", T_LIGE.greske.nisteDuznosnikGosta);
  const set: Partial<MatchRow> = answer.potvrdi
    ? { stanje: "confirmed", odgovorio: scope.userId, odgovoreno_at: now.toISOString() }
    : { stanje: "disputed", odgovorio: scope.userId, odgovoreno_at: now.toISOString(), prigovor: answer.prigovor };
  // Only an entered result is answered, and only within its 48 hours (after them it counts as it stands).
  if (resultCounts(facts.match, now).counts || facts.match.stanje !== "entered") {
    throw conflict(T_LIGE.greske.stanjeNeDopusta);
  }
  return changeMatch(store, facts.match, set, ["entered"]);
}

/** Staff decide a disputed result: the score that counts. */
export async function decideRezultat(
  store: LeagueStore,
  scope: Scope,
  id: string,
  input: { golovi_domacin: number; golovi_gost: number },
  now = new Date(),
) {
  const { facts, side } = await matchSide(store, scope, id, []);
  if (side !== "federation") throw forbidden();
  return changeMatch(
    store,
    facts.match,
    { ...input, status: "played", stanje: "decided", odgovorio: scope.userId, odgovoreno_at: now.toISOString() },
    ["disputed"],
  );
}
