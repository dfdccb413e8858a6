// The D1 provider's resolvers, generated from the entity descriptions: a list field per root entity, its
// relationship fields loaded in one query per list, and Hasura's insert_x_one / insert_x for every entity
// with a create input, all through the data layer (worker/data), which checks the caller's scope again.
import { z } from "zod";
import { ENTITIES, type EntityName } from "../../shared/entities";
import { setSchemaOf, type Entity, type Relation } from "../../shared/entities/entity";
import { T_API, T_VALIDATION } from "../../shared/texts";
import type { UserProfile } from "../data/users";
import type { Database } from "../data/db";
import { DataError } from "../data/errors";
import { MAX_ROWS, childrenOf, limitOf, listRows, rowsByKey, type ListArgs } from "../data/read";
import {
  createMemberships,
  ownMemberships,
  registerPage,
  reissueCard,
  settingsFor,
  updateMembership,
  type RegisterArgs,
} from "../data/memberships";
import { membershipCreateSchema, membershipsImportSchema } from "../../shared/entities/membership/input";
import type { Scope } from "../data/scope";
import type { Deferred, Statement } from "../data/statements";
import { createRows, deleteRow, restoreRow, updateRow } from "../data/write";
import { decideLicences, type Decision } from "../data/licences";
import { recordMedicals } from "../data/lijecnicki";
import { updateTransfer } from "../data/transfers";
import { T_KLUBOVI } from "../../shared/texts";
import { isoDate } from "../../shared/schemas/text";
import { parseInput, safeError } from "./errors";
import { DELETABLE_ENTITIES, ROOT_ENTITIES, UPDATABLE_ENTITIES, WRITABLE_ENTITIES } from "./schema";

/** What every resolver gets: the database, the verified caller's scope and (signed in) its users row. */
export interface D1Context {
  db: Database;
  scope: Scope;
  /** The caller's users row as the auth middleware read it this request; absent for anonymous callers. */
  profile?: UserProfile;
  /**
   * R2 keys released in this request: a row stopped linking them and no other row links them (their records
   * went in the edit's batch, worker/data/file-links.ts); deleted once the operation is done.
   */
  unlinked?: string[];
  /** The Idempotency-Key row of this create, inserted in the create's own batch (worker/data/idempotency.ts). */
  idempotency?: { statement: Deferred; used?: boolean };
}

type Row = Record<string, unknown>;

/** Maps the data layer's refusals to GraphQL errors a client may read. */
async function guarded<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof DataError)) throw error;
    if (error.code === "forbidden") throw safeError("FORBIDDEN", error.message);
    if (error.code === "version_conflict") throw safeError("version_conflict", error.message);
    if (error.code === "not_found") throw safeError("NOT_FOUND", error.message);
    if (error.field) {
      const message = error.code === "bad_reference" ? T_VALIDATION.notFound : error.message;
      throw safeError("BAD_USER_INPUT", T_API.invalidInput, { fields: { [error.field]: [message] } });
    }
    throw safeError("BAD_USER_INPUT", error.message);
  }
}

const entityOf = (relation: Relation) => ENTITIES[relation.entity as EntityName] as Entity;

/** Loads a relationship for a whole list: one query per relationship (and arguments), not one per row. */
function relationLoader(relation: Relation, rows: Row[], context: D1Context) {
  const loaded = new Map<string, Promise<Map<unknown, Row[] | Row>>>();
  const target = entityOf(relation);
  const keys = rows.map((row) => row[relation.parentKey]);
  return (args: ListArgs) => {
    const cacheKey = JSON.stringify(args);
    let found = loaded.get(cacheKey);
    if (!found) {
      const { db, scope } = context;
      found =
        relation.kind === "object"
          ? guarded(rowsByKey(db, scope, target, relation.foreignKey, keys))
          : guarded(childrenOf(db, scope, target, relation.foreignKey, keys, args));
      loaded.set(cacheKey, found);
    }
    return found;
  };
}

/** Adds each relationship field to a list's rows, so nested selections resolve list by list. */
function withRelations(entity: Entity, rows: Row[], context: D1Context): Row[] {
  const fields = (entity.relations ?? []).map((relation) => ({
    relation,
    load: relationLoader(relation, rows, context),
  }));
  return rows.map((row) => {
    const resolved: Row = { ...row };
    for (const { relation, load } of fields) {
      const target = entityOf(relation);
      resolved[relation.field] = async (args: ListArgs = {}) => {
        const found = (await load(args)).get(row[relation.parentKey]);
        if (relation.kind === "object") return found ? withRelations(target, [found as Row], context)[0] : null;
        return withRelations(target, (found as Row[] | undefined) ?? [], context);
      };
    }
    return resolved;
  });
}

/**
 * The caller's own users row. The auth middleware has just read it with its memberships (oldest first):
 * those are reused, so the trusted users query needs no statement of its own; another order is read here.
 */
async function ownUser(args: ListArgs, context: D1Context): Promise<Row[]> {
  const { profile, scope } = context;
  if (scope.userId === null) return [];
  if (profile?.id !== scope.userId) {
    const rows = await guarded(listRows(context.db, scope, ENTITIES.users, args));
    return rows.map((row) => ({ ...row, memberships: (a: ListArgs) => guarded(ownMemberships(context.db, scope, a)) }));
  }
  const { memberships_json, ...user } = profile;
  return [
    {
      ...user,
      memberships: (a: ListArgs) => {
        const order = a.order_by?.[0]?.created_at ?? "asc";
        if (!scope.emailVerified) return [];
        if (memberships_json === null || (order !== "asc" && order !== "asc_nulls_last")) {
          return guarded(ownMemberships(context.db, scope, a));
        }
        return (JSON.parse(memberships_json) as Row[]).slice(0, limitOf(a));
      },
    },
  ];
}

function listField(name: EntityName) {
  const entity = ENTITIES[name] as Entity;
  if (name === "users") return ownUser;
  return async (args: ListArgs, context: D1Context) =>
    withRelations(entity, await guarded(listRows(context.db, context.scope, entity, args)), context);
}

/** The schema of a bulk insert when the entity declares none: 1..MAX_ROWS valid rows. */
function bulkSchema(entity: Entity): z.ZodType {
  return entity
    .input!.array()
    .min(1, { error: T_VALIDATION.required })
    .max(MAX_ROWS, { error: T_VALIDATION.tooLong(MAX_ROWS) });
}

/** The Idempotency-Key row to store with this create (once per request), if the request sent a key. */
function keyStatements(context: D1Context): Statement[] {
  const key = context.idempotency;
  if (!key || key.used) return [];
  key.used = true;
  return [key.statement(context.db)];
}

function insertFields(name: EntityName) {
  const entity = ENTITIES[name] as Entity;
  const bulk = entity.bulkInput ?? bulkSchema(entity);
  return {
    [`insert_${name}_one`]: async ({ object }: { object: unknown }, context: D1Context) => {
      const input = parseInput(entity.input!, object, ["object"]) as Row;
      const { db, scope } = context;
      const [row] = await guarded(createRows(db, scope, entity, [input], "object", keyStatements(context)));
      return row;
    },
    [`insert_${name}`]: async ({ objects }: { objects: unknown }, context: D1Context) => {
      const inputs = parseInput(bulk, objects, ["objects"]) as Row[];
      const { db, scope } = context;
      const rows = await guarded(createRows(db, scope, entity, inputs, "objects", keyStatements(context)));
      return { affected_rows: rows.length };
    },
  };
}

interface RowWhere {
  where: { id?: { _eq?: unknown } | null; version?: { _eq?: unknown } | null };
}

/** The one row an edit names: its id and the version the client read. */
function targetOf({ where }: RowWhere): { id: string; version: number } {
  const id = where.id?._eq;
  const version = where.version?._eq;
  if (typeof id !== "string" || typeof version !== "number") {
    throw safeError("BAD_USER_INPUT", T_API.editNamesVersion);
  }
  return { id, version };
}

/** Hasura's `update_x(where: {id: {_eq}, version: {_eq}}, _set:)`: one row, if nobody changed it meanwhile. */
function updateField(name: EntityName) {
  const entity = ENTITIES[name] as Entity;
  const set = setSchemaOf(entity);
  return async (args: RowWhere & { _set: unknown }, context: D1Context) => {
    const { id, version } = targetOf(args);
    const changes = parseInput(set, args._set, ["_set"]) as Row;
    const edited = await guarded(updateRow(context.db, context.scope, entity, id, version, changes));
    // Only now that D1 committed may a released file go; were this lost, the sweep finds it unreferenced.
    context.unlinked?.push(...edited.released);
    return { affected_rows: 1 };
  };
}

/** `delete_x` moves one row to 'Obrisano'; `restore_x` brings it back. Both name the row by id and version. */
function trashFields(name: EntityName) {
  const entity = ENTITIES[name] as Entity;
  return {
    [`delete_${name}`]: async (args: RowWhere, { db, scope }: D1Context) => {
      const { id, version } = targetOf(args);
      await guarded(deleteRow(db, scope, entity, id, version));
      return { affected_rows: 1 };
    },
    [`restore_${name}`]: async (args: RowWhere, { db, scope }: D1Context) => {
      const { id, version } = targetOf(args);
      await guarded(restoreRow(db, scope, entity, id, version));
      return { affected_rows: 1 };
    },
  };
}

/** The only count an edit of a membership may make: its card's token version, up by one. */
const REISSUE = z.object({ token_version: z.literal(1) }).strict();

/**
 * The membership register (issue 15): creates take numbers from the federation's sequence, edits check who may
 * change the number, and the register's page and settings are fields of their own (worker/data/memberships.ts).
 */
const registerFields = {
  memberships_register: (args: RegisterArgs, { db, scope }: D1Context) => guarded(registerPage(db, scope, args)),
  membership_register_settings: (args: { savez_id?: string | null }, { db, scope }: D1Context) =>
    guarded(settingsFor(db, scope, args.savez_id)),
  insert_memberships_one: async ({ object }: { object: unknown }, context: D1Context) => {
    const input = parseInput(membershipCreateSchema, object, ["object"]) as Row;
    const [row] = await guarded(
      createMemberships(context.db, context.scope, [input], "object", keyStatements(context)),
    );
    return row;
  },
  insert_memberships: async ({ objects }: { objects: unknown }, context: D1Context) => {
    const inputs = parseInput(membershipsImportSchema, objects, ["objects"]) as Row[];
    const rows = await guarded(createMemberships(context.db, context.scope, inputs, "objects", keyStatements(context)));
    return { affected_rows: rows.length };
  },
  update_memberships: async (args: RowWhere & { _set?: unknown; _inc?: unknown }, context: D1Context) => {
    const entity = ENTITIES.memberships as Entity;
    const { id, version } = targetOf(args);
    if (args._inc !== undefined && args._inc !== null) {
      // 'Izdaj novu iskaznicu': the token version up by one, and nothing else in the same edit.
      if (args._set !== undefined && args._set !== null) throw safeError("BAD_USER_INPUT", T_API.invalidInput);
      parseInput(REISSUE, args._inc, ["_inc"]);
      await guarded(reissueCard(context.db, context.scope, id, version));
      return { affected_rows: 1 };
    }
    const changes = parseInput(setSchemaOf(entity), args._set, ["_set"]) as Row;
    const edited = await guarded(updateMembership(context.db, context.scope, id, version, changes));
    context.unlinked?.push(...edited.released);
    return { affected_rows: 1 };
  },
};

/**
 * The season's own writes (issue 29): a transfer's steps (checked, and the confirmation applying the move in
 * its batch), a transfer asked in any other state refused, and the licence queue's bulk decisions
 * (`update_licence(where: {id: {_in}, status: {_eq: "zatrazena"}})`, worker/data/licences.ts).
 */
const seasonFields = {
  insert_transferi_one: async ({ object }: { object: unknown }, context: D1Context) => {
    const entity = ENTITIES.transferi as Entity;
    const input = parseInput(entity.input!, object, ["object"]) as Row;
    if (input.status !== undefined && input.status !== "zatrazen") {
      throw safeError("BAD_USER_INPUT", T_API.invalidInput, {
        fields: { "object.status": [T_KLUBOVI.transferStep] },
      });
    }
    const [row] = await guarded(
      createRows(context.db, context.scope, entity, [input], "object", keyStatements(context)),
    );
    return row;
  },
  update_transferi: async (args: RowWhere & { _set: unknown }, context: D1Context) => {
    const { id, version } = targetOf(args);
    const changes = parseInput(setSchemaOf(ENTITIES.transferi as Entity), args._set, ["_set"]) as Row;
    await guarded(updateTransfer(context.db, context.scope, id, version, changes));
    return { affected_rows: 1 };
  },
  update_licence: async (args: RowWhere & { _set: unknown }, context: D1Context) => {
    const ids = (args.where as { id?: { _in?: unknown } }).id?._in;
    if (!Array.isArray(ids)) return updateField("licence")(args, context);
    const decision = parseInput(bulkDecision, args._set, ["_set"]) as Decision;
    return { affected_rows: await guarded(decideLicences(context.db, context.scope, ids as string[], decision)) };
  },
  // UpisiLijecnicke (issue 50 item 4): one medical examination's date for many athletes; one row by id and version
  // stays the generic edit (UpdateSportas).
  update_sportasi: async (args: RowWhere & { _set: unknown }, context: D1Context) => {
    const ids = (args.where as { id?: { _in?: unknown } }).id?._in;
    if (!Array.isArray(ids)) return updateField("sportasi")(args, context);
    const { lijecnicki_do } = parseInput(bulkMedical, args._set, ["_set"]) as { lijecnicki_do: string };
    const recorded = recordMedicals(context.db, context.scope, ids as string[], lijecnicki_do);
    return { affected_rows: await guarded(recorded) };
  },
};

/** What a bulk record of athletes may set: the medical examination's date, nothing else. */
const bulkMedical = z.object({ lijecnicki_do: isoDate }).strict();

/** What a bulk decision may set: approve, or reject with a reason. */
const bulkDecision = z.union([
  z.object({ status: z.literal("odobrena") }).strict(),
  z.object({ status: z.literal("odbijena"), razlog_odbijanja: z.string().trim().min(1).max(500) }).strict(),
]);

/** The root value of the D1 schema: one function per Hasura-style field, derived from the entities. */
export const d1Root = Object.assign(
  {},
  Object.fromEntries(ROOT_ENTITIES.map((name) => [name, listField(name)])),
  ...WRITABLE_ENTITIES.map(insertFields),
  Object.fromEntries(UPDATABLE_ENTITIES.map((name) => [`update_${name}`, updateField(name)])),
  ...DELETABLE_ENTITIES.map(trashFields),
  registerFields,
  seasonFields,
) as Record<string, unknown>;
