// The Hasura metadata of every table, derived: the tracked tables are the Drizzle tables (shared/entities),
// plus each soft-deletable entity's two views (X_objavljeno carries delete_X, to 'Obrisano'; X_obrisano carries
// restore_X); the columns a role sees are the entity's public columns and those it writes its create input's
// fields; the per-role permissions are the permission table's rows (shared/permissions.ts), each scope turned
// into a row filter; an object relationship is every public foreign key, an array relationship every relation
// the entity declares. What no entity says is in hasura-only.ts. This module is pure: no I/O.
import { getTableColumns, getTableName } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { EntityName } from "../../../shared/entities";
import { TENANT_COLUMNS, publicColumns, type Entity, type Relation } from "../../../shared/entities/entity";
import { PERMISSIONS, can, type Action, type PermissionScope } from "../../../shared/permissions";
import type { Role } from "../../../shared/types";
import { hasuraRole } from "../../../worker/graphql/hasura";
import { FUNCTIONS, PART_OF, POSTGRES_KEY, SESSION_ARGUMENT, WORKER_ONLY, WRITTEN_ONLY_AT } from "./hasura-only";
import { entryTable, isEntryTable } from "./entries";
import { isLeagueTable, leagueTable } from "./league";
import { referencesOf } from "./schema-check";

export type BoolExp = Record<string, unknown>;

interface Permission<P> {
  role: string;
  permission: P;
}

/** One tracked table or view, in the shape of hasura/metadata/databases/default/tables/public_<name>.yaml. */
export interface TableMetadata {
  table: { name: string; schema: "public" };
  configuration?: { custom_root_fields: Record<string, string> };
  object_relationships?: { name: string; using: unknown }[];
  array_relationships?: { name: string; using: unknown }[];
  select_permissions?: Permission<{ columns: string[]; filter: BoolExp }>[];
  insert_permissions?: Permission<{ check: BoolExp; columns: string[] }>[];
  update_permissions?: Permission<{ columns: string[]; filter: BoolExp; check: BoolExp }>[];
  delete_permissions?: Permission<{ filter: BoolExp }>[];
}

/** A tracked table with the comment its file starts with. */
export interface TrackedTable {
  name: string;
  comment: string;
  metadata: TableMetadata;
}

/** A tracked SQL function (functions.yaml). */
export interface FunctionMetadata {
  function: { name: string; schema: "public" };
  configuration: { session_argument: string };
  permissions: { role: string }[];
}

/** Every role of the app, in the order the metadata lists them; a role missing here fails to compile. */
const ROLES = ["anonymous", "member", "official", "staff", "admin"] as const satisfies readonly Role[];
type Missing<All, Listed> = Exclude<All, Listed> extends never ? true : never;
const everyRole: Missing<Role, (typeof ROLES)[number]> = true;
void everyRole;

/** Scopes from the widest; a new scope fails to compile until it has a row filter below. */
const SCOPES = ["all", "federation", "club", "own"] as const satisfies readonly PermissionScope[];
const everyScope: Missing<PermissionScope, (typeof SCOPES)[number]> = true;
void everyScope;

/** The Hasura role of an app role (`admin` is Hasura's superuser, so platform admins are platform_admin). */
const hasuraName = (role: Role) => hasuraRole({ role, emailVerified: true });
/** The twin that reads 'Obrisano' (worker/graphql/hasura.ts hasuraRole). */
const trashName = (role: Role) => `${hasuraName(role)}_obrisano`;

/** What a row filter needs to know of a table. */
interface Filtered {
  name: string;
  table: SQLiteTable;
  entity?: Entity;
}

/** Every scope in which a role holds a right, from the widest (the role's rows of the permission table). */
function scopesHeld(role: Role, action: Action, entity: EntityName): PermissionScope[] {
  const held = SCOPES.filter((scope) => PERMISSIONS[role].includes(`${action}:${entity}:${scope}`));
  // The same answer as the table's own reading of it, which the Worker's rules use.
  if ((held[0] ?? null) !== can({ role, emailVerified: true }, action, entity)) {
    throw new Error(`${role} ${action} ${entity}: shared/permissions.ts can() and its rows disagree`);
  }
  return held;
}

const columnNames = (table: SQLiteTable) =>
  (Object.values(getTableColumns(table)) as SQLiteColumn[]).map((c) => c.name);

/** The row filter of one scope, on the session variables the Worker sends (worker/graphql/hasura.ts). */
const SCOPE_FILTERS: Record<Exclude<PermissionScope, "all">, (filtered: Filtered) => BoolExp> = {
  federation: ({ name, table }) => {
    if (!columnNames(table).includes("savez_id")) throw new Error(`${name}: scope federation, but no savez_id`);
    return { savez_id: { _in: "X-Hasura-Savezi" } };
  },
  // A club's officials reach the rows of their clubs; the Worker sends their club ids as X-Hasura-Clubs. The
  // entity names the columns holding a row's clubs (a club's own id, both clubs of a transfer).
  club: ({ name, table, entity }) => {
    const columns = entity?.clubs ?? ["club_id"];
    const missing = columns.find((c) => !columnNames(table).includes(c));
    if (missing) throw new Error(`${name}: scope club, but no ${missing}`);
    const filters = columns.map((c) => ({ [c]: { _in: "X-Hasura-Clubs" } }));
    return filters.length > 1 ? { _or: filters } : filters[0]!;
  },
  own: ({ name, table, entity }) => {
    if (entity?.ownerEmail) return { [entity.ownerEmail]: { _eq: "X-Hasura-Email" } };
    // X-Hasura-User-Id is the Firebase uid: the users row is the caller's own by that column.
    if (entity?.owner && columnNames(table).includes("firebase_user_id")) {
      return { firebase_user_id: { _eq: "X-Hasura-User-Id" } };
    }
    throw new Error(`${name}: scope own needs the entity's ownerEmail, or owner on the users table`);
  },
};

/** How far a set of scopes reaches: nothing to add for `all`, one scope's filter, or any of several. */
function reach(subject: Filtered, scopes: readonly PermissionScope[]): BoolExp | undefined {
  if (scopes.includes("all")) return undefined;
  const filters = SCOPES.filter((s): s is Exclude<PermissionScope, "all"> => s !== "all" && scopes.includes(s)).map(
    (scope) => SCOPE_FILTERS[scope](subject),
  );
  return filters.length > 1 ? { _or: filters } : filters[0];
}

/** All of the conditions (`{}` for none). */
function and(...conditions: (BoolExp | undefined)[]): BoolExp {
  const present = conditions.filter((c): c is BoolExp => c !== undefined);
  return present.length > 1 ? { _and: present } : (present[0] ?? {});
}

/** The name of the object relationship through a foreign key column: declared, else the column without `_id`. */
function objectName(entity: Entity, column: string): string | undefined {
  const declared = entity.relations?.find((r) => r.kind === "object" && r.parentKey === column);
  return declared?.field ?? (column.endsWith("_id") ? column.slice(0, -3) : undefined);
}

/** A row of a soft-deletable entity is published (or in 'Obrisano'): what an edit may touch. */
function lifecycle(entity: Entity, deleted: boolean): BoolExp[] {
  return entity.flags.softDelete ? [{ deleted_at: { _is_null: !deleted } }] : [];
}

/** What a read sees: its lifecycle, and no row whose parent is in 'Obrisano' (hidden with it, as on D1). */
function visible(entities: Entities, entity: Entity, deleted: boolean): BoolExp[] {
  const parent = entity.parent && entities.get(entity.parent.entity);
  if (!entity.flags.softDelete || !parent?.entity.flags.softDelete) return lifecycle(entity, deleted);
  const via = objectName(entity, entity.parent!.column)!;
  return [...lifecycle(entity, deleted), { _not: { [via]: { deleted_at: { _is_null: false } } } }];
}

/** Code-point order, the same on every machine (localeCompare follows the locale). */
export const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

type Entities = ReadonlyMap<string, { key: EntityName; entity: Entity }>;

const tableRef = (name: string) => ({ name, schema: "public" as const });

/** The column PostgreSQL joins on for `table.column` (hasura-only.ts POSTGRES_KEY). */
const postgresKey = (table: string, column: string) => POSTGRES_KEY[`${table}.${column}`] ?? column;

/** Object relationships: every public foreign key of the table to an entity, and declared ones without one. */
function objectRelationships(entities: Entities, entity: Entity): TableMetadata["object_relationships"] {
  const visible = publicColumns(entity);
  const references = referencesOf(entity.table);
  const out: { name: string; using: unknown }[] = [];
  for (const [column, target] of references) {
    const name = objectName(entity, column);
    if (visible.includes(column) && entities.has(target) && name) {
      out.push({ name, using: { foreign_key_constraint_on: column } });
    }
  }
  for (const relation of entity.relations ?? []) {
    if (relation.kind !== "object" || references.get(relation.parentKey) === relation.entity) continue;
    out.push({ name: relation.field, using: manual(entity.name, relation.entity, relation.parentKey, relation) });
  }
  return out.sort(byName);
}

function manual(from: string, to: string, localKey: string, relation: Relation) {
  return {
    manual_configuration: {
      remote_table: tableRef(to),
      column_mapping: { [postgresKey(from, localKey)]: relation.foreignKey },
    },
  };
}

/** Array relationships: the relations the entity declares, by foreign key where the child has one. */
function arrayRelationships(entities: Entities, entity: Entity): TableMetadata["array_relationships"] {
  const out: { name: string; using: unknown }[] = [];
  for (const relation of entity.relations ?? []) {
    if (relation.kind === "object") continue;
    const child = entities.get(relation.entity)?.entity;
    if (!child) throw new Error(`${entity.name}.${relation.field}: no entity ${relation.entity}`);
    const byForeignKey =
      relation.parentKey === "id" && referencesOf(child.table).get(relation.foreignKey) === entity.name;
    out.push({
      name: relation.field,
      using: byForeignKey
        ? { foreign_key_constraint_on: { column: relation.foreignKey, table: tableRef(relation.entity) } }
        : manual(entity.name, relation.entity, relation.parentKey, relation),
    });
  }
  return out.sort(byName);
}

/** The create input's fields, in order (a schema with cross-field checks wraps its object). */
function inputFields(entity: Entity): string[] {
  const input = entity.input as unknown as
    { shape?: object; def?: { in?: { shape?: object }; schema?: { shape?: object } } } | undefined;
  return Object.keys(input?.shape ?? input?.def?.in?.shape ?? input?.def?.schema?.shape ?? {});
}

/** The fields a role may write with these scopes: the input's, less those only a wider scope writes. */
function writable(entity: Entity, scopes: readonly PermissionScope[]): string[] {
  const only: Record<string, PermissionScope> = { ...entity.writtenOnlyAt, ...WRITTEN_ONLY_AT[entity.name] };
  // A scope at least as wide as the one required (SCOPES runs from the widest) may write the field.
  const wide = (required: PermissionScope) => scopes.some((s) => SCOPES.indexOf(s) <= SCOPES.indexOf(required));
  return inputFields(entity).filter((field) => !only[field] || wide(only[field]));
}

/** The four permission lists of an entity's own table. */
function entityPermissions(entities: Entities, key: EntityName, entity: Entity): Partial<TableMetadata> {
  const subject: Filtered = { name: entity.name, table: entity.table, entity };
  const columns = publicColumns(entity);
  const select: NonNullable<TableMetadata["select_permissions"]> = [];
  const insert: NonNullable<TableMetadata["insert_permissions"]> = [];
  const update: NonNullable<TableMetadata["update_permissions"]> = [];
  const remove: NonNullable<TableMetadata["delete_permissions"]> = [];
  for (const role of ROLES) {
    const reads = scopesHeld(role, "read", key);
    const filter = and(reach(subject, reads), ...visible(entities, entity, false));
    if (reads.length) select.push({ role: hasuraName(role), permission: { columns, filter } });
    const creates = scopesHeld(role, "create", key);
    if (creates.length && entity.input) {
      // A row is created for its acting club (a transfer by the receiving club), the first of its clubs.
      const acting: Filtered = { ...subject, entity: { ...entity, clubs: entity.clubs?.slice(0, 1) } };
      const permission = { check: and(reach(acting, creates)), columns: writable(entity, creates) };
      insert.push({ role: hasuraName(role), permission });
    }
    const updates = scopesHeld(role, "update", key);
    if (updates.length && entity.input) {
      const check = and(reach(subject, updates));
      // A counted-up column (a card's token version) is updated through `_inc` only: no input sets it. A tenant
      // column is edited at federation scope only (an official's athlete stays in its club's federation).
      const tenantWriter = updates.some((s) => s === "all" || s === "federation");
      const columns = [
        ...writable(entity, updates).filter((c) => tenantWriter || !TENANT_COLUMNS.includes(c)),
        ...(entity.increments ?? []),
      ];
      update.push({
        role: hasuraName(role),
        permission: { columns, filter: and(reach(subject, updates), ...lifecycle(entity, false)), check },
      });
    }
    // A soft delete is its view's (below): Hasura's own delete on the table is the purge's, the admin secret's.
    const deletes = entity.flags.softDelete ? [] : scopesHeld(role, "delete", key);
    if (deletes.length) remove.push({ role: hasuraName(role), permission: { filter: and(reach(subject, deletes)) } });
  }
  for (const role of entity.flags.softDelete ? ROLES : []) {
    const restores = scopesHeld(role, "restore", key);
    const filter = and(reach(subject, restores), ...visible(entities, entity, true));
    if (restores.length) select.push({ role: trashName(role), permission: { columns, filter } });
  }
  return lists({ select, insert, update, delete: remove });
}

/** The non-empty permission lists, under their metadata keys. */
function lists(permissions: Record<"select" | "insert" | "update" | "delete", unknown[]>): Partial<TableMetadata> {
  return Object.fromEntries(
    Object.entries(permissions)
      .filter(([, list]) => list.length > 0)
      .map(([kind, list]) => [`${kind}_permissions`, list]),
  );
}

const contentComment = (name: string) =>
  `Its own delete root (purge_${name}) is the Hasura admin's (the 30-day purge); delete_${name} and ` +
  `restore_${name} are its views' (${name}_objavljeno, ${name}_obrisano). Roles *_obrisano read 'Obrisano'.`;

function entityTable(entities: Entities, key: EntityName, entity: Entity): TrackedTable {
  const name = entity.name;
  const metadata: TableMetadata = { table: tableRef(name) };
  if (entity.flags.softDelete) {
    metadata.configuration = { custom_root_fields: { delete: `purge_${name}`, delete_by_pk: `purge_${name}_by_pk` } };
  }
  const objects = objectRelationships(entities, entity);
  const arrays = arrayRelationships(entities, entity);
  if (objects?.length) metadata.object_relationships = objects;
  if (arrays?.length) metadata.array_relationships = arrays;
  Object.assign(metadata, entityPermissions(entities, key, entity));
  const notes = [
    `${name}: the entity ${key} (shared/entities), with the rights shared/permissions.ts gives each role.`,
    ...(entity.flags.softDelete ? [contentComment(name)] : []),
    ...Object.entries({ ...entity.writtenOnlyAt, ...WRITTEN_ONLY_AT[name] }).map(
      ([field, scope]) => `Only a role with scope ${scope} writes ${field} (hasura-only.ts WRITTEN_ONLY_AT).`,
    ),
    ...(entity.relations ?? [])
      .filter((r) => postgresKey(name, r.parentKey) !== r.parentKey)
      .map(
        (r) =>
          `${r.field} joins on ${postgresKey(name, r.parentKey)}, not ${r.parentKey} (hasura-only.ts POSTGRES_KEY).`,
      ),
  ];
  return { name, comment: notes.join(" "), metadata };
}

/**
 * The columns of a delete_X / restore_X view a role reads: what the mutation's `where` and its filter name (and
 * a club-scoped entity's club columns, up.sql of the season's migration).
 */
const VIEW_COLUMNS = ["id", "version", "savez_id"];

/** X_objavljeno (delete_X moves a row to 'Obrisano') or X_obrisano (restore_X brings it back). */
function view(key: EntityName, entity: Entity, action: "delete" | "restore"): TrackedTable {
  const name = `${entity.name}_${action === "delete" ? "objavljeno" : "obrisano"}`;
  const subject: Filtered = { name, table: entity.table, entity };
  const select: NonNullable<TableMetadata["select_permissions"]> = [];
  const remove: NonNullable<TableMetadata["delete_permissions"]> = [];
  for (const role of ROLES) {
    const scopes = scopesHeld(role, action, key);
    if (!scopes.length) continue;
    const filter = and(reach(subject, scopes));
    const clubs = (entity.clubs ?? []).filter((c) => !VIEW_COLUMNS.includes(c));
    select.push({ role: hasuraName(role), permission: { columns: [...VIEW_COLUMNS, ...clubs], filter } });
    remove.push({ role: hasuraName(role), permission: { filter } });
  }
  const comment =
    action === "delete"
      ? `${entity.name}'s published rows: deleting one here (delete_${entity.name}) moves it to 'Obrisano' (up.sql: sz_soft_delete)`
      : `${entity.name}'s rows in 'Obrisano': deleting one here (restore_${entity.name}) brings it back within 30 days (up.sql: sz_restore)`;
  const metadata: TableMetadata = {
    table: tableRef(name),
    configuration: { custom_root_fields: { delete: `${action}_${entity.name}` } },
    ...lists({ select, insert: [], update: [], delete: remove }),
  };
  return { name, comment, metadata };
}

/** The roles that may read an entity beyond their own rows: those who keep it (its register, its settings). */
function keepers(key: EntityName): { role: Role; scopes: PermissionScope[] }[] {
  return ROLES.map((role) => ({ role, scopes: scopesHeld(role, "read", key).filter((s) => s !== "own") })).filter(
    (k) => k.scopes.length > 0,
  );
}

/** A table that is no entity: part of one (read by its keepers), or the Worker's alone (no permission). */
function otherTable(entities: Entities, table: SQLiteTable): TrackedTable {
  const name = getTableName(table);
  const metadata: TableMetadata = { table: tableRef(name) };
  const part = PART_OF[name];
  if (!part) {
    const why = WORKER_ONLY[name] ?? "the Worker's; no role may read or write it through Hasura";
    return { name, comment: `${name}: ${why}`, metadata };
  }
  const owner = entities.get(part.entity);
  if (!owner) throw new Error(`hasura-only.ts: ${name} is part of ${part.entity}, which is no entity`);
  const subject: Filtered = { name, table };
  const columns = columnNames(table);
  metadata.select_permissions = keepers(owner.key).map(({ role, scopes }) => ({
    role: hasuraName(role),
    permission: { columns, filter: and(reach(subject, scopes)) },
  }));
  return { name, comment: `${name}: ${part.about}`, metadata };
}

/** Every tracked table and view, by name. */
export function trackedTables(tables: readonly SQLiteTable[], entities: Entities): TrackedTable[] {
  const out: TrackedTable[] = [];
  for (const table of tables) {
    const found = entities.get(getTableName(table));
    if (isLeagueTable(getTableName(table))) {
      out.push(leagueTable(table));
      continue;
    }
    if (isEntryTable(getTableName(table))) {
      out.push(entryTable(table));
      continue;
    }
    if (!found) {
      out.push(otherTable(entities, table));
      continue;
    }
    out.push(entityTable(entities, found.key, found.entity));
    if (found.entity.flags.softDelete) {
      out.push(view(found.key, found.entity, "delete"), view(found.key, found.entity, "restore"));
    }
  }
  return out.sort(byName);
}

/** The tracked SQL functions, exposed to the keepers of the entity whose rows they read. */
export function trackedFunctions(entities: Entities): FunctionMetadata[] {
  return FUNCTIONS.map((fn) => {
    const owner = entities.get(fn.entity);
    if (!owner) throw new Error(`hasura-only.ts: function ${fn.name} reads ${fn.entity}, which is no entity`);
    return {
      function: tableRef(fn.name),
      configuration: { session_argument: SESSION_ARGUMENT },
      permissions: keepers(owner.key).map(({ role }) => ({ role: hasuraName(role) })),
    };
  });
}

/** The registry as the generator reads it: each entity by its table name, with its permission name. */
export function entitiesByTable(registry: Readonly<Record<string, Entity>>): Entities {
  return new Map(Object.entries(registry).map(([key, entity]) => [entity.name, { key: key as EntityName, entity }]));
}

export type { Entities };
