// The membership register (issue 15): numbers from each federation's sequence, its list of types, the
// register's list (search, filters, keyset pages), and a member's own cards (by verified email). Every write
// goes through write.ts (rows, version and audit in one batch); the sequence moves in that same batch.
import { and, eq, gte, isNull, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { ENTITIES } from "../../shared/entities";
import { membershipRegisters } from "../../shared/entities/membership";
import { savezi } from "../../shared/entities/savez";
import { publicColumns, type Entity } from "../../shared/entities/entity";
import { normaliseName } from "../../shared/match-key";
import { can } from "../../shared/permissions";
import { T_MEMBERSHIP, T_VALIDATION } from "../../shared/texts";
import type { Database } from "./db";
import { DataError } from "./errors";
import { column, limitOf, ownFilter, reachOf, type ListArgs } from "./read";
import { contains, inList, ordered, rowValue } from "./expressions";
import type { Scope } from "./scope";
import { qb, type Statement } from "./statements";
import { createRows, federationFor, updateRow, type Edited } from "./write";

const entity = ENTITIES.memberships as Entity;
const table = ENTITIES.memberships.table;

type Values = Record<string, unknown>;

/** The types a federation issues when it has not set its own list. */
export const DEFAULT_MEMBERSHIP_TYPES = ["Gold", "Silver", "Bronze"] as const;

/** A federation's register settings. */
export interface RegisterSettings {
  savez_id: string;
  prefix: string;
  next_number: number;
  types: string[];
}

/** The default number prefix of a federation: the initials of its slug's words ("zicer-savez" → "ZS"). */
export function defaultPrefix(slug: string): string {
  return (
    slug
      .split("-")
      .filter(Boolean)
      .map((w) => w[0]!.toUpperCase())
      .join("")
      .slice(0, 6) || "CL"
  );
}

/** A membership number: the prefix and the sequence's value, five digits at least ("ZS-00042"). */
export const formatNumber = (prefix: string, n: number) => `${prefix}-${String(n).padStart(5, "0")}`;

/** The settings of federations (their defaults where none are stored yet). */
export async function registerSettings(db: Database, ids: readonly string[]): Promise<Map<string, RegisterSettings>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: savezi.id,
      slug: savezi.slug,
      prefix: membershipRegisters.prefix,
      next_number: membershipRegisters.next_number,
      types: membershipRegisters.types,
    })
    .from(savezi)
    .leftJoin(membershipRegisters, eq(membershipRegisters.savez_id, savezi.id))
    .where(inList(savezi.id, wanted));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        savez_id: r.id,
        prefix: r.prefix ?? defaultPrefix(r.slug),
        next_number: r.next_number ?? 1,
        types: r.types ? (JSON.parse(r.types) as string[]) : [...DEFAULT_MEMBERSHIP_TYPES],
      },
    ]),
  );
}

/** The register settings the caller may read: of one of its federations (admins: any). */
export async function settingsFor(db: Database, scope: Scope, savezId: string | null | undefined) {
  const target = await federationFor(
    db,
    scope,
    entity,
    { savez_id: savezId ?? null },
    reachOf(scope, "read", entity),
    "input",
  );
  const found = (await registerSettings(db, [target])).get(target);
  if (!found) throw new DataError("bad_reference", T_VALIDATION.notFound, "savez_id");
  return found;
}

/**
 * Moves a federation's sequence by `count` from `from` in the batch of the create: the settings row is made if
 * missing, and the move applies only if nobody moved it meanwhile (then the numbers collide on the unique
 * index and the whole batch fails: nothing is written).
 */
function sequenceStatements(db: Database, settings: RegisterSettings, count: number): Statement[] {
  const { savez_id, prefix, next_number } = settings;
  const register = membershipRegisters;
  return [
    db.insert(register).values({ savez_id, prefix }).onConflictDoNothing(),
    db
      .update(register)
      .set({ next_number: sql`${register.next_number} + ${count}` })
      .where(and(eq(register.savez_id, savez_id), eq(register.next_number, next_number))),
  ];
}

/** The numbers already taken in the register among `numbers`, per federation (one read, however many). */
async function takenNumbers(db: Database, savezId: string, numbers: string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await db
    .select({ number: table.number })
    .from(table)
    .where(and(eq(table.savez_id, savezId), inList(table.number, numbers)));
  return new Set(rows.map((r) => String(r.number)));
}

/**
 * Creates memberships (one, or an import of up to 5 000, all or nothing): each takes the next number of its
 * federation's sequence (an admin may give one), its type must be one of the federation's types, and the
 * rows, their audit rows and the sequence's move are one D1 batch.
 */
export async function createMemberships(
  db: Database,
  scope: Scope,
  inputs: readonly Values[],
  path: "object" | "objects",
  extra: readonly Statement[] = [],
): Promise<Values[]> {
  const reach = reachOf(scope, "create", entity);
  const at = (i: number) => (path === "objects" ? `objects.${i}` : "object");
  const federations: string[] = [];
  for (const [i, input] of inputs.entries()) {
    federations.push(await federationFor(db, scope, entity, input, reach, at(i)));
  }
  const settings = await registerSettings(db, federations);
  const counters = new Map<string, number>();
  const given = new Map<string, Set<string>>();
  const rows = inputs.map((input, i) => {
    const savez = settings.get(federations[i]!);
    if (!savez) throw new DataError("bad_reference", T_VALIDATION.notFound, `${at(i)}.savez_id`);
    if (!savez.types.includes(String(input.type))) {
      throw new DataError("invalid", T_MEMBERSHIP.badType(savez.types), `${at(i)}.type`);
    }
    if (input.number !== undefined && !can(scope, "create", "membership_numbers", { savez_id: savez.savez_id })) {
      throw new DataError("invalid", T_MEMBERSHIP.numberAdminOnly, `${at(i)}.number`);
    }
    let number = input.number as string | undefined;
    if (number === undefined) {
      const n = counters.get(savez.savez_id) ?? 0;
      counters.set(savez.savez_id, n + 1);
      number = formatNumber(savez.prefix, savez.next_number + n);
    }
    const seen = given.get(savez.savez_id) ?? new Set<string>();
    if (seen.has(number)) throw new DataError("invalid", T_MEMBERSHIP.numberTaken, `${at(i)}.number`);
    seen.add(number);
    given.set(savez.savez_id, seen);
    // Every row names every column: an import's rows go through one json_each, where a missing key is NULL.
    return {
      ...input,
      status: input.status ?? "aktivna",
      suspension_reason: input.suspension_reason ?? null,
      savez_id: savez.savez_id,
      number,
    };
  });
  for (const [savezId, numbers] of given) {
    const taken = await takenNumbers(db, savezId, [...numbers]);
    const clash = rows.findIndex((r) => r.savez_id === savezId && taken.has(r.number));
    if (clash >= 0) {
      const mine = inputs[clash]!.number !== undefined;
      throw new DataError(
        "invalid",
        mine ? T_MEMBERSHIP.numberTaken : T_MEMBERSHIP.sequenceRace,
        `${at(clash)}.number`,
      );
    }
  }
  const sequences = [...counters].flatMap(([savezId, count]) => sequenceStatements(db, settings.get(savezId)!, count));
  try {
    return await createRows(db, scope, entity, rows, path, [...sequences, ...extra]);
  } catch (error) {
    // Another create took the same numbers between our read and our batch: nothing of ours was written.
    if (error instanceof DataError && error.message === T_VALIDATION.taken) {
      throw new DataError("invalid", T_MEMBERSHIP.sequenceRace, error.field);
    }
    throw error;
  }
}

/**
 * Edits a membership (update, 'Obnovi', 'Suspendiraj', 'Aktiviraj'): only an admin changes its number; a new
 * type must be one of its federation's; a suspension names its reason; activating clears the reason.
 */
export async function updateMembership(
  db: Database,
  scope: Scope,
  id: string,
  version: number,
  changes: Values,
): Promise<Edited> {
  // A number right never reaches wider than the membership right updateRow checks on the row itself.
  if (changes.number !== undefined && can(scope, "update", "membership_numbers") === null) {
    throw new DataError("invalid", T_MEMBERSHIP.numberAdminOnly, "_set.number");
  }
  if (changes.status === "suspendirana" && !changes.suspension_reason) {
    throw new DataError("invalid", T_MEMBERSHIP.reasonRequired, "_set.suspension_reason");
  }
  const set = changes.status === "aktivna" ? { ...changes, suspension_reason: null } : changes;
  if (set.type !== undefined) {
    const row = await db.select({ savez_id: table.savez_id }).from(table).where(eq(table.id, id)).get();
    const types = row && (await registerSettings(db, [String(row.savez_id)])).get(String(row.savez_id))?.types;
    if (types && !types.includes(String(set.type))) {
      throw new DataError("invalid", T_MEMBERSHIP.badType(types), "_set.type");
    }
  }
  return updateRow(db, scope, entity, id, version, set);
}

/**
 * 'Izdaj novu iskaznicu': the card's token version goes up by one (read here, written only if the row is still
 * at `version`, so two reissues of one read cannot both count), audited as any edit of the register.
 */
export async function reissueCard(db: Database, scope: Scope, id: string, version: number): Promise<Edited> {
  const row = await db.select({ token_version: table.token_version }).from(table).where(eq(table.id, id)).get();
  // No such row: updateRow gives the edit's 404 (the change below is never written).
  const next = Number(row?.token_version ?? 0) + 1;
  return updateRow(db, scope, entity, id, version, { token_version: next });
}

const selection = () => Object.fromEntries(publicColumns(entity).map((name) => [name, column(entity, name)]));

/** The caller's own cards: those of its verified email, oldest first (nulls last, then insertion order). */
export async function ownMemberships(db: Database, scope: Scope, args: ListArgs): Promise<Values[]> {
  return db
    .select(selection())
    .from(table)
    .where(and(ownFilter(entity, scope), isNull(table.deleted_at)))
    .orderBy(...ordered(table.created_at, args.order_by?.[0]?.created_at, "asc"))
    .limit(limitOf(args));
}

/** The register's filters and page. */
export interface RegisterArgs {
  savez_id?: string | null;
  search?: string | null;
  type?: string | null;
  status?: "aktivna" | "suspendirana" | "istekla" | null;
  expiring?: boolean | null;
  after?: string | null;
  limit?: number | null;
  today?: string;
}

/** Rows of one register page at most. */
export const REGISTER_PAGE = 50;
export const REGISTER_MAX_PAGE = 200;

/** Days ahead 'ističe uskoro' looks. */
export const EXPIRING_DAYS = 30;

/** A search matches a name (any part of it), a number (as typed or upper-case) or an email. */
function searchFilter(search: string): SQL | undefined {
  const numbers = eq(table.number, search.toUpperCase());
  return or(
    contains(table.search_name, normaliseName(search)),
    numbers,
    eq(table.number, search),
    eq(table.email, search.toLowerCase()),
  );
}

/** The register's filters of a type, a status (istekla from the expiry), expiring soon, and a search. */
function registerFilters(args: RegisterArgs, today: string): (SQL | undefined)[] {
  const filters: (SQL | undefined)[] = [];
  const search = args.search?.trim();
  if (search) filters.push(searchFilter(search));
  if (args.type) filters.push(eq(table.type, args.type));
  if (args.status === "suspendirana") filters.push(eq(table.status, "suspendirana"));
  if (args.status === "aktivna") {
    filters.push(and(eq(table.status, "aktivna"), or(isNull(table.expiry), gte(table.expiry, today))));
  }
  if (args.status === "istekla") filters.push(and(ne(table.status, "suspendirana"), lt(table.expiry, today)));
  if (args.expiring) {
    const until = new Date(Date.parse(`${today}T00:00:00Z`) + EXPIRING_DAYS * 86_400_000).toISOString().slice(0, 10);
    filters.push(and(eq(table.status, "aktivna"), gte(table.expiry, today), lte(table.expiry, until)));
  }
  if (args.after) filters.push(afterRow(args.after));
  return filters;
}

/** The keyset cursor: rows after the row `after` in (search_name, id) order. */
function afterRow(after: string): SQL {
  const cursor = qb.select({ search_name: table.search_name, id: table.id }).from(table).where(eq(table.id, after));
  return sql`${rowValue(table.search_name, table.id)} > ${cursor}`;
}

/**
 * One page of a federation's register, ordered by surname and name (then id): a keyset page after the row
 * `after`, filtered by a search (name, number or email), a type, a status (istekla computed from the expiry)
 * and "expiring within 30 days".
 */
export async function registerPage(db: Database, scope: Scope, args: RegisterArgs): Promise<Values[]> {
  const target = await federationFor(
    db,
    scope,
    entity,
    { savez_id: args.savez_id ?? null },
    reachOf(scope, "read", entity),
    "input",
  );
  const today = args.today ?? new Date().toISOString().slice(0, 10);
  const filters: (SQL | undefined)[] = [
    eq(table.savez_id, target),
    isNull(table.deleted_at),
    ...registerFilters(args, today),
  ];
  const limit = Math.max(1, Math.min(args.limit ?? REGISTER_PAGE, REGISTER_MAX_PAGE));
  return db
    .select(selection())
    .from(table)
    .where(and(...filters))
    .orderBy(table.search_name, table.id)
    .limit(limit);
}

/** What a membership's photo route needs to decide the right: its photo and whose it is (published rows only). */
export interface PhotoFacts {
  photo_key: string | null;
  savez_id: string;
  email: string | null;
}

/** A published membership's photo facts, or null. */
export async function membershipPhoto(db: Database, id: string): Promise<PhotoFacts | null> {
  const row = await db
    .select({ photo_key: table.photo_key, savez_id: table.savez_id, email: table.email })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.deleted_at)))
    .get();
  return row ? { photo_key: row.photo_key ?? null, savez_id: String(row.savez_id), email: row.email ?? null } : null;
}

/** One membership as the verification reads it (any federation, deleted ones included: they are not valid). */
export async function membershipById(db: Database, id: string): Promise<Values | undefined> {
  return (await db.select().from(table).where(eq(table.id, id)).get()) as Values | undefined;
}
