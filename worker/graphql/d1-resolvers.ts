// The D1 provider's resolvers, generated from the entity descriptions: a list field per root entity, its
// relationship fields loaded in one query per list, and Hasura's insert_x_one / insert_x for every entity
// with a create input, all through the data layer (worker/data), which checks the caller's scope again.
import type { z } from "zod";
import { ENTITIES, type EntityName } from "../../shared/entities";
import type { Entity, Relation } from "../../shared/entities/entity";
import { VALIDATION } from "../../shared/texts";
import type { UserProfile } from "../data/users";
import type { Database } from "../data/db";
import { DataError } from "../data/errors";
import { MAX_ROWS, childrenOf, limitOf, listRows, type ListArgs } from "../data/read";
import type { Scope } from "../data/scope";
import { createRows } from "../data/write";
import { parseInput, safeError } from "./errors";
import { ROOT_ENTITIES, WRITABLE_ENTITIES } from "./schema";

/** What every resolver gets: the database, the verified caller's scope and (signed in) its users row. */
export interface D1Context {
  db: Database;
  scope: Scope;
  /** The caller's users row as the auth middleware read it this request; absent for anonymous callers. */
  profile?: UserProfile;
}

type Row = Record<string, unknown>;

/** Maps the data layer's refusals to GraphQL errors a client may read. */
async function guarded<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof DataError)) throw error;
    if (error.code === "forbidden") throw safeError("FORBIDDEN", "You do not have permission to do this.");
    if (error.code === "version_conflict") throw safeError("version_conflict", error.message);
    if (error.code === "bad_reference" && error.field) {
      throw safeError("BAD_USER_INPUT", "The input is not valid.", {
        fields: { [error.field]: [VALIDATION.notFound] },
      });
    }
    throw safeError("BAD_USER_INPUT", error.message);
  }
}

const entityOf = (relation: Relation) => ENTITIES[relation.entity as EntityName] as Entity;

/** Adds each relationship field to a list's rows: one query per relationship and arguments, not one per row. */
function withRelations(entity: Entity, rows: Row[], context: D1Context): Row[] {
  const fields = (entity.relations ?? []).map((relation) => {
    const loaded = new Map<string, Promise<Map<unknown, Row[]>>>();
    const ids = rows.map((row) => row[relation.parentKey]);
    const load = (args: ListArgs) => {
      const key = JSON.stringify(args);
      let groups = loaded.get(key);
      if (!groups) {
        groups = guarded(childrenOf(context.db, context.scope, entityOf(relation), relation.foreignKey, ids, args));
        loaded.set(key, groups);
      }
      return groups;
    };
    return { relation, load };
  });
  return rows.map((row) => {
    const resolved: Row = { ...row };
    for (const { relation, load } of fields) {
      resolved[relation.field] = async (args: ListArgs) =>
        withRelations(entityOf(relation), (await load(args)).get(row[relation.parentKey]) ?? [], context);
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
    return withRelations(ENTITIES.users, rows, context);
  }
  const { memberships_json, ...user } = profile;
  const [withMemberships] = withRelations(ENTITIES.users, [user], context);
  const readAgain = withMemberships.memberships as (a: ListArgs) => Promise<Row[]>;
  return [
    {
      ...withMemberships,
      memberships: (a: ListArgs) => {
        const order = a.order_by?.[0]?.created_at ?? "asc";
        if (memberships_json === null || (order !== "asc" && order !== "asc_nulls_last")) return readAgain(a);
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
    .min(1, { error: VALIDATION.required })
    .max(MAX_ROWS, { error: VALIDATION.tooLong(MAX_ROWS) });
}

function insertFields(name: EntityName) {
  const entity = ENTITIES[name] as Entity;
  return {
    [`insert_${name}_one`]: async ({ object }: { object: unknown }, { db, scope }: D1Context) => {
      const input = parseInput(entity.input!, object, ["object"]) as Row;
      const [row] = await guarded(createRows(db, scope, entity, [input], "object"));
      return row;
    },
    [`insert_${name}`]: async ({ objects }: { objects: unknown }, { db, scope }: D1Context) => {
      const inputs = parseInput(entity.bulkInput ?? bulkSchema(entity), objects, ["objects"]) as Row[];
      const rows = await guarded(createRows(db, scope, entity, inputs, "objects"));
      return { affected_rows: rows.length };
    },
  };
}

/** The root value of the D1 schema: one function per Hasura-style field, derived from the entities. */
export const d1Root = Object.assign(
  {},
  Object.fromEntries(ROOT_ENTITIES.map((name) => [name, listField(name)])),
  ...WRITABLE_ENTITIES.map(insertFields),
) as Record<string, unknown>;
