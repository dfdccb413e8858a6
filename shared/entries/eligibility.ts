// Who may be entered into an event (issue 30), as pure rules over what the server read: the entry window is
// open; each athlete is the entering club's, has a licence approved for the competition's season (not
// suspended) when the competition requires one, a medical certificate valid on the competition's first day,
// the event's age category and sex, and is not already entered in the event; the club is under its cap in the
// event; a crew has its size (and at most its substitutes). Each refusal names its rule and the field a form
// shows it at (`sportasi.2`: the third athlete; `zamjene.0`; `sportasi`; `club_id`; `disciplina_id`), in
// Croatian. A refusal something else fixes says where (`fix`: the medical examinations' screen at the athlete).
// The event's own cap is no refusal: past it an entry waits (`statusOnArrival`). The server decides
// the caps and "already entered" again inside the write itself (worker/data/prijave.ts), so concurrency cannot
// pass what these refuse. Pure: no I/O; `now` is passed in.
import { croatianDate, croatianDateTime } from "../dates";
import { lijecnickiOf } from "../paths";
import { inCategory, type AgeCategory, type SeasonDates, type Sex } from "../season/categories";
import { T_LIJECNICKI, T_PRIJAVE } from "../texts";

/** The rules, by name: a refusal says which one failed. */
export const ENTRY_RULES = [
  "prozor",
  "klub",
  "licenca",
  "lijecnicki",
  "kategorija",
  "spol",
  "vec_prijavljen",
  "kapacitet_kluba",
  "posada",
] as const;
export type EntryRule = (typeof ENTRY_RULES)[number];

export interface Refusal {
  rule: EntryRule;
  /** The input's path the message belongs to. */
  field: string;
  message: string;
  /** Where it is fixed (an app path) and the link's words, when another screen fixes it. */
  fix?: RefusalFix;
}

/** A link to the screen that fixes a refusal. */
export interface RefusalFix {
  href: string;
  text: string;
}

export interface EntryWindow {
  /** UTC instants (ISO). */
  otvaranje: string;
  zatvaranje: string;
  izmjene_do?: string | null;
}

export interface EntryAthlete {
  id: string;
  ime: string;
  prezime: string;
  club_id: string;
  datum_rodenja: string | null;
  spol: Sex | null;
  /** The last day the athlete's sports medical examination is valid (null: none recorded). */
  lijecnicki_do: string | null;
  /** The athlete's live licence for the competition's season and federation, if any. */
  licenca: { status: string } | null;
}

export interface EntryEvent {
  vrsta: "pojedinacno" | "posada";
  posada: number;
  zamjene: number;
  spol: Sex | null;
  /** The categories it admits, resolved from its ids (none: every age). */
  kategorije: readonly AgeCategory[];
}

export interface EntryContext {
  now: string;
  window: EntryWindow;
  /** Staff adding a late entry by hand: the window does not apply. */
  byHand?: boolean;
  licencaObavezna: boolean;
  /** The competition's first day (YYYY-MM-DD). */
  competitionDay: string;
  season: SeasonDates & { naziv: string };
  event: EntryEvent;
  clubId: string;
  /** The club's entries holding a place in the event (accepted or waiting), and its cap there. */
  clubLive: number;
  clubCap: number | null;
  /** Athletes holding a place in the event already. */
  entered: ReadonlySet<string>;
  /** The entry's athletes in order, then its substitutes. */
  athletes: readonly EntryAthlete[];
  substitutes: readonly EntryAthlete[];
}

const nameOf = (a: Pick<EntryAthlete, "ime" | "prezime">) => `${a.ime} ${a.prezime}`;

/** Entries are open: from the opening to the close (the close's instant is already closed). */
export function windowRule(now: string, window: EntryWindow): Refusal | null {
  if (now < window.otvaranje) {
    const at = croatianDateTime(window.otvaranje) ?? window.otvaranje;
    return { rule: "prozor", field: "disciplina_id", message: T_PRIJAVE.pravila.prozorNijeOtvoren(at) };
  }
  if (now >= window.zatvaranje) {
    const at = croatianDateTime(window.zatvaranje) ?? window.zatvaranje;
    return { rule: "prozor", field: "disciplina_id", message: T_PRIJAVE.pravila.prozorZatvoren(at) };
  }
  return null;
}

/** A club may still change (withdraw) its entries: until `izmjene_do`, else until the close. */
export function changesRule(now: string, window: EntryWindow): Refusal | null {
  const until = window.izmjene_do ?? window.zatvaranje;
  if (now < until) return null;
  const at = croatianDateTime(until) ?? until;
  return { rule: "prozor", field: "version", message: T_PRIJAVE.pravila.izmjeneZatvorene(at) };
}

/** The athlete is the entering club's. */
export function clubRule(athlete: EntryAthlete, clubId: string, field: string): Refusal | null {
  return athlete.club_id === clubId
    ? null
    : { rule: "klub", field, message: T_PRIJAVE.pravila.nijeIzKluba(nameOf(athlete)) };
}

/** A licence approved for the competition's season (a suspended one does not count). */
export function licenceRule(athlete: EntryAthlete, seasonName: string, field: string): Refusal | null {
  const status = athlete.licenca?.status;
  if (status === "odobrena") return null;
  const message =
    status === "suspendirana"
      ? T_PRIJAVE.pravila.licencaSuspendirana(nameOf(athlete))
      : T_PRIJAVE.pravila.licencaNema(nameOf(athlete), seasonName);
  return { rule: "licenca", field, message };
}

/**
 * A sports medical examination valid on the competition's first day (the athlete's, recorded until its last
 * valid day); a refusal links to where it is recorded.
 */
export function medicalRule(athlete: EntryAthlete, competitionDay: string, field: string): Refusal | null {
  const until = athlete.lijecnicki_do;
  if (until !== null && until >= competitionDay) return null;
  const fix = { href: lijecnickiOf(athlete.id), text: T_LIJECNICKI.popravi(nameOf(athlete)) };
  if (until === null) {
    return { rule: "lijecnicki", field, message: T_PRIJAVE.pravila.lijecnickiNema(nameOf(athlete)), fix };
  }
  const message = T_PRIJAVE.pravila.lijecnickiIstekao(
    nameOf(athlete),
    croatianDate(until) ?? until,
    croatianDate(competitionDay) ?? competitionDay,
  );
  return { rule: "lijecnicki", field, message, fix };
}

/** The event's sex (none: both). */
export function sexRule(athlete: EntryAthlete, event: Pick<EntryEvent, "spol">, field: string): Refusal | null {
  return event.spol === null || event.spol === athlete.spol
    ? null
    : { rule: "spol", field, message: T_PRIJAVE.pravila.spol(nameOf(athlete)) };
}

/** One of the event's age categories in the season (none named: every age). */
export function categoryRule(
  athlete: EntryAthlete,
  event: Pick<EntryEvent, "kategorije">,
  season: SeasonDates,
  field: string,
): Refusal | null {
  if (event.kategorije.length === 0) return null;
  if (!athlete.datum_rodenja) {
    return { rule: "kategorija", field, message: T_PRIJAVE.pravila.bezDatumaRodenja(nameOf(athlete)) };
  }
  const birth = { dateOfBirth: athlete.datum_rodenja, sex: athlete.spol };
  if (event.kategorije.some((c) => inCategory(birth, season, c))) return null;
  const names = event.kategorije.map((c) => c.name).join(", ");
  return { rule: "kategorija", field, message: T_PRIJAVE.pravila.kategorija(nameOf(athlete), names) };
}

/** Not already holding a place in the event. */
export function notEnteredRule(athlete: EntryAthlete, entered: ReadonlySet<string>, field: string): Refusal | null {
  return entered.has(athlete.id)
    ? { rule: "vec_prijavljen", field, message: T_PRIJAVE.pravila.vecPrijavljen(nameOf(athlete)) }
    : null;
}

/** The club is under its cap in the event (its entries accepted or waiting). */
export function clubCapRule(clubLive: number, clubCap: number | null): Refusal | null {
  return clubCap === null || clubLive < clubCap
    ? null
    : { rule: "kapacitet_kluba", field: "club_id", message: T_PRIJAVE.pravila.klubPun(clubCap) };
}

/** An individual event takes one athlete; a crew exactly its size and at most its substitutes. */
export function crewRule(
  event: Pick<EntryEvent, "vrsta" | "posada" | "zamjene">,
  athletes: number,
  substitutes: number,
): Refusal | null {
  if (event.vrsta === "pojedinacno") {
    return athletes === 1 && substitutes === 0
      ? null
      : { rule: "posada", field: "sportasi", message: T_PRIJAVE.pravila.pojedinacno };
  }
  return athletes === event.posada && substitutes <= event.zamjene
    ? null
    : { rule: "posada", field: "sportasi", message: T_PRIJAVE.pravila.posada(event.posada, event.zamjene) };
}

/** Every refusal of an entry (none: it may be entered), in the order a form shows them. */
export function entryRefusals(ctx: EntryContext): Refusal[] {
  const refusals: (Refusal | null)[] = [];
  if (!ctx.byHand) refusals.push(windowRule(ctx.now, ctx.window));
  refusals.push(crewRule(ctx.event, ctx.athletes.length, ctx.substitutes.length));
  refusals.push(clubCapRule(ctx.clubLive, ctx.clubCap));
  const each = (list: readonly EntryAthlete[], prefix: string) =>
    list.forEach((athlete, i) => {
      const field = `${prefix}.${i}`;
      // One refusal per athlete: the first rule it fails, so the field says one thing.
      const first = [
        () => clubRule(athlete, ctx.clubId, field),
        () => (ctx.licencaObavezna ? licenceRule(athlete, ctx.season.naziv, field) : null),
        () => (ctx.licencaObavezna ? medicalRule(athlete, ctx.competitionDay, field) : null),
        () => sexRule(athlete, ctx.event, field),
        () => categoryRule(athlete, ctx.event, ctx.season, field),
        () => notEnteredRule(athlete, ctx.entered, field),
      ]
        .map((rule) => rule())
        .find((r) => r !== null);
      refusals.push(first ?? null);
    });
  each(ctx.athletes, "sportasi");
  each(ctx.substitutes, "zamjene");
  return refusals.filter((r): r is Refusal => r !== null);
}

/** The refusals as a form's field errors: `{ "sportasi.0": ["…"] }`. */
export function refusalFields(refusals: readonly Refusal[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const r of refusals) (fields[r.field] ??= []).push(r.message);
  return fields;
}

/** Where the refusals are fixed, by field (`{ "sportasi.0": [{href, text}] }`); fields without a fix are absent. */
export function refusalFixes(refusals: readonly Refusal[]): Record<string, RefusalFix[]> {
  const fixes: Record<string, RefusalFix[]> = {};
  for (const r of refusals) if (r.fix) (fixes[r.field] ??= []).push(r.fix);
  return fixes;
}

/** An arriving entry's status: accepted while the event is under its cap (none: no cap), else waiting. */
export function statusOnArrival(accepted: number, cap: number | null): "prihvacena" | "cekanje" {
  return cap === null || accepted < cap ? "prihvacena" : "cekanje";
}

/** The fee of an entry made at `now`: the late fee from its date, else the fee. */
export function feeAt(
  now: string,
  fees: { kotizacija_centi: number; zakasnina_centi: number | null; zakasnina_od: string | null },
): { kotizacija_centi: number; zakasnjela: boolean } {
  const late = fees.zakasnina_od !== null && fees.zakasnina_centi !== null && now >= fees.zakasnina_od;
  return late
    ? { kotizacija_centi: fees.zakasnina_centi!, zakasnjela: true }
    : { kotizacija_centi: fees.kotizacija_centi, zakasnjela: false };
}

/** The event's cap: its own, else the competition's per-event cap, else none. */
export const eventCap = (own: number | null, competition: number | null): number | null => own ?? competition;
