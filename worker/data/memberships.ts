// The membership register (issue 15): numbers from each federation's sequence, its list of types, the
// register's list (search, filters, keyset pages), and a member's own cards (by verified email). Every write
// goes through write.ts (rows, version and audit in one batch); the sequence moves in that same batch.
import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { ENTITIES } from "../../shared/entities";
import { membershipRegisters } from "../../shared/entities/membership";
import { savezi } from "../../shared/entities/savez";
import { publicColumns, type Entity } from "../../shared/entities/entity";
import { normaliseName } from "../../shared/match-key";
import { can } from "../../shared/permissions";
import { MEMBERSHIP_TEXTS, VALIDATION } from "../../shared/texts";
import type { Database } from "./db";
import { DataError } from "./errors";
import { column, limitOf, ownFilter, reachOf, type ListArgs } from "./read";
import type { Scope } from "./scope";
import { compile, type Compiled } from "./statements";
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
    .where(inArray(savezi.id, wanted));
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
  if (!found) throw new DataError("bad_reference", VALIDATION.notFound, "savez_id");
  return found;
}

/**
 * Moves a federation's sequence by `count` from `from` in the batch of the create: the settings row is made if
 * missing, and the move applies only if nobody moved it meanwhile (then the numbers collide on the unique
 * index and the whole batch fails: nothing is written).
 */
function sequenceStatements(settings: RegisterSettings, count: number): Compiled[] {
  const { savez_id, prefix, next_number } = settings;
  return [
    compile(sql`INSERT OR IGNORE INTO ${membershipRegisters} (savez_id, prefix) VALUES (${savez_id}, ${prefix})`),
    compile(
      sql`UPDATE ${membershipRegisters} SET next_number = next_number + ${count}
          WHERE savez_id = ${savez_id} AND next_number = ${next_number}`,
    ),
  ];
}

/** The numbers already taken in the register among `numbers`, per federation. */
async function takenNumbers(db: Database, savezId: string, numbers: string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const taken = new Set<string>();
  for (let i = 0; i < numbers.length; i += 90) {
    const rows = await db
      .select({ number: column(entity, "number") })
      .from(table)
      .where(and(eq(column(entity, "savez_id"), savezId), inArray(column(entity, "number"), numbers.slice(i, i + 90))));
    for (const r of rows) taken.add(String(r.number));
  }
  return taken;
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
  extra: readonly Compiled[] = [],
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
    if (!savez) throw new DataError("bad_reference", VALIDATION.notFound, `${at(i)}.savez_id`);
    if (!savez.types.includes(String(input.type))) {
      throw new DataError("invalid", MEMBERSHIP_TEXTS.badType(savez.types), `${at(i)}.type`);
    }
    if (input.number !== undefined && !can(scope, "create", "membership_numbers", { savez_id: savez.savez_id })) {
      throw new DataError("invalid", MEMBERSHIP_TEXTS.numberAdminOnly, `${at(i)}.number`);
    }
    let number = input.number as string | undefined;
    if (number === undefined) {
      const n = counters.get(savez.savez_id) ?? 0;
      counters.set(savez.savez_id, n + 1);
      number = formatNumber(savez.prefix, savez.next_number + n);
    }
    const seen = given.get(savez.savez_id) ?? new Set<string>();
    if (seen.has(number)) throw new DataError("invalid", MEMBERSHIP_TEXTS.numberTaken, `${at(i)}.number`);
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
        mine ? MEMBERSHIP_TEXTS.numberTaken : MEMBERSHIP_TEXTS.sequenceRace,
        `${at(clash)}.number`,
      );
    }
  }
  const sequences = [...counters].flatMap(([savezId, count]) => sequenceStatements(settings.get(savezId)!, count));
  try {
    return await createRows(db, scope, entity, rows, path, [...sequences, ...extra]);
  } catch (error) {
    // Another create took the same numbers between our read and our batch: nothing of ours was written.
    if (error instanceof DataError && error.message === VALIDATION.taken) {
      throw new DataError("invalid", MEMBERSHIP_TEXTS.sequenceRace, error.field);
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
    throw new DataError("invalid", MEMBERSHIP_TEXTS.numberAdminOnly, "_set.number");
  }
  if (changes.status === "suspendirana" && !changes.suspension_reason) {
    throw new DataError("invalid", MEMBERSHIP_TEXTS.reasonRequired, "_set.suspension_reason");
  }
  const set = changes.status === "aktivna" ? { ...changes, suspension_reason: null } : changes;
  if (set.type !== undefined) {
    const row = await db
      .select({ savez_id: column(entity, "savez_id") })
      .from(table)
      .where(eq(column(entity, "id"), id))
      .get();
    const types = row && (await registerSettings(db, [String(row.savez_id)])).get(String(row.savez_id))?.types;
    if (types && !types.includes(String(set.type))) {
      throw new DataError("invalid", MEMBERSHIP_TEXTS.badType(types), "_set.type");
    }
  }
  return updateRow(db, scope, entity, id, version, set);
}

const selection = () => Object.fromEntries(publicColumns(entity).map((name) => [name, column(entity, name)]));

/** The caller's own cards: those of its verified email, oldest first (nulls last, then insertion order). */
export async function ownMemberships(db: Database, scope: Scope, args: ListArgs): Promise<Values[]> {
  const order = args.order_by?.[0]?.created_at ?? "asc";
  const direction = order.startsWith("desc")
    ? sql.raw(order === "desc_nulls_last" ? "DESC NULLS LAST" : "DESC NULLS FIRST")
    : sql.raw(order === "asc_nulls_first" ? "ASC NULLS FIRST" : "ASC NULLS LAST");
  const tie = sql.raw(order.startsWith("desc") ? "DESC" : "ASC");
  return db
    .select(selection())
    .from(table)
    .where(and(ownFilter(entity, scope), isNull(column(entity, "deleted_at"))))
    .orderBy(sql`${column(entity, "created_at")} ${direction}`, sql`rowid ${tie}`)
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
  const c = (name: string) => column(entity, name);
  const filters: (SQL | undefined)[] = [eq(c("savez_id"), target), isNull(c("deleted_at"))];
  const search = args.search?.trim();
  if (search) {
    const name = normaliseName(search);
    filters.push(
      sql`(instr(${c("search_name")}, ${name}) > 0 OR ${c("number")} = ${search.toUpperCase()} OR ${c("number")} = ${search} OR ${c("email")} = ${search.toLowerCase()})`,
    );
  }
  if (args.type) filters.push(eq(c("type"), args.type));
  if (args.status === "suspendirana") filters.push(eq(c("status"), "suspendirana"));
  if (args.status === "aktivna") {
    filters.push(sql`${c("status")} = 'aktivna' AND (${c("expiry")} IS NULL OR ${c("expiry")} >= ${today})`);
  }
  if (args.status === "istekla") filters.push(sql`${c("status")} != 'suspendirana' AND ${c("expiry")} < ${today}`);
  if (args.expiring) {
    const until = new Date(Date.parse(`${today}T00:00:00Z`) + EXPIRING_DAYS * 86_400_000).toISOString().slice(0, 10);
    filters.push(sql`${c("status")} = 'aktivna' AND ${c("expiry")} >= ${today} AND ${c("expiry")} <= ${until}`);
  }
  if (args.after) {
    filters.push(
      sql`(${c("search_name")}, ${c("id")}) > (SELECT ${c("search_name")}, ${c("id")} FROM ${table} WHERE ${c("id")} = ${args.after})`,
    );
  }
  const limit = Math.max(1, Math.min(args.limit ?? REGISTER_PAGE, REGISTER_MAX_PAGE));
  return db
    .select(selection())
    .from(table)
    .where(and(...filters))
    .orderBy(c("search_name"), c("id"))
    .limit(limit);
}

/** One membership as the verification reads it (any federation, deleted ones included: they are not valid). */
export async function membershipById(db: Database, id: string): Promise<Values | undefined> {
  return (await db
    .select()
    .from(table)
    .where(eq(column(entity, "id"), id))
    .get()) as Values | undefined;
}
